# MISTAKE: Handles a word longer than size in a branch of its own that yields the pending window, then the full pieces of the word, and starts the next window with the last piece, but hands the full pieces out with yield pieces, one list, where yield from belongs, so they come out as a single list item instead of one chunk each; list(solve("abcdefghij", 4, 0)) -> right ['abcd', 'efgh', 'ij'], file gives [['abcd', 'efgh'], 'ij']
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
    window = []
    for match in re.finditer(r"\S+", text):
        s, e = match.span()
        if e - s > size:
            if window:
                yield text[window[0][0]:window[-1][1]]
            starts = range(s, e, size)
            pieces = [text[p:p + size] for p in starts[:-1]]
            yield pieces
            window = [(starts[-1], e)]
            continue
        if not window:
            window = [(s, e)]
            continue
        if e - window[0][0] <= size:
            window.append((s, e))
            continue
        yield text[window[0][0]:window[-1][1]]
        end = window[-1][1]
        first = len(window)
        for j in range(len(window) - 1, 0, -1):
            carried_start = window[j][0]
            if end - carried_start <= overlap and e - carried_start <= size:
                first = j
            else:
                break
        window = window[first:] + [(s, e)]
    if window:
        yield text[window[0][0]:window[-1][1]]
