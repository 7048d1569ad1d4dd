"""Known wrong answers to nearest_chunk, one function per classic mistake (same signature as solve)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())
TIE = 1e-9


def _counts(text: str) -> Counter[str]:
    return Counter(word for word in text.lower().split() if word not in STOP_WORDS)


def _cosine(first: Counter[str], second: Counter[str]) -> float:
    dot = sum(count * second[word] for word, count in first.items())
    lengths = sum(c * c for c in first.values()) * sum(c * c for c in second.values())
    return dot / math.sqrt(lengths) if lengths else 0.0


def _nearest(
    chunks: list[str],
    question: str,
    vector: Callable[[str], Counter[str]] = _counts,
    similar: Callable[[Counter[str], Counter[str]], float] = _cosine,
) -> tuple[int, float]:  # (index, similarity)
    """The right search, with the vector or the similarity swapped for a wrong one."""
    asked = vector(question)
    best, top = -1, 0.0
    for index, chunk in enumerate(chunks):
        similarity = similar(asked, vector(chunk))
        if best == -1 or similarity > top + TIE:
            best, top = index, similarity
    return best, top


def keeps_capital_letters(chunks: list[str], question: str) -> tuple[int, float]:
    """Counts words as written, so "Money" and "money" are two different words."""
    return _nearest(chunks, question, lambda text: Counter(w for w in text.split() if w.lower() not in STOP_WORDS))


def keeps_stop_words(chunks: list[str], question: str) -> tuple[int, float]:
    """Counts every word, "the" and "your" too, so pieces match on words that say nothing."""
    return _nearest(chunks, question, lambda text: Counter(text.lower().split()))


def words_counted_once(chunks: list[str], question: str) -> tuple[int, float]:
    """Uses the set of words (is it there or not), not how often each occurs."""
    return _nearest(chunks, question, lambda text: Counter(set(_counts(text))))


def dot_product_only(chunks: list[str], question: str) -> tuple[int, float]:
    """Adds up the products of the counts and never divides by the lengths: long pieces win."""
    return _nearest(chunks, question, similar=lambda a, b: float(sum(c * b[w] for w, c in a.items())))


def no_square_root(chunks: list[str], question: str) -> tuple[int, float]:
    """Divides by the product of the squared lengths, forgetting the square root."""

    def similar(a: Counter[str], b: Counter[str]) -> float:
        lengths = sum(c * c for c in a.values()) * sum(c * c for c in b.values())
        return sum(c * b[w] for w, c in a.items()) / lengths if lengths else 0.0

    return _nearest(chunks, question, similar=similar)


def last_of_a_tie(chunks: list[str], question: str) -> tuple[int, float]:
    """Replaces the best piece on an equal similarity too (>=), so the last of a tie wins."""
    asked = _counts(question)
    best, top = -1, 0.0
    for index, chunk in enumerate(chunks):
        similarity = _cosine(asked, _counts(chunk))
        if best == -1 or similarity >= top - TIE:
            best, top = index, similarity
    return best, top


def no_margin_for_a_tie(chunks: list[str], question: str) -> tuple[int, float]:
    """Compares with a bare >, so a later piece whose equal similarity came out one bit higher wins."""
    asked = _counts(question)
    best, top = -1, 0.0
    for index, chunk in enumerate(chunks):
        similarity = _cosine(asked, _counts(chunk))
        if best == -1 or similarity > top:
            best, top = index, similarity
    return best, top


def counts_from_one(chunks: list[str], question: str) -> tuple[int, float]:
    """Numbers the pieces from 1, as the page's printout does, instead of from 0."""
    index, similarity = _nearest(chunks, question)
    return (index + 1 if index >= 0 else index), similarity


def first_piece_when_there_are_none(chunks: list[str], question: str) -> tuple[int, float]:
    """Starts from piece 0 before looking, so an empty list of pieces still names piece 0."""
    index, similarity = _nearest(chunks, question)
    return (0, similarity) if index == -1 else (index, similarity)
