# MISTAKE: Decides which last words to carry by testing each word's own length against overlap instead of the stretch from the first carried word to the chunk's end, so it carries all the short last words of a chunk: "a b c d e", size 7, overlap 1 should give ["a b c d", "d e"] but gives ["a b c d", "b c d e"].
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


def word_spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for piece in range(start, end, size):
            yield piece, min(piece + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in word_spans(text, size):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            j = len(window)
            while j > 1 and window[j - 1][1] - window[j - 1][0] <= overlap:
                j -= 1
            window = window[j:]
            while window and end - window[0][0] > size:
                window.pop(0)
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
