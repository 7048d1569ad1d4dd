# MISTAKE: Takes every chunk with islice(stream, start, start + size) from one iterator over the words made before the loop, but an iterator remembers how far it has gone, so each slice skips start words from where the last one stopped and the later chunks hold the wrong words or none; solve("a b c d e f", 2, 0, "c d") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

from itertools import islice


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    stream = iter(words)
    start = 0
    while True:
        chunk = list(islice(stream, start, start + size))
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
        if start + size >= len(words):
            return False
        start += step
