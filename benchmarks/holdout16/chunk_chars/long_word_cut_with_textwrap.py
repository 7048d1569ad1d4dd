# MISTAKE: Cuts a word longer than size with textwrap.wrap(word, size), which prefers to break after a hyphen, so a long word with hyphens is cut into pieces shorter than size at its hyphens instead of every size characters: "e-mail-address", size 6, overlap 0 should give ["e-mail", "-addre", "ss"] but gives ["e-", "mail-a", "ddress"].
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
import textwrap
from collections.abc import Iterator


def word_spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if end - start <= size:
            yield start, end
            continue
        position = start
        for piece in textwrap.wrap(match.group(), size):
            yield position, position + len(piece)
            position += len(piece)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    spans = word_spans(text, size)
    pending = next(spans, None)
    window: list[tuple[int, int]] = []
    while pending is not None:
        if not window:
            window = [pending]
            pending = next(spans, None)
        while pending is not None and pending[1] - window[0][0] <= size:
            window.append(pending)
            pending = next(spans, None)
        yield text[window[0][0]:window[-1][1]]
        if pending is None:
            break
        end = window[-1][1]
        first_carried = len(window)
        for k in range(len(window) - 1, 0, -1):
            if end - window[k][0] > overlap or pending[1] - window[k][0] > size:
                break
            first_carried = k
        window = window[first_carried:]
