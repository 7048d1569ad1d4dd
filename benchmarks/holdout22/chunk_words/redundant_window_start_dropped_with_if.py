# MISTAKE: Takes the window starts from range(0, len(words), step) and drops the last start when the window before it already reaches the last word, but with an if where a while belongs, so when the overlap is at least twice the step more than one start is redundant and the chunks of the last words that follow the one holding the last word stay; solve("a b c d", 3, 2) -> right ['a b c', 'b c d'], file gives ['a b c', 'b c d', 'c d']
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
    step = size - overlap
    starts = list(range(0, len(words), step))
    if len(starts) > 1 and starts[-2] + size >= len(words):
        starts.pop()
    return [" ".join(words[start:start + size]) for start in starts]
