"""Reference for merge_hits: merge the retrieved chunks that share words, in document order."""

from __future__ import annotations

from typing import Any


def chunk_spans(word_count: int, size: int, overlap: int) -> list[tuple[int, int]]:
    """(first word, end) of each chunk of chunk_words, ends exclusive."""
    # Step 1: each chunk's word range, cut exactly as chunk_words cuts it (the same stop rule).
    spans: list[tuple[int, int]] = []
    first = 0
    while first < word_count:
        end = min(first + size, word_count)
        spans.append((first, end))
        if end == word_count:
            break
        first += size - overlap
    return spans


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    """One text per group of hit chunks that share words, each word once, in document order."""
    words = text.split()
    spans = chunk_spans(len(words), size, overlap)
    # Step 2: keep only the hits that name a real chunk, each once, sorted (rank order does not matter).
    chosen = sorted({hit for hit in hits if 0 <= hit < len(spans)})
    groups: list[list[int]] = []  # [first word, end] of each merged text
    for hit in chosen:
        first, end = spans[hit]
        # Step 3: a chunk that starts before the current group ends stretches it; otherwise a new group.
        if groups and first < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([first, end])
    # Step 4: each group becomes one text, its words joined by single spaces.
    return [" ".join(words[first:end]) for first, end in groups]


# ---- For the grader, not part of the answer: the lesson's promises as checks, and the inputs to try first.
# A promise is a function (arguments, answer) -> None when the answer keeps it, else one sentence of evidence
# from this input. Its docstring is the promise, word for word as in the lesson's list (`kata cases check`).


