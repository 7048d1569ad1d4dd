"""Reference for chunk_words: windows of words, each sharing `overlap` words with the one before."""

from __future__ import annotations

from typing import Any


def solve(text: str, size: int, overlap: int) -> list[str]:
    """Chunks of `size` words; each one repeats the last `overlap` words of the one before."""
    # Step 1: turn the text into words. Any run of whitespace separates two words; nothing else does.
    words = text.split()
    return [" ".join(words[first:end]) for first, end in chunk_spans(len(words), size, overlap)]


def chunk_spans(word_count: int, size: int, overlap: int) -> list[tuple[int, int]]:
    """(first word, end) of each chunk, ends exclusive: where the windows fall, whatever the words are."""
    # Step 3: every later window begins `size - overlap` words after the one before.
    step = size - overlap
    spans: list[tuple[int, int]] = []
    # Step 2: the first window begins at word 0 and takes `size` words.
    first = 0  # index of the chunk's first word
    while first < word_count:
        # A window that runs past the last word just stops there: a short final chunk.
        end = min(first + size, word_count)
        spans.append((first, end))
        # Step 4: stop right after the window that reaches the last word (a later one would repeat it).
        if end >= word_count:
            break
        # Step 3: every later window begins `size - overlap` words after the one before.
        first += step
    return spans


# ---- For the grader, not part of the answer: the lesson's promises as checks, and the inputs to try first.
# A promise is a function (arguments, answer) -> None when the answer keeps it, else one sentence of evidence
# from this input. Its docstring is the promise, word for word as in the lesson's list (`kata cases check`).


