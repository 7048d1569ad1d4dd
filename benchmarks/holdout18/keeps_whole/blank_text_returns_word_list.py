# MISTAKE: ends with return words and any(...), meant to give False for a text without words, but and returns its first operand when that is falsy, so a blank text gives the empty list [] instead of False: "", size 3, overlap 0, answer "a" should give False but gives [].
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
    step = size - overlap
    starts = range(0, max(len(words) - overlap, 1), step)
    return words and any(
        words[s + i:s + i + len(target)] == target
        for s in starts
        for i in range(min(size, len(words) - s) - len(target) + 1)
    )
