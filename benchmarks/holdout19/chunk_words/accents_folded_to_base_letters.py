# MISTAKE: Folds accents away before splitting (NFD, then drops the combining marks) so that words "match better in search", so accented letters come back without their accents: "café au lait", size 2, overlap 0 should give ["café au", "lait"] but gives ["cafe au", "lait"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations
import unicodedata


def solve(text: str, size: int, overlap: int) -> list[str]:
    plain = "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))
    words = plain.split()
    step = size - overlap
    chunks = []
    start = 0
    while words:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
