# MISTAKE: Measures the words it may carry from the end of the word before them (window[j - 1]) to the chunk's end, instead of from the first carried word's start, so the whitespace in front of the carried words counts against overlap and fewer words, often none, are carried: "aa bb cc", size 5, overlap 2 should give ["aa bb", "bb cc"] but gives ["aa bb", "cc"].
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
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in word_spans(text, size):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            carried: list[tuple[int, int]] = []
            for j in range(1, len(window)):
                if chunk_end - window[j - 1][1] <= overlap and end - window[j][0] <= size:
                    carried = window[j:]
                    break
            window = carried
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
