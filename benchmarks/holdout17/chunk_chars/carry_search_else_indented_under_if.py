# MISTAKE: Searches for the first word to carry with a for loop whose else: j = len(window) (nothing to carry) is indented under the if instead of the for, so when a chunk holds a single word the loop body never runs and j is never set; if that happens to the first chunk, the generator raises UnboundLocalError: "hello world", size 5, overlap 0 should give ["hello", "world"] but yields "hello" and then raises UnboundLocalError.
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


def word_spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for piece in range(start, end, size):
            yield piece, min(piece + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in word_spans(text, size):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            for j in range(1, len(window)):
                if chunk_end - window[j][0] <= overlap and end - window[j][0] <= size:
                    break
                else:
                    j = len(window)
            window = window[j:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
