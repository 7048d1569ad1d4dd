# MISTAKE: Caches the window starts with functools.lru_cache on a helper that returns a generator expression, so the cache hands out the same generator for the same word count, size and overlap: the first call uses it up (or part of it) and a later call with the same numbers gets only what is left, often nothing: after solve("a b c d", 2, 0, "a b") (rightly True), solve("a b c d", 2, 0, "a b") again should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

import functools


@functools.lru_cache(maxsize=None)
def window_starts(n, size, overlap):
    step = size - overlap
    return (s for s in range(0, n, step) if s == 0 or s - step + size < n)


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    target = answer.split()
    if not target:
        return False
    for start in window_starts(len(words), size, overlap):
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
    return False
