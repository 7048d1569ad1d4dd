# MISTAKE: Rejects an answer longer than a chunk by testing len(chunk) after the loop that builds the chunks, where chunk is left holding the last chunk, which is often the short one, so an answer longer than the last chunk is never found: "a b c d e", size 2, overlap 0, answer "a b" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    ans = answer.split()
    if not words or not ans:
        return False
    chunks = []
    for start in range(0, len(words), size - overlap):
        chunk = words[start:start + size]
        chunks.append(chunk)
        if start + size >= len(words):
            break
    if len(ans) > len(chunk):
        return False
    for chunk in chunks:
        for i in range(len(chunk) - len(ans) + 1):
            if chunk[i:i + len(ans)] == ans:
                return True
    return False
