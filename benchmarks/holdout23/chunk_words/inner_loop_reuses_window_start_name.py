# MISTAKE: collects each window's words in an inner for loop that reuses the outer loop's name i, so the stop test after it reads the index of the window's last word instead of the window's start and stops up to size - 1 words too early; solve("a b c d e", 2, 0) -> right ['a b', 'c d', 'e'], file gives ['a b', 'c d']
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
    for i in range(0, len(words), step):
        window = []
        for i in range(i, min(i + size, len(words))):
            window.append(words[i])
        chunks.append(" ".join(window))
        if i + size >= len(words):
            break
    return chunks
