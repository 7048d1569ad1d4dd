# MISTAKE: Trims the text with text.strip(string.punctuation + string.whitespace) to drop "stray" marks, which also removes punctuation that belongs to the first or last word: '"Hi," she said.', 5, 0 → right ['"Hi," she said.']; this file ['Hi," she said'].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

import string


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.strip(string.punctuation + string.whitespace).split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
