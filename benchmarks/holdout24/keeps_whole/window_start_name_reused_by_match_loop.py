# MISTAKE: Keeps the window start in i for a while loop and reuses i as the variable of the for loop that tries the places inside the window, so after each window i holds the last place tried and the next window starts from there, not size - overlap words after the window before; solve("a b c d e f", 3, 0, "d") -> right True, file gives False
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
    n = len(words)
    length = len(target)
    i = 0
    while i < n:
        end = min(i + size, n)
        for i in range(i, end - length + 1):
            if words[i:i + length] == target:
                return True
        if end >= n:
            break
        i += size - overlap
    return False
