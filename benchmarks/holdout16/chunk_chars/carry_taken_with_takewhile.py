# MISTAKE: Picks the words to carry with itertools.takewhile(fits in overlap, window[1:]), which walks from the front and stops at the first word that does not fit, where dropwhile (skip the words that do not fit) belongs, so words are carried only when every word after the chunk's first fits in overlap: "aa bb cc dd", size 8, overlap 2 should give ["aa bb cc", "cc dd"] but gives ["aa bb cc", "dd"].
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
from itertools import takewhile
from collections.abc import Iterator


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    def spans():
        for m in re.finditer(r"\S+", text):
            start, end = m.span()
            if end - start <= size:
                yield start, end
            else:
                for p in range(start, end, size):
                    yield p, min(p + size, end)

    words = spans()
    nxt = next(words, None)
    window: list[tuple[int, int]] = []
    while nxt is not None:
        if not window:
            window.append(nxt)
            nxt = next(words, None)
        while nxt is not None and nxt[1] - window[0][0] <= size:
            window.append(nxt)
            nxt = next(words, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        end = window[-1][1]
        carried = list(takewhile(lambda span: end - span[0] <= overlap, window[1:]))
        while carried and nxt[1] - carried[0][0] > size:
            carried.pop(0)
        window = carried
