# MISTAKE: Counts the windows rightly but takes their starts from itertools.accumulate([step] * count), whose first running total is step, not 0, so every window starts one step too late: the first words are never in a chunk and the last windows run past the end (short or empty chunks); "a b c d e", size 2, overlap 0 -> right ['a b', 'c d', 'e'], file gives ['c d', 'e', '']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations
from itertools import accumulate


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    count = max(1, -(-(len(words) - overlap) // step))
    starts = accumulate([step] * count)
    return [" ".join(words[start:start + size]) for start in starts]
