# MISTAKE: Walks the word positions with a for loop and adds a window where i % step == 0, but tests i + size >= len(words) at every position instead of only at a window start, so the loop stops at position len(words) - size and a shorter last window that starts after it is never added: "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "sat on the red"].
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
    for i in range(len(words)):
        if i % step == 0:
            chunks.append(" ".join(words[i:i + size]))
        if i + size >= len(words):
            break
    return chunks
