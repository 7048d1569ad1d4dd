# MISTAKE: Counts the chunks as int((words - overlap) / step + 0.999), a ceiling that fails when the fraction is below 0.001, so with a step over 1000 a last chunk that brings only one new word is lost: the 1002 words "w0 w1 … w1001", 1001, 0 → right 2 chunks, the second "w1001"; this file 1 chunk ("w0 … w1000").
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
    count = max(1, int((len(words) - overlap) / step + 0.999))
    return [" ".join(words[k * step:k * step + size]) for k in range(count)]
