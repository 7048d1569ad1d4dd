# MISTAKE: When it cuts a word longer than size it moves each cut back so that no piece starts with a combining mark (to keep an accented letter whole), so such a word is cut into pieces shorter than size characters: "abcd\u0301efgh" (d with a combining acute accent, 9 code points), size 4, overlap 0 should give ["abcd", "\u0301efg", "h"] but gives ["abc", "d\u0301ef", "gh"].
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
import unicodedata
from collections.abc import Iterator


def word_spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        while end - start > size:
            cut = start + size
            while cut > start + 1 and unicodedata.combining(text[cut]):
                cut -= 1
            yield start, cut
            start = cut
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in word_spans(text, size):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            carried: list[tuple[int, int]] = []
            for j in range(1, len(window)):
                if chunk_end - window[j][0] <= overlap and end - window[j][0] <= size:
                    carried = window[j:]
                    break
            window = carried
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
