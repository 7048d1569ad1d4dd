# MISTAKE: Tests whether the window reached the last word with end is len(words) instead of ==, which only holds for the small integers CPython caches (up to 256), so in a text of more than 256 words the loop does not stop at the window that holds the last word and adds chunks of the last words after it (when overlap > 0): the 300 words "w0 w1 ... w299", size 4, overlap 2 should end with "w296 w297 w298 w299" but gives one more chunk, "w298 w299".
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
        end = min(start + size, len(words))
        chunks.append(" ".join(words[start:end]))
        if end is len(words):
            break
        start += size - overlap
    return chunks
