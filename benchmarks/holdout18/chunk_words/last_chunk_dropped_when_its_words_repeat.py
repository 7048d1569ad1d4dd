# MISTAKE: Drops the last chunk when every word in it also occurs in the chunk before, testing "nothing new" with set(...) <= set(...) on word values instead of positions, so a last chunk made of repeated words is lost: "b a c a b", 3, 1 → right ["b a c", "c a b"]; this file ["b a c"].
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
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    if len(chunks) > 1 and set(chunks[-1].split()) <= set(chunks[-2].split()):
        chunks.pop()
    return chunks
