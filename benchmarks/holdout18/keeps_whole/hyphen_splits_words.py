# MISTAKE: takes the words with re.findall(r"[^\s-]+", ...), so a hyphen separates words as whitespace does ("e-mail" is two words, a lone "-" is none), which moves the chunk borders and changes the words compared: "send an e-mail now", size 2, overlap 0, answer "e-mail now" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = re.findall(r"[^\s-]+", answer)
    if not target:
        return False
    words = re.findall(r"[^\s-]+", text)
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
