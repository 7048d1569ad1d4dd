# MISTAKE: Finds where the carried words start by searching back from the chunk's end with text.rfind(" "), so only a plain space counts as the border before a word: a word after a tab or line break is measured together with the word before it, and after two spaces the carried stretch starts on a space: "aa bb\ncc dd", size 8, overlap 3 should give ["aa bb\ncc", "cc dd"] but gives ["aa bb\ncc", "dd"] ("aa  bb cc", size 6, overlap 3 gives ["aa  bb", " bb cc"]; texts with single spaces are right).
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
    chunk_start = chunk_end = None
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for piece_start in range(start, end, size):
            piece_end = min(piece_start + size, end)
            if chunk_start is None:
                chunk_start, chunk_end = piece_start, piece_end
            elif piece_end - chunk_start <= size:
                chunk_end = piece_end
            else:
                yield text[chunk_start:chunk_end]
                new_start = piece_start
                pos = chunk_end
                while True:
                    space = text.rfind(" ", chunk_start, pos)
                    if space == -1:
                        break
                    first = space + 1
                    if chunk_end - first > overlap or piece_end - first > size:
                        break
                    new_start = first
                    pos = space
                chunk_start, chunk_end = new_start, piece_end
    if chunk_start is not None:
        yield text[chunk_start:chunk_end]
