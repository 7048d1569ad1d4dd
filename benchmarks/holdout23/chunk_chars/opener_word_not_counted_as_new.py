# MISTAKE: counts the new words of a window to decide whether the last window still has to be handed out, but counts only the words the fill step adds, not the word that did not fit and opens the next window, so a last window that gets no further word is never yielded; list(solve("ab cd ef", 5, 0)) -> right ['ab cd', 'ef'], file gives ['ab cd']
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
    window: list[tuple[int, int]] = []
    fresh = 0
    for start, end in _spans(text, size):
        if not window or end - window[0][0] <= size:
            window.append((start, end))
            fresh += 1
            continue
        yield text[window[0][0]:window[-1][1]]
        chunk_end = window[-1][1]
        keep = len(window)
        for j in range(1, len(window)):
            first = window[j][0]
            if chunk_end - first <= overlap and end - first <= size:
                keep = j
                break
        window = window[keep:] + [(start, end)]
        fresh = 0
    if fresh:
        yield text[window[0][0]:window[-1][1]]
