# MISTAKE: Sets a module-level flag found = True from a helper (global found) when a chunk holds the answer and returns it, but never sets it back to False at the start of a call, so after one call that finds its answer every later call says True: after solve("a b", 2, 0, "a") (rightly True), solve("a b", 2, 0, "z") should give False but gives True.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


found = False


def _look_in(words: list[str], start: int, end: int, answer_words: list[str]) -> None:
    global found
    length = len(answer_words)
    for place in range(start, end - length + 1):
        if words[place:place + length] == answer_words:
            found = True
            return


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    words = text.split()
    step = size - overlap
    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        _look_in(words, start, end, answer_words)
        if end >= len(words):
            break
        start += step
    return found
