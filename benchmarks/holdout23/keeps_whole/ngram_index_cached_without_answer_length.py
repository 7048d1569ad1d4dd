# MISTAKE: Keeps the set of runs of each cut in a module-level dict keyed by (text, size, overlap), but the runs are as long as the answer of the first call, so a later call on the same cut with an answer of another length looks among runs of the wrong length; after solve("a b c", 2, 0, "a b") (rightly True), solve("a b c", 2, 0, "c") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


_RUNS = {}


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = tuple(answer.split())
    if not target:
        return False
    key = (text, size, overlap)
    if key not in _RUNS:
        runs = set()
        words = text.split()
        step = size - overlap
        start = 0
        while start < len(words):
            chunk = words[start:start + size]
            for i in range(len(chunk) - len(target) + 1):
                runs.add(tuple(chunk[i:i + len(target)]))
            if start + size >= len(words):
                break
            start += step
        _RUNS[key] = runs
    return target in _RUNS[key]
