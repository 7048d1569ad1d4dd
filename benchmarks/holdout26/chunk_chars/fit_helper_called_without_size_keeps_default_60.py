# MISTAKE: tests whether the next word still fits in the window with a helper _fits(start, end, limit=60) whose default is the lesson example's size and calls it without passing size, so windows are filled up to 60 characters whatever size is (the carry and the cutting of long words do use size); list(solve("ab cd", 3, 0)) -> right ['ab', 'cd'], file gives ['ab cd']
"""Cut a text into windows of at most `size` characters, lazily, without cutting words.

Yield the chunks one at a time (write a generator). A chunk is a stretch of the original text
from the start of a word to the end of a word, at most `size` characters (code points) long; it
never cuts a word, unless that word alone is longer than `size`, and then the word is cut into
pieces of `size` characters. Each chunk begins with the last whole words of the chunk before it,
as many as fit in `overlap` characters while the next new word still fits, and always starts
later than it. Every character that is not whitespace appears, in order; stop after the chunk
that holds the end of the text. Run `kata show chunk_chars` for the lesson.
"""

from __future__ import annotations

import re
from collections.abc import Iterator


def _spans(text, size):
    for m in re.finditer(r"\S+", text):
        s, e = m.span()
        if e - s <= size:
            yield s, e
        else:
            for i in range(s, e, size):
                yield i, min(i + size, e)


def _fits(start, end, limit=60):
    return end - start <= limit


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for s, e in _spans(text, size):
        if window and not _fits(window[0][0], e):
            yield text[window[0][0]:window[-1][1]]
            end = window[-1][1]
            keep = len(window)
            while keep > 1 and end - window[keep - 1][0] <= overlap and e - window[keep - 1][0] <= size:
                keep -= 1
            window = window[keep:]
        window.append((s, e))
    if window:
        yield text[window[0][0]:window[-1][1]]
