# MISTAKE: starts each next window at end - overlap + 1 (end being the exclusive end of the window just taken), one word past where the carried words begin, so neighbouring chunks share overlap - 1 words and with overlap 0 a word is skipped between chunks; solve("a b c d e", 3, 1) -> right ['a b c', 'c d e'], file gives ['a b c', 'd e']
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
    chunks = []
    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        chunks.append(" ".join(words[start:end]))
        if end == len(words):
            break
        start = end - overlap + 1
    return chunks
