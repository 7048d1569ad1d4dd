# MISTAKE: Reads "whole" as "no chunk border falls inside the answer" and rejects every place where any chunk starts or ends between its words, which is right with overlap 0 but with an overlap rejects an answer that one chunk holds whole while the next chunk starts inside it: "a b c d e", size 3, overlap 1, answer "b c" should give True (chunk "a b c") but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

from bisect import bisect_right


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    target = answer.split()
    m = len(target)
    n = len(words)
    if m == 0 or m > size or n == 0:
        return False

    borders = set()
    start = 0
    while True:
        borders.add(start)
        borders.add(min(start + size, n))
        if start + size >= n:
            break
        start += size - overlap

    cuts = sorted(borders)
    for p in range(n - m + 1):
        if words[p:p + m] != target:
            continue
        nxt = bisect_right(cuts, p)
        if nxt == len(cuts) or cuts[nxt] >= p + m:
            return True
    return False
