# MISTAKE: Hands out the window it was filling before it cuts a word longer than size through a helper generator flush(), but calls it there as flush() instead of yield from flush(), which only makes the generator and drops it, so the chunk in front of a long word is lost: "x abcdefgh yz", size 4, overlap 1 should give ["x", "abcd", "efgh", "yz"] but gives ["abcd", "efgh", "yz"].
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


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []

    def flush() -> Iterator[str]:
        if window:
            yield text[window[0][0]:window[-1][1]]

    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if end - start > size:
            flush()
            window = []
            for piece in range(start, end, size):
                yield from flush()
                window = [(piece, min(piece + size, end))]
            continue
        if window and end - window[0][0] > size:
            yield from flush()
            chunk_end = window[-1][1]
            j = len(window)
            while j > 1 and chunk_end - window[j - 1][0] <= overlap:
                j -= 1
            window = window[j:]
            while window and end - window[0][0] > size:
                window.pop(0)
        window.append((start, end))
    yield from flush()
