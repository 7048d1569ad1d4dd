# MISTAKE: Cuts long words with offsets from a helper cached with functools.lru_cache and pops the last offset off the returned list to treat the last piece apart, but that list is the cached one, so every later word of the same length (in this call or a later one) gets one offset fewer: its last piece runs longer than size, and later the pop on an empty list raises IndexError; list(solve("abcdefghij abcdefghij", 4, 0)) on a fresh import -> right ['abcd', 'efgh', 'ij', 'abcd', 'efgh', 'ij'], file gives ['abcd', 'efgh', 'ij', 'abcd', 'efghij']
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
from functools import lru_cache


@lru_cache(maxsize=None)
def _cut_offsets(length, size):
    return list(range(0, length, size))


def _spans(text, size):
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if end - start <= size:
            yield start, end
            continue
        offsets = _cut_offsets(end - start, size)
        last = offsets.pop()
        for offset in offsets:
            yield start + offset, start + offset + size
        yield start + last, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for s, e in _spans(text, size):
        if not window:
            window = [(s, e)]
            continue
        if e - window[0][0] <= size:
            window.append((s, e))
            continue
        yield text[window[0][0]:window[-1][1]]
        end = window[-1][1]
        first = len(window)
        for j in range(len(window) - 1, 0, -1):
            carried_start = window[j][0]
            if end - carried_start <= overlap and e - carried_start <= size:
                first = j
            else:
                break
        window = window[first:] + [(s, e)]
    if window:
        yield text[window[0][0]:window[-1][1]]
