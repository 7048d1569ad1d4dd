# MISTAKE: Hands a window out as soon as it is exactly size characters long (nothing more can fit) and empties it there, but that second path skips the carrying of the last words that the usual path does, so a chunk of exactly size characters never passes any words on (pieces of cut words are right): "abc de fg", size 6, overlap 2 should give ["abc de", "de fg"] but gives ["abc de", "fg"].
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
    for start, end in pieces(text, size):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            keep = len(window)
            for j in range(len(window) - 1, 0, -1):
                first = window[j][0]
                if chunk_end - first > overlap or end - first > size:
                    break
                keep = j
            window = window[keep:]
        window.append((start, end))
        if end - window[0][0] == size:
            yield text[window[0][0]:end]
            window = []
    if window:
        yield text[window[0][0]:window[-1][1]]
