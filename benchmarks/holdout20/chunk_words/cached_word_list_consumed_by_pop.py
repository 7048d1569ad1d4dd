# MISTAKE: Caches text.split() with functools.lru_cache and then reverses and pops that cached list itself to walk the words, so a later call with the same text gets the emptied list back and returns []; solve("a b c", 2, 0) -> right ["a b", "c"] (file gives that too), then solve("a b c", 2, 0) again -> right ["a b", "c"], file gives []
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=None)
def _words(text: str) -> list[str]:
    return text.split()


def solve(text: str, size: int, overlap: int) -> list[str]:
    stack = _words(text)
    stack.reverse()
    chunks = []
    window = []
    while stack:
        while stack and len(window) < size:
            window.append(stack.pop())
        chunks.append(" ".join(window))
        if not stack:
            break
        window = window[size - overlap:]
    return chunks
