# MISTAKE: Hands each chunk out with yield from text[start:end] where yield belongs, and yield from walks the string, so the generator yields the chunks one character at a time (the whitespace inside a chunk too): "ab cd", size 5, overlap 0 should give ["ab cd"] but gives ["a", "b", " ", "c", "d"].
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
    def words():
        for match in re.finditer(r"\S+", text):
            start, end = match.span()
            if end - start <= size:
                yield start, end
            else:
                for piece_start in range(start, end, size):
                    yield piece_start, min(piece_start + size, end)

    stream = words()
    upcoming = next(stream, None)
    window = []
    while upcoming is not None:
        if not window:
            window.append(upcoming)
            upcoming = next(stream, None)
        while upcoming is not None and upcoming[1] - window[0][0] <= size:
            window.append(upcoming)
            upcoming = next(stream, None)
        yield from text[window[0][0]:window[-1][1]]
        if upcoming is None:
            return
        chunk_end = window[-1][1]
        keep = len(window)
        for i in range(len(window) - 1, 0, -1):
            word_start = window[i][0]
            if chunk_end - word_start <= overlap and upcoming[1] - word_start <= size:
                keep = i
            else:
                break
        window = window[keep:]
