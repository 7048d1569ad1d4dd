# MISTAKE: Works out the number of chunks as ceil(len(words) / step), as if every chunk brought step new words, although the first one brings size, so with an overlap it makes extra chunks after the one that holds the last word (right when overlap is 0): "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "sat on the red", "the red mat", "mat"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

import math


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    step = size - overlap
    count = math.ceil(len(words) / step)
    chunks = []
    for i in range(count):
        start = i * step
        chunks.append(" ".join(words[start:start + size]))
    return chunks
