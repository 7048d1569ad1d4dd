# MISTAKE: Gives every chunk after the first a budget of size - overlap characters for its new words, measured from the first new word (as if the carried words took the overlap and the new words the rest), instead of measuring the whole chunk from its first carried word against size (right when overlap is 0); "aaaa bbbbb cc dd ee", 10, 4 -> right ["aaaa bbbbb", "cc dd ee"], file gives ["aaaa bbbbb", "cc dd", "dd ee"]
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


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if end - start <= size:
            yield start, end
        else:
            for cut in range(start, end, size):
                yield cut, min(cut + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    budget = size
    first_new = 0
    for start, end in _spans(text, size):
        if not window:
            first_new = start
        elif end - first_new > budget:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            keep = len(window)
            while keep > 1 and chunk_end - window[keep - 1][0] <= overlap and end - window[keep - 1][0] <= size:
                keep -= 1
            window = window[keep:]
            first_new = start
            budget = size - overlap
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
