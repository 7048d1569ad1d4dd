# MISTAKE: Drops a chunk without the answer's first word from the list with chunks.pop(i) inside the for loop over that same list, so the loop skips the chunk that moves into its place and that chunk is never searched; solve("x y a b", 2, 0, "a b") -> right True, file gives False
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
    for i, chunk in enumerate(chunks):
        if target[0] not in chunk:
            chunks.pop(i)
            continue
        for j in range(len(chunk) - len(target) + 1):
            if chunk[j:j + len(target)] == target:
                return True
    return False
