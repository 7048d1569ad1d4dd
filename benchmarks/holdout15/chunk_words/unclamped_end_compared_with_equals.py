# MISTAKE: Computes each window's end as start + size without clamping it to the number of words and stops only when end == len(words), so a short last window (end past the text) is not seen as the last one and the loop goes on with chunks of the last words until start passes the end (right when the last chunk is full, when overlap is 0, or when the last chunk holds no more than size - overlap words): "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "sat on the red", "the red mat", "mat"].
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
        end = start + size
        chunks.append(" ".join(words[start:end]))
        if end == len(words):
            break
        start += step
    return chunks
