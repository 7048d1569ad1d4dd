# MISTAKE: cuts each chunk as words[start:start + size - 1], taking start + size - 1 (the last word's index) as the slice end, so every chunk loses its last word: "a b c d", size 2, overlap 0, answer "c d" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def _chunks(words, size, overlap):
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size - 1])
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def _holds(chunk, target):
    return any(chunk[i:i + len(target)] == target for i in range(len(chunk) - len(target) + 1))


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    return any(_holds(chunk, target) for chunk in _chunks(text.split(), size, overlap))
