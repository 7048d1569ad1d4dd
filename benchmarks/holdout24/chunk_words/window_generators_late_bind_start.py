# MISTAKE: Collects every window as a generator expression that reads the loop variable start in its body and joins them only after the loop, but a generator expression looks start up when it runs, so every window is built from the last start and every chunk is a copy of the last one; "a b c d e", size 2, overlap 0 -> right ['a b', 'c d', 'e'], file gives ['e', 'e', 'e']
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
    windows = []
    start = 0
    while True:
        windows.append(words[start + i] for i in range(size) if start + i < len(words))
        if start + size >= len(words):
            break
        start += step
    return [" ".join(window) for window in windows]
