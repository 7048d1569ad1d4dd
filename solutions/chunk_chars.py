"""Reference for chunk_chars: lazy windows of at most `size` characters that keep words whole."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

WORD = re.compile(r"\S+")


def units(text: str, size: int) -> Iterator[tuple[int, int]]:
    """(start, end) of every word in order; a word longer than `size` comes as size-long pieces."""
    # Step 1: find the words lazily, with their spans; a word longer than `size` comes in size-long pieces.
    # finditer walks the text only as far as it is asked to: this is what keeps solve lazy.
    for match in WORD.finditer(text):
        start, end = match.span()
        for piece in range(start, end, size):
            yield piece, min(piece + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    """Chunks of at most `size` characters, made of whole words, sharing up to `overlap` chars."""
    # Step 3: a chunk is the stretch of the original text from its first word to its last.
    for start, end in windows(text, size, overlap):
        yield text[start:end]


def windows(text: str, size: int, overlap: int) -> Iterator[tuple[int, int]]:
    """(start, end) of each chunk, one at a time."""
    pieces = units(text, size)
    window: list[tuple[int, int]] = []  # the spans in the chunk being built
    upcoming = next(pieces, None)
    while upcoming is not None:
        # Step 2: fill a window: take spans while the chunk, from its first start to the last end, still fits.
        #    It starts at its first carried-over span, or at `upcoming` when none is carried (one span always fits).
        #    Every span is tested, carried ones leave room by step 5, as a learner's loop tests them: a mutant
        #    whose step 5 leaves no room then ends the chunk at the carried words, as that learner's code does.
        first = window[0][0] if window else upcoming[0]
        while upcoming is not None and upcoming[1] - first <= size:
            window.append(upcoming)
            upcoming = next(pieces, None)
        # Step 3: the chunk runs from the start of its first span to the end of its last.
        end = window[-1][1]
        yield window[0][0], end
        # Step 4: if no word is left, stop: this chunk holds the end of the text.
        if upcoming is None:
            return
        # Step 5: carry the chunk's last whole words over while they stay within `overlap` characters and
        #    leave room for the next word. Never its first span: the next chunk must start later.
        keep = len(window)
        while keep > 1:
            start = window[keep - 1][0]
            if end - start > overlap or upcoming[1] - start > size:
                break
            keep -= 1
        window = window[keep:]


# ---- For the grader, not part of the answer: the lesson's promises as checks, and the inputs to try first.
# A promise is a function (arguments, answer) -> None when the answer keeps it, else one sentence of evidence
# from this input. Its docstring is the promise, word for word as in the lesson's list (`kata cases check`).


def chunks_are_stretches_of_the_text(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """every chunk is a stretch of the text as written, whitespace inside included, with no whitespace at
    either end"""
    text = arguments["text"]
    places = _placed(text, answer, arguments["size"], arguments["overlap"])
    for number, chunk in enumerate(answer):
        if not chunk.strip():
            return f"chunk {number} is {chunk!r}, which holds no word"
        if chunk != chunk.strip():
            return f"chunk {number} {_shown(chunk)} has whitespace at its start or end"
        if places[number] is None:
            written = re.search(r"\s+".join(map(re.escape, chunk.split())), text)
            if written:
                return f"chunk {number} {_shown(chunk)} is not as the text writes it: {_shown(written.group())}"
            return f"chunk {number} {_shown(chunk)} is not a stretch of the text"
    return None


def chunks_fit_in_size(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """no chunk has more than `size` characters"""
    for number, chunk in enumerate(answer):
        if len(chunk) > arguments["size"]:
            return f"chunk {number} has {len(chunk)} characters; size is {arguments['size']}"
    return None


def keeps_every_character(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """every non-whitespace character of the text is in a chunk, in order"""
    text = arguments["text"]
    places = _placed(text, answer, arguments["size"], arguments["overlap"])
    missing = _uncovered(text, answer, places)
    # A chunk placed where the reference's chunk of its number starts may be a stretch the text writes again
    # further on ('qr' in "qr qr"): before a stretch is said to be in no chunk, a chunk that also stands over it,
    # still after the chunk before it and before the chunk after it, is moved there.
    for _ in range(MOVES_MOST):
        moved = None if missing is None else _moved_over(text, answer, places, missing)
        if moved is None:
            break
        places = moved
        missing = _uncovered(text, answer, places)
    # Said only where no chunk may stand on the stretch in its order: where one may, only moving two chunks at once
    # could tell, and a stretch that some chunk may stand on is not "in no chunk".
    if missing is None or _standing_over(text, answer, places, missing):
        return None
    covered = _covered(text, answer, places)
    end = missing
    while end < len(text) and not covered[end] and not text[end].isspace():
        end += 1
    return f"{_shown(text[missing:end])} (from character {missing}) is in no chunk"


# A stretch is said to be in no chunk after at most this many chunks were moved to cover it.
MOVES_MOST = 8


def _covered(text: str, chunks: list[str], places: list[int | None]) -> bytearray:
    covered = bytearray(len(text))
    for chunk, place in zip(chunks, places, strict=True):
        if place is not None:
            covered[place : place + len(chunk)] = b"\x01" * len(chunk)
    return covered


def _uncovered(text: str, chunks: list[str], places: list[int | None]) -> int | None:
    """The first non-whitespace character that no chunk covers where it is placed, or None."""
    covered = _covered(text, chunks, places)
    return next((i for i in range(len(text)) if not covered[i] and not text[i].isspace()), None)


def _over(text: str, chunk: str, index: int, low: int = 0) -> int:
    """Where the first copy of `chunk` that covers `index` starts (at `low` or later), or -1. The search ends past
    `index`, so a long text costs it the chunk's own length."""
    return text.find(chunk, max(low, index - len(chunk) + 1), index + len(chunk)) if chunk else -1


