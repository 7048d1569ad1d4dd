# MISTAKE: Passes re.UNICODE as the third positional argument of re.split(r"\s+", text, re.UNICODE), but that argument is maxsplit, not flags, so the text is split at most 32 times and everything after the 32nd run of whitespace stays one "word" that keeps its whitespace as written (texts with at most 32 runs of whitespace, counting those at either end, are right): the 40 words "w0 w1 ... w39", size 5, overlap 0 should give 8 chunks ending with "w30 w31 w32 w33 w34" and "w35 w36 w37 w38 w39" but gives 7, the last "w30 w31 w32 w33 w34 w35 w36 w37 w38 w39".
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
    words = [word for word in re.split(r"\s+", text, re.UNICODE) if word]
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
