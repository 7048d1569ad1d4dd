# MISTAKE: Splits at every single whitespace character with re.split(r"\s", text) and deletes the empty strings with words.remove() inside a for loop over that same list, which skips the item after each removal, so where two empty strings follow each other (three whitespace characters in a row, two at the start or end such as a final \r\n, or a text of only whitespace) an empty word is left behind: "a b\r\n", size 2, overlap 0 should give ["a b"] but gives ["a b", ""] ("  ", size 3, overlap 1 gives [""] instead of []; "a   b", size 5, overlap 0 gives ["a  b"] instead of ["a b"]).
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = re.split(r"\s", text)
    for word in words:
        if word == "":
            words.remove(word)
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
