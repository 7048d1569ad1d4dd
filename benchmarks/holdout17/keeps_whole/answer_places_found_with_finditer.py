# MISTAKE: Finds the places where the answer occurs with re.finditer over the text's words joined by spaces and checks the last chunk starting at or before each place, but finditer returns only matches that do not overlap, so when the answer can overlap itself (repeated words) a place that starts inside an earlier match is never checked: "x a a a", size 2, overlap 0, answer "a a" should give True (chunk "a a") but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    target = answer.split()
    if not target:
        return False
    n, length, step = len(words), len(target), size - overlap
    last = 0
    while last + size < n:
        last += step
    joined = " ".join(words)
    pattern = r"(?<!\S)" + re.escape(" ".join(target)) + r"(?!\S)"
    for match in re.finditer(pattern, joined):
        place = joined.count(" ", 0, match.start())
        start = min(place // step * step, last)
        if place + length <= start + size:
            return True
    return False
