# MISTAKE: Uses the sliding_window recipe of the itertools documentation (a deque of size words, one window per new word) and keeps every step-th window with islice, but that recipe yields only full windows, so the short last chunk is lost and a text with fewer words than size gives no chunk at all; "a b c d e", size 2, overlap 0 -> right ['a b', 'c d', 'e'], file gives ['a b', 'c d']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations
from collections import deque
from itertools import islice


def _sliding_window(iterable, n):
    iterator = iter(iterable)
    window = deque(islice(iterator, n - 1), maxlen=n)
    for x in iterator:
        window.append(x)
        yield tuple(window)


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    step = size - overlap
    return [" ".join(window) for window in islice(_sliding_window(words, size), 0, None, step)]
