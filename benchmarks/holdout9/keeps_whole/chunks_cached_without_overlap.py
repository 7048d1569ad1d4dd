# MISTAKE: Keeps the chunks of each text in a module-level dict keyed by (text, size), leaving out the overlap, so a later call on the same text and size with another overlap searches the earlier call's chunks: after solve("a b c d", 2, 0, "b c") (rightly False), solve("a b c d", 2, 1, "b c") should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

_CHUNKS: dict[tuple[str, int], list[tuple[str, ...]]] = {}


def _cut(text: str, size: int, overlap: int) -> list[tuple[str, ...]]:
    key = (text, size)
    if key not in _CHUNKS:
        words = text.split()
        chunks = []
        start = 0
        while words:
            chunks.append(tuple(words[start:start + size]))
            if start + size >= len(words):
                break
            start += size - overlap
        _CHUNKS[key] = chunks
    return _CHUNKS[key]


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = tuple(answer.split())
    if not target:
        return False
    m = len(target)
    for chunk in _cut(text, size, overlap):
        for i in range(len(chunk) - m + 1):
            if chunk[i:i + m] == target:
                return True
    return False
