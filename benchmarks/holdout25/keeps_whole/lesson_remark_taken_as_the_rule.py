# MISTAKE: Implements the lesson's remark as the check itself: an answer found in the text is whole when it has at most overlap + 1 words, or else when a chunk begins at it or "just before" it, read as one word before, so a longer answer that sits further inside a chunk is reported as cut; solve("a b c d", 4, 0, "c d") -> right True, file gives False
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
    starts = set()
    start = 0
    while start < len(words):
        starts.add(start)
        if start + size >= len(words):
            break
        start += size - overlap
    length = len(target)
    for p in range(len(words) - length + 1):
        if words[p:p + length] == target:
            if length <= overlap + 1 or p in starts or p - 1 in starts:
                return True
    return False
