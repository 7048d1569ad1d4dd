# MISTAKE: Cuts every line of the text into chunks on its own (text.splitlines()), so a chunk never runs over a line break and an answer that crosses one is reported as cut, although line breaks are only spacing: "a b\nc d", size 4, overlap 0, answer "b c" should give True (one chunk "a b c d") but gives False.
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
    step = size - overlap
    n = len(answer_words)
    for line in text.splitlines():
        words = line.split()
        start = 0
        while start < len(words):
            chunk = words[start:start + size]
            for i in range(len(chunk) - n + 1):
                if chunk[i:i + n] == answer_words:
                    return True
            if start + size >= len(words):
                break
            start += step
    return False
