# MISTAKE: Turns each window into text with str(window)[1:-1].replace("'", "").replace(", ", " "), the list's repr with quotes and commas removed, which breaks words that repr quotes differently or escapes: "don't stop", size 5, overlap 0 should give ["don't stop"] but gives ['"dont" stop'].
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
    while words:
        window = words[start:start + size]
        chunks.append(str(window)[1:-1].replace("'", "").replace(", ", " "))
        if start + size >= len(words):
            break
        start += step
    return chunks
