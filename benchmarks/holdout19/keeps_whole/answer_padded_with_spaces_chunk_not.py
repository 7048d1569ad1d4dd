# MISTAKE: looks for " " + answer + " " in each chunk's text without padding the chunk's text too, so an answer that begins or ends a chunk is never found: "a b c d", size 2, overlap 0, answer "a b" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def _chunk_texts(words, size, overlap):
    texts = []
    start = 0
    while start < len(words):
        texts.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return texts


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    needle = " " + " ".join(target) + " "
    return any(needle in chunk for chunk in _chunk_texts(text.split(), size, overlap))
