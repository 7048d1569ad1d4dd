# MISTAKE: Keeps the chunk's end in a variable called end and then loops over the candidate words with for word_start, end in reversed(window[1:]), which rebinds end, so from the second candidate on the overlap test end - word_start measures only that word's own length and too many words are carried (as long as the next word still fits): "one two three four", size 14, overlap 5 should give ["one two three", "three four"] but gives ["one two three", "two three four"].
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


def pieces(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        word_start, word_end = match.span()
        for piece_start in range(word_start, word_end, size):
            yield piece_start, min(piece_start + size, word_end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for piece_start, piece_end in pieces(text, size):
        if window and piece_end - window[0][0] > size:
            start, end = window[0][0], window[-1][1]
            yield text[start:end]
            carried: list[tuple[int, int]] = []
            for word_start, end in reversed(window[1:]):
                if end - word_start > overlap or piece_end - word_start > size:
                    break
                carried.insert(0, (word_start, end))
            window = carried
        window.append((piece_start, piece_end))
    if window:
        yield text[window[0][0]:window[-1][1]]
