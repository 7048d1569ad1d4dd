# MISTAKE: Uses range(0, len(words) - overlap, step) for the window starts, so a text with at least one word but no more words than overlap (e.g. "a b", size 4, overlap 2) gives [] instead of one chunk.
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
    # a window starting at len(words) - overlap or later would hold only words
    # the previous chunk already has, so stop before it
    return [" ".join(words[i:i + size]) for i in range(0, len(words) - overlap, step)]
