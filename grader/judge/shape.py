"""What you computed instead, read off the answers: the right items with other spacing, in lower case, or a
rejection made the wrong way. A relation is stated only when it holds on EVERY failing input."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .evidence import Finding, Fit, Raised

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


def _spacing_kept(expected: Any, actual: Any, texts: str = "") -> bool:
    """The right words, joined by whitespace the input itself holds (not some other join)."""
    if not _items(expected, actual):
        return False
    gaps = {gap for item in actual for gap in re.findall(r"\s+", item)}
    return (
        _items(expected, actual)
        and all(gap in texts for gap in gaps)
        and all(item == item.strip() for item in actual)
        and all(e.split() == a.split() for e, a in zip(expected, actual, strict=True))
        and all(_single(e) for e in expected)
        and not all(_single(a) for a in actual)
    )


def _spacing_lost(expected: Any, actual: Any, texts: str = "") -> bool:
    return (
        _items(expected, actual)
        and all(e.split() == a.split() for e, a in zip(expected, actual, strict=True))
        and all(_single(a) for a in actual)
        and not all(_single(e) for e in expected)
    )


def _characters_spaced(expected: Any, actual: Any, texts: str = "") -> bool:
    """Each item is the right one with a space between every two characters: " ".join() given a text, whose items
    are its characters, where a list of words was meant."""
    # An item of one character spaced out is itself: some item of two characters or more must show the spacing.
    return (
        _items(expected, actual)
        and any(len(e) > 1 for e in expected)
        and all(" ".join(e) == a for e, a in zip(expected, actual, strict=True))
    )


def _lowered(expected: Any, actual: Any, texts: str = "") -> bool:
    return _items(expected, actual) and [e.lower() for e in expected] == actual


def _rejected_the_wrong_way(expected: Any, actual: Any, texts: str = "") -> bool:
    return expected == "error" and isinstance(actual, str) and actual.startswith("error (")


@dataclass(frozen=True)
class Relation:
    key: str
    # (expected, actual, the input's texts joined) → does the relation hold?
    holds: Callable[[Any, Any, str], bool]
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
        "characters_joined",
        _characters_spaced,
        lambda actual: (
            "Your answers are the right ones with a space between every two characters: a text was given to "
            '" ".join(), which joins its characters one by one. Join the list of words instead.'
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


def _texts(arguments: Any) -> str:
    parts = []
    for value in arguments.values():
        if isinstance(value, str):
            parts.append(value)
        elif isinstance(value, list):
            parts += [item for item in value if isinstance(item, str)]
    return "\n".join(parts)


def _accepted_a_rejection(context: Context) -> Finding | None:
    """Every failing input is one the lesson rejects and the program accepts: the reference's own reason. A
    program that did write its sentence on stderr and printed nothing rejected it all but the exit status."""
    failing = context.evidence.failing
    if not failing or not all(t.expected == "error" and isinstance(t.actual, list) for t in failing):
        return None
    reasons = [context.judging.oracle.rejection_reason(t.arguments["stdin"]) for t in failing]
    if not all(reasons):
        return None
    whole = Fit(tuple(range(len(failing))), len(failing), contradicted=False)
    if all(not t.actual for t in failing) and _wrote_on_stderr(context, failing[0].arguments):
        message = (
            "Your program rejects what it should, writing its sentence on stderr, but then exits with status 0: "
            "a rejection ends with status 2 (`sys.exit(2)`; a bare `return` or falling off the end gives 0)."
        )
        return Finding("shape", "rejects_with_status_zero", message, whole)
    message = f"Your program accepts input the lesson rejects; on the smallest one the rule it breaks is: {reasons[0]}"
    return Finding("shape", "accepts_what_the_lesson_rejects", message, whole)


def _wrote_on_stderr(context: Context, arguments: Any) -> bool:
    attempt = context.learner(arguments)
    value = attempt.value if attempt.status == "ok" and isinstance(attempt.value, dict) else {}
    return bool(str(value.get("stderr", "")).strip()) and not str(value.get("stdout", ""))


def _crashed_instead_of_rejecting(context: Context) -> Finding | None:
    """Every failing input is one the lesson rejects, and the program stopped on an exception instead."""
    failing = context.evidence.failing
    if not failing or not all(t.expected == "error" and isinstance(t.actual, Raised) for t in failing):
        return None
    kinds = {t.actual.kind for t in failing if isinstance(t.actual, Raised)}
    whole = Fit(tuple(range(len(failing))), len(failing), contradicted=False)
    message = (
        f"Your program stops with an uncaught {' or '.join(sorted(kinds))} on input the lesson rejects: check "
        "line 1 before you use it, and reject a bad one yourself (one sentence on stderr, then exit status 2)."
    )
    return Finding("shape", "crashes_instead_of_rejecting", message, whole)


def explain(context: Context) -> Finding | None:
    if context.exercise.is_program:
        found = _accepted_a_rejection(context) or _crashed_instead_of_rejecting(context)
        if found is not None:
            return found
    failing = context.evidence.failing
    for relation in RELATIONS:
        if failing and all(relation.holds(t.expected, t.actual, _texts(t.arguments)) for t in failing):
            whole = Fit(tuple(range(len(failing))), len(failing), contradicted=False)
            return Finding(
                "shape",
                relation.key,
                relation.words(failing[0].actual),
                whole,
                covers=lambda arguments, expected, actual, r=relation: r.holds(  # type: ignore[misc]
                    expected, actual, _texts(arguments)
                ),
            )
    return None
