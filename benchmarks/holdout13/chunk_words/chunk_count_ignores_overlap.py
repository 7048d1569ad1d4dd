# MISTAKE: Works out the number of chunks as ceil(words / size), as if the windows did not overlap, and then places them size - overlap words apart, so with an overlap the last chunks, which hold the last words, are missing (right when overlap is 0): "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "sat on the red"].
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
    count = -(-len(words) // size)
    return [" ".join(words[k * step:k * step + size]) for k in range(count)]
