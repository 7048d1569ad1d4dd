# MISTAKE: Stops after a window only when start + size > len(words) instead of >=, so when a full window ends exactly on the last word it goes on to one more chunk of the last overlap words (when overlap > 0): "a b c d e", size 3, overlap 1 should give ["a b c", "c d e"] but gives ["a b c", "c d e", "e"] (texts whose last chunk is short are right).
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
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size > len(words):
            break
        start += step
    return chunks
