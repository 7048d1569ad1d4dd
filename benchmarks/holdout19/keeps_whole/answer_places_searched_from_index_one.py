# MISTAKE: finds the places of the answer in the text with words.index(first, place + 1) starting from place = 0, so the search begins at word 1 and an answer at the very start of the text is never seen: "a b c d", size 4, overlap 0, answer "a b" should give True but gives False.
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
    if not target or not words:
        return False
    n = len(words)
    starts = [0]
    while starts[-1] + size < n:
        starts.append(starts[-1] + size - overlap)
    place = 0
    while True:
        try:
            place = words.index(target[0], place + 1)
        except ValueError:
            return False
        if words[place:place + len(target)] == target:
            for s in starts:
                if s <= place and place + len(target) <= min(s + size, n):
                    return True
