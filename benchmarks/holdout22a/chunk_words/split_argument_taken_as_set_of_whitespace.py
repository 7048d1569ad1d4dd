# MISTAKE: Passes the whitespace characters to str.split as one string, text.split(" \t\n"), as if it listed separators to choose from, but split() cuts only at that exact three-character sequence, so spaces, tabs and line breaks on their own separate nothing; solve("the cat sat on the red mat", 4, 2) -> right ['the cat sat on', 'sat on the red', 'the red mat'], file gives ['the cat sat on the red mat']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = [part.strip() for part in text.split(" \t\n") if part.strip()]
    if not words:
        return []
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            return chunks
        start += step
