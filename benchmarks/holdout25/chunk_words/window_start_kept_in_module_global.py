# MISTAKE: keeps the window start in a module-level variable (declared global so a helper can read it) that is set to 0 only once, when the module loads, so every later call starts from where the previous call stopped; solve("a b c", 2, 0) called twice -> right ['a b', 'c'] both times, file gives ['a b', 'c'] and then ['c']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


_start = 0


def _window(words: list[str], size: int) -> str:
    return " ".join(words[_start:_start + size])


def solve(text: str, size: int, overlap: int) -> list[str]:
    global _start
    words = text.split()
    step = size - overlap
    chunks = []
    while _start < len(words):
        chunks.append(_window(words, size))
        if _start + size >= len(words):
            break
        _start += step
    return chunks
