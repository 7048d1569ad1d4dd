# MISTAKE: Carries the last words of a chunk only when more than one of them fits (the test on the number of carried words is off by one: > 1 where > 0 belongs), so a chunk whose overlap holds exactly one word carries nothing: "aa bb cc", size 5, overlap 2 should give ["aa bb", "bb cc"] but gives ["aa bb", "cc"].
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


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    def units():
        for match in re.finditer(r"\S+", text):
            start, end = match.span()
            if end - start > size:
                for cut in range(start, end, size):
                    yield cut, min(cut + size, end)
            else:
                yield start, end
    pending = units()
    nxt = next(pending, None)
    window = []
    while nxt is not None:
        if not window:
            window.append(nxt)
            nxt = next(pending, None)
        while nxt is not None and nxt[1] - window[0][0] <= size:
            window.append(nxt)
            nxt = next(pending, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        end = window[-1][1]
        keep = len(window)
        while keep > 1 and end - window[keep - 1][0] <= overlap and nxt[1] - window[keep - 1][0] <= size:
            keep -= 1
        window = window[keep:] if len(window) - keep > 1 else []
