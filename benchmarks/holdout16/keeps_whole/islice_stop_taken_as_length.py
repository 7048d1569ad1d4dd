# MISTAKE: Takes each window with itertools.islice(words, start, size), reading the third argument as a length when it is the stop position, so every chunk after the first is cut short or empty: "a b c d", size 2, overlap 0, answer "c d" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

from itertools import islice

def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    wanted = answer.split()
    if not wanted or not words:
        return False
    k = len(wanted)
    start = 0
    while True:
        chunk = list(islice(words, start, size))
        for i in range(len(chunk) - k + 1):
            if chunk[i:i + k] == wanted:
                return True
        if start + size >= len(words):
            return False
        start += size - overlap
