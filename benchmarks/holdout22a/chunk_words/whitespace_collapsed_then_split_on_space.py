# MISTAKE: Collapses every run of whitespace to one space with re.sub and then splits on " " without stripping the text, so whitespace at the start or end of the text leaves an empty word there, which shows as a space at the start of the first chunk or the end of the last; solve("a b c\n", 2, 0) -> right ['a b', 'c'], file gives ['a b', 'c ']
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
    if not text.strip():
        return []
    words = re.sub(r"\s+", " ", text).split(" ")
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            return chunks
        start += step
