# MISTAKE: Collects the chunks in a helper whose list parameter has a mutable default (found=[]), which Python creates once, so every call appends its chunks to those of all earlier calls and returns that same list: solve("a b", 2, 0) gives ["a b"], but a second call solve("c d", 2, 0) then gives ["a b", "c d"] instead of ["c d"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


def windows(words, size, step, found=[]):
    start = 0
    while start < len(words):
        found.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return found


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    return windows(words, size, size - overlap)
