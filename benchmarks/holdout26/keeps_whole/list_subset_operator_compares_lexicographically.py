# MISTAKE: Tests each chunk with target <= chunk_words, taking <= on lists for "is contained in" as it is for sets, but for lists <= compares lexicographically, so the result depends on how the words sort, not on whether the answer is in the chunk; solve('b c', 2, 0, 'a') -> right False, file gives True
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
    words = text.split()
    start = 0
    while start < len(words):
        if target <= words[start:start + size]:
            return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
