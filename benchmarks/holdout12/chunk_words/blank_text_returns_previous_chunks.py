# MISTAKE: Collects the chunks in a module-level list that is emptied only after the check for a text without words, and that check returns a copy of the list, so a text with no words gives the chunks of the previous call instead of []: solve("a b", 2, 0) gives ["a b"], and a following solve("  ", 2, 0) should give [] but gives ["a b"] (a first call, and every text with words, is right).
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


_chunks: list[str] = []


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return list(_chunks)
    _chunks.clear()
    step = size - overlap
    start = 0
    while True:
        _chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return list(_chunks)
