# MISTAKE: Adds a hyphen to every chunk that ends inside a word it had to cut, as a typesetter would, so those chunks are no longer a stretch of the text as written and are one character longer than size: "abcdefghij", size 4, overlap 1 should give ["abcd", "efgh", "ij"] but gives ["abcd-", "efgh-", "ij"] (texts without a word longer than size are right).
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


def chunk_text(text: str, window: list[tuple[int, int, bool]]) -> str:
    chunk = text[window[0][0]:window[-1][1]]
    if window[-1][2]:
        chunk += "-"
    return chunk


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for s in range(start, end, size):
            e = min(s + size, end)
            if window and e - window[0][0] > size:
                yield chunk_text(text, window)
                chunk_end = window[-1][1]
                carried = []
                for i in range(len(window) - 1, 0, -1):
                    first = window[i][0]
                    if chunk_end - first > overlap or e - first > size:
                        break
                    carried = window[i:]
                window = carried
            window.append((s, e, e < end))
    if window:
        yield chunk_text(text, window)
