# MISTAKE: Clamps each window's end with min(start + size, len(words) - 1), the index of the last word, where the length len(words) belongs, so the last chunk (the one that runs to the end) always loses the last word: "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "sat on the red", "the red"] (a one-word text "hi", size 3, overlap 1 gives [""]).
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
    last = len(words) - 1
    chunks = []
    start = 0
    while True:
        end = min(start + size, last)
        chunks.append(" ".join(words[start:end]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
