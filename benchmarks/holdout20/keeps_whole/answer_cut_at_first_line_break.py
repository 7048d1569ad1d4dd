# MISTAKE: Takes the answer sentence to be its first line (answer.strip().splitlines()[0]) and ignores the rest, although a line break inside the answer only separates two words, so only the words before it have to be in a chunk; "a b c d", size 2, overlap 0, answer "b\nc" -> right False, file gives True
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    lines = answer.strip().splitlines()
    target = lines[0].split() if lines else []
    if not target:
        return False
    words = text.split()
    start = 0
    while words:
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
