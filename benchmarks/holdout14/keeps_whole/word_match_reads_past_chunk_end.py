# MISTAKE: Tries the answer at every position of a chunk (range(len(chunk)) instead of range(len(chunk) - len(answer) + 1)) and compares chunk[i + j] word by word, so when a chunk ends with the beginning of the answer the index runs past the chunk's end: "a b c d", size 2, overlap 0, answer "b c" should give False but raises IndexError.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    ans = answer.split()
    if not ans:
        return False
    words = text.split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    for chunk in chunks:
        for i in range(len(chunk)):
            if all(chunk[i + j] == ans[j] for j in range(len(ans))):
                return True
    return False
