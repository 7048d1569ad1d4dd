"""Reference for chunk_stdin: read `size overlap` and a text on stdin, print one chunk a line."""

from __future__ import annotations

import re
import sys
from typing import Any

# How the input is read (the lesson says the same):
#   - Line 1 must begin with two whole numbers written with the digits 0-9: size, then overlap.
#   - Anything after those two numbers on line 1 is already text, so the judge-page style
#     "4 2 a b c d e f g h" on a single line is accepted.
#   - Every later line is text too: words may be spread over as many lines as you like.
# A bad first line prints one sentence on stderr, nothing on stdout, and exits with status 2.
USAGE_ERROR = 2
NUMBER = re.compile(r"[0-9]+")


def chunks(words: list[str], size: int, overlap: int) -> list[str]:
    """The windows of chunk_words: `size` words, step `size - overlap`, stop at the last word."""
    result: list[str] = []
    first = 0
    while first < len(words):
        result.append(" ".join(words[first : first + size]))
        if first + size >= len(words):
            break
        first += size - overlap
    return result


def read_settings(first_line: str) -> tuple[int, int, list[str]]:
    """size, overlap and the words that follow them on line 1; ValueError says what is wrong."""
    fields = first_line.split()
    if not fields:
        raise ValueError("line 1 is empty: it must start with two numbers, size and overlap")
    if len(fields) < 2:
        shown = first_line.rstrip("\r")
        raise ValueError(f"line 1 must start with two numbers, size and overlap (got {shown!r})")
    size_text, overlap_text = fields[0], fields[1]
    for label, value in (("size", size_text), ("overlap", overlap_text)):
        if not NUMBER.fullmatch(value):
            raise ValueError(f"{label} must be a whole number written with digits (got {value!r})")
    size, overlap = int(size_text), int(overlap_text)
    if size < 1:
        raise ValueError(f"size must be at least 1 (got {size})")
    if overlap >= size:
        raise ValueError(f"overlap must be smaller than size (got size {size}, overlap {overlap})")
    return size, overlap, fields[2:]


def main() -> int:
    """Read the whole input, print the chunks, return the exit status."""
    first_line, _, rest = sys.stdin.read().partition("\n")
    try:
        size, overlap, words = read_settings(first_line)
    except ValueError as problem:
        print(f"chunk_stdin: {problem}", file=sys.stderr)
        return USAGE_ERROR
    for chunk in chunks(words + rest.split(), size, overlap):
        print(chunk)
    return 0


def inputs() -> Any:
    """A Hypothesis strategy for {"stdin": ...}: mostly valid inputs, some with a broken line 1."""
    from hypothesis import strategies as st

    word = st.sampled_from(["a", "b", "c", "the", "cat", "Hello,", "café", "日本", "😀", "42"])
    gap = st.sampled_from([" ", "  ", "\t", "\n", "\r\n", " \n "])
    # A text: each word preceded by some whitespace, so it may start on a new line.
    words = st.lists(st.tuples(gap, word), max_size=30).map(
        lambda pairs: "".join(space + item for space, item in pairs)
    )

    @st.composite
    def valid(draw: Any) -> str:
        size = draw(st.integers(min_value=1, max_value=10))
        overlap = draw(st.integers(min_value=0, max_value=size - 1))
        # Either the text begins on line 1 right after the numbers, or on line 2.
        between = draw(st.sampled_from([" ", "\n", "\n", " \n"]))
        ending = draw(st.sampled_from(["", "\n"]))
        return f"{size} {overlap}{between}{draw(words).lstrip(' ')}{ending}"

    broken_first_line = st.sampled_from(
        ["", "4", "4\n2 a b", "x 2", "4 two", "4 -1", "0 0", "3 3", "2 5", "4.0 2", "+4 2", "٤ 2"]
    )
    broken = st.tuples(broken_first_line, words).map(lambda parts: parts[0] + "\n" + parts[1])
    return st.one_of(valid(), valid(), broken).map(lambda stdin: {"stdin": stdin})


if __name__ == "__main__":
    raise SystemExit(main())
