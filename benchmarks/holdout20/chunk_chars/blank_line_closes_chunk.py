# MISTAKE: Treats a blank line between two words (two or more line breaks in the whitespace between them) as a paragraph border that closes the chunk and starts the next one without carried words, although a chunk ends only where the next word would take it past size; "aa\n\nbb", 10, 0 -> right ["aa\n\nbb"], file gives ["aa", "bb"]
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
    for start, end in _spans(text, size):
        if window and text.count("\n", window[-1][1], start) >= 2:
            yield text[window[0][0]:window[-1][1]]
            window = []
        elif window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            keep = len(window)
            while keep > 1 and chunk_end - window[keep - 1][0] <= overlap and end - window[keep - 1][0] <= size:
                keep -= 1
            window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
