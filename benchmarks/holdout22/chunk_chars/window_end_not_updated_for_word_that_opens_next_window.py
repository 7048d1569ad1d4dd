# MISTAKE: Keeps the window's first start and last end in two variables and updates the end when a word joins the window, but not when the word that did not fit opens the next window, so a chunk that ends right after that word (or at the end of the text) is sliced to the previous chunk's end: empty or only the carried words; list(solve("ab cd ef", 5, 0)) -> right ['ab cd', 'ef'], file gives ['ab cd', '']
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
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    first = last = 0
    for start, end in _spans(text, size):
        if not window:
            window.append((start, end))
            first, last = start, end
            continue
        if end - first <= size:
            window.append((start, end))
            last = end
            continue
        yield text[first:last]
        keep = len(window)
        for j in range(len(window) - 1, 0, -1):
            if last - window[j][0] <= overlap and end - window[j][0] <= size:
                keep = j
            else:
                break
        window = window[keep:] + [(start, end)]
        first = window[0][0]
    if window:
        yield text[first:last]
