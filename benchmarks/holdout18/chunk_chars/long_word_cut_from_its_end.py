# MISTAKE: Cuts a word longer than size by taking size characters off its end until the rest fits, so the short piece comes first instead of last: "abcdefghij", 4, 0 → right ["abcd", "efgh", "ij"]; this file ["ab", "cdef", "ghij"].
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
    window = []
    for m in re.finditer(r"\S+", text):
        s, e = m.span()
        pieces = []
        while e - s > size:
            pieces.insert(0, (e - size, e))
            e -= size
        pieces.insert(0, (s, e))
        for ps, pe in pieces:
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
