# MISTAKE: Walks the words with itertools.pairwise to know each word's successor and places the last word after the loop from the last pair, but pairwise of a single word yields no pair, so a text of one word (not cut) yields nothing: "hello", size 10, overlap 2 should give ["hello"] but gives [].
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
from itertools import pairwise


def place(window, word, text, size, overlap):
    if window and word[1] - window[0][0] > size:
        chunk = text[window[0][0]:window[-1][1]]
        end = window[-1][1]
        keep = len(window)
        while keep > 1 and end - window[keep - 1][0] <= overlap and word[1] - window[keep - 1][0] <= size:
            keep -= 1
        del window[:keep]
        window.append(word)
        return chunk
    window.append(word)
    return None


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    def units():
        for match in re.finditer(r"\S+", text):
            start, end = match.span()
            if end - start > size:
                for cut in range(start, end, size):
                    yield cut, min(cut + size, end)
            else:
                yield start, end
    window = []
    last = None
    for word, last in pairwise(units()):
        chunk = place(window, word, text, size, overlap)
        if chunk is not None:
            yield chunk
    if last is not None:
        chunk = place(window, last, text, size, overlap)
        if chunk is not None:
            yield chunk
        yield text[window[0][0]:window[-1][1]]
