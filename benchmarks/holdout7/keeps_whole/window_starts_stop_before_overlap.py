# MISTAKE: Takes the window starts from range(0, len(words) - overlap, step), which is right while the text has more words than overlap but gives no window at all for a text of overlap words or fewer: "a b", size 4, overlap 2, answer "a" should give True (one chunk "a b") but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    width = len(target)
    for start in range(0, len(words) - overlap, step):
        window = words[start:start + size]
        for i in range(len(window) - width + 1):
            if window[i:i + width] == target:
                return True
    return False
