# MISTAKE: Computes the step size - overlap only once, on the first call, into a module-level variable, so every later call moves its windows by the first call's step; solve("a b c", 2, 1) (right ['a b', 'b c'], file too) then solve("a b c d", 2, 0) -> right ['a b', 'c d'], file gives ['a b', 'b c', 'c d']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


_step = None


def solve(text: str, size: int, overlap: int) -> list[str]:
    global _step
    if _step is None:
        _step = size - overlap
    words = text.split()
    if not words:
        return []
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += _step
    return chunks
