# MISTAKE: Adds the next word to the window with an if where a while belongs, so each window takes at most one new word after its first word (or after the carried words) and chunks close long before they are full: "aa bb cc dd", size 8, overlap 0 should give ["aa bb cc", "dd"] but gives ["aa bb", "cc dd"].
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

    def spans():
        for m in matches:
            s, e = m.span()
            while e - s > size:
                yield s, s + size
                s += size
            yield s, e

    words = spans()
    nxt = next(words, None)
    window = []
    while nxt is not None:
        if not window:
            window.append(nxt)
            nxt = next(words, None)
        if nxt is not None and nxt[1] - window[0][0] <= size:
            window.append(nxt)
            nxt = next(words, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        end = window[-1][1]
        keep = len(window)
        for j in range(len(window) - 1, 0, -1):
            if end - window[j][0] <= overlap and nxt[1] - window[j][0] <= size:
                keep = j
            else:
                break
        window = window[keep:]
