# MISTAKE: Slices each chunk from its first word to where the next word starts (the last one to the end of the text) and calls chunk.strip() without keeping the result, but strings never change in place, so every chunk keeps the whitespace after its last word; list(solve("ab cd ef", 5, 0)) -> right ['ab cd', 'ef'], file gives ['ab cd ', 'ef']
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


def _spans(text, size):
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for s, e in _spans(text, size):
        if not window:
            window = [(s, e)]
            continue
        if e - window[0][0] <= size:
            window.append((s, e))
            continue
        chunk = text[window[0][0]:s]
        chunk.strip()
        yield chunk
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
        chunk = text[window[0][0]:]
        chunk.strip()
        yield chunk
