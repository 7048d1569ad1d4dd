# MISTAKE: Writes the test as any([run == answer for each position] for chunk in chunks), square brackets inside the generator, so any() sees one list per chunk and a list is true when it is not empty: the result is True whenever some chunk has at least as many words as the answer; "a b c", size 3, overlap 0, answer "x" -> right False, file gives True
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
    chunks = []
    start = 0
    while words:
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    length = len(target)
    return any([chunk[i:i + length] == target for i in range(len(chunk) - length + 1)] for chunk in chunks)
