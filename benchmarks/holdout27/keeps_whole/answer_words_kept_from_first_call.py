# MISTAKE: Splits the answer into a module-level list only while that list is empty, as if every check asked about one fixed answer, so from the second call on it looks for the first call's answer; after solve("a b", 2, 0, "a") (rightly True), solve("a b", 2, 0, "c") -> right False, file gives True
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


_answer_words: list[str] = []


def _holds(chunk, target):
    width = len(target)
    return any(chunk[i:i + width] == target for i in range(len(chunk) - width + 1))


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    if not _answer_words:
        _answer_words.extend(answer.split())
    target = _answer_words
    if not target:
        return False
    words = text.split()
    n = len(words)
    step = size - overlap
    chunks = []
    start = 0
    while start < n:
        chunks.append(words[start:start + size])
        if start + size >= n:
            break
        start += step
    return any(_holds(chunk, target) for chunk in chunks)
