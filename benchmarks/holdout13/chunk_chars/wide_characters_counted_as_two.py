# MISTAKE: Measures every stretch by its width on screen (characters whose unicodedata.east_asian_width is W or F, such as CJK letters, most emoji and U+3000, count 2) instead of in code points, so text with such characters is cut into shorter chunks, and long words into shorter pieces, than it should be (text without them is right): "日本 語", size 4, overlap 0 should give ["日本 語"] but gives ["日本", "語"].
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


def width(s: str) -> int:
    if s.isascii():
        return len(s)
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    column = 0
    position = 0
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        column += width(text[position:start])
        position = end
        word_width = width(text[start:end])
        if word_width <= size:
            pieces = [(start, end, column, column + word_width)]
            column += word_width
        else:
            pieces = []
            piece_start, piece_column = start, column
            for i in range(start, end):
                w = width(text[i])
                if i > piece_start and column + w - piece_column > size:
                    pieces.append((piece_start, i, piece_column, column))
                    piece_start, piece_column = i, column
                column += w
            pieces.append((piece_start, end, piece_column, column))
        for s, e, s_column, e_column in pieces:
            if window and e_column - window[0][2] > size:
                chunk_end, end_column = window[-1][1], window[-1][3]
                yield text[window[0][0]:chunk_end]
                carried = []
                for i in range(len(window) - 1, 0, -1):
                    first_column = window[i][2]
                    if end_column - first_column > overlap or e_column - first_column > size:
                        break
                    carried = window[i:]
                window = carried
            window.append((s, e, s_column, e_column))
    if window:
        yield text[window[0][0]:window[-1][1]]
