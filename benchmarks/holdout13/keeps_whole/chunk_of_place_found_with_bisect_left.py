# MISTAKE: For each place where the answer occurs it picks the chunk to look in with bisect_left(starts, place) - 1, meant as the last chunk starting at or before the place, but bisect_left stops before a start equal to the place, so an answer that begins exactly where a later chunk begins is looked for in the chunk before it: "a b c d", size 2, overlap 0, answer "c d" should give True (chunk "c d") but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

from bisect import bisect_left


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    words = text.split()
    if not answer_words or not words:
        return False
    step = size - overlap
    starts = [0]
    while starts[-1] + size < len(words):
        starts.append(starts[-1] + step)
    length = len(answer_words)
    for place in range(len(words) - length + 1):
        if words[place:place + length] != answer_words:
            continue
        k = max(bisect_left(starts, place) - 1, 0)
        if place + length <= min(starts[k] + size, len(words)):
            return True
    return False
