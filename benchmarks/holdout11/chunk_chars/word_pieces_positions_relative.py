# MISTAKE: Cuts a word longer than size into pieces at positions counted from the start of the word (0, size, 2 * size, ...) instead of from where the word sits in the text, so the pieces point at the start of the text and chunks are sliced from the wrong place (texts without such a word are right): "ab cdefgh", size 4, overlap 0 should give ["ab", "cdef", "gh"] but gives ["ab c", "de"].
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
    window = []
    for match in re.finditer(r"\S+", text):
        word = match.group()
        if len(word) <= size:
            spans = [(match.start(), match.end())]
        else:
            spans = [(i, min(i + size, len(word))) for i in range(0, len(word), size)]
        for span in spans:
            if window and span[1] - window[0][0] > size:
                end = window[-1][1]
                yield text[window[0][0]:end]
                carried = []
                for j in range(1, len(window)):
                    start = window[j][0]
                    if end - start <= overlap and span[1] - start <= size:
                        carried = window[j:]
                        break
                window = carried
            window.append(span)
    if window:
        yield text[window[0][0]:window[-1][1]]
