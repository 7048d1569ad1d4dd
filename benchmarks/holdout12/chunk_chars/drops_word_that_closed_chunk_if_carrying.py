# MISTAKE: After a chunk it starts the new window with the carried words but puts the word that did not fit into the new window only when nothing was carried, so when words are carried that word is skipped; the chunk still shows it if a later word of the window follows it, but it is lost when the window closes right after the carried words: "aa bb cc dd", size 5, overlap 2 should give ["aa bb", "bb cc", "cc dd"] but gives ["aa bb", "bb", "dd"].
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


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for i in range(start, end, size):
            yield i, min(i + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for span in _spans(text, size):
        if window and span[1] - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            carried: list[tuple[int, int]] = []
            for k in range(1, len(window)):
                first = window[k][0]
                if chunk_end - first <= overlap and span[1] - first <= size:
                    carried = window[k:]
                    break
            if carried:
                window = carried
            else:
                window = [span]
        else:
            window.append(span)
    if window:
        yield text[window[0][0]:window[-1][1]]
