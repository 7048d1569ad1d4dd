# MISTAKE: Builds one format template of size "{}" slots and fills it with template.format(*window), which needs size words, so a window cut short by the end of the text raises IndexError; solve("a b c", 2, 0) -> right ['a b', 'c'], file gives IndexError (Replacement index 1 out of range)
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
    template = " ".join(["{}"] * size)
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(template.format(*words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
