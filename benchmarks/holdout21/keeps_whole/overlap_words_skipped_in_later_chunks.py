# MISTAKE: Skips the first overlap words of every chunk after the first as places to start the answer, taking them to have been tried in the chunk before, but that chunk ends earlier, so an answer that starts among the carried words and runs past the previous chunk's end is missed; solve("a b c d e", 3, 1, "c d") -> right True, file gives False
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
    n = len(target)
    start = 0
    first = True
    while start < len(words):
        chunk = words[start:start + size]
        begin = 0 if first else overlap
        for i in range(begin, len(chunk) - n + 1):
            if chunk[i:i + n] == target:
                return True
        if start + size >= len(words):
            break
        start += size - overlap
        first = False
    return False
