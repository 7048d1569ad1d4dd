# MISTAKE: Picks the words of each window with operator.itemgetter(*range(start, end))(words), but itemgetter given a single index returns that word itself, not a 1-tuple, so a chunk of one word is joined letter by letter: "the cat sat on the red mat", size 2, overlap 0 should give ["the cat", "sat on", "the red", "mat"] but gives ["the cat", "sat on", "the red", "m a t"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

from operator import itemgetter


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    chunks = []
    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        window = itemgetter(*range(start, end))(words)
        chunks.append(" ".join(window))
        if end == len(words):
            break
        start += size - overlap
    return chunks
