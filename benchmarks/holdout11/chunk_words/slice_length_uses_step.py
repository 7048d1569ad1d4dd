# MISTAKE: Slices each window as words[start:start + step], using the step where the window length size belongs, so with an overlap every chunk holds only size - overlap words, neighbours share no words and up to overlap words at the end are lost (right when overlap is 0): "a b c d e", size 3, overlap 1 should give ["a b c", "c d e"] but gives ["a b", "c d"].
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
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start:start + step]))
        if start + size >= len(words):
            break
    return chunks
