# MISTAKE: folds accents away (NFD, combining marks dropped) in the text and the answer before comparing, although words are compared exactly as written, so a word and its unaccented spelling count as the same word; solve("un café noir", 3, 0, "cafe noir") -> right False, file gives True
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

import unicodedata


def _fold(text):
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))


def _holds(chunk, target):
    size = len(target)
    return any(chunk[i:i + size] == target for i in range(len(chunk) - size + 1))


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = _fold(answer).split()
    if not target:
        return False
    words = _fold(text).split()
    start = 0
    while words:
        if _holds(words[start:start + size], target):
            return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
