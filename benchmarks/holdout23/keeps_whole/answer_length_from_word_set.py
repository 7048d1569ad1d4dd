# MISTAKE: Takes the answer's length from the set of its words (len(set(words))), so an answer that repeats a word is compared with runs that are too short and is never found; solve("la la la", 3, 0, "la la") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    needed = set(target)
    length = len(needed)
    words = text.split()
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        if needed <= set(chunk):
            for i in range(len(chunk) - length + 1):
                if chunk[i:i + length] == target:
                    return True
        if start + size >= len(words):
            break
        start += step
    return False
