# MISTAKE: Builds each next window as the carried last overlap words plus words[start:start + step], the step words that begin at the new window's start, so the carried words come twice and the words after them are missing (right when overlap is 0); solve("the cat sat on the red mat", 4, 2) -> right ['the cat sat on', 'sat on the red', 'the red mat'], file gives ['the cat sat on', 'sat on sat on', 'sat on the red']
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
    window = words[:size]
    chunks = [" ".join(window)]
    start = 0
    while start + size < len(words):
        start += step
        window = window[len(window) - overlap:] + words[start:start + step]
        chunks.append(" ".join(window))
    return chunks
