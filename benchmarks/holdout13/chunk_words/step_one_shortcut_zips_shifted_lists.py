# MISTAKE: Takes a shortcut when the step is 1 (overlap = size - 1) and builds the windows with zip(*(words[i:] for i in range(size))), but zip stops at the shortest list, so a text with fewer words than size gives no window at all: "a b", size 3, overlap 2 should give ["a b"] but gives [] (texts of at least size words, and other steps, are right).
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
    step = size - overlap
    if step == 1:
        return [" ".join(window) for window in zip(*(words[i:] for i in range(size)))]
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
