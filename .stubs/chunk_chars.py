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


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    # TODO: walk the words lazily (re.finditer keeps their positions), pack them into windows
    # and `yield` each chunk as soon as it is complete.
    raise NotImplementedError("chunk_chars is not written yet: replace this line with your code")
