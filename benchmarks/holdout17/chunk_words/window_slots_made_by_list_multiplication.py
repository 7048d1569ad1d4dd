# MISTAKE: Makes one list per window with [[]] * count and fills slot k with windows[k] += words[...], but the multiplication repeats one and the same list count times and += extends it in place, so every chunk holds the words of all the windows (a text that fits in one window is right): "a b c d e", size 3, overlap 1 should give ["a b c", "c d e"] but gives ["a b c c d e", "a b c c d e"].
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
    count = 1
    while (count - 1) * step + size < len(words):
        count += 1
    windows = [[]] * count
    for k in range(count):
        windows[k] += words[k * step:k * step + size]
    return [" ".join(window) for window in windows]
