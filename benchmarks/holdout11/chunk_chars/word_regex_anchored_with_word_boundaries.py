# MISTAKE: Finds the words with re.finditer(r"\b\S+\b"), and the word boundaries leave out punctuation and symbols at either end of a word, so a chunk can stop before a closing "!" or "," and a word made only of punctuation or emoji disappears: "Hi, you!", size 10, overlap 0 should give ["Hi, you!"] but gives ["Hi, you"].
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


WORD = re.compile(r"\b\S+\b")


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for match in WORD.finditer(text):
        start, end = match.span()
        pieces = [(start, end)]
        if end - start > size:
            pieces = [(i, min(i + size, end)) for i in range(start, end, size)]
        for piece in pieces:
            if window and piece[1] - window[0][0] > size:
                chunk_end = window[-1][1]
                yield text[window[0][0]:chunk_end]
                carry = []
                for j in range(1, len(window)):
                    first = window[j][0]
                    if chunk_end - first <= overlap and piece[1] - first <= size:
                        carry = window[j:]
                        break
                window = carry
            window.append(piece)
    if window:
        yield text[window[0][0]:window[-1][1]]
