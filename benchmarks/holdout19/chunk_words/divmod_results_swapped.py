# MISTAKE: Counts the chunks as 1 + full windows + 1 for a remainder from divmod(len(words) - size, step), but unpacks divmod as (remainder, quotient), so the count is wrong once the quotient and remainder differ: the 9 words "a b c d e f g h i", size 2, overlap 0 should give ["a b", "c d", "e f", "g h", "i"] but gives ["a b", "c d", "e f"].
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
    rest, full = divmod(max(len(words) - size, 0), step)
    count = 1 + full + (rest > 0)
    return [" ".join(words[k * step:k * step + size]) for k in range(count)]
