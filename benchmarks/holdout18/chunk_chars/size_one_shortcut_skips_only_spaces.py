# MISTAKE: Takes a shortcut for size 1 that yields every character that is not " ", so tabs and line breaks come out as chunks of their own: "ab\ncd", 1, 0 → right ["a", "b", "c", "d"]; this file ["a", "b", "\n", "c", "d"].
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
    if size == 1:
        yield from (c for c in text if c != " ")
        return
    window = []
    for m in re.finditer(r"\S+", text):
        s, e = m.span()
        for ps in range(s, e, size):
            pe = min(ps + size, e)
            if window and pe - window[0][0] > size:
                yield text[window[0][0]:window[-1][1]]
                end = window[-1][1]
                j = 1
                while j < len(window) and (end - window[j][0] > overlap or pe - window[j][0] > size):
                    j += 1
                window = window[j:]
            window.append((ps, pe))
    if window:
        yield text[window[0][0]:window[-1][1]]
