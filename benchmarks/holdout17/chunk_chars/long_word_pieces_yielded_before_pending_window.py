# MISTAKE: Cuts a word longer than size as soon as it meets it and yields its full pieces at once, before the window it was filling has been yielded, so the chunk in front of a long word comes out after that word's pieces: "one two abcdefghij", size 7, overlap 0 should give ["one two", "abcdefg", "hij"] but gives ["abcdefg", "one two", "hij"].
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
        while end - start > size:
            yield text[start:start + size]
            start += size
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            j = len(window)
            while j > 1 and chunk_end - window[j - 1][0] <= overlap:
                j -= 1
            window = window[j:]
            while window and end - window[0][0] > size:
                window.pop(0)
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
