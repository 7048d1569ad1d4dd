# MISTAKE: Takes every start of range(0, len(words), step) and drops the last overlap starts as the windows that bring nothing new, counting redundant windows as if each overlap word made one (right only for a step of 1), so with a larger step it drops windows the text needs; solve("the cat sat on the red mat", 4, 2) -> right ['the cat sat on', 'sat on the red', 'the red mat'], file gives ['the cat sat on', 'sat on the red']
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
    starts = list(range(0, len(words), size - overlap))
    starts = starts[:len(starts) - overlap]
    return [" ".join(words[start:start + size]) for start in starts]
