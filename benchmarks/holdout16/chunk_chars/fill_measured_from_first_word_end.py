# MISTAKE: Decides whether the next word still fits with next_end - window[0][1], measuring from the end of the window's first word instead of its start (window[0][0]), so the first word's own length is not counted and chunks grow past size (pieces of a cut word are glued back together): "aa bb c", size 5, overlap 0 should give ["aa bb", "c"] but gives ["aa bb c"] (7 characters).
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
    def pieces():
        for match in re.finditer(r"\S+", text):
            a, b = match.span()
            while b - a > size:
                yield a, a + size
                a += size
            yield a, b

    source = pieces()
    following = next(source, None)
    window = []
    while following is not None:
        if not window:
            window.append(following)
            following = next(source, None)
        while following is not None and following[1] - window[0][1] <= size:
            window.append(following)
            following = next(source, None)
        yield text[window[0][0]:window[-1][1]]
        if following is None:
            return
        stop = window[-1][1]
        carry = len(window)
        for index in range(len(window) - 1, 0, -1):
            begin = window[index][0]
            if stop - begin <= overlap and following[1] - begin <= size:
                carry = index
            else:
                break
        window = window[carry:]
