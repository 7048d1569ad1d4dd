# MISTAKE: Calls its window helper _windows(words, width, stride) as _windows(words, step, size), the two numbers swapped, so each chunk holds only size - overlap words and the chunks start size words apart, leaving gaps whenever overlap > 0; solve("a b c d", 3, 1, "b c") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def _windows(words, width, stride):
    windows = []
    start = 0
    while start < len(words):
        windows.append(words[start:start + width])
        if start + width >= len(words):
            break
        start += stride
    return windows


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    step = size - overlap
    for chunk in _windows(text.split(), step, size):
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
    return False
