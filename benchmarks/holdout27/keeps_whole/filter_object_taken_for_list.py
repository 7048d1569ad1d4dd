# MISTAKE: Returns bool(filter(...)) of the chunks that hold the answer, as if filter gave a list that is empty when no chunk does, but a filter object is always true, so every answer with words is reported whole; solve("a b", 2, 0, "b a") -> right False, file gives True
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def _holds(chunk, target):
    width = len(target)
    return any(chunk[i:i + width] == target for i in range(len(chunk) - width + 1))


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    n = len(words)
    step = size - overlap
    chunks = []
    start = 0
    while start < n:
        chunks.append(words[start:start + size])
        if start + size >= n:
            break
        start += step
    holding = filter(lambda chunk: _holds(chunk, target), chunks)
    return bool(holding)
