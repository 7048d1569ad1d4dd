# MISTAKE: Finds each place the answer occurs in the word list and looks only in chunk p // step, the last chunk starting at or before it, but skips the place when that number is past the last chunk instead of using the last chunk, so an answer in the last chunk's final words is missed: "a b c d e", size 3, overlap 1, answer "e" should give True (chunks "a b c", "c d e") but gives False.
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
    if not words:
        return False
    step = size - overlap
    count = 1
    while (count - 1) * step + size < len(words):
        count += 1
    length = len(answer_words)
    for place in range(len(words) - length + 1):
        if words[place:place + length] != answer_words:
            continue
        k = place // step
        if k >= count:
            continue
        start = k * step
        if place + length <= min(start + size, len(words)):
            return True
    return False
