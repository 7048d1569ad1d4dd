# MISTAKE: To stop early it walks the chunks sorted by length and breaks at the first one too short for the answer, meaning longest first, but sorted(chunks, key=len) puts the shortest first, so a short last chunk ends the search before any chunk is looked at; solve("a b c d", 3, 1, "a b c") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


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
    n = len(target)
    for chunk in sorted(_chunks(text.split(), size, overlap), key=len):
        if len(chunk) < n:
            break
        for i in range(len(chunk) - n + 1):
            if chunk[i:i + n] == target:
                return True
    return False
