# MISTAKE: Builds the answer's words with [w for w in answer if w.strip()], taking iteration over a string for iteration over its words, so the target is the answer's characters and an answer with a word of two or more letters is never found; solve('the cat sat', 3, 0, 'cat sat') -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = [w for w in answer if w.strip()]
    if not target:
        return False
    words = text.split()
    length = len(target)
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        if any(chunk[i:i + length] == target for i in range(len(chunk) - length + 1)):
            return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
