# MISTAKE: Takes the words to carry with itertools.islice(window, keep, None), then empties the window with clear() and extends it from that islice, but islice is lazy and reads the list only after it was cleared, so no word is ever carried: "aa bb cc dd", size 5, overlap 2 should give ["aa bb", "bb cc", "cc dd"] but gives ["aa bb", "cc dd"].
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
from itertools import islice


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
        carried = islice(window, keep, None)
        window.clear()
        window.extend(carried)
