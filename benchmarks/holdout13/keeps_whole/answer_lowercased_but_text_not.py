# MISTAKE: Lower-cases the answer before splitting it, as one tidies a typed query, but not the text, so an answer with a capital letter is looked for in lower case only: it is missed where the text has it as written (and found where the text has it in lower case): "Money back now", size 3, overlap 0, answer "Money back" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.lower().split()
    if not answer_words:
        return False
    words = text.split()
    step = size - overlap
    length = len(answer_words)
    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        for place in range(start, end - length + 1):
            if words[place:place + length] == answer_words:
                return True
        if end >= len(words):
            break
        start += step
    return False
