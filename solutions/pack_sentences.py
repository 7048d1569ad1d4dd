"""Reference for pack_sentences: glue whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations

from typing import Any


def solve(sentences: list[str], limit: int) -> list[str]:
    """Pieces of whole sentences with at most `limit` words each; a longer sentence stands alone."""
    pieces: list[str] = []
    current: list[str] = []  # the words of the piece being filled
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue  # an empty sentence adds nothing and must not make an empty piece
        # Close the piece when this sentence would take it over the limit.
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        # An over-long sentence lands in an empty piece and is closed by the next sentence.
        current.extend(words)
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
    placed = [index for part in _parts(sentences, answer) for index in part or ()]
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
    if len(placed) < len(wanted) and all(part is not None for part in _parts(sentences, answer)):
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
            return f"piece {number} could also hold the next sentence ({held} + {coming} ≤ {limit} words)"
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
    """The sentences (their numbers) each piece is made of, read in order where it can be, else in any order;
    None for a piece that is not whole sentences."""
    words = [sentence.split() for sentence in sentences]
    by_first: dict[str, list[int]] = {}
    for index, sentence_words in enumerate(words):
        if sentence_words:
            by_first.setdefault(sentence_words[0], []).append(index)
    parts: list[list[int] | None] = []
    following = 0  # the sentence a piece should begin with
    for piece in pieces:
        found = _whole_sentences(piece.split(" "), words, by_first, following)
        parts.append(found)
        if found:
            following = found[-1] + 1
    return parts


def _whole_sentences(
    piece: list[str], words: list[list[str]], by_first: dict[str, list[int]], following: int
) -> list[int] | None:
    """Numbers of sentences whose words, one after another, are `piece`: the next ones in order first."""
    import bisect

    best: dict[tuple[int, int], list[int] | None] = {}

    def read(position: int, expected: int) -> list[int] | None:
        if position == len(piece):
            return []
        if (position, expected) not in best:
            best[position, expected] = None
            starting = by_first.get(piece[position], [])
            later = bisect.bisect_left(starting, expected)
            for index in [*starting[later:], *starting[:later]]:  # the next sentences in order first
                if piece[position : position + len(words[index])] == words[index]:
                    rest = read(position + len(words[index]), index + 1)
                    if rest is not None:
                        best[position, expected] = [index, *rest]
                        break
        return best[position, expected]

    return read(0, following)


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
