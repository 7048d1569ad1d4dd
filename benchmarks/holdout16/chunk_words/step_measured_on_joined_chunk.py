# MISTAKE: Moves the window on by len(chunk) - overlap, but chunk is the joined string, so the step is counted in characters instead of words and the windows jump too far (words are skipped): "a b c d e", size 3, overlap 1 should give ["a b c", "c d e"] but gives ["a b c", "e"] ("a b c" is 5 characters, so the next window starts at word 4).
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
    chunks = []
    start = 0
    while start < len(words):
        chunk = " ".join(words[start:start + size])
        chunks.append(chunk)
        if start + size >= len(words):
            break
        start += len(chunk) - overlap
    return chunks
