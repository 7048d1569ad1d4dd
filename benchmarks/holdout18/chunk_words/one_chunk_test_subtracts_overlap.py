# MISTAKE: Returns the whole text as one chunk when len(words) - overlap <= size, as if the overlap words did not count, so a text of size + 1 to size + overlap words becomes one chunk of more than size words: "a b c d e", 4, 2 → right ["a b c d", "c d e"]; this file ["a b c d e"].
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
    if len(words) - overlap <= size:
        return [" ".join(words)]
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            return chunks
        start += size - overlap
