# MISTAKE: Sets overlap = 0 when it cuts a word longer than size, so that the pieces of that word are never repeated, but never puts the overlap back, so no chunk after the first cut word carries any words; list(solve("abcdefghij aa bb cc dd", 5, 2)) -> right ['abcde', 'fghij', 'aa bb', 'bb cc', 'cc dd'], file gives ['abcde', 'fghij', 'aa bb', 'cc dd']
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
        word_start, word_end = match.span()
        if word_end - word_start > size:
            overlap = 0
        for start in range(word_start, word_end, size):
            end = min(start + size, word_end)
            if window and end - window[0][0] > size:
                last = window[-1][1]
                yield text[window[0][0]:last]
                keep = 1
                while keep < len(window) and (last - window[keep][0] > overlap or end - window[keep][0] > size):
                    keep += 1
                window = window[keep:]
            window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
