# MISTAKE: Cuts long words in a helper whose list parameter has a mutable default (pieces=[]), created once, so every cut also returns the pieces of all the long words cut before it, in this call or an earlier one, and those old spans are fed into the windows again: "abcdefgh ij klmnopqr", size 4, overlap 0 should give ["abcd", "efgh", "ij", "klmn", "opqr"] but gives ["abcd", "efgh", "", "klmn", "opqr"] (on a first call, a text with at most one word longer than size is right).
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


def cut_long_word(start, end, size, pieces=[]):
    for i in range(start, end, size):
        pieces.append((i, min(i + size, end)))
    return pieces


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if end - start <= size:
            spans = [(start, end)]
        else:
            spans = cut_long_word(start, end, size)
        for span in spans:
            if window and span[1] - window[0][0] > size:
                chunk_end = window[-1][1]
                yield text[window[0][0]:chunk_end]
                carried = []
                for j in range(1, len(window)):
                    first = window[j][0]
                    if chunk_end - first <= overlap and span[1] - first <= size:
                        carried = window[j:]
                        break
                window = carried
            window.append(span)
    if window:
        yield text[window[0][0]:window[-1][1]]
