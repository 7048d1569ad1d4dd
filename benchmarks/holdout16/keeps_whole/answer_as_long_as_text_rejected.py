# MISTAKE: Rejects early with "len(answer words) >= len(text words)", as if an answer had to be shorter than the whole text, so an answer that is all of a text that fits in one chunk is never found: "a b", size 3, overlap 1, answer "a b" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    wanted = answer.split()
    if not wanted or len(wanted) >= len(words):
        return False
    n = len(wanted)
    start = 0
    while True:
        chunk = words[start:start + size]
        if any(chunk[i:i + n] == wanted for i in range(len(chunk) - n + 1)):
            return True
        if start + size >= len(words):
            return False
        start += size - overlap
