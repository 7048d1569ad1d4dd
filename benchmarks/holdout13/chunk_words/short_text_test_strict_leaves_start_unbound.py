# MISTAKE: Returns a text with fewer than size words as one chunk (len(words) < size where <= belongs), then takes the full windows from range(0, len(words) - size, step) and the last chunk from words[start + step:], so a text of exactly size words makes that range empty and start is never set: "a b c", size 3, overlap 1 should give ["a b c"] but raises UnboundLocalError (every other word count is right).
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
    if len(words) < size:
        return [" ".join(words)]
    step = size - overlap
    chunks = []
    for start in range(0, len(words) - size, step):
        chunks.append(" ".join(words[start:start + size]))
    chunks.append(" ".join(words[start + step:]))
    return chunks
