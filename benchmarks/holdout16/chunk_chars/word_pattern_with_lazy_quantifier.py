# MISTAKE: Finds the words with re.finditer(r"\S+?", text), adding ? to make the search "lazy", but a lazy quantifier makes every match a single character, so each character counts as a word and chunks cut words that would fit whole in the next chunk: "ab cd", size 4, overlap 0 should give ["ab", "cd"] but gives ["ab c", "d"].
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
    def spans():
        for m in re.finditer(r"\S+?", text):
            s, e = m.start(), m.end()
            if e - s > size:
                for p in range(s, e, size):
                    yield p, min(p + size, e)
            else:
                yield s, e

    it = spans()
    nxt = next(it, None)
    window = []
    while nxt is not None:
        if not window:
            window.append(nxt)
            nxt = next(it, None)
        while nxt is not None and nxt[1] - window[0][0] <= size:
            window.append(nxt)
            nxt = next(it, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        end = window[-1][1]
        j = len(window)
        while j - 1 >= 1 and end - window[j - 1][0] <= overlap and nxt[1] - window[j - 1][0] <= size:
            j -= 1
        window = window[j:]
