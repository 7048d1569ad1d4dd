# MISTAKE: Lays the windows from the end of the text backwards (the last chunk is the last size words, each earlier one size - overlap words before it, the first chunk short), so every border sits somewhere else than chunk_words puts it; solve("a b c d e", 3, 0, "a b c") -> right True, file gives False
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
    end = len(words)
    while end > 0:
        chunks.append(words[max(end - size, 0):end])
        if end - size <= 0:
            break
        end -= size - overlap
    n = len(target)
    return any(c[i:i + n] == target for c in chunks for i in range(len(c) - n + 1))
