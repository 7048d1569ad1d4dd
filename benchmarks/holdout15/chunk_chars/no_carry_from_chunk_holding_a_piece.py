# MISTAKE: Reads "pieces of a cut word are never repeated" as "a chunk that holds a piece of a cut word carries nothing", so whole words that follow the short last piece of a cut word in the same chunk are not carried into the next chunk: "abcdefg hi jk", size 5, overlap 2 should give ["abcde", "fg hi", "hi jk"] but gives ["abcde", "fg hi", "jk"].
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
    window: list[tuple[int, int, bool]] = []
    for match in re.finditer(r"\S+", text):
        word_start, word_end = match.span()
        is_cut = word_end - word_start > size
        for piece_start in range(word_start, word_end, size):
            start, end = piece_start, min(piece_start + size, word_end)
            if window and end - window[0][0] > size:
                yield text[window[0][0]:window[-1][1]]
                if any(cut for _, _, cut in window):
                    window = []
                else:
                    chunk_end = window[-1][1]
                    keep = len(window)
                    for j in range(len(window) - 1, 0, -1):
                        first = window[j][0]
                        if chunk_end - first > overlap or end - first > size:
                            break
                        keep = j
                    window = window[keep:]
            window.append((start, end, is_cut))
    if window:
        yield text[window[0][0]:window[-1][1]]
