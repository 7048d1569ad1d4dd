# MISTAKE: Finds where the next window starts with words.index(window[-overlap], start + 1), searching for the text of the first word to carry instead of using its position, so when that word also occurs earlier in the window the next window starts too early: "a b b c d", size 3, overlap 1 should give ["a b b", "b c d"] but gives ["a b b", "b b c", "c d"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    chunks = []
    start = 0
    while True:
        window = words[start:start + size]
        chunks.append(" ".join(window))
        if start + size >= len(words):
            return chunks
        if overlap:
            start = words.index(window[-overlap], start + 1)
        else:
            start += size
