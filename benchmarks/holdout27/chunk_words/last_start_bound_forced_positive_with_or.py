# MISTAKE: Makes sure a short text still gets one window with range(0, len(words) - overlap or 1, step), but `or` only replaces a stop of 0, not a negative one, so a text with fewer words than overlap gets no chunk; solve("a", 3, 2) -> right ['a'], file gives []
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
    return [" ".join(words[start:start + size]) for start in range(0, len(words) - overlap or 1, step)]
