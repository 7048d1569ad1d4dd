# MISTAKE: Tries the answer inside each chunk at range(start, end - len(answer) + 1, step), reusing the chunk loop's step size - overlap for the places inside a chunk, so only every step-th place is tried (with overlap 0 only the chunk's first word); solve("a b c", 3, 0, "b c") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    length = len(target)
    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        for i in range(start, end - length + 1, step):
            if words[i:i + length] == target:
                return True
        if end >= len(words):
            break
        start += step
    return False
