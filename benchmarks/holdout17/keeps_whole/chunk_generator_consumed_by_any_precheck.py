# MISTAKE: Keeps the chunks in a generator expression and first gives up when no chunk is long enough with any(len(chunk) >= len(target) for chunk in chunks), but any() takes chunks out of the generator up to the first long enough one, so the search loop starts after it and that chunk (usually chunk 0) is never searched: "a b c d", size 2, overlap 0, answer "a b" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    target = answer.split()
    if not target:
        return False
    starts = []
    start = 0
    while start < len(words):
        starts.append(start)
        if start + size >= len(words):
            break
        start += size - overlap
    chunks = (words[s:s + size] for s in starts)
    if not any(len(chunk) >= len(target) for chunk in chunks):
        return False
    for chunk in chunks:
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
    return False
