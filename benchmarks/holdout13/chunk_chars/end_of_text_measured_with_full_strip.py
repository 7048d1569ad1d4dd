# MISTAKE: Decides that a chunk holds the end of the text when it ends at or after len(text.strip()), which also takes the whitespace at the start of the text off the end position, so when the text starts with whitespace it stops before the last words: "   aa bb", size 2, overlap 0 should give ["aa", "bb"] but gives ["aa"] (texts that start with a word are right).
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


def word_pieces(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for piece_start in range(start, end, size):
            yield piece_start, min(piece_start + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    text_end = len(text.strip())
    pieces = word_pieces(text, size)
    pending = next(pieces, None)
    if pending is None:
        return
    window = []
    while True:
        window.append(pending)
        pending = next(pieces, None)
        while pending is not None and pending[1] - window[0][0] <= size:
            window.append(pending)
            pending = next(pieces, None)
        chunk_start, chunk_end = window[0][0], window[-1][1]
        yield text[chunk_start:chunk_end]
        if chunk_end >= text_end:
            return
        carried = []
        for i in range(len(window) - 1, 0, -1):
            first = window[i][0]
            if chunk_end - first > overlap or pending[1] - first > size:
                break
            carried = window[i:]
        window = carried
