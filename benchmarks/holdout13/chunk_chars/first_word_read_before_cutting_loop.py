# MISTAKE: Reads the first word with next() before the loop to start the first window, and only the words inside the loop go through the cutting of words longer than size, so a first word longer than size is never cut and the first chunk is longer than size: "abcdefghi jk", size 4, overlap 0 should give ["abcd", "efgh", "i jk"] but gives ["abcdefghi", "jk"] (texts whose first word fits are right).
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
    matches = re.finditer(r"\S+", text)
    first_match = next(matches, None)
    if first_match is None:
        return
    window = [first_match.span()]
    for match in matches:
        start, end = match.span()
        for s in range(start, end, size):
            e = min(s + size, end)
            if e - window[0][0] > size:
                chunk_end = window[-1][1]
                yield text[window[0][0]:chunk_end]
                carried = []
                for i in range(len(window) - 1, 0, -1):
                    first = window[i][0]
                    if chunk_end - first > overlap or e - first > size:
                        break
                    carried = window[i:]
                window = carried
            window.append((s, e))
    yield text[window[0][0]:window[-1][1]]