def _moved_over(text: str, chunks: list[str], places: list[int | None], missing: int) -> list[int | None] | None:
    """The places with one chunk moved to another copy of itself that covers `missing`, in order with its
    neighbours, when that leaves the first uncovered character later than `missing`; None when no move does."""
    for number, start in _copies_over(text, chunks, places, missing):
        moved = [*places[:number], start, *places[number + 1 :]]
        later = _uncovered(text, chunks, moved)
        if later is None or later > missing:
            return moved
    return None


def _standing_over(text: str, chunks: list[str], places: list[int | None], missing: int) -> bool:
    return next(_copies_over(text, chunks, places, missing), None) is not None


def _copies_over(text: str, chunks: list[str], places: list[int | None], missing: int) -> Iterator[tuple[int, int]]:
    """(chunk number, start) for each copy of a chunk that covers `missing` and keeps the chunk in order with its
    placed neighbours."""
    before: list[int] = []  # the place of the last placed chunk before each chunk (0 for none)
    last = 0
    for place in places:
        before.append(last)
        last = place if place is not None else last
    after: list[int] = []  # the place of the first placed chunk after each chunk (the text's end for none)
    first = len(text)
    for place in reversed(places):
        after.append(first)
        first = place if place is not None else first
    after.reverse()
    for number, chunk in enumerate(chunks):
        start = _over(text, chunk, missing, before[number])
        while 0 <= start <= min(missing, after[number]):
            yield number, start
            start = text.find(chunk, start + 1, missing + len(chunk))


