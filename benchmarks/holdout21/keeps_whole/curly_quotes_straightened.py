# MISTAKE: Straightens typographic quotes and apostrophes (‘ ’ “ ” to ' and ") in the text and the answer before splitting, a habit of cleaning text copied from the web, although words are compared exactly as written; solve("I don\u2019t know", 3, 0, "don't know") -> right False, file gives True
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


_STRAIGHT = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.translate(_STRAIGHT).split()
    if not target:
        return False
    words = text.translate(_STRAIGHT).split()
    n = len(target)
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - n + 1):
            if chunk[i:i + n] == target:
                return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
