# MISTAKE: Loops over the window starts with enumerate() and slices words[i:i + size] with the counter i instead of the start it enumerates, so the right number of windows start one word apart (right when the step is 1); solve("the cat sat on the red mat", 4, 2) -> right ['the cat sat on', 'sat on the red', 'the red mat'], file gives ['the cat sat on', 'cat sat on the', 'sat on the red']
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
    starts = range(0, max(len(words) - overlap, 1), step)
    chunks = []
    for i, start in enumerate(starts):
        chunks.append(" ".join(words[i:i + size]))
    return chunks
