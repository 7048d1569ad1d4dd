# MISTAKE: Builds only the full windows of size words (range(0, len(words) - size + 1, step)), so the short last chunk is never searched and an answer at the very end, or any answer in a text shorter than size, gives False.
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
    n = len(wanted)
    if n == 0:
        return False
    step = size - overlap
    for start in range(0, len(words) - size + 1, step):
        chunk = words[start:start + size]
        for i in range(len(chunk) - n + 1):
            if chunk[i:i + n] == wanted:
                return True
    return False