def texts_are_runs_of_words(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """every text is some of the text's words, side by side as in the text, each once, joined by single spaces"""
    words, spans, valid = _chunks(arguments)
    known = set(words)
    places = _placed(words, answer, spans, valid)
    for number, text in enumerate(answer):
        if not text.split():
            return f"text {number} is {text!r}, which holds no word"
        run = text.split(" ")
        if "" in run:
            return f"text {number} {_shown(text)} has a space at one end or two spaces in a row"
        for word in run:
            if word not in known:
                return f"text {number} holds {_shown(word)}, which is not a word of the text"
        if places[number] is None:
            glued = _glued(words, spans, valid, run)
            if glued:
                first, second, shared = glued
                return (
                    f"text {number} glues chunks {first} and {second} together, so the words they share, "
                    f"{_shown(shared)}, come twice"
                )
            return f"text {number} {_shown(text)} is not a run of the text's words"
    return None


def adds_nothing_outside_the_hits(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """no text holds a word that no hit chunk holds: a hit below 0 or past the last chunk names no chunk"""
    words, spans, valid = _chunks(arguments)
    held = _covered(len(words), [spans[hit] for hit in valid])
    places = _placed(words, answer, spans, valid)
    for number, (text, place) in enumerate(zip(answer, places, strict=True)):
        if place is None:
            continue
        for index in range(place, place + len(text.split(" "))):
            if not held[index]:
                stray = [hit for hit in arguments["hits"] if not 0 <= hit < len(spans)]
                names = (
                    f"; there are {len(spans)} chunks, so hit{'s' * (len(set(stray)) > 1)} "
                    f"{', '.join(map(str, sorted(set(stray))))} name{'s' * (len(set(stray)) == 1)} no chunk"
                    if stray
                    else ""
                )
                return f"text {number} holds {words[index]!r} (word {index}), which no hit chunk holds{names}"
    return None


def keeps_every_hit(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """every word of every hit chunk is in a text"""
    words, spans, valid = _chunks(arguments)
    places = _placed(words, answer, spans, valid)
    covered = _covered(
        len(words),
        [
            (place, place + len(text.split(" ")))
            for text, place in zip(answer, places, strict=True)
            if place is not None
        ],
    )
    for hit in valid:
        first, end = spans[hit]
        if not any(covered[first:end]):
            return f"hit {hit} (chunk {hit}, {_shown(' '.join(words[first:end]))}) is in no text"
        if not all(covered[first:end]):
            missing = first + covered[first:end].index(False)
            return f"hit {hit} (chunk {hit}) is only partly in the texts: its word {words[missing]!r} is missing"
    return None


def merges_exactly_the_chunks_that_share_words(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """two hit chunks are in one text exactly when they share a word, directly or through other hit chunks"""
    import itertools

    words, spans, valid = _chunks(arguments)
    places = _placed(words, answer, spans, valid)
    texts = [
        (place, place + len(text.split(" "))) for text, place in zip(answer, places, strict=True) if place is not None
    ]

    def text_of(hit: int) -> int | None:
        first, end = spans[hit]
        return next((number for number, (start, stop) in enumerate(texts) if start <= first and end <= stop), None)

    reach = -1  # the end of the group of hit chunks so far
    for before, hit in itertools.pairwise(valid):
        reach = max(reach, spans[before][1])
        one, other = text_of(before), text_of(hit)
        if one is None or other is None:
            continue
        if spans[hit][0] < reach and one != other:
            shared = " ".join(words[spans[hit][0] : min(reach, spans[hit][1])])
            return f"chunk {hit} shares {_shown(shared)} with the hit chunks before it, yet it is in another text"
        if spans[hit][0] >= reach and one == other:
            return (
                f"chunks {before} and {hit} share no word (chunk {hit} starts at word {spans[hit][0]}, where the "
                f"hit chunks before it end), yet they are in one text"
            )
        if spans[hit][0] >= reach:
            reach = -1
    return None


def in_document_order(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """the texts come in document order, whatever the order of the hits"""
    words, spans, valid = _chunks(arguments)
    places = _placed(words, answer, spans, valid)
    for number in range(1, len(answer)):
        before, place = places[number - 1], places[number]
        if before is not None and place is not None and place < before:
            first = _first_hit(spans, valid, place)
            earlier = _first_hit(spans, valid, before)
            if first is not None and earlier is not None:
                return (
                    f"the text of hit {earlier} (text {number - 1}) comes before the text of hit {first} "
                    f"(text {number}): not in document order"
                )
            return (
                f"text {number} starts at word {place}, before text {number - 1} (word {before}): not in document order"
            )
    return None


PROMISES = (
    texts_are_runs_of_words,
    adds_nothing_outside_the_hits,
    keeps_every_hit,
    in_document_order,
    merges_exactly_the_chunks_that_share_words,
)


def _shown(text: str, most: int = 40) -> str:
    return repr(text) if len(text) <= most else repr(text[: most - 3] + "...")


def _chunks(arguments: dict[str, Any]) -> tuple[list[str], list[tuple[int, int]], list[int]]:
    """The words, every chunk's word range, and the hits that name a chunk (sorted, each once)."""
    words = arguments["text"].split()
    spans = chunk_spans(len(words), arguments["size"], arguments["overlap"])
    return words, spans, sorted({hit for hit in arguments["hits"] if 0 <= hit < len(spans)})


def _covered(count: int, ranges: list[tuple[int, int]]) -> list[bool]:
    covered = [False] * count
    for first, end in ranges:
        covered[first:end] = [True] * (end - first)
    return covered


def _first_hit(spans: list[tuple[int, int]], valid: list[int], place: int) -> int | None:
    return next((hit for hit in valid if spans[hit][0] == place), None)


def _placed(words: list[str], texts: list[str], spans: list[tuple[int, int]], valid: list[int]) -> list[int | None]:
    """Where each text starts among the words: where the right answer's text of the same number starts when it
    is there, else at a hit chunk's start, else anywhere (the first after the text before, when there is one);
    None when it is no run of the words."""
    starts = [spans[hit][0] for hit in valid]
    right: list[int] = []  # where the right answer's texts start
    reach = -1
    for hit in valid:
        if spans[hit][0] >= reach:
            right.append(spans[hit][0])
        reach = max(reach, spans[hit][1])
    known = set(words)
    places: list[int | None] = []
    after = 0
    for number, text in enumerate(texts):
        run = text.split(" ")
        if not known.issuperset(run):
            places.append(None)  # holds a word the text has not: no run of its words
            continue
        places_to_try = [*right[number : number + 1], *starts, *range(after, len(words)), *range(after)]
        place = next((start for start in places_to_try if words[start : start + len(run)] == run), None)
        places.append(place)
        if place is not None:
            after = place + 1
    return places


def _glued(
    words: list[str], spans: list[tuple[int, int]], valid: list[int], run: list[str]
) -> tuple[int, int, str] | None:
    """Two overlapping hit chunks whose texts, one after the other, begin `run`: the shared words come twice."""
    import itertools

    for first, second in itertools.pairwise(valid):
        (a, end_a), (b, end_b) = spans[first], spans[second]
        if b < end_a and run[: (end_a - a) + (end_b - b)] == words[a:end_a] + words[b:end_b]:
            return first, second, " ".join(words[b:end_a])
    return None


# Inputs at the edges of the task, tried before the random ones: whatever the seed, these are compared.
BOUNDARY = [
    {"text": "", "size": 2, "overlap": 1, "hits": [0]},
    {"text": "word", "size": 1, "overlap": 0, "hits": [0, 1, -1]},
    {"text": "a b c d e", "size": 3, "overlap": 1, "hits": [2]},
    {"text": "a b c d e", "size": 3, "overlap": 2, "hits": [3, 2]},
    {"text": "the cat sat on the red mat", "size": 4, "overlap": 2, "hits": [3, 0]},
    {"text": "a b c d", "size": 2, "overlap": 0, "hits": [-1]},
    {"text": "a b c d", "size": 2, "overlap": 1, "hits": [-2, 0]},
    {"text": "a b c d e f", "size": 2, "overlap": 0, "hits": [2, 1, 0]},
    {"text": "a b c d e f g", "size": 3, "overlap": 2, "hits": [4, 0, 2]},
    {"text": "a b c d e f g h", "size": 2, "overlap": 0, "hits": [3, 0]},
    {"text": "a b c", "size": 2, "overlap": 1, "hits": []},
]


def inputs() -> Any:
    """A Hypothesis strategy for solve's arguments: small texts, any size/overlap, messy hits."""
    from hypothesis import strategies as st

    word = st.sampled_from(["the", "money", "goes", "back", "a", "b", "14", "days,", "café", "😀"])
    gap = st.sampled_from([" ", " ", "  ", "\t", "\n"])

    @st.composite
    def arguments(draw: Any) -> dict[str, Any]:
        items = draw(st.lists(st.tuples(word, gap), max_size=40))
        text = draw(st.sampled_from(["", " ", "\n"])) + "".join(w + g for w, g in items)
        # Often a size the whole text fits in (one chunk): code that takes a short cut for it is tried too.
        size = draw(
            st.integers(min_value=1, max_value=10) | st.integers(min_value=max(1, len(items)), max_value=len(items) + 2)
        )
        overlap = draw(st.integers(min_value=0, max_value=size - 1))
        chunks = len(chunk_spans(len(text.split()), size, overlap))
        # Mostly real chunk numbers (the first and the last among them), some repeated, some negative or past the end.
        near = st.integers(min_value=-2, max_value=chunks + 1)
        hits = draw(st.lists(near | st.integers(min_value=-3, max_value=25), max_size=8))
        return {"text": text, "size": size, "overlap": overlap, "hits": hits}

    return arguments()
