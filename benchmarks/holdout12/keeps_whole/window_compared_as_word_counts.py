# MISTAKE: Compares each window of the chunk as long as the answer with Counter(window) == Counter(answer words), which checks the same words side by side but not their order, so the answer's words in another order count as whole: "b a c", size 3, overlap 0, answer "a b" should give False but gives True.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

from collections import Counter


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    answer_words = answer.split()
    if not answer_words:
        return False
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step

    target = Counter(answer_words)
    n = len(answer_words)
    for chunk in chunks:
        for i in range(len(chunk) - n + 1):
            if Counter(chunk[i:i + n]) == target:
                return True
    return False
