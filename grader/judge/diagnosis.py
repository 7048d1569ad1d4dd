"""Slow is not endless: a timeout is explained from evidence, by timing the code again on shorter inputs.

A correct solution answers a small input in microseconds, so a timeout there is a loop that never ends. On
a long input the grader cuts the text (or list) to growing prefixes and times each: code that finishes
them all, with a time that grows much faster than the input, is slow (quadratic), not stuck; code that
already hangs on the shortest prefix is stuck. Nothing is claimed that the timings do not show.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..course.model import Case, wire_form
from .judging import Judging
from .model import Outcome, Verdict

# An input this small answers in microseconds when the code is right: timing out on it is a loop that never ends.
SMALL_INPUT = 2_000
# The prefixes timed, in words (or items), each with a short limit.
PREFIXES = (500, 2_000, 8_000)
PREFIX_LIMIT = 0.5
# Time growing at least like n^1.6 over the prefixes reads as quadratic (linear code stays near n^1).
QUADRATIC_EXPONENT = 1.6
# A prefix must take this long for its time to say anything (below it, scheduling noise dominates).
MEASURABLE = 0.002

ENDLESS = (
    "It never finishes, even on an input this small: look for a loop whose position never moves forward, "
    "or one with no way to stop."
)


def _growing(arguments: Mapping[str, Any]) -> tuple[str, Any] | None:
    """The argument that makes the input long: the longest text or list."""
    sized = [(name, value) for name, value in arguments.items() if isinstance(value, str | list)]
    return max(sized, key=lambda item: len(item[1]), default=None)


def _size(value: Any) -> int:
    return len(value)


def _prefix(value: Any, count: int) -> Any:
    """The first `count` words of a text (single-spaced), or the first `count` items of a list."""
    if isinstance(value, str):
        return " ".join(value.split()[:count])
    return value[:count]


def _units(value: Any) -> int:
    return len(value.split()) if isinstance(value, str) else len(value)


def explain_timeouts(judging: Judging, outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """The run's first timeout with what the timings show added to its message; later ones are short already."""
    for index, outcome in enumerate(outcomes):
        if outcome.verdict is Verdict.TIMEOUT:
            return (*outcomes[:index], diagnose(judging, outcome.case, outcome), *outcomes[index + 1 :])
    return outcomes


def diagnose(judging: Judging, case: Case, outcome: Outcome) -> Outcome:
    """A TIMEOUT outcome with what the timings show added to its message (others come back unchanged)."""
    if outcome.verdict is not Verdict.TIMEOUT or judging.exercise.is_program:
        return outcome
    arguments = dict(case.input)
    growing = _growing(arguments)
    if growing is None or _size(growing[1]) <= SMALL_INPUT:
        # An iterator stopped for yielding far more chunks than its text could hold was told so by the worker.
        endless = "without stopping" in outcome.message
        return outcome if endless else replace(outcome, message=_then(outcome.message, ENDLESS))
    name, value = growing
    total = _units(value)
    timings: list[tuple[int, float]] = []
    for count in PREFIXES:
        if count >= total:
            break
        trial = {**wire_form(case.input), name: _prefix(value, count)}
        attempt = judging.code.call(trial, timeout=PREFIX_LIMIT, take=case.take, hidden=case.hidden)
        if attempt.status == "timeout":
            if not timings:
                return replace(
                    outcome,
                    message=_then(outcome.message, _not_either(count)),
                )
            return replace(outcome, message=_then(outcome.message, _steep(timings, count)))
        if attempt.status != "ok":
            return outcome  # it fails some other way there: the other cases say how
        timings.append((count, attempt.wall_seconds))
    return replace(outcome, message=_then(outcome.message, _growth(timings, total, first_only=case.take is not None)))


def _then(message: str, more: str) -> str:
    """The timings' sentences after the message, which may end a sentence of its own (a case's note)."""
    return f"{message.rstrip('.')}. {more}"


def _not_either(count: int) -> str:
    return f"It does not finish on the first {count:,} words either. {ENDLESS}"


def _steep(timings: list[tuple[int, float]], stopped_at: int) -> str:
    shown = ", ".join(f"{count:,} words: {_ms(seconds)}" for count, seconds in timings)
    return (
        f"It finishes shorter inputs ({shown}) but not {stopped_at:,} words within {PREFIX_LIMIT:g} s: its time "
        "grows much faster than the input. Look for work repeated at every step over the rest of the text."
    )


def _growth(timings: list[tuple[int, float]], total: int, *, first_only: bool) -> str:
    measurable = [(count, seconds) for count, seconds in timings if seconds >= MEASURABLE]
    shown = ", ".join(f"{count:,} words: {_ms(seconds)}" for count, seconds in timings)
    if len(measurable) >= 2:
        (n1, t1), (n2, t2) = measurable[-2], measurable[-1]
        exponent = math.log(t2 / t1) / math.log(n2 / n1) if t2 > t1 else 1.0
        if exponent >= QUADRATIC_EXPONENT:
            return (
                f"It is not stuck: it finishes shorter inputs ({shown}), but its time grows like n² "
                f"(×{t2 / t1:.0f} for ×{n2 / n1:.0f} the words), so {total:,} words take far too long. Look for "
                "slicing or copying the rest of the text (or of the words) at every step."
            )
    # Only the first chunk is read: a loop that never ends and code that reads the whole text first both time out.
    advice = (
        "Make sure nothing walks the whole text before the first chunk is handed out."
        if first_only
        else "Make sure the loop ends once the last word is in a chunk."
    )
    return (
        f"It finishes shorter inputs ({shown}) without its time growing unusually; this input is {total:,} words. "
        + advice
    )


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"
