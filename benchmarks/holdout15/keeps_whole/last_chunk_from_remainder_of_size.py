# MISTAKE: Builds the full windows with range(0, n - size + 1, step) and then the short last chunk from the last n % size words, which is right without an overlap, but with one the words left after the last full window are not n % size, so the last words can be in no chunk (or the last chunk is cut too short): "a b c d e f", size 3, overlap 1, answer "e f" should give True (chunks "a b c", "c d e", "e f") but gives False.
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
    n = len(words)
    step = size - overlap
    chunks = [words[i:i + size] for i in range(0, n - size + 1, step)]
    rest = n % size
    if rest:
        chunks.append(words[-rest:])
    length = len(answer_words)
    for chunk in chunks:
        for i in range(len(chunk) - length + 1):
            if chunk[i:i + length] == answer_words:
                return True
    return False
