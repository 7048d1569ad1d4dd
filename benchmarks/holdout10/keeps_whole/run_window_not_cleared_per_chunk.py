# MISTAKE: Slides a deque of the last len(answer) words over the chunks one after another but never clears it when a new chunk begins, so a run that starts at the end of one chunk and ends at the start of the next counts as whole: "a b c d", size 2, overlap 0, answer "b c" should give False but gives True.
from __future__ import annotations

from collections import deque


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    recent = deque(maxlen=len(target))
    start = 0
    while start < len(words):
        for word in words[start:start + size]:
            recent.append(word)
            if list(recent) == target:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
