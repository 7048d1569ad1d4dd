# MISTAKE: Normalises the text and the answer to NFC before comparing, so words that differ only in how an accent is encoded count as equal: text "cafe\u0301 ouvert" (combining accent), size 2, overlap 0, answer "caf\u00e9 ouvert" (precomposed é) should give False but gives True.
"""Does some chunk hold the whole answer as a run of words?"""

from __future__ import annotations

import unicodedata


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = unicodedata.normalize("NFC", answer).split()
    if not target:
        return False
    words = unicodedata.normalize("NFC", text).split()
    k = len(target)
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - k + 1):
            if chunk[i:i + k] == target:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
