# MISTAKE: each next window is built as window[overlap:] plus the next size - overlap words, dropping the first overlap words of the window where it should keep its last overlap words (window[size - overlap:]), so when overlap and size - overlap differ the later chunks have the wrong length and start at the wrong word; solve("a b c d e", 3, 1) -> right ['a b c', 'c d e'], file gives ['a b c', 'b c d e']
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
    window = words[:size]
    chunks = [" ".join(window)]
    pos = len(window)
    while pos < len(words):
        window = window[overlap:] + words[pos:pos + step]
        pos += step
        chunks.append(" ".join(window))
    return chunks
