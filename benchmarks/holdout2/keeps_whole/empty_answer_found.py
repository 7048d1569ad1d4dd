# MISTAKE: Does not treat an answer with no words specially, so an empty or whitespace-only answer matches the empty run at the start of the first chunk and gives True whenever the text has words.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def chunk_words(words: list[str], size: int, overlap: int) -> list[list[str]]:
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step
    return chunks


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    wanted = answer.split()
    n = len(wanted)
    for chunk in chunk_words(text.split(), size, overlap):
        for i in range(len(chunk) - n + 1):
            if chunk[i:i + n] == wanted:
                return True
    return False
