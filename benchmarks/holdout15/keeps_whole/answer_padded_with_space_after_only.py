# MISTAKE: Looks for the answer's words joined by single spaces, with a space added after them, in the chunk's text with a space added after it, which keeps the answer's last word from matching the start of a longer word ("five day" in "five days") but not its first word from matching the end of one: "xa b", size 2, overlap 0, answer "a b" should give False but gives True.
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
    target = " ".join(answer_words) + " "
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        if target in " ".join(chunk) + " ":
            return True
        if start + size >= len(words):
            break
        start += step
    return False
