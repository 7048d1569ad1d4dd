# MISTAKE: Strips punctuation off a word before testing it against STOP_WORDS (but counts the word as written), so a stop word with punctuation attached such as "it." or "you," is left out although it is a word of its own: ["pay it.", "pay"], question "pay" should give (1, 1.0) but gives (0, 1.0).
from __future__ import annotations

import math
import string
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vector(text: str) -> Counter:
    counts = Counter()
    for word in text.lower().split():
        if word.strip(string.punctuation) in STOP_WORDS:
            continue
        counts[word] += 1
    return counts


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vector(question)
    qq = sum(n * n for n in q.values())
    best_index, best_sim = -1, 0.0
    for i, chunk in enumerate(chunks):
        c = _vector(chunk)
        cc = sum(n * n for n in c.values())
        sim = 0.0
        if qq and cc:
            sim = sum(n * c[w] for w, n in q.items()) / math.sqrt(qq * cc)
        if best_index == -1 or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return best_index, best_sim
