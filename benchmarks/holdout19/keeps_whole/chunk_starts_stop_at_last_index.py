# MISTAKE: takes the chunk starts from range(0, len(words) - 1, step), stopping at the last word's index, so a last chunk that starts on the last word (and a one-word text) is never searched: "a b c", size 2, overlap 0, answer "c" should give True but gives False.
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
    for start in range(0, len(words) - 1, size - overlap):
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
    return False
