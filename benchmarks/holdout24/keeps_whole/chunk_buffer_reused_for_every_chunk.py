# MISTAKE: Builds the chunks in one list made before the loop (chunk.clear(); chunk.extend(window)) and appends that same list for every window, so every entry is the last chunk and only the last chunk is searched; solve("a b c d", 2, 0, "a b") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    target = answer.split()
    if not target:
        return False
    chunks = []
    chunk = []
    start = 0
    while start < len(words):
        chunk.clear()
        chunk.extend(words[start:start + size])
        chunks.append(chunk)
        if start + size >= len(words):
            break
        start += size - overlap
    n = len(target)
    for c in chunks:
        for i in range(len(c) - n + 1):
            if c[i:i + n] == target:
                return True
    return False
