# MISTAKE: Builds the chunks with a while loop that moves the start on by size - overlap before it takes each window, so the window at word 0 is never built (and a text of at most size words gets no chunk at all): "a b c d", size 2, overlap 0, answer "a b" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    wanted = answer.split()
    if not wanted:
        return False
    step = size - overlap
    chunks = []
    start = 0
    while start + size < len(words):
        start += step
        chunks.append(words[start:start + size])
    for chunk in chunks:
        for i in range(len(chunk) - len(wanted) + 1):
            if chunk[i:i + len(wanted)] == wanted:
                return True
    return False
