# MISTAKE: Skips a chunk that does not contain the answer's first word with return False instead of continue, so the search ends at the first chunk without that word, even when a later chunk holds the answer: "x y a b", size 2, overlap 0, answer "a b" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    ans = answer.split()
    words = text.split()
    if not ans or not words:
        return False
    step = size - overlap
    start = 0
    while True:
        chunk = words[start:start + size]
        if ans[0] not in chunk:
            return False
        for i in range(len(chunk) - len(ans) + 1):
            if chunk[i:i + len(ans)] == ans:
                return True
        if start + size >= len(words):
            return False
        start += step
