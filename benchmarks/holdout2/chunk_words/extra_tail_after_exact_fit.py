# MISTAKE: Takes full windows while they fit and then adds the remaining words as one more chunk, so when a full window ends exactly on the last word ("a b c d e", size 3, overlap 1) an extra chunk of the overlap words ("e") follows it.
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
    # all the full windows first
    while start + size <= len(words):
        chunks.append(" ".join(words[start:start + size]))
        start += step
    # then whatever is left over makes the short last chunk
    if start < len(words):
        chunks.append(" ".join(words[start:]))
    return chunks
