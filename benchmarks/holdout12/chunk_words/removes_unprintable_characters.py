# MISTAKE: Cleans the text first by keeping only characters for which str.isprintable() is true, which also deletes tabs, line breaks, \r, no-break and other Unicode spaces, so the words on either side of them are glued into one: "a\tb c", size 2, overlap 0 should give ["a b", "c"] but gives ["ab c"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    text = "".join(ch for ch in text if ch.isprintable())
    words = text.split()
    if not words:
        return []
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
