# MISTAKE: Has a simpler loop for overlap 0 (nothing to carry) that packs whole words and forgets to cut a word longer than size, so with overlap 0 such a word comes out whole: "abcdefghij kl", 4, 0 → right ["abcd", "efgh", "ij", "kl"]; this file ["abcdefghij", "kl"].
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
    if overlap == 0:
        start = end = None
        for m in re.finditer(r"\S+", text):
            if start is not None and m.end() - start > size:
                yield text[start:end]
                start = None
            if start is None:
                start = m.start()
            end = m.end()
        if start is not None:
            yield text[start:end]
        return
    window = []
    for m in re.finditer(r"\S+", text):
        s, e = m.span()
        for ps in range(s, e, size):
            pe = min(ps + size, e)
            if window and pe - window[0][0] > size:
                yield text[window[0][0]:window[-1][1]]
                end = window[-1][1]
                j = 1
                while j < len(window) and (end - window[j][0] > overlap or pe - window[j][0] > size):
                    j += 1
                window = window[j:]
            window.append((ps, pe))
    if window:
        yield text[window[0][0]:window[-1][1]]
