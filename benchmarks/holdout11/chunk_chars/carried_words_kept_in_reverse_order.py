# MISTAKE: Collects the words to carry by walking back from the chunk's end and appending them, without reversing the list, so the next window starts at the chunk's last word instead of the first carried word and is measured from there: "aa bb cc dd ee", size 8, overlap 5 should give ["aa bb cc", "bb cc dd", "cc dd ee"] but gives ["aa bb cc", "cc dd ee"].
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


def words_of(text, size):
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if end - start <= size:
            yield start, end
        else:
            for cut in range(start, end, size):
                yield cut, min(cut + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for word in words_of(text, size):
        if window and word[1] - window[0][0] > size:
            end = window[-1][1]
            yield text[window[0][0]:end]
            carried = []
            for j in range(len(window) - 1, 0, -1):
                start = window[j][0]
                if end - start > overlap or word[1] - start > size:
                    break
                carried.append(window[j])
            window = carried
        window.append(word)
    if window:
        yield text[window[0][0]:window[-1][1]]
