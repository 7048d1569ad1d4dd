# MISTAKE: Takes each window with itertools.islice(words, start, start + size) instead of a slice, but islice only accepts a stop up to sys.maxsize, so a legal size above 2**63 - 1 crashes: "a b", size 10**19, overlap 0 should give ["a b"] but raises ValueError.
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations
from itertools import islice


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    step = size - overlap
    chunks = []
    start = 0
    while words:
        chunks.append(" ".join(islice(words, start, start + size)))
        if start + size >= len(words):
            break
        start += step
    return chunks
