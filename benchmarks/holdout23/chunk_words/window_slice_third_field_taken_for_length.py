# MISTAKE: takes each window as words[start::size], reading the third field of a slice as a length when it is a stride, so a chunk is every size-th word from start to the end of the text instead of the next size words; solve("a b c d e", 2, 0) -> right ['a b', 'c d', 'e'], file gives ['a c e', 'c e', 'e']
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
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start::size]))
        if start + size >= len(words):
            break
    return chunks
