# MISTAKE: Joins all the words once and slices each chunk out of that string by word offsets, ending the slice at the start offset of the first word after the window, so every chunk that is not the last one keeps the space before that word at its end: "a b c d e", size 3, overlap 1 should give ["a b c", "c d e"] but gives ["a b c ", "c d e"].
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
    joined = " ".join(words)
    starts = []
    pos = 0
    for word in words:
        starts.append(pos)
        pos += len(word) + 1
    starts.append(len(joined))
    step = size - overlap
    chunks = []
    start = 0
    while True:
        end = min(start + size, len(words))
        chunks.append(joined[starts[start]:starts[end]])
        if end == len(words):
            break
        start += step
    return chunks
