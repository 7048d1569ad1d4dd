# MISTAKE: Writes the separator pattern as r"[\\s]+", doubling the backslash inside a raw string, so the class holds a backslash and the letter s instead of whitespace, and the text is cut at every "s" (and backslash) and never at whitespace; "a b c", size 2, overlap 0 -> right ['a b', 'c'], file gives ['a b c']
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
    words = [word for word in re.split(r"[\\s]+", text) if word]
    if not words:
        return []
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
