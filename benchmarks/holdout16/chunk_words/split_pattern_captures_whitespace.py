# MISTAKE: Splits the text with re.split(r"(\s+)", text) and drops the empty strings, but a capturing group makes re.split return the separators too, so every run of whitespace becomes a word of its own (and a text of only whitespace gives one chunk): "a b c", size 2, overlap 0 should give ["a b", "c"] but gives ["a  ", "b  ", "c"] (each chunk is a word, a space and the separator " ").
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = [part for part in re.split(r"(\s+)", text) if part]
    if not words:
        return []
    step = size - overlap
    chunks = []
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return chunks
