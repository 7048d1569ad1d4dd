# MISTAKE: Rejects an answer early with len(answer_words) > len(chunks), the number of chunks, where it meant the number of words a chunk can hold, so an answer with more words than the text has chunks is never found: "a b c", size 3, overlap 0 (one chunk), answer "a b" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    words = text.split()
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step
    if len(answer_words) > len(chunks):
        return False
    length = len(answer_words)
    for chunk in chunks:
        for i in range(len(chunk) - length + 1):
            if chunk[i:i + length] == answer_words:
                return True
    return False
