# MISTAKE: Joins words hyphenated across a line break in the text (re.sub of a hyphen, the line break and the spaces around it by nothing), as one cleans text copied from a PDF, although a line break separates two words like any whitespace, so "pay-" and "ment" become one word and the chunks change; "pay-\nment back now", size 3, overlap 0, answer "ment back" -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = re.sub(r"-[ \t]*\n\s*", "", text).split()
    start = 0
    while words:
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
