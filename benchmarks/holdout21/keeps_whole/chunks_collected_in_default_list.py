# MISTAKE: Collects the chunks in a helper whose list is a default argument (chunks=[]), which Python makes once, so every call appends its chunks to those of all earlier calls and an answer held by a chunk of an earlier text is found; solve("a b", 2, 0, "a b") (rightly True), then solve("x y", 2, 0, "a b") -> right False, file gives True
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def _cut(words, size, overlap, chunks=[]):
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    n = len(target)
    for chunk in _cut(text.split(), size, overlap):
        for i in range(len(chunk) - n + 1):
            if chunk[i:i + n] == target:
                return True
    return False
