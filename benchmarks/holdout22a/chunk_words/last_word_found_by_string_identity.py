# MISTAKE: Stops when window[-1] is words[-1], taking `is` to compare positions, but split() hands out the same cached object for equal one-character words (CPython caches them), so a window that ends with an earlier copy of a one-character last word stops the loop too early; solve("a b a", 1, 0) -> right ['a', 'b', 'a'], file gives ['a']
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
    for start in range(0, len(words), step):
        window = words[start:start + size]
        chunks.append(" ".join(window))
        if window[-1] is words[-1]:
            break
    return chunks
