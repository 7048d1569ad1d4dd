# MISTAKE: Handles a text that fits in one window apart and takes the other window starts from range(0, len(words) - overlap + 1, step), adding 1 to the stop because range() leaves its stop out, but len(words) - overlap is already the first start that is not needed, so when it falls on a step an extra chunk follows the one holding the last word: the last overlap words, or "" with overlap 0; "a b c d", size 2, overlap 0 -> right ['a b', 'c d'], file gives ['a b', 'c d', '']
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
    if len(words) <= size:
        return [" ".join(words)] if words else []
    step = size - overlap
    return [" ".join(words[start:start + size]) for start in range(0, len(words) - overlap + 1, step)]
