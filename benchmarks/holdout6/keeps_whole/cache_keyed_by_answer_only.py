# MISTAKE: Remembers each result in a module-level dict keyed by the answer alone, so a later call with the same answer but another text, size or overlap gets the old result: after solve("a b", 2, 0, "a") (rightly True), solve("c d", 2, 0, "a") should give False but gives True.
from __future__ import annotations

_results: dict[str, bool] = {}


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    if answer in _results:
        return _results[answer]
    target = answer.split()
    found = False
    if target:
        words = text.split()
        step = size - overlap
        start = 0
        while start < len(words) and not found:
            chunk = words[start:start + size]
            for i in range(len(chunk) - len(target) + 1):
                if chunk[i:i + len(target)] == target:
                    found = True
                    break
            if start + size >= len(words):
                break
            start += step
    _results[answer] = found
    return found
