# MISTAKE: Finds each place of the answer's first word in a chunk with chunk.index(first, i) but never moves i past a place where the rest of the answer does not follow, so the same place is found again and again and the call never returns: "a x", size 2, overlap 0, answer "a b" should give False but runs forever.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    words = text.split()
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step
    first = answer_words[0]
    length = len(answer_words)
    for chunk in chunks:
        i = 0
        while first in chunk[i:]:
            i = chunk.index(first, i)
            if chunk[i:i + length] == answer_words:
                return True
    return False
