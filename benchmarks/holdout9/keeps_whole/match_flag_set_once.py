# MISTAKE: Sets the flag "found = True" once before the loops and sets it to False at the first mismatching word, never back to True for the next place tried, so only an answer at the very first place tried (the start of the first chunk) is found: "a b c d", size 4, overlap 0, answer "b c" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    words = text.split()
    if not target or not words:
        return False

    chunks = []
    start = 0
    while True:
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap

    found = True
    for chunk in chunks:
        for i in range(len(chunk) - len(target) + 1):
            for j, word in enumerate(target):
                if chunk[i + j] != word:
                    found = False
                    break
            if found:
                return True
    return False
