# MISTAKE: Builds the full windows and then, when words are left over, a last window of the last size words of the text (aligned to the end, as some chunkers do) instead of one starting size - overlap words after the one before, so the last chunk reaches back too far and an answer cut by the real last border is found; "a b c d e", size 3, overlap 0, answer "c d" -> right False, file gives True
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
    n = len(words)
    starts = list(range(0, n - size + 1, size - overlap))
    if not starts:
        starts = [0] if n else []
    elif starts[-1] + size < n:
        starts.append(n - size)
    length = len(target)
    for s in starts:
        chunk = words[s:s + size]
        for i in range(len(chunk) - length + 1):
            if chunk[i:i + length] == target:
                return True
    return False
