# MISTAKE: Slices each window as words[start:start + size - overlap], the step instead of size, so with an overlap each chunk holds at most size - overlap words and an answer that runs into a chunk's last overlap words is missed: "a b c d", size 3, overlap 1, answer "a b c" should give True (chunk "a b c") but gives False.
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
    step = size - overlap
    length = len(target)
    for start in range(0, len(words), step):
        window = words[start:start + step]
        for i in range(len(window) - length + 1):
            if window[i:i + length] == target:
                return True
        if start + size >= len(words):
            break
    return False
