"""What you computed instead, read off the answers: the right items with other spacing, in lower case, or a
rejection made the wrong way. A relation is stated only when it holds on EVERY failing input."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .evidence import Finding, Fit

if TYPE_CHECKING:
    from .explain import Context


def _items(expected: Any, actual: Any) -> bool:
    return (
        isinstance(expected, list)
        and isinstance(actual, list)
        and len(expected) == len(actual)
        and all(isinstance(item, str) for item in [*expected, *actual])
    )


def _single(item: str) -> bool:
    return item == " ".join(item.split())


def _spacing_kept(expected: Any, actual: Any) -> bool:
    return (
        _items(expected, actual)
        and all(e.split() == a.split() for e, a in zip(expected, actual, strict=True))
        and all(_single(e) for e in expected)
        and not all(_single(a) for a in actual)
    )


def _spacing_lost(expected: Any, actual: Any) -> bool:
    return (
        _items(expected, actual)
        and all(e.split() == a.split() for e, a in zip(expected, actual, strict=True))
        and all(_single(a) for a in actual)
        and not all(_single(e) for e in expected)
    )


def _lowered(expected: Any, actual: Any) -> bool:
    return _items(expected, actual) and [e.lower() for e in expected] == actual


def _rejected_the_wrong_way(expected: Any, actual: Any) -> bool:
    return expected == "error" and isinstance(actual, str) and actual.startswith("error (")


@dataclass(frozen=True)
class Relation:
    key: str
    holds: Callable[[Any, Any], bool]
    words: Callable[[Any], str]


RELATIONS: tuple[Relation, ...] = (
    Relation(
        "keeps_the_texts_whitespace",
        _spacing_kept,
        lambda actual: (
            "Your answers hold the right words, but keep the text's own whitespace between them (tabs, "
            "line breaks, runs of spaces): join the words with single spaces."
        ),
    ),
    Relation(
        "single_spaces_instead_of_the_text",
        _spacing_lost,
        lambda actual: (
            "Your answers hold the right words, but with single spaces where the text has other "
            "whitespace: a chunk is the stretch of the original text, its whitespace kept as written."
        ),
    ),
    Relation(
        "lower_case",
        _lowered,
        lambda actual: "Your answers are the right ones in lower case: keep every word exactly as written.",
    ),
    Relation(
        "rejects_the_wrong_way",
        _rejected_the_wrong_way,
        lambda actual: (
            "Your program rejects exactly the inputs it should, but not as the lesson says: "
            f"{actual[len('error (') : -1]} (a rejection prints nothing on stdout, one sentence on stderr, and "
            "exits with status 2)."
        ),
    ),
)


def explain(context: Context) -> Finding | None:
    failing = context.evidence.failing
    for relation in RELATIONS:
        if failing and all(relation.holds(t.expected, t.actual) for t in failing):
            whole = Fit(tuple(range(len(failing))), len(failing), contradicted=False)
            return Finding("shape", relation.key, relation.words(failing[0].actual), whole)
    return None
