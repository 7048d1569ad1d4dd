# MISTAKE: Collects the windows that end before the last word in a loop and then adds the window that reaches the last word with chunks.insert(-1, ...), which inserts before the current last item instead of appending, so with three or more chunks the last two come out swapped (with two, the last comes first): "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "the red mat", "sat on the red"].
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
    step = size - overlap
    chunks = []
    start = 0
    while start + size < len(words):
        chunks.append(" ".join(words[start:start + size]))
        start += step
    chunks.insert(-1, " ".join(words[start:]))
    return chunks
