# MISTAKE: Places the windows backwards from the end of the text (the last window ends on the last word, each one before it ends size - overlap words earlier, the first one cut short at word 0) so that the short chunk comes first, instead of starting at word 0 and leaving the short chunk for the end; solve("a b c d e", 2, 0) -> right ['a b', 'c d', 'e'], file gives ['a', 'b c', 'd e']
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
    ends = []
    end = len(words)
    while True:
        ends.append(end)
        if end <= size:
            break
        end -= step
    return [" ".join(words[max(0, end - size):end]) for end in reversed(ends)]
