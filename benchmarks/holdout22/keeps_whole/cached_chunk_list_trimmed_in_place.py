# MISTAKE: caches each cut with functools.lru_cache and then drops the trailing chunks too short for the answer with pop() on the cached list itself, so a later call on the same text, size and overlap searches a cut that has lost those chunks; after solve("a b c", 2, 0, "a b") (rightly True), solve("a b c", 2, 0, "c") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=None)
def _chunks(text, size, overlap):
    words = text.split()
    out = []
    start = 0
    while words:
        out.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    return out


def _holds(chunk, target):
    size = len(target)
    return any(chunk[i:i + size] == target for i in range(len(chunk) - size + 1))


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    chunks = _chunks(text, size, overlap)
    while chunks and len(chunks[-1]) < len(target):
        chunks.pop()
    return any(_holds(chunk, target) for chunk in chunks)
