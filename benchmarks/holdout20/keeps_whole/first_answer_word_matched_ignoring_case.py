# MISTAKE: Compares the answer's first word with the chunk's word ignoring case, since an answer sentence is written with a capital at its start that the text may not have there, but capital letters count, so an answer that differs only in its first word's case is found; "pay the money back", size 4, overlap 0, answer "The money back" -> right False, file gives True
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
    start = 0
    while words:
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i].lower() == target[0].lower() and chunk[i + 1:i + len(target)] == target[1:]:
                return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
