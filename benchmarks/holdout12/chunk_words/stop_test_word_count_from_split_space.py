# MISTAKE: Takes the words from text.split() but decides when to stop with a word count taken from text.strip().split(" "), which counts a tab or a line break as no separator and a double space as an extra empty word, so with such whitespace the loop stops before the window that holds the last word or goes on past it with short or empty chunks (texts with single spaces are right): "a b\nc d e", size 2, overlap 0 should give ["a b", "c d", "e"] but gives ["a b", "c d"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    total = len(text.strip().split(" "))
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= total:
            break
        start += step
    return chunks
