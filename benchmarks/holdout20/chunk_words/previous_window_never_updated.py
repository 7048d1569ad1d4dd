# MISTAKE: Builds each next window as previous[step:] plus the next step words but never sets previous to the window it just built, so from the third chunk on the carried words are the last words of the first chunk (right when overlap is 0 or there are at most two chunks); "the cat sat on the red mat", 4, 2 -> right ["the cat sat on", "sat on the red", "the red mat"], file gives ["the cat sat on", "sat on the red", "sat on mat"]
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
    previous = words[:size]
    chunks = [" ".join(previous)]
    position = size
    while position < len(words):
        window = previous[step:] + words[position:position + step]
        chunks.append(" ".join(window))
        position += step
    return chunks
