"""Reference for pack_sentences: glue whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def solve(sentences: list[str], limit: int) -> list[str]:
    """Pieces of whole sentences with at most `limit` words each; a longer sentence stands alone."""
    # Step 1: start with an empty piece.
    pieces: list[str] = []
    current: list[str] = []  # the words of the piece being filled
    for sentence in sentences:
        # Step 2: count the sentence's words (an empty sentence adds nothing).
        words = sentence.split()
        if not words:
            continue  # an empty sentence adds nothing and must not make an empty piece
        # Step 3: close the piece when it holds words and this sentence would take it over the limit.
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        # Step 4: put the sentence into the piece, a fresh one if it was just closed; an over-long one lands in an
        #    empty piece.
        current.extend(words)
    # Step 5: at the end, add the last piece if it holds anything.
    if current:
        pieces.append(" ".join(current))
    return pieces


# ---- For the grader, not part of the answer: the lesson's promises as checks, and the inputs to try first.
# A promise is a function (arguments, answer) -> None when the answer keeps it, else one sentence of evidence
# from this input. Its docstring is the promise, word for word as in the lesson's list (`kata cases check`).
# Sentences are numbered from 0 in the order of the list, empty ones included, like the pieces.


def pieces_are_whole_sentences(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """every piece is one or more whole sentences, their words joined by single spaces"""
    parts = _parts(arguments["sentences"], answer)
    for number, piece in enumerate(answer):
        if not piece.split():
            return f"piece {number} is {piece!r}, which holds no word"
        words = piece.split(" ")
        if "" in words:
            return f"piece {number} {_shown(piece)} has a space at one end or two spaces in a row"
        for word in words:
            if any(char.isspace() for char in word):
                return f"piece {number} holds {word!r}: tabs and line breaks become single spaces"
        if parts[number] is None:
            return f"piece {number} {_shown(piece)} is not made of whole sentences"
    return None


def keeps_every_sentence_in_order(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """every sentence with words is in exactly one piece, in the order of the list"""
    sentences = arguments["sentences"]
    wanted = [index for index, sentence in enumerate(sentences) if sentence.split()]
    parts = _parts(sentences, answer)
    placed = [index for part in parts for index in part or ()]
    for position, index in enumerate(placed):
        if position < len(wanted) and index == wanted[position]:
            continue
        if index in placed[:position]:
            return f"sentence {index} {_shown(sentences[index])} is in two pieces"
        if position < len(wanted) and wanted[position] not in placed:
            return f"sentence {wanted[position]} {_shown(sentences[wanted[position]])} is in no piece"
        if position < len(wanted):
            return f"sentence {index} comes before sentence {wanted[position]}: sentences keep their order"
        return None
    if len(placed) < len(wanted) and all(part is not None for part in parts):
        missing = wanted[len(placed)]
        return f"sentence {missing} {_shown(sentences[missing])} is in no piece"
    return None


def pieces_fit_in_limit(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """a piece holds at most `limit` words, unless it is a single sentence that is longer by itself"""
    limit = arguments["limit"]
    for number, (piece, part) in enumerate(zip(answer, _parts(arguments["sentences"], answer), strict=True)):
        count = len(piece.split())
        if count > limit and (part is None or len(part) > 1):
            return f"piece {number} holds {count} words; limit is {limit}"
    return None


def pieces_are_full(arguments: dict[str, Any], answer: list[str]) -> str | None:
    """a piece is closed only when the next sentence would take it past `limit` words"""
    sentences, limit = arguments["sentences"], arguments["limit"]
    parts = _parts(sentences, answer)
    for number in range(len(answer) - 1):
        part, following = parts[number], parts[number + 1]
        if not part or not following:
            continue
        held, coming = len(answer[number].split()), len(sentences[following[0]].split())
        if held + coming <= limit:
            return f"piece {number} could also hold the next sentence ({held} + {coming} words, and limit is {limit})"
    return None


PROMISES = (
    pieces_are_whole_sentences,
    keeps_every_sentence_in_order,
    pieces_fit_in_limit,
    pieces_are_full,
)


def _shown(text: str, most: int = 40) -> str:
    return repr(text) if len(text) <= most else repr(text[: most - 3] + "...")


def _parts(sentences: list[str], pieces: list[str]) -> list[list[int] | None]:
    """The sentences (their numbers) each piece is made of; None for a piece that is not whole sentences.

    Equal sentences are told apart by order: a piece takes the first one of them no piece has taken yet.
    """
    kinds: dict[tuple[str, ...], list[int]] = {}  # each distinct sentence → the numbers it has in the list
    for number, sentence in enumerate(sentences):
        if sentence.split():
            kinds.setdefault(tuple(sentence.split()), []).append(number)
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for kind in kinds:
        by_first.setdefault(kind[0], []).append(kind)
    taken = dict.fromkeys(kinds, 0)
    return [_whole_sentences(piece.split(" "), kinds, by_first, taken) for piece in pieces]


def _whole_sentences(
    piece: list[str],
    kinds: dict[tuple[str, ...], list[int]],
    by_first: dict[str, list[tuple[str, ...]]],
    taken: dict[tuple[str, ...], int],
) -> list[int] | None:
    """Sentences whose words, one after another, are `piece` (those earliest in the list first); they count as
    taken. A search with backtracking, on a stack: a piece may hold thousands of sentences."""

    def next_number(kind: tuple[str, ...]) -> int:
        numbers = kinds[kind]
        return numbers[min(taken[kind], len(numbers) - 1)]  # all taken: the last again (a sentence used twice)

    def options(position: int) -> Iterator[tuple[str, ...]]:
        fitting = [
            kind for kind in by_first.get(piece[position], []) if tuple(piece[position : position + len(kind)]) == kind
        ]
        return iter(sorted(fitting, key=lambda kind: (taken[kind] >= len(kinds[kind]), next_number(kind))))

    frames = [(0, options(0))] if piece else []
    picks: list[tuple[tuple[str, ...], int]] = []
    while frames:
        position, choices = frames[-1]
        if position == len(piece):
            return [number for _, number in picks]
        kind = next(choices, None)
        if kind is not None:
            picks.append((kind, next_number(kind)))
            taken[kind] += 1
            following = position + len(kind)
            frames.append((following, options(following) if following < len(piece) else iter(())))
            continue
        frames.pop()
        if picks:
            undone, _ = picks.pop()
            taken[undone] -= 1
    return None


# Inputs at the edges of the task, tried before the random ones: whatever the seed, these are compared.
BOUNDARY = [
    {"sentences": [], "limit": 1},
    {"sentences": ["", " \t"], "limit": 2},
    {"sentences": ["word"], "limit": 1},
    {"sentences": ["a b", "c"], "limit": 3},
    {"sentences": ["a b", "c d"], "limit": 3},
    {"sentences": ["a b c", "d e f", "g"], "limit": 4},
    {"sentences": ["a b c d e", "f"], "limit": 2},
    {"sentences": ["a", "b c d e", "f"], "limit": 2},
    {"sentences": ["a\tb", "", "c\nd "], "limit": 10},
    {"sentences": ["x", "x", "x"], "limit": 2},
]


def inputs() -> Any:
    """A Hypothesis strategy for solve's arguments: short lists of sentences of 0 to 12 words."""
    from hypothesis import strategies as st

    word = st.sampled_from(["the", "item", "box", "14", "days,", "free.", "café", "日本", "😀", "a"])
    gap = st.sampled_from([" ", " ", "  ", "\t", "\n"])
    sentence = st.lists(st.tuples(word, gap), max_size=12).map(
        lambda pairs: "".join(item + space for item, space in pairs).rstrip(" ")
    )
    return st.fixed_dictionaries(
        {
            "sentences": st.lists(st.one_of(sentence, st.sampled_from(["", "  "])), max_size=10),
            "limit": st.integers(min_value=1, max_value=20),
        }
    )
