# MISTAKE: Looks for the first word to carry with for j, (word_start, _) in enumerate(window[1:]) and then carries window[j:], but j counts from 0 in the slice, so it always carries one word more than fits in overlap (even the chunk's first word when j is 0): "a bbb cc dd", size 9, overlap 2 should give ["a bbb cc", "cc dd"] but gives ["a bbb cc", "bbb cc dd"].
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
            chunk_end = window[-1][1]
            carried = []
            for j, (word_start, _) in enumerate(window[1:]):
                if chunk_end - word_start <= overlap:
                    carried = window[j:]
                    break
            while carried and end - carried[0][0] > size:
                carried.pop(0)
            window = carried
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
