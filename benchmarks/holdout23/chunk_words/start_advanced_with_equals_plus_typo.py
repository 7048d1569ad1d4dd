# MISTAKE: moves the window with start =+ step, a typo for +=, which sets start to step every time, so the right number of chunks come out but every chunk after the first is the window at word step; solve("the cat sat on the red mat", 4, 2) -> right ['the cat sat on', 'sat on the red', 'the red mat'], file gives ['the cat sat on', 'sat on the red', 'sat on the red']
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
    if len(words) <= size:
        count = 1
    else:
        count = 1 + -(-(len(words) - size) // step)
    chunks = []
    start = 0
    for _ in range(count):
        chunks.append(" ".join(words[start:start + size]))
        start =+ step
    return chunks
