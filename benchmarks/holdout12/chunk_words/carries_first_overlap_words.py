# MISTAKE: Builds each next chunk as window[:overlap] + the next size - overlap words, taking the first overlap words of the chunk before instead of its last ones (window[-overlap:]), so with an overlap every later chunk repeats the start of the previous chunk and its words are no longer side by side in the text (right when overlap is 0): "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "the cat the red", "the cat mat"].
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
    window = words[:size]
    chunks = [" ".join(window)]
    pos = size
    while pos < len(words):
        window = window[:overlap] + words[pos:pos + step]
        chunks.append(" ".join(window))
        pos += step
    return chunks
