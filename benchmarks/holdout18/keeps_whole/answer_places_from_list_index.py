# MISTAKE: finds each answer word in a chunk with chunk.index(word) and asks whether those places are consecutive, but index gives the first place of a word, so an answer with a repeated word, or whose later word also occurs earlier in the chunk, is never found: "la la x", size 3, overlap 0, answer "la la" should give True but gives False.
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
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        if all(w in chunk for w in target):
            places = [chunk.index(w) for w in target]
            if places == list(range(places[0], places[0] + len(target))):
                return True
        if start + size >= len(words):
            break
        start += step
    return False
