# MISTAKE: Checks that the next new word still fits after the carried words with the start of the window just yielded (e - window_start) instead of the start of the first carried word, and that can never fit because it is why the window closed, so no word is ever carried and chunks never overlap (right when overlap is 0): "aa bb cc", size 5, overlap 2 should give ["aa bb", "bb cc"] but gives ["aa bb", "cc"].
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
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for s in range(start, end, size):
            e = min(s + size, end)
            if window and e - window[0][0] > size:
                window_start, chunk_end = window[0][0], window[-1][1]
                yield text[window_start:chunk_end]
                carried = []
                for i in range(len(window) - 1, 0, -1):
                    if chunk_end - window[i][0] > overlap:
                        break
                    if e - window_start > size:
                        break
                    carried = window[i:]
                window = carried
            window.append((s, e))
    if window:
        yield text[window[0][0]:window[-1][1]]
