"""Known wrong answers to chunk_chars: one generator per classic mistake, called like solve."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

_WORD = re.compile(r"\S+")
# How long the text between two positions is, by some (maybe wrong) measure.
Measure = Callable[[str, int, int], int]


def _code_points(text: str, start: int, end: int) -> int:
    return end - start


def _spans(text: str, size: int, measure: Measure, cut_long: bool) -> Iterator[tuple[int, int]]:
    """Word spans in order; with `cut_long`, a word too long for a window comes in pieces."""
    for match in _WORD.finditer(text):
        start, end = match.span()
        if not cut_long or measure(text, start, end) <= size:
            yield start, end
            continue
        while start < end:
            stop = start + 1
            while stop < end and measure(text, start, stop + 1) <= size:
                stop += 1
            yield start, stop
            start = stop


def _packed(
    text: str,
    size: int,
    overlap: int,
    *,
    measure: Measure = _code_points,
    cut_long: bool = True,
    stop_early: bool = True,
    squeeze: bool = False,
    strict_fill: bool = False,
    room: bool = True,
) -> Iterator[str]:
    """The reference's greedy packing, with one switch per mistake."""
    if squeeze:  # lengths of the text as it will be printed, words joined by single spaces

        def measure(text: str, start: int, end: int) -> int:
            return len(" ".join(text[start:end].split()))

    spans = _spans(text, size, _code_points if squeeze else measure, cut_long)
    window: list[tuple[int, int]] = []
    upcoming = next(spans, None)
    while upcoming is not None:
        window.append(upcoming)
        upcoming = next(spans, None)
        while upcoming is not None and measure(text, window[0][0], upcoming[1]) + strict_fill <= size:
            window.append(upcoming)
            upcoming = next(spans, None)
        end = window[-1][1]
        chunk = text[window[0][0] : end]
        yield " ".join(chunk.split()) if squeeze else chunk
        if upcoming is None:
            if not stop_early:
                tail = [span for span in window[1:] if measure(text, span[0], end) <= overlap]
                if tail:
                    yield text[tail[0][0] : end]
            return
        keep = len(window)
        while keep > 1:
            start = window[keep - 1][0]
            too_long = measure(text, start, end) > overlap
            if too_long or (room and measure(text, start, upcoming[1]) > size):
                break
            keep -= 1
        window = window[keep:]


def steps_back_characters(text: str, size: int, overlap: int) -> Iterator[str]:
    """A faithful port of seed 004's Go chunker, with a loop cap so that it always ends.

    It backs the window's end up to a space, then starts the next window at `cut - overlap`
    and skips forward past the partial word there. Two inputs break it:
    "ab cdefghijklmnop qr" with size 6, overlap 3 loops forever (the short word "ab" is
    emitted, the next start falls back to 0, and nothing moves; at the cap it raises
    TimeoutError, which is how a pitfall says "this mistake never finishes here");
    "abcdefghijklmnopqrstuvwxyz end of text" with size 8, overlap 2 drops
    "ijklmnopqrstuvwxyz" (after a forced cut the skip runs past the rest of the long word).
    """
    n = len(text)
    step = size - overlap
    if n == 0 or size <= 0 or step <= 0:
        return
    i = 0
    for _ in range(n + 1):  # a correct run makes at most n windows
        end = i + size
        if end >= n:
            last = text[i:n].strip()
            if last:
                yield last
            return
        cut = end
        while cut > i and not text[cut].isspace():
            cut -= 1
        if cut == i:
            cut = end
        yield text[i:cut].strip()
        i = max(cut - overlap, 0)
        if i > 0 and not text[i - 1].isspace():
            while i < n and not text[i].isspace():
                i += 1
        while i < n and text[i].isspace():
            i += 1
        if i >= n:
            return
    raise TimeoutError("the Go chunker never leaves this loop")


def fixed_character_windows(text: str, size: int, overlap: int) -> Iterator[str]:
    """Slices the text every `size - overlap` characters, cutting straight through words."""
    step = size - overlap
    for start in range(0, len(text), step):
        piece = text[start : start + size].strip()
        if piece:
            yield piece
        if start + size >= len(text):
            return


def counts_utf8_bytes(text: str, size: int, overlap: int) -> Iterator[str]:
    """Measures chunks in UTF-8 bytes, so accented letters and emoji make chunks too short."""

    def utf8_bytes(text: str, start: int, end: int) -> int:
        return len(text[start:end].encode("utf-8"))

    return _packed(text, size, overlap, measure=utf8_bytes)


def keeps_long_word_whole(text: str, size: int, overlap: int) -> Iterator[str]:
    """Never cuts a word, so a word longer than `size` makes a chunk longer than `size`."""
    return _packed(text, size, overlap, cut_long=False)


def no_early_stop(text: str, size: int, overlap: int) -> Iterator[str]:
    """After the chunk holding the last word, adds one more made only of its overlap words."""
    return _packed(text, size, overlap, stop_early=False)


def joins_words_with_single_spaces(text: str, size: int, overlap: int) -> Iterator[str]:
    """Rebuilds chunks from a word list, so tabs, line breaks and double spaces are lost."""
    return _packed(text, size, overlap, squeeze=True)


def forgets_last_chunk(text: str, size: int, overlap: int) -> Iterator[str]:
    """Yields a chunk only when the next word does not fit, so the chunk still open at the end is lost."""
    held = None
    for chunk in _packed(text, size, overlap):
        if held is not None:
            yield held
        held = chunk


def fills_while_shorter(text: str, size: int, overlap: int) -> Iterator[str]:
    """Adds a word while the chunk stays shorter than `size` (`<` where `<=` belongs): a chunk never reaches size."""
    return _packed(text, size, overlap, strict_fill=True)


def ignores_room_for_next_word(text: str, size: int, overlap: int) -> Iterator[str]:
    """Carries every last word that fits in `overlap`, even when the next word then does not fit beside them:
    the chunk that follows is longer than `size`."""
    return _packed(text, size, overlap, room=False)
