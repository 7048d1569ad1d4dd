# MISTAKE: Collects the text's words in a module-level list with words.extend(text.split()) and never empties it, so each call cuts the words of every earlier call followed by its own: after solve("x", 1, 0, "x") (rightly True), solve("y", 2, 0, "x y") should give False but gives True.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


words = []


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    wanted = answer.split()
    if not wanted:
        return False
    words.extend(text.split())
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(wanted) + 1):
            if chunk[i:i + len(wanted)] == wanted:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
