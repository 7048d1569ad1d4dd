# MISTAKE: Stops looking once a chunk starts too late to hold the answer, but tests start + len(answer) >= len(words) instead of >, so the chunk that starts exactly len(answer) words before the end is skipped as well, and an answer made of the text's last words is missed when only that chunk holds it: "a b c d", size 2, overlap 0, answer "c d" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    target = answer.split()
    n, length = len(words), len(target)
    if length == 0:
        return False
    step = size - overlap
    start = 0
    while start < n:
        if start + length >= n:
            break
        chunk = words[start:start + size]
        for i in range(len(chunk) - length + 1):
            if chunk[i:i + length] == target:
                return True
        if start + size >= n:
            break
        start += step
    return False
