# MISTAKE: finds the number of the first chunk that holds the answer (None when there is none) and returns bool() of that number, so a find in chunk 0 counts as not found; solve("a b", 2, 0, "a") -> right True, file gives False
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
    if not target:
        return False
    words = text.split()
    chunks = []
    start = 0
    while words:
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    found = next((k for k, chunk in enumerate(chunks) if _holds(chunk, target)), None)
    return bool(found)
