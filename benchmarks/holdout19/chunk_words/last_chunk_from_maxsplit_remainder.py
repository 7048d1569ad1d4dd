# MISTAKE: Takes the full windows from text.split() but the last chunk as text.split(maxsplit=start)[-1].strip(), the rest of the original text after the first start words, so tabs, line breaks and runs of spaces inside the last chunk stay as written: "a b c\td", size 2, overlap 0 should give ["a b", "c d"] but gives ["a b", "c\td"].
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
    chunks = []
    start = 0
    while start + size < len(words):
        chunks.append(" ".join(words[start:start + size]))
        start += step
    if words:
        chunks.append(text.split(maxsplit=start)[-1].strip())
    return chunks
