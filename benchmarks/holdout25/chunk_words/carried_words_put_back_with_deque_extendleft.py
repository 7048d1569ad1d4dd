# MISTAKE: the words a window shares with the next one are put back at the front of a deque with extendleft(), which adds them one at a time to the left and so reverses them, so with an overlap of 2 or more every later chunk starts with its carried words in reverse order; solve("a b c d e", 3, 2) -> right ['a b c', 'b c d', 'c d e'], file gives ['a b c', 'c b d', 'd b e']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations

from collections import deque


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = deque(text.split())
    step = size - overlap
    chunks = []
    while words:
        window = [words.popleft() for _ in range(min(size, len(words)))]
        chunks.append(" ".join(window))
        if not words:
            break
        words.extendleft(window[step:])
    return chunks
