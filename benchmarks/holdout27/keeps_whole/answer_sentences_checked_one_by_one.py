# MISTAKE: Splits the answer into sentences after each full stop, question or exclamation mark and asks of each sentence on its own whether some chunk holds it, so an answer whose two sentences sit in different chunks counts as whole; solve("a b. c d", 2, 0, "b. c") -> right False, file gives True
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

import re


def _holds(chunk, target):
    width = len(target)
    return any(chunk[i:i + width] == target for i in range(len(chunk) - width + 1))


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    sentences = [part.split() for part in re.split(r"(?<=[.!?])\s+", answer.strip())]
    sentences = [sentence for sentence in sentences if sentence]
    if not sentences:
        return False
    words = text.split()
    n = len(words)
    step = size - overlap
    chunks = []
    start = 0
    while start < n:
        chunks.append(words[start:start + size])
        if start + size >= n:
            break
        start += step
    return all(any(_holds(chunk, sentence) for chunk in chunks) for sentence in sentences)
