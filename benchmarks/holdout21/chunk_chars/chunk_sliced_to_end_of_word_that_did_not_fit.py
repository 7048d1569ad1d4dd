# MISTAKE: Slices a finished chunk as text[window start:end] with end, the loop variable, which holds the end of the word that did not fit, instead of the end of the window's last word, so every chunk but the last also holds the next word and runs past size; list(solve("ab cd ef", 5, 0)) -> right ['ab cd', 'ef'], file gives ['ab cd ef', 'ef']
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

from collections.abc import Iterator
import re


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for piece_start in range(start, end, size):
            yield piece_start, min(piece_start + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _spans(text, size):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:end]
            keep = len(window)
            while (keep > 1 and window[-1][1] - window[keep - 1][0] <= overlap
                   and end - window[keep - 1][0] <= size):
                keep -= 1
            window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
