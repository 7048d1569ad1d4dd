# MISTAKE: Reads the overlap as words each chunk takes in after its own size words (so the next chunk's start is already in it) and cuts windows words[start:start + size + overlap] at the right starts, so with an overlap every chunk is too long and an answer running over a border counts as whole; solve("a b c d e", 3, 1, "b c d") -> right False, file gives True
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
    start = 0
    while start < len(words):
        window = words[start:start + size + overlap]
        for i in range(len(window) - len(target) + 1):
            if window[i:i + len(target)] == target:
                return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
