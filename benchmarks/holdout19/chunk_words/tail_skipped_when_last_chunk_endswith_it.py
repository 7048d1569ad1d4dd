# MISTAKE: Takes full windows while they fit, then adds the remaining words as a last chunk unless the last chunk already ends with them, tested with str.endswith on the joined text instead of by position, so new words that happen to be a string suffix of the last chunk are lost: "x ab b", size 2, overlap 0 should give ["x ab", "b"] but gives ["x ab"].
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
    while start + size <= len(words):
        chunks.append(" ".join(words[start:start + size]))
        start += step
    rest = " ".join(words[start:])
    if rest and not (chunks and chunks[-1].endswith(rest)):
        chunks.append(rest)
    return chunks