def cuts_only_long_words(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """a chunk cuts a word only when that word alone is longer than `size`"""
    text, size = arguments["text"], arguments["size"]
    for number, (chunk, place) in enumerate(
        zip(answer, _placed(text, answer, size, arguments["overlap"]), strict=True)
    ):
        if place is None:
            continue
        end = place + len(chunk)
        cuts = []
        if place > 0 and not text[place - 1].isspace():
            cuts.append(("starts", place))
        if end < len(text) and not text[end].isspace():
            cuts.append(("ends", end - 1))
        for side, inside in cuts:
            word = _word_at(text, inside)
            if len(word) <= size:
                return (
                    f"chunk {number} {side} inside the word {_shown(word)}, which fits in a chunk "
                    f"({len(word)} characters, and size is {size})"
                )
    return None


def fills_each_chunk(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """a chunk ends only where the next word would take it past `size` characters"""
    import bisect

    text, size = arguments["text"], arguments["size"]
    pieces = list(units(text, size))
    starts = [start for start, _ in pieces]
    for number, (chunk, place) in enumerate(
        zip(answer, _placed(text, answer, size, arguments["overlap"]), strict=True)
    ):
        if place is None:
            continue
        after = bisect.bisect_left(starts, place + len(chunk))
        if after < len(pieces) and pieces[after][1] - place <= size:
            start, end = pieces[after]
            return (
                f"chunk {number} {_shown(chunk)} could also hold the next word {_shown(text[start:end])} "
                f"(together {end - place} characters, and size is {size})"
            )
    return None


def carries_whole_words_that_leave_room(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """each chunk starts later than the one before, carrying over only the last whole words of that chunk that
    fit in `overlap` characters and leave room for the next word"""
    import bisect

    text, size, overlap = arguments["text"], arguments["size"], arguments["overlap"]
    pieces = list(units(text, size))
    starts = [start for start, _ in pieces]
    places = _placed(text, answer, size, overlap)
    for number in range(1, len(answer)):
        before, place = places[number - 1], places[number]
        if before is None or place is None:
            continue
        if place <= before:
            return f"chunk {number} starts at character {place}, no later than chunk {number - 1} (character {before})"
        end = before + len(answer[number - 1])
        inside = pieces[bisect.bisect_left(starts, before) : bisect.bisect_left(starts, end)]
        upcoming = bisect.bisect_left(starts, end)
        if not inside or upcoming == len(pieces):
            continue
        keep = len(inside)
        while keep > 1:
            start = inside[keep - 1][0]
            if end - start > overlap or pieces[upcoming][1] - start > size:
                break
            keep -= 1
        expected = inside[keep][0] if keep < len(inside) else pieces[upcoming][0]
        if place != expected:
            return (
                f"chunk {number} starts at character {place} ({_shown(_from(text, place))}), but carrying over only "
                f"the last whole words of chunk {number - 1} that fit in {overlap} characters and leave room for the "
                f"next word, it starts at character {expected} ({_shown(_from(text, expected))})"
            )
    return None


def stops_at_the_end(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """no chunk comes after the one that holds the last word"""
    text = arguments["text"]
    words = text.split()
    if not words:
        return None
    last = text.rstrip()
    for number, (chunk, place) in enumerate(
        zip(answer, _placed(text, answer, arguments["size"], arguments["overlap"]), strict=True)
    ):
        if place is not None and place + len(chunk) == len(last) and number + 1 < len(answer):
            return (
                f"chunk {number + 1} comes after chunk {number}, which already holds the last word {_shown(words[-1])}"
            )
    return None


PROMISES = (
    chunks_are_stretches_of_the_text,
    chunks_fit_in_size,
    keeps_every_character,
    cuts_only_long_words,
    fills_each_chunk,
    carries_whole_words_that_leave_room,
    stops_at_the_end,
)


def _shown(text: str, most: int = 40) -> str:
    return repr(text) if len(text) <= most else repr(text[: most - 3] + "...")


def _from(text: str, position: int) -> str:
    """The text from `position` to the end of its word: where a chunk starts, inside a long word's pieces too."""
    end = position
    while end < len(text) and not text[end].isspace():
        end += 1
    return text[position:end]


def _word_at(text: str, position: int) -> str:
    """The whole word (run of non-whitespace) around `position`."""
    start, end = position, position
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return text[start:end]


def _placed(text: str, chunks: list[str], size: int, overlap: int) -> list[int | None]:
    """Where each chunk starts in the text: where the reference's chunk of the same number starts when it is
    there, else at the first copy after the chunk before (else anywhere); None when it is not in the text."""
    right = [start for start, _ in windows(text, size, overlap)]
    places: list[int | None] = []
    after = 0
    for number, chunk in enumerate(chunks):
        place: int | None = None
        if chunk and number < len(right) and text.startswith(chunk, right[number]):
            place = right[number]
        elif chunk:
            found = text.find(chunk, after)
            found = found if found >= 0 else text.find(chunk)
            place = found if found >= 0 else None
        places.append(place)
        if place is not None:
            after = place + 1
    return places


# Inputs at the edges of the task, tried before the random ones: whatever the seed, these are compared.
BOUNDARY = [
    {"text": "", "size": 1, "overlap": 0},
    {"text": " \t\n ", "size": 3, "overlap": 1},
    {"text": "a", "size": 1, "overlap": 0},
    {"text": "word", "size": 2, "overlap": 1},
    {"text": "ab cd", "size": 5, "overlap": 0},
    {"text": "ab cd ef", "size": 5, "overlap": 2},
    {"text": "a b c d", "size": 3, "overlap": 2},
    {"text": "a  b\tc", "size": 4, "overlap": 1},
    {"text": "ab cdefghijklmnop qr", "size": 6, "overlap": 3},
    {"text": "abcdefghijklmnopqrstuvwxyz end of text", "size": 8, "overlap": 2},
    # Words exactly size long and exactly twice size, with words after them: a cut at a long word's very end.
    {"text": "abcdef gh", "size": 3, "overlap": 1},
    {"text": "x abcd ef", "size": 4, "overlap": 2},
    {"text": "é😀 naïve 日本語", "size": 5, "overlap": 2},
]


def inputs() -> Any:
    """A Hypothesis strategy for solve's arguments: texts with short and over-long words."""
    from hypothesis import strategies as st

    short = st.sampled_from(["a", "ab", "the", "cat", "Go,", "é", "naïve", "日本", "😀", "👍🏽"])
    visible = st.characters(exclude_categories=("Z", "C"))
    word = st.one_of(
        short,
        st.text(visible, min_size=1, max_size=5),
        # Longer than most windows, so it has to be cut: now and then at a combining accent, which is a character
        # of its own (a cut counts characters, not what a reader sees as one letter).
        st.text(st.sampled_from([*"abcdefghijklmnopqrstuvwxyz", "\u0301", "\u0308"]), min_size=6, max_size=30),
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
        # Often a size the whole text fits in (one chunk): code that takes a short cut for it is tried too.
        size = draw(
            st.integers(min_value=1, max_value=25) | st.integers(min_value=max(1, len(text)), max_value=len(text) + 3)
        )
        overlap = draw(st.integers(min_value=0, max_value=size - 1))
        return {"text": text, "size": size, "overlap": overlap}

    return arguments()
