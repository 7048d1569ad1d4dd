# MISTAKE: Decides that a window is the last one when the right-stripped text ends with the chunk's string (str.endswith), a test on the text's characters instead of the window's position, so it stops too early when an earlier chunk reads the same as the end of the text and runs on past the last word when whitespace other than one space separates the last words; "a b a b", size 2, overlap 0 -> right ['a b', 'a b'], file gives ['a b']
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
    tail = text.rstrip()
    chunks = []
    for start in range(0, len(words), step):
        chunk = " ".join(words[start:start + size])
        chunks.append(chunk)
        if tail.endswith(chunk):
            break
    return chunks
