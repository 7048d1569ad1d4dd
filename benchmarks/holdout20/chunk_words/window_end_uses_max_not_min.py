# MISTAKE: Clamps the end of each window with max(start + size, len(words)) where min() belongs, so every chunk runs on to the last word of the text (a text of at most size words is right); "the cat sat on the red mat", 4, 2 -> right ["the cat sat on", "sat on the red", "the red mat"], file gives ["the cat sat on the red mat", "sat on the red mat", "the red mat"]
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
        end = max(start + size, len(words))
        chunks.append(" ".join(words[start:end]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
