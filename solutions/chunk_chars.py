"""Reference for chunk_chars: lazy windows of at most `size` characters that keep words whole."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

WORD = re.compile(r"\S+")


def units(text: str, size: int) -> Iterator[tuple[int, int]]:
    """(start, end) of every word in order; a word longer than `size` comes as size-long pieces."""
    # finditer walks the text only as far as it is asked to: this is what keeps solve lazy.
    for match in WORD.finditer(text):
        start, end = match.span()
        for piece in range(start, end, size):
            yield piece, min(piece + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    """Chunks of at most `size` characters, made of whole words, sharing up to `overlap` chars."""
    pieces = units(text, size)
    window: list[tuple[int, int]] = []  # the spans in the chunk being built
    upcoming = next(pieces, None)
    while upcoming is not None:
        # 1. Fill: take spans while the chunk, from its first start to the last end, still fits.
        #    The window holds only carried-over spans here, chosen so `upcoming` always fits.
        window.append(upcoming)
        upcoming = next(pieces, None)
        while upcoming is not None and upcoming[1] - window[0][0] <= size:
            window.append(upcoming)
            upcoming = next(pieces, None)
        # 2. The chunk is the original text from its first word to its last: no outer spaces.
        end = window[-1][1]
        yield text[window[0][0] : end]
        # 3. This chunk holds the last word: another one would only repeat it.
        if upcoming is None:
            return
        # 4. Carry the chunk's last words over while they stay within `overlap` characters and
        #    leave room for `upcoming`. Never its first span: the next chunk must start later.
        keep = len(window)
        while keep > 1:
            start = window[keep - 1][0]
            if end - start > overlap or upcoming[1] - start > size:
                break
            keep -= 1
        window = window[keep:]


def inputs() -> Any:
    """A Hypothesis strategy for solve's arguments: texts with short and over-long words."""
    from hypothesis import strategies as st

    short = st.sampled_from(["a", "ab", "the", "cat", "Go,", "é", "naïve", "日本", "😀", "👍🏽"])
    visible = st.characters(exclude_categories=("Z", "C"))
    word = st.one_of(
        short,
        st.text(visible, min_size=1, max_size=5),
        # Longer than most windows, so it has to be cut.
        st.text(st.sampled_from("abcdefghijklmnopqrstuvwxyz"), min_size=6, max_size=30),
    )
    gap = st.sampled_from([" ", " ", "  ", "\t", "\n", " \n\n "])
    edge = st.sampled_from(["", "", " ", "\n ", "\t\t"])

    @st.composite
    def arguments(draw: Any) -> dict[str, Any]:
        items = draw(st.lists(word, max_size=30))
        text = draw(edge)
        for index, item in enumerate(items):
            text += (draw(gap) if index else "") + item
        text += draw(edge)
        size = draw(st.integers(min_value=1, max_value=25))
        overlap = draw(st.integers(min_value=0, max_value=size - 1))
        return {"text": text, "size": size, "overlap": overlap}

    return arguments()
