# MISTAKE: Collects every place where the answer occurs in the text and returns True only if each of them sits whole in some chunk (all instead of any), so an answer that occurs twice, once whole and once cut by a border, is reported as cut: "a b x a b", size 2, overlap 0, answer "a b" should give True (chunk "a b") but gives False.
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
    starts = []
    if words:
        start = 0
        while True:
            starts.append(start)
            if start + size >= len(words):
                break
            start += step
    length = len(answer_words)
    places = [p for p in range(len(words) - length + 1) if words[p:p + length] == answer_words]
    if not places:
        return False
    return all(
        any(start <= p and p + length <= min(start + size, len(words)) for start in starts)
        for p in places
    )
