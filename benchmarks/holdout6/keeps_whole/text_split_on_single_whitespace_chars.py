# MISTAKE: Splits the text with re.split(r"\s", text.strip()), one whitespace character at a time, so a run of two or more spaces, tabs or line breaks makes empty "words" that break the answer's run: "a  b" (two spaces), size 2, overlap 0, answer "a b" should give True but gives False.
from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    stripped = text.strip()
    words = re.split(r"\s", stripped) if stripped else []
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
