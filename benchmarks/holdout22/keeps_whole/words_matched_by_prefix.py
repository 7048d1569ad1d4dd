# MISTAKE: compares each chunk word with the answer word by str.startswith (meant to let "days." match "days"), so an answer word that is only the beginning of a chunk word counts as that word; solve("we pay within five days", 5, 0, "five day") -> right False, file gives True
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
    while words:
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    for chunk in chunks:
        for i in range(len(chunk) - len(target) + 1):
            if all(chunk[i + j].startswith(word) for j, word in enumerate(target)):
                return True
    return False
