# MISTAKE: Takes every word of the chunk but the first as candidates to carry and removes those that do not fit with list.remove() inside a for loop over that same list, which skips the candidate after each removal, so a word that does not fit in overlap characters can stay and the next chunk starts too early; "a b c d e f g", 7, 1 -> right ["a b c d", "d e f g"], file gives ["a b c d", "c d e f", "e f g"]
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


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if end - start <= size:
            yield start, end
        else:
            for cut in range(start, end, size):
                yield cut, min(cut + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _spans(text, size):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            carried = window[1:]
            for span in carried:
                if chunk_end - span[0] > overlap or end - span[0] > size:
                    carried.remove(span)
            window = carried
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
