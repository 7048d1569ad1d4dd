# MISTAKE: skips a chunk whose text is shorter in characters than the answer string as given, but the answer may carry extra spaces, tabs or a line break that its words do not, so a chunk holding exactly its words is skipped; solve("a b c", 2, 0, "c\n") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def _holds(chunk, target):
    size = len(target)
    return any(chunk[i:i + size] == target for i in range(len(chunk) - size + 1))


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    start = 0
    while words:
        chunk = words[start:start + size]
        if len(" ".join(chunk)) >= len(answer) and _holds(chunk, target):
            return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
