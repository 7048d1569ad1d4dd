# MISTAKE: builds each chunk as the carried words plus the new ones with " ".join(carried) + " " if carried else "" + " ".join(new), but a conditional expression binds loosest, so when words are carried the chunk is only the carried words and a space (right when overlap is 0); solve("a b c d e", 3, 1) -> right ['a b c', 'c d e'], file gives ['a b c', 'c ']
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
    carried = []
    i = 0
    while i < len(words):
        new = words[i:i + size - len(carried)]
        i += len(new)
        chunk = " ".join(carried) + " " if carried else "" + " ".join(new)
        chunks.append(chunk)
        carried = (carried + new)[-overlap:] if overlap else []
    return chunks
