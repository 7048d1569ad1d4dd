# MISTAKE: Searches each chunk's stretch of the joined words with a compiled pattern that starts (?:^| ) and pattern.search(joined, pos, endpos), expecting ^ to match at pos, but ^ matches only at the real start of the string, so an answer that begins any chunk but the first is not found in that chunk; solve("a b c d", 2, 0, "c d") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    joined = " ".join(words)
    offsets = []
    position = 0
    for word in words:
        offsets.append(position)
        position += len(word) + 1
    pattern = re.compile(r"(?:^| )" + re.escape(" ".join(target)) + r"(?= |$)")
    step = size - overlap
    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        if pattern.search(joined, offsets[start], offsets[end - 1] + len(words[end - 1])):
            return True
        if start + size >= len(words):
            break
        start += step
    return False
