# MISTAKE: asks whether all chunks hold the answer (all()) instead of whether some chunk does (any()), so an answer whole in one chunk but absent from another is reported as not whole; solve("a b c d", 2, 0, "a") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def _holds(chunk, target):
    size = len(target)
    return any(chunk[i:i + size] == target for i in range(len(chunk) - size + 1))


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    words = text.split()
    chunks = []
    start = 0
    while words:
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    if not target or not chunks:
        return False
    return all(_holds(chunk, target) for chunk in chunks)
