# MISTAKE: Checks for a text without words with text.strip(" \t\n") and then builds windows in a loop that adds a chunk before it tests for the end, so a text made only of other whitespace (\r, a no-break space, \f, U+3000, ...) passes the check and gets one empty chunk: "\r\n", size 2, overlap 0 should give [] but gives [""] ("  " and every text with words are right).
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    if not text.strip(" \t\n"):
        return []
    words = text.split()
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
