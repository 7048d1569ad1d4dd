# MISTAKE: Cuts a word longer than size only when it starts an empty window, which happens only at the first word; a long word that comes after other words closes the window and goes whole into the next one, so it comes out as one chunk longer than size: "ab cdefgh", size 4, overlap 0 should give ["ab", "cdef", "gh"] but gives ["ab", "cdefgh"].
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
    window: list[tuple[int, int]] = []
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if not window:
            while end - start > size:
                yield text[start:start + size]
                start += size
            window = [(start, end)]
        elif end - window[0][0] <= size:
            window.append((start, end))
        else:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            carried: list[tuple[int, int]] = []
            for j in range(1, len(window)):
                if chunk_end - window[j][0] <= overlap and end - window[j][0] <= size:
                    carried = window[j:]
                    break
            window = carried + [(start, end)]
    if window:
        yield text[window[0][0]:window[-1][1]]
