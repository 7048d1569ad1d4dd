# MISTAKE: Searches every pair of neighbouring chunks glued together (the second without its overlap words) besides the chunks themselves, as if the retriever merged neighbours as merge_hits does, so an answer cut by a border between two chunks counts as whole; solve("a b c d", 2, 0, "b c") -> right False, file gives True
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    pieces = list(chunks)
    for first, second in zip(chunks, chunks[1:]):
        pieces.append(first + second[overlap:])
    n = len(target)
    return any(piece[i:i + n] == target for piece in pieces for i in range(len(piece) - n + 1))
