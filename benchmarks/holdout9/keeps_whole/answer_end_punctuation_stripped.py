# MISTAKE: Takes the answer for a sentence and strips its closing punctuation (rstrip(".!?")) before splitting it, although punctuation belongs to the words, so an answer that ends with a full stop is looked for without it: "we pay within five days.", size 5, overlap 0, answer "within five days." should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.strip().rstrip(".!?").split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
