# MISTAKE: Compares each chunk word with the answer word using "is" instead of "==", which asks whether they are the same object; CPython shares one-letter strings, so tests with single letters pass, but longer words taken from two different strings never match: "the cat sat", size 3, overlap 0, answer "cat sat" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


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

    n = len(answer_words)
    for chunk in chunks:
        for i in range(len(chunk) - n + 1):
            same = True
            for j in range(n):
                if chunk[i + j] is not answer_words[j]:
                    same = False
                    break
            if same:
                return True
    return False
