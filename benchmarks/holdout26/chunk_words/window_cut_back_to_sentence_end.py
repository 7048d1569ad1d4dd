# MISTAKE: ends a window early after the last word in it that ends with . ! or ? (to keep sentences whole) and starts the next window overlap words before that cut, although windows are exactly size words and move by size - overlap wherever sentences end; solve("a b. c d", 3, 0) -> right ['a b. c', 'd'], file gives ['a b.', 'c d']
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
        if end < len(words):
            for cut in range(end, start, -1):
                if words[cut - 1].endswith((".", "!", "?")):
                    end = cut
                    break
        chunks.append(" ".join(words[start:end]))
        if end == len(words):
            break
        start = max(end - overlap, start + 1)
    return chunks
