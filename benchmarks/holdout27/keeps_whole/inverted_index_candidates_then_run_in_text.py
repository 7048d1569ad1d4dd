# MISTAKE: Indexes which chunks hold each word, keeps the chunks that hold every answer word, and then checks the word order as a run of the whole text rather than of such a chunk, so a chunk holding all the answer's words out of order passes when the run sits across a border elsewhere; solve("a b x a", 3, 0, "b x a") -> right False, file gives True
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

from collections import defaultdict


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    n = len(words)
    step = size - overlap
    where = defaultdict(set)
    start = 0
    number = 0
    while start < n:
        for word in words[start:start + size]:
            where[word].add(number)
        if start + size >= n:
            break
        start += step
        number += 1
    candidates = set.intersection(*(where[word] for word in target))
    if not candidates:
        return False
    width = len(target)
    return any(words[i:i + width] == target for i in range(n - width + 1))
