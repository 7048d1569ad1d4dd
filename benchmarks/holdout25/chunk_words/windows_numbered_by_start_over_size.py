# MISTAKE: stores each window in a dict under the number start // size, taking size for the distance between window starts, but the starts are size - overlap apart, so with an overlap two windows get the same number and the later one overwrites the earlier; solve("the cat sat on the red mat", 4, 2) -> right ['the cat sat on', 'sat on the red', 'the red mat'], file gives ['sat on the red', 'the red mat']
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
    step = size - overlap
    windows = {}
    for start in range(0, len(words), step):
        windows[start // size] = " ".join(words[start:start + size])
        if start + size >= len(words):
            break
    return list(windows.values())
