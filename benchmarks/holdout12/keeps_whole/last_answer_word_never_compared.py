# MISTAKE: Compares the answer with each run using range(len(answer words) - 1), one word short, so the answer's last word is never checked and a one-word answer matches any chunk: "a b c", size 3, overlap 0, answer "a x" should give False but gives True.
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
            if all(chunk[i + j] == answer_words[j] for j in range(n - 1)):
                return True
    return False
