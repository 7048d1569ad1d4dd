# MISTAKE: Splits the text with re.split(r"\s*", text), a * where + belongs, and a pattern that can match the empty string also splits between every two letters, so once the empty strings are dropped every character is a word of its own (texts of one-letter words come out right): "the cat", size 2, overlap 0 should give ["the cat"] but gives ["t h", "e c", "a t"].
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
    words = [word for word in re.split(r"\s*", text) if word]
    if not words:
        return []
    step = size - overlap
    chunks = []
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return chunks
