# MISTAKE: Counts the chunks as math.ceil(len(words) - overlap / step) without parentheses around len(words) - overlap, so only the overlap is divided by the step and the count is far too high, which adds empty and short chunks past the end (right when the step is 1); solve("a b c d e", 3, 1) -> right ['a b c', 'c d e'], file gives ['a b c', 'c d e', 'e', '', '']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

import math


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    count = max(1, math.ceil(len(words) - overlap / step))
    return [" ".join(words[i * step:i * step + size]) for i in range(count)]
