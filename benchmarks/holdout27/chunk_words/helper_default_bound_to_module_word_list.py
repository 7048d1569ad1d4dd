# MISTAKE: Gives the window helper the module's word list as a default argument (words=_words) and then rebinds the global with _words = text.split(), but a default is bound once, when def runs, to the first (empty) list, so every chunk is empty; solve("a b c", 2, 0) -> right ['a b', 'c'], file gives ['', '']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


_words: list[str] = []


def _window(start: int, size: int, words: list[str] = _words) -> str:
    return " ".join(words[start:start + size])


def solve(text: str, size: int, overlap: int) -> list[str]:
    global _words
    _words = text.split()
    chunks = []
    start = 0
    while start < len(_words):
        chunks.append(_window(start, size))
        if start + size >= len(_words):
            break
        start += size - overlap
    return chunks
