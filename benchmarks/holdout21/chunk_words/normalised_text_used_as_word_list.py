# MISTAKE: Normalises the whitespace with " ".join(text.split()) and then uses that string as the list of words, so every window is a stretch of characters (spaces included) and each chunk is its characters joined by spaces; solve("ab cd", 2, 0) -> right ['ab cd'], file gives ['a b', '  c', 'd']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = " ".join(text.split())
    if not words:
        return []
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
