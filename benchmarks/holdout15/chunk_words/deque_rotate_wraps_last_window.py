# MISTAKE: Keeps the words in a collections.deque, moves the window on with rotate(-step) and takes each chunk as the first size items of the deque with islice, but rotate() wraps the words that leave the front round to the back, so a short last window is filled up with the first words of the text (texts whose last chunk is full, or that fit in one window, are right): "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "sat on the red", "the red mat the"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

from collections import deque
from itertools import islice


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    ring = deque(words)
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(islice(ring, size)))
        if start + size >= len(words):
            break
        ring.rotate(-step)
        start += step
    return chunks
