# MISTAKE: Takes the window starts from range(0, max(len(words) - step, 1), step), with the step where the overlap belongs (a window is needed while start < len(words) - overlap), so when the step is larger than the overlap the last chunks are missing and when it is smaller extra chunks of the last words follow (right when size is exactly twice the overlap, as in the lesson's size 4, overlap 2): "a b c d e", size 2, overlap 0 should give ["a b", "c d", "e"] but gives ["a b", "c d"] (size 3, overlap 2 gives a fourth chunk "d e").
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
    return [" ".join(words[start:start + size]) for start in range(0, max(len(words) - step, 1), step)]
