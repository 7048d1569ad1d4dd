# MISTAKE: Cleans the text and the answer of control characters by keeping only the characters for which str.isprintable() is true, but every whitespace character other than the plain space (line break, tab, carriage return, no-break space) counts as not printable, so the words on either side of one are glued into one word: "a b\nc d", size 4, overlap 0, answer "b c" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = "".join(ch for ch in text if ch.isprintable()).split()
    target = "".join(ch for ch in answer if ch.isprintable()).split()
    if not target:
        return False
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    length = len(target)
    for chunk in chunks:
        for i in range(len(chunk) - length + 1):
            if chunk[i:i + length] == target:
                return True
    return False