def chunks_are_runs_of_words(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """every chunk is some of the text's words, side by side as in the text, joined by single spaces"""
    words = arguments["text"].split()
    known = set(words)
    places = _placed(words, answer, arguments["size"] - arguments["overlap"])
    for number, chunk in enumerate(answer):
        if not chunk.split():
            return f"chunk {number} is {chunk!r}, which holds no word"
        run = chunk.split(" ")
        if "" in run:
            return f"chunk {number} {_shown(chunk)} has a space at one end or two spaces in a row"
        for word in run:
            if word not in known:
                if any(char.isspace() for char in word):
                    return f"chunk {number} holds {word!r}: the whitespace inside it separates two words"
                return f"chunk {number} holds {word!r}, which is not a word of the text"
        if places[number] is None:
            return f"chunk {number} {_shown(chunk)} is not a run of the text's words"
    return None


def chunks_hold_at_most_size_words(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """no chunk holds more than `size` words"""
    return _too_long(answer, arguments["size"], "chunk")


def stops_at_the_last_word(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """the last chunk holds the last word, and no chunk comes after the one that does"""
    words = arguments["text"].split()
    return _stop(words, answer, _placed(words, answer, arguments["size"] - arguments["overlap"]), "chunk")


def steps_by_size_minus_overlap(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """the first chunk starts at the first word, and each later one starts `size - overlap` words after the
    one before"""
    size, overlap = arguments["size"], arguments["overlap"]
    words = arguments["text"].split()
    return _step(words, answer, _placed(words, answer, size - overlap), size, overlap, "chunk")


def only_the_last_chunk_is_short(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """every chunk but the last holds exactly `size` words"""
    return _short(answer, arguments["size"], "chunk")


PROMISES = (
    chunks_are_runs_of_words,
    chunks_hold_at_most_size_words,
    stops_at_the_last_word,
    steps_by_size_minus_overlap,
    only_the_last_chunk_is_short,
)


def _shown(text: str, most: int = 40) -> str:
    return repr(text) if len(text) <= most else repr(text[: most - 3] + "...")


def _placed(words: list[str], chunks: list[str], step: int) -> list[int | None]:
    """Where each chunk sits among the words: at its right place when it is there, else at the first run
    of the same words after the chunk before (else anywhere); None when it is no run of the words."""
    import bisect

    where: dict[str, list[int]] = {}
    for index, word in enumerate(words):
        where.setdefault(word, []).append(index)
    places: list[int | None] = []
    after = 0
    for number, chunk in enumerate(chunks):
        run = chunk.split(" ")
        place: int | None = None
        if not all(word in where for word in run):
            pass  # holds a word the text has not: no run of its words
        elif words[number * step : number * step + len(run)] == run:
            place = number * step
        else:
            starts = where.get(run[0], [])
            later = bisect.bisect_left(starts, after)
            for turn in range(len(starts)):  # the runs after the chunk before first, then the earlier ones
                start = starts[(later + turn) % len(starts)]
                if words[start : start + len(run)] == run:
                    place = start
                    break
        places.append(place)
        if place is not None:
            after = place + 1
    return places


def _too_long(chunks: list[str], size: int, unit: str) -> str | None:
    for number, chunk in enumerate(chunks):
        count = len(chunk.split())
        if count > size:
            return f"{unit} {number} holds {count} words; size is {size}"
    return None


def _stop(words: list[str], chunks: list[str], places: list[int | None], unit: str) -> str | None:
    if not words:
        return f"the text has no words, yet there are {len(chunks)} {unit}s" if chunks else None
    last = f"the last word {words[-1]!r} (word {len(words) - 1})"
    for number, (chunk, place) in enumerate(zip(chunks, places, strict=True)):
        if place is not None and place + len(chunk.split(" ")) == len(words):
            if number + 1 < len(chunks):
                return f"{unit} {number + 1} comes after {unit} {number}, which already holds {last}"
            return None
    return f"{last} is in no {unit}" + ("" if chunks else f": there are no {unit}s")


def _step(
    words: list[str], chunks: list[str], places: list[int | None], size: int, overlap: int, unit: str
) -> str | None:
    step = size - overlap
    for number, place in enumerate(places):
        if place is None:
            continue
        if number == 0:
            if place != 0:
                return f"{unit} 0 starts with {words[place]!r}, not with the first word {words[0]!r}"
            continue
        before = places[number - 1]
        if before is None or place - before == step:
            continue
        if place <= before:
            return f"{unit} {number} starts at word {place}, not after {unit} {number - 1} (word {before})"
        if len(chunks[number - 1].split(" ")) == size:
            shared = max(0, before + size - place)
            return f"{unit}s {number - 1} and {number} share {shared} word{'s' * (shared != 1)}; overlap is {overlap}"
        return f"{unit} {number} starts {place - before} words after {unit} {number - 1}; the step is {step}"
    return None


def _short(chunks: list[str], size: int, unit: str) -> str | None:
    for number, chunk in enumerate(chunks[:-1]):
        count = len(chunk.split())
        if count < size:
            return (
                f"{unit} {number} holds {count} word{'s' * (count != 1)}, but only the last {unit} may hold "
                f"fewer than size ({size})"
            )
    return None


# Inputs at the edges of the task, tried before the random ones: whatever the seed, these are compared.
BOUNDARY = [
    {"text": "", "size": 1, "overlap": 0},
    {"text": " \t\n ", "size": 2, "overlap": 1},
    {"text": "word", "size": 1, "overlap": 0},
    {"text": "word", "size": 3, "overlap": 2},
    {"text": "one two", "size": 3, "overlap": 2},
    {"text": "a b", "size": 2, "overlap": 1},
    {"text": "a b c", "size": 2, "overlap": 1},
    {"text": "a b c d", "size": 2, "overlap": 0},
    {"text": "a b c d e", "size": 3, "overlap": 2},
    {"text": "  a\u00a0b\tc\r\nd  ", "size": 2, "overlap": 1},
    {"text": "la la la la la", "size": 2, "overlap": 1},
]


def inputs() -> Any:
    """A Hypothesis strategy for solve's arguments: small messy texts, every legal size/overlap."""
    from hypothesis import strategies as st

    # Few distinct words, so repeats are common; punctuation and non-Latin scripts on purpose.
    plain = ["the", "cat", "sat", "on", "mat", "a", "b", "c"]
    marked = ["Hello,", "world!", "it's", "9:30", "a.m.", "(note)", "—"]
    foreign = ["café", "naïve", "Zoë", "日本語", "😀", "👍🏽"]
    pool = plain + marked + foreign
    # Letters, digits, punctuation and symbols from all of Unicode, never a space-like character.
    visible = st.characters(exclude_categories=("Z", "C"))
    word = st.one_of(st.sampled_from(pool), st.text(visible, min_size=1, max_size=6))
    gap = st.sampled_from([" ", " ", " ", "  ", "\t", "\n", " \n ", "\r\n", "   \t"])
    edge = st.sampled_from(["", "", " ", "  ", "\n", "\t ", " \n\t "])

    @st.composite
    def arguments(draw: Any) -> dict[str, Any]:
        words = draw(st.lists(word, max_size=40))
        text = draw(edge)
        for index, item in enumerate(words):
            text += (draw(gap) if index else "") + item
        text += draw(edge)
        # Often a size the whole text fits in (one chunk): code that takes a short cut for it is tried too.
        size = draw(
            st.integers(min_value=1, max_value=12) | st.integers(min_value=max(1, len(words)), max_value=len(words) + 2)
        )
        overlap = draw(st.integers(min_value=0, max_value=size - 1))
        return {"text": text, "size": size, "overlap": overlap}

    return arguments()
