# MISTAKE: pads the chunk's text and the answer with spaces and tests padded_chunk.count(padded_answer) == 1, so a chunk that holds the answer twice (at places that do not share the padding space) does not count: "a b x a b", size 5, overlap 0, answer "a b" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = " " + " ".join(answer.split()) + " "
    if not target.strip():
        return False
    words = text.split()
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = " " + " ".join(words[start:start + size]) + " "
        if chunk.count(target) == 1:
            return True
        if start + size >= len(words):
            break
        start += step
    return False
