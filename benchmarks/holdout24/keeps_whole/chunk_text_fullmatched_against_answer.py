# MISTAKE: Tests each chunk's text with re.fullmatch(re.escape(answer words joined by spaces), chunk), taking "full match" for "matches whole words", but fullmatch asks that the answer be the entire chunk, so an answer inside a longer chunk is never found; solve("a b c", 3, 0, "a b") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

import re


def _chunks(words: list[str], size: int, overlap: int) -> list[list[str]]:
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    pattern = re.escape(" ".join(target))
    for chunk in _chunks(text.split(), size, overlap):
        if re.fullmatch(pattern, " ".join(chunk)):
            return True
    return False
