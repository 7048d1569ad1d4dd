# MISTAKE: Keeps the window in a collections.deque(maxlen=max(1, size // 2)), reckoning that every word takes at least two characters with its space, but n one-character words take only 2n - 1 characters, so a window that would hold more than size // 2 words silently drops its first word when the next one is added: "a b c", size 5, overlap 0 should give ["a b c"] but gives ["b c"].
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
from collections import deque
from collections.abc import Iterator


def word_spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: deque[tuple[int, int]] = deque(maxlen=max(1, size // 2))
    for start, end in word_spans(text, size):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            carried: list[tuple[int, int]] = []
            for j in range(1, len(window)):
                if chunk_end - window[j][0] <= overlap and end - window[j][0] <= size:
                    carried = list(window)[j:]
                    break
            window = deque(carried, maxlen=window.maxlen)
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
