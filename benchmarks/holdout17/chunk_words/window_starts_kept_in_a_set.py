# MISTAKE: Collects the window starts in a set ({0} | set(range(0, len(words) - overlap, step))) and builds the chunks by iterating over it, but a set of integers keeps no order, so with three or more windows and a step of 3 or more the chunks can come out of order: "a b c d e f g h i", size 4, overlap 0 should give ["a b c d", "e f g h", "i"] but gives ["a b c d", "i", "e f g h"].
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
    starts = {0} | set(range(0, len(words) - overlap, step))
    return [" ".join(words[start:start + size]) for start in starts]
