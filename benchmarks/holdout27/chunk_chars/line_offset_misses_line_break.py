# MISTAKE: Walks the text line by line (a generator over text.find("\n"), to stay lazy) and finds each word's position as the line's offset plus its place in the line, but moves the offset on by the length of the line without its line break, so every position after a line break is one too small per line break and chunks are sliced from the wrong place; list(solve("ab\ncd", 10, 0)) -> right ['ab\ncd'], file gives ['ab\nc']
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
    def lines() -> Iterator[str]:
        start = 0
        while True:
            end = text.find("\n", start)
            if end < 0:
                yield text[start:]
                return
            yield text[start:end]
            start = end + 1

    offset = 0
    for line in lines():
        for match in re.finditer(r"\S+", line):
            start, end = offset + match.start(), offset + match.end()
            for cut in range(start, end, size):
                yield cut, min(cut + size, end)
        offset += len(line)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for start, end in _spans(text, size):
        if window and end - window[0][0] > size:
            last = window[-1][1]
            yield text[window[0][0]:last]
            keep = 1
            while keep < len(window) and (last - window[keep][0] > overlap or end - window[keep][0] > size):
                keep += 1
            window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
