# MISTAKE: the window count is written 1 + full + rest > 0 to add 1 for a remainder, but + binds tighter than >, so the count is the bool True and every text longer than size gives only its first window; solve("a b c d e", 2, 0) -> right ['a b', 'c d', 'e'], file gives ['a b']
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
    if len(words) <= size:
        return [" ".join(words)]
    step = size - overlap
    full, rest = divmod(len(words) - size, step)
    count = 1 + full + rest > 0
    return [" ".join(words[i * step:i * step + size]) for i in range(count)]
