# MISTAKE: To check each place once, tries in every chunk only the places among its first size - overlap words (a run starting in the last overlap words is also in the next chunk), but does the same in the last chunk, which has no next chunk, so an answer starting in the last chunk's final overlap words is missed: "a b c", size 3, overlap 1, answer "c" should give True (chunk "a b c") but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    words = text.split()
    step = size - overlap
    length = len(answer_words)
    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        for place in range(start, min(start + step, end - length + 1)):
            if words[place:place + length] == answer_words:
                return True
        if end >= len(words):
            break
        start += step
    return False
