# MISTAKE: Looks for the answer only in the chunk holding the most answer words (max() keeps the first of a tie), as a search would hand over one chunk, instead of in every chunk; solve("a x b y a b", 3, 0, "a b") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    words = text.split()
    if not target or not words:
        return False
    vocabulary = set(target)
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step
    best = max(chunks, key=lambda chunk: sum(1 for word in chunk if word in vocabulary))
    return any(best[i:i + len(target)] == target for i in range(len(best) - len(target) + 1))
