# MISTAKE: Searches each chunk's text with a regular expression built from the answer's words without re.escape, so a "." or other special character in the answer matches anything: "a b", size 2, overlap 0, answer "a.b" should give False but gives True.
from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    pattern = re.compile(r"(?<!\S)" + " ".join(target) + r"(?!\S)")
    words = text.split()
    step = size - overlap
    start = 0
    while start < len(words):
        if pattern.search(" ".join(words[start:start + size])):
            return True
        if start + size >= len(words):
            break
        start += step
    return False
