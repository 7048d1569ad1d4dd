# MISTAKE: Adds the window that reaches the last word with `chunks += words[start:]`, which extends the list with that window's words one by one instead of appending them joined as one chunk (a text shorter than size comes back as one chunk per word); "the cat sat on the red mat", 4, 2 -> right ["the cat sat on", "sat on the red", "the red mat"], file gives ["the cat sat on", "sat on the red", "the", "red", "mat"]
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
    while start + size < len(words):
        chunks.append(" ".join(words[start:start + size]))
        start += size - overlap
    chunks += words[start:]
    return chunks
