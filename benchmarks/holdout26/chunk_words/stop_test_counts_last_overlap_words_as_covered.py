# MISTAKE: stops after the window whose end comes within overlap words of the end of the text (start + size >= len(words) - overlap), as if the last overlap words needed no window of their own, so up to overlap words at the end are never in a chunk; solve("a b c d e f", 3, 1) -> right ['a b c', 'c d e', 'e f'], file gives ['a b c', 'c d e']
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
    while words:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words) - overlap:
            break
        start += size - overlap
    return chunks
