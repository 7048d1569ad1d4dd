# MISTAKE: Caches results in a module-level dict keyed by the text alone, so a second call with the same text but another size or overlap returns the chunks of the first call.
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


_cache: dict[str, list[str]] = {}


def solve(text: str, size: int, overlap: int) -> list[str]:
    # the same document is often chunked again and again: remember the answer
    if text in _cache:
        return list(_cache[text])
    words = text.split()
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    _cache[text] = chunks
    return list(chunks)
