# MISTAKE: splits the text with re.split(r"[\s-]+"), taking a hyphen for a separator as well as whitespace, so a hyphenated word becomes two words and loses its hyphen although only whitespace separates words; solve("a well-known fact", 2, 0) -> right ['a well-known', 'fact'], file gives ['a well', 'known fact']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = [word for word in re.split(r"[\s-]+", text) if word]
    step = size - overlap
    chunks = []
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return chunks
