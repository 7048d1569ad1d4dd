# MISTAKE: Leaves the last chunk out of the search whenever there is an overlap, misreading the lesson's "one more window would contain nothing new" as saying the last window only repeats the one before, so an answer only the last chunk holds is missed; solve("a b c d", 3, 1, "c d") -> right True, file gives False
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
    if overlap and len(chunks) > 1:
        chunks.pop()
    return any(_holds(chunk, target) for chunk in chunks)
