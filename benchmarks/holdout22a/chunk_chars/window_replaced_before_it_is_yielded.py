# MISTAKE: When a word does not fit it first replaces the window by the carried words plus that word and only then yields, so each chunk it hands out is the start of the next window instead of the window just finished, and the first chunk is never handed out; list(solve("aa bb cc dd", 8, 3)) -> right ['aa bb cc', 'cc dd'], file gives ['cc dd', 'cc dd']
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
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for word in _spans(text, size):
        if not window or word[1] - window[0][0] <= size:
            window.append(word)
            continue
        end = window[-1][1]
        j = 1
        while j < len(window) and (end - window[j][0] > overlap or word[1] - window[j][0] > size):
            j += 1
        window = window[j:] + [word]
        yield text[window[0][0]:window[-1][1]]
    if window:
        yield text[window[0][0]:window[-1][1]]
