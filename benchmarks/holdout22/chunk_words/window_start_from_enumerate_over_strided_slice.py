# MISTAKE: Loops over enumerate(words[::step]) and uses the enumerate index as the window start, but that index counts the items of the strided slice (0, 1, 2, ...) instead of word positions (0, step, 2 * step, ...), so with a step above 1 every window starts one word after the one before and the loop can run out before a window reaches the last word; solve("a b c d e", 2, 0) -> right ['a b', 'c d', 'e'], file gives ['a b', 'b c', 'c d']
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
    chunks = []
    for start, _ in enumerate(words[::step]):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return chunks
