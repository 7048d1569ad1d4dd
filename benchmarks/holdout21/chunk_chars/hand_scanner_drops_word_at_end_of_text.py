# MISTAKE: Finds the words lazily with a hand-written scanner over the characters that hands out a word only when it meets the whitespace after it, so the last word is lost when the text does not end with whitespace; list(solve("ab cd", 5, 0)) -> right ['ab cd'], file gives ['ab']
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


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    word_start = None
    for i, char in enumerate(text):
        if char.isspace():
            if word_start is not None:
                for piece_start in range(word_start, i, size):
                    yield piece_start, min(piece_start + size, i)
                word_start = None
        elif word_start is None:
            word_start = i


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _spans(text, size):
        if window and end - window[0][0] > size:
            chunk_end = window[-1][1]
            yield text[window[0][0]:chunk_end]
            keep = len(window)
            while (keep > 1 and chunk_end - window[keep - 1][0] <= overlap
                   and end - window[keep - 1][0] <= size):
                keep -= 1
            window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
