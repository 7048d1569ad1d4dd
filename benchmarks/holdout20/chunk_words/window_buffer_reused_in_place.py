# MISTAKE: Fills one buffer list with buffer[:] = words[start:start + size] for every window and appends that same list object each time, joining them only at the end, so every chunk shows the words of the last window (a text of one chunk is right); "a b c d e", 2, 0 -> right ["a b", "c d", "e"], file gives ["e", "e", "e"]
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
    windows = []
    buffer = []
    start = 0
    while start < len(words):
        buffer[:] = words[start:start + size]
        windows.append(buffer)
        if start + size >= len(words):
            break
        start += size - overlap
    return [" ".join(window) for window in windows]
