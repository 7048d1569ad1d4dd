# MISTAKE: Puts the first window in the list before the loop, but inside the loop appends the window at start before moving start on by the step (the two statements in the wrong order), so with more than one chunk the first chunk comes twice and the chunk that holds the last word is missing: "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "the cat sat on", "sat on the red"].
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
    step = size - overlap
    chunks = [" ".join(words[:size])]
    start = 0
    while start + size < len(words):
        chunks.append(" ".join(words[start:start + size]))
        start += step
    return chunks
