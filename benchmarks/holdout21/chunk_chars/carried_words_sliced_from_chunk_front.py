# MISTAKE: Counts rightly how many of the chunk's last words to carry, but takes them with window[1:1 + count], the words right after the first one, instead of the last count words, so the next chunk starts at the chunk's second word; list(solve("a b c d e f g", 7, 1)) -> right ['a b c d', 'd e f g'], file gives ['a b c d', 'b c d e', 'e f g']
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

from collections.abc import Iterator
import re


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for piece_start in range(start, end, size):
            yield piece_start, min(piece_start + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _spans(text, size):
        if window and end - window[0][0] > size:
            chunk_end = window[-1][1]
            yield text[window[0][0]:chunk_end]
            count = 0
            for word_start, _ in reversed(window[1:]):
                if chunk_end - word_start <= overlap and end - word_start <= size:
                    count += 1
                else:
                    break
            window = window[1:1 + count]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
