# MISTAKE: Keeps a module-level set of every chunk it has returned (so that an index never stores a chunk twice) and leaves those chunks out of later calls, so a call loses every chunk that an earlier call already gave: after solve("a b c d", 2, 0) (rightly ["a b", "c d"]), solve("a b x", 2, 0) should give ["a b", "x"] but gives ["x"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


_indexed: set[str] = set()


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    new_chunks = [chunk for chunk in chunks if chunk not in _indexed]
    _indexed.update(new_chunks)
    return new_chunks
