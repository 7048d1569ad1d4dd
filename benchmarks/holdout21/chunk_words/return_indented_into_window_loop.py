# MISTAKE: The return statement is indented one level too deep, into the loop over the window starts, so the function returns after the first chunk; solve("a b c d e", 2, 0) -> right ['a b', 'c d', 'e'], file gives ['a b']
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
    chunks = []
    for start in range(0, max(len(words) - overlap, 1), size - overlap):
        chunks.append(" ".join(words[start:start + size]))
        return chunks
