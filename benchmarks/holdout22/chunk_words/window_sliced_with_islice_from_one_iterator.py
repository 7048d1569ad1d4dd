# MISTAKE: Takes every window with itertools.islice(stream, start, start + size) from one iterator made once with iter(words), but islice counts start from where that iterator already is and consumes what it skips, so after the first window the windows skip words and come out short or empty; solve("a b c d e f g h", 4, 2) -> right ['a b c d', 'c d e f', 'e f g h'], file gives ['a b c d', 'g h', '']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

import itertools


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    stream = iter(words)
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(itertools.islice(stream, start, start + size)))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
