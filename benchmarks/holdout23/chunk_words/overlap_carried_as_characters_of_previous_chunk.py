# MISTAKE: carries the overlap as the last overlap characters of the previous chunk's joined string instead of its last overlap words, so later chunks start with a piece of a word (or too few words); solve("the cat sat on the red mat", 4, 2) -> right ['the cat sat on', 'sat on the red', 'the red mat'], file gives ['the cat sat on', 'on the red', 'ed mat']
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
    chunks = [" ".join(words[:size])]
    pos = size
    while pos < len(words):
        previous = chunks[-1]
        carried = previous[len(previous) - overlap:]
        new = " ".join(words[pos:pos + step])
        chunks.append((carried + " " + new).strip())
        pos += step
    return chunks
