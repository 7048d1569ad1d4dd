# MISTAKE: Splits the text with text.split(string.whitespace), taking the argument of split() for a set of separator characters as in strip(), but split() cuts only where that whole six-character string occurs, so a text is one word unless it holds that exact sequence; solve("a b c", 2, 0) -> right ['a b', 'c'], file gives ['a b c']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

import string


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = [piece.strip() for piece in text.split(string.whitespace) if piece.strip()]
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
