# MISTAKE: Takes the full windows with range(0, len(words) - size + 1, step) and adds a shorter last chunk when len(words) % step is not 0, where (len(words) - size) % step belongs, so when size is not a multiple of the step it adds a chunk of the last overlap words after a full window that already ends on the last word, or leaves the last words out (right when size % step == 0, as in the lesson's size 4, overlap 2 and whenever overlap is 0): "a b c d e", size 3, overlap 1 should give ["a b c", "c d e"] but gives ["a b c", "c d e", "e"].
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
    if len(words) <= size:
        return [" ".join(words)]
    step = size - overlap
    chunks = [" ".join(words[start:start + size]) for start in range(0, len(words) - size + 1, step)]
    if len(words) % step:
        chunks.append(" ".join(words[len(chunks) * step:]))
    return chunks
