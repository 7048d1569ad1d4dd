# MISTAKE: Measures every stretch in code points as len(s.encode("utf-32")) // 4, but the utf-32 codec puts a 4-byte byte order mark in front, so every stretch counts one character too many and chunks (and carried words) stay one character short of the limits: "ab cd", size 5, overlap 0 should give ["ab cd"] but gives ["ab", "cd"]; "aa bb cc", 5, 2 should give ["aa bb", "bb cc"] but gives ["aa", "bb", "cc"].
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


def width(piece: str) -> int:
    return len(piece.encode("utf-32")) // 4


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    def units():
        for match in re.finditer(r"\S+", text):
            start, end = match.span()
            if width(text[start:end]) > size:
                for cut in range(start, end, size):
                    yield cut, min(cut + size, end)
            else:
                yield start, end
    pending = units()
    nxt = next(pending, None)
    window = []
    while nxt is not None:
        if not window:
            window.append(nxt)
            nxt = next(pending, None)
        while nxt is not None and width(text[window[0][0]:nxt[1]]) <= size:
            window.append(nxt)
            nxt = next(pending, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        end = window[-1][1]
        keep = len(window)
        while keep > 1 and width(text[window[keep - 1][0]:end]) <= overlap and width(text[window[keep - 1][0]:nxt[1]]) <= size:
            keep -= 1
        window = window[keep:]
