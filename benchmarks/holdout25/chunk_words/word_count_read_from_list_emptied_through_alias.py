# MISTAKE: the queue of words still to take is made with pending = words (a second name for the same list, not a copy) and reversed and popped, so len(words), which the stop test compares with the number of words taken, shrinks as words are taken and the loop stops early; solve("a b c d e f g h", 4, 2) -> right ['a b c d', 'c d e f', 'e f g h'], file gives ['a b c d']
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
    pending = words
    pending.reverse()
    chunks = []
    window = []
    taken = 0
    while True:
        while pending and len(window) < size:
            window.append(pending.pop())
            taken += 1
        chunks.append(" ".join(window))
        if taken >= len(words):
            break
        window = window[step:]
    return chunks
