# MISTAKE: Counts word positions from 1 with enumerate(words, start=1) and starts a window at every position where position % step == 1, which picks positions 1, 1 + step, ... for a step of 2 or more, but x % 1 is always 0, so when the step is 1 (overlap = size - 1, size 1 included) no window ever starts: "a b c", size 2, overlap 1 should give ["a b", "b c"] but gives [].
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
    step = size - overlap
    chunks = []
    for position, _ in enumerate(words, start=1):
        if position % step == 1:
            start = position - 1
            chunks.append(" ".join(words[start:start + size]))
            if start + size >= len(words):
                break
    return chunks
