# MISTAKE: Compiles the word pattern \S{1,size} (words cut into pieces of size by the regex) once, on the first call, into a module-level variable, so every later call cuts long words at the first call's size; list(solve("abcdef", 3, 0)) then list(solve("abcdef", 2, 0)) -> right ['ab', 'cd', 'ef'] for the second call, file gives ['abc', 'def']
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


_WORD = None


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    global _WORD
    if _WORD is None:
        _WORD = re.compile(r"\S{1,%d}" % size)
    window = []
    for match in _WORD.finditer(text):
        start, end = match.span()
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
