"""Known wrong answers to check_the_cut, one function per classic mistake (same signature as solve)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())
TIE = 1e-9
Row = tuple[int, int, float, bool]


def _cut(text: str, size: int, overlap: int) -> list[list[str]]:
    words = text.split()
    pieces, first = [], 0
    while first < len(words):
        pieces.append(words[first : first + size])
        if first + size >= len(words):
            break
        first += size - overlap
    return pieces


def _cosine(first: list[str], second: list[str]) -> float:
    a = Counter(w for w in (x.lower() for x in first) if w not in STOP_WORDS)
    b = Counter(w for w in (x.lower() for x in second) if w not in STOP_WORDS)
    lengths = sum(c * c for c in a.values()) * sum(c * c for c in b.values())
    return sum(c * b[w] for w, c in a.items()) / math.sqrt(lengths) if lengths else 0.0


def _nearest(pieces: list[list[str]], query: list[str], later_wins: bool = False) -> tuple[int, float]:
    best, top = -1, 0.0
    for index, piece in enumerate(pieces):
        similarity = _cosine(query, piece)
        if best == -1 or similarity > top + TIE or (later_wins and similarity >= top - TIE):
            best, top = index, similarity
    return best, top


def _holds(piece: list[str], answer: list[str]) -> bool:
    n = len(answer)
    return n > 0 and any(piece[i : i + n] == answer for i in range(len(piece) - n + 1))


def _table(
    text: str,
    question: str,
    answer: str,
    size: int,
    overlaps: range,
    cut: Callable[[str, int, int], list[list[str]]] = _cut,
    whole: Callable[[list[list[str]], int, list[str]], bool] = lambda pieces, index, wanted: _holds(
        pieces[index], wanted
    ),
    query: Callable[[str, str], list[str]] = lambda question, answer: question.split(),
    later_wins: bool = False,
) -> list[Row]:
    """The right table, with one of its steps swapped for a wrong one."""
    rows = []
    for overlap in overlaps:
        pieces = cut(text, size, overlap)
        index, similarity = _nearest(pieces, query(question, answer), later_wins)
        rows.append((overlap, len(pieces), similarity, index >= 0 and whole(pieces, index, answer.split())))
    return rows


def whole_in_any_piece(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[Row]:
    """Asks whether some piece holds the answer (keeps_whole), not whether the nearest one does."""
    return _table(
        text,
        question,
        answer,
        size,
        range(most_overlap + 1),
        whole=lambda pieces, index, wanted: any(_holds(piece, wanted) for piece in pieces),
    )


def stops_before_the_last_overlap(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[Row]:
    """Loops over range(most_overlap), so the row of the largest overlap is missing."""
    return _table(text, question, answer, size, range(most_overlap))


def no_early_stop(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[Row]:
    """Cuts on past the piece that holds the last word, so the count has extra pieces of repeated words."""

    def cut(text: str, size: int, overlap: int) -> list[list[str]]:
        words = text.split()
        return [words[first : first + size] for first in range(0, len(words), size - overlap)]

    return _table(text, question, answer, size, range(most_overlap + 1), cut=cut)


def ranks_by_the_answer(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[Row]:
    """Looks for the piece nearest to the answer sentence instead of the question."""
    return _table(text, question, answer, size, range(most_overlap + 1), query=lambda question, answer: answer.split())


def whole_as_plain_text(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[Row]:
    """Looks for the answer as a substring of the piece's text, so "five day" is found in "five days"."""

    def whole(pieces: list[list[str]], index: int, wanted: list[str]) -> bool:
        return bool(wanted) and " ".join(wanted) in " ".join(pieces[index])

    return _table(text, question, answer, size, range(most_overlap + 1), whole=whole)


def empty_answer_is_whole(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[Row]:
    """Counts an answer with no words as whole, because "" is inside every text."""

    def whole(pieces: list[list[str]], index: int, wanted: list[str]) -> bool:
        return not wanted or _holds(pieces[index], wanted)

    return _table(text, question, answer, size, range(most_overlap + 1), whole=whole)


def last_of_a_tie(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[Row]:
    """Takes the last of equally near pieces (>=), not the first."""
    return _table(text, question, answer, size, range(most_overlap + 1), later_wins=True)
