# MISTAKE: Finds words with the pattern [^ ]+, so tabs and line breaks count as part of a word: "aaa\nbbb", size 4 is cut into "aaa\n" and "bbb", a chunk ending in whitespace.
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


def _words(text: str, size: int) -> Iterator[tuple[int, int]]:
    # spans of the words, a word longer than size cut into pieces of size characters
    for match in re.finditer(r"[^ ]+", text):
        start, end = match.start(), match.end()
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    words = _words(text, size)
    nxt = next(words, None)
    if nxt is None:
        return
    window = [nxt]
    nxt = next(words, None)
    while True:
        # fill the window while the stretch from its first word stays within size
        while nxt is not None and nxt[1] - window[0][0] <= size:
            window.append(nxt)
            nxt = next(words, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        # carry over the last whole words (never the first one)
        end = window[-1][1]
        keep = 0
        for j in range(len(window) - 1, 0, -1):
            st = window[j][0]
            if end - st <= overlap and nxt[1] - st <= size:
                keep = len(window) - j
            else:
                break
        window = window[len(window) - keep:] if keep else []
        if not window:
            window = [nxt]
            nxt = next(words, None)
