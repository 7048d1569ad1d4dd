# MISTAKE: Starts the next window at (index of the window's last word) - overlap, counting back from the inclusive last index instead of from the exclusive end, which is one word too far back, so neighbouring chunks share overlap + 1 words (right only when overlap = size - 1, where a guard moves the window on by at least one word): "a b c d e", size 2, overlap 0 should give ["a b", "c d", "e"] but gives ["a b", "b c", "c d", "d e"].
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
    chunks = []
    start = 0
    while start < len(words):
        last = min(start + size, len(words)) - 1
        chunks.append(" ".join(words[start:last + 1]))
        if last == len(words) - 1:
            break
        start = max(start + 1, last - overlap)
    return chunks
