# MISTAKE: Takes the window starts from range(0, len(words) - 1, step), stopping at the index of the last word as if range() included its stop, so a window that would start on the last word (a one-word tail, or a text of one word) is never made; solve("a b c", 2, 0) -> right ['a b', 'c'], file gives ['a b']
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
    for start in range(0, len(words) - 1, size - overlap):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return chunks
