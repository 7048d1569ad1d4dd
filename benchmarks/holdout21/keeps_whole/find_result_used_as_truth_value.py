# MISTAKE: Tests each space-padded chunk with `if chunk.find(needle):`, but find returns -1 (true) when the answer is missing and 0 (false) when the chunk begins with it, so nearly every text gives True and an answer at the start of its only chunk gives False; solve("x y", 2, 0, "z") -> right False, file gives True
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    needle = " " + " ".join(target) + " "
    start = 0
    while start < len(words):
        chunk = " " + " ".join(words[start:start + size]) + " "
        if chunk.find(needle):
            return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
