# MISTAKE: counts rightly how many last words to carry and keeps them with window[-count:], but when the count is 0 that is window[-0:], the whole window, so after a chunk that carries nothing (always with overlap 0) the next chunk starts again at that chunk's first word and grows past size; list(solve("ab cd ef", 5, 0)) -> right ['ab cd', 'ef'], file gives ['ab cd', 'ab cd ef']
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


def _spans(text, size):
    for m in re.finditer(r"\S+", text):
        s, e = m.span()
        if e - s <= size:
            yield s, e
        else:
            for i in range(s, e, size):
                yield i, min(i + size, e)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for s, e in _spans(text, size):
        if window and e - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            end = window[-1][1]
            count = 0
            while count < len(window) - 1:
                first = window[len(window) - 1 - count][0]
                if end - first > overlap or e - first > size:
                    break
                count += 1
            window = window[-count:]
        window.append((s, e))
    if window:
        yield text[window[0][0]:window[-1][1]]
