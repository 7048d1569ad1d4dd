"""What the run stage hands on: the limits a case runs under, what a reply may hold for each kind of answer
(RETURN_KINDS), and what the worker reported (plain data)."""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

DEFAULT_TIMEOUT = 2.0
DEFAULT_MEMORY_MB = 512
# Seconds one run (one file, one exercise) may take, every step included: cases, perf, random inputs, the
# similar-input search, diagnosis, worker restarts and their imports. A run ends within it whatever the code does.
DEFAULT_BUDGET = 120.0
SANDBOX_MODES = ("auto", "require", "off")


@dataclass(frozen=True)
class Limits:
    """What one case may use."""

    timeout: float = DEFAULT_TIMEOUT
    memory_mb: int = DEFAULT_MEMORY_MB
    # "auto": lock the worker down with what the system offers; "require": refuse to grade without the
    # Landlock sandbox (CI); "off": no sandbox (debugging the grader).
    sandbox: str = "auto"
    # The whole run's seconds (see DEFAULT_BUDGET): what is left of it caps every wait on the worker.
    budget: float = DEFAULT_BUDGET

    @property
    def load_timeout(self) -> float:
        """Starting Python and importing the learner's file: generous, so a slow machine is not a failure."""
        return 2 * self.timeout + 1.0


@dataclass(frozen=True)
class Attempt:
    """What the worker reported for one call, before it is judged. Plain data only."""

    # "ok" (a value came back), "error", "timeout", "memory", "crash", "invalid", "unloadable".
    status: str
    value: Any = None
    # Why, in words: the exception line, the invalid type, the exit code.
    detail: str = ""
    traceback: str = ""
    output: str = ""
    # The learner's time as the worker measured it (the worker runs learner code, so it can be forged)…
    seconds: float = 0.0
    # …and the grader's own clock from sending the case to reading the answer, which cannot be.
    wall_seconds: float = 0.0
    # Asked for a digest (a long answer): the worker's digest of its answer in place of `value`.
    digest: str | None = None
    # Asked to watch the arguments: those the call changed, each with its value after (None: not plain data).
    changed: dict[str, Any] | None = None


def _strings(value: Any) -> bool:
    return type(value) is list and set(map(type, value)) <= {str}  # in C: answers run to thousands of chunks


def _program_reply(value: Any) -> bool:
    return (
        type(value) is dict
        and type(value.get("stdout")) is str
        and type(value.get("stderr", "")) is str
        and type(value.get("exit_code")) is int
    )


# Similarities are floats: two are the same answer when they differ by less than this (stated in the lessons
# of the exercises that return them, whose tie rules use the same margin).
TOLERANCE = 1e-9


def _index(value: Any) -> bool:
    return type(value) is int


def _number(value: Any) -> bool:
    return type(value) in (int, float) and math.isfinite(value)


def _scored(value: Any) -> bool:
    """(index, similarity): a piece's number and a float."""
    return type(value) in (list, tuple) and len(value) == 2 and _index(value[0]) and _number(value[1])


def _cut_row(value: Any) -> bool:
    """(overlap, pieces, similarity, whole): one row of check_the_cut's table."""
    return (
        type(value) in (list, tuple)
        and len(value) == 4
        and _index(value[0])
        and _index(value[1])
        and _number(value[2])
        and type(value[3]) is bool
    )


def close(first: Any, second: Any) -> bool:
    """Equal answers, floats within TOLERANCE of each other (lists and tuples alike: JSON has only lists)."""
    if isinstance(first, bool) or isinstance(second, bool):
        return type(first) is type(second) and first == second
    if type(first) in (int, float) and type(second) in (int, float):
        if type(first) is int and type(second) is int:
            return first == second
        return math.isclose(first, second, rel_tol=0.0, abs_tol=TOLERANCE)
    if type(first) in (list, tuple) and type(second) in (list, tuple):
        return len(first) == len(second) and all(close(a, b) for a, b in zip(first, second, strict=True))
    return bool(first == second)


@dataclass(frozen=True)
class ReturnKind:
    """What `solve` returns (cases.yaml `returns:`), and everything that differs between the kinds."""

    name: str
    # What one item of an answer is called in reports; None for a single value (a bool).
    unit: str | None
    # Does a worker's reply hold the plain data this kind is converted to (its value is never trusted)?
    well_formed: Callable[[Any], bool]
    # Does an `expected:` in cases.yaml fit this kind, and how to write one that does.
    fits: Callable[[Any], bool]
    example: str
    # A program: run with the case's `stdin`, judged on stdout (its lines) and its exit status.
    program: bool = False
    # A lazy iterator: a case may read only its first `take` items.
    lazy: bool = False
    # What `kata cases check` asks of every exercise of this kind, and why…
    required_case: str = ""
    # …and whether the cases hold it, given each case's `take` and each case's answer.
    has_required_case: Callable[[Sequence[int | None], Sequence[Any]], bool] = lambda takes, answers: True
    # Are two answers the same? Exact for most kinds; within TOLERANCE where an answer holds floats.
    agrees: Callable[[Any, Any], bool] = operator.eq


def _both_ways(takes: Sequence[int | None], answers: Sequence[Any]) -> bool:
    return {True, False} <= set(answers)


def _differ(takes: Sequence[int | None], answers: Sequence[Any]) -> bool:
    """Two answers apart (within TOLERANCE, so two floats a rounding apart count as one answer)."""
    return any(not close(answers[0], answer) for answer in answers[1:])


RETURN_KINDS = {
    kind.name: kind
    for kind in (
        ReturnKind(
            "list[str]",
            unit="chunk",
            well_formed=_strings,
            fits=_strings,
            example='write a list of strings, e.g. `expected: ["a b", "b c"]` (or leave it out to use the reference)',
        ),
        ReturnKind(
            "iterator[str]",
            unit="chunk",
            well_formed=_strings,
            fits=_strings,
            example='write a list of strings, e.g. `expected: ["a b", "b c"]` (or leave it out to use the reference)',
            lazy=True,
            required_case="no case uses `take:`, so nothing checks that solve is lazy",
            has_required_case=lambda takes, answers: any(takes),
        ),
        ReturnKind(
            "bool",
            unit=None,
            well_formed=lambda value: type(value) is bool,
            fits=lambda value: isinstance(value, bool),
            example="write `expected: true` or `expected: false`",
            required_case="every case has the same answer, so a constant `return` would pass",
            has_required_case=_both_ways,
        ),
        ReturnKind(
            "int",
            unit=None,
            well_formed=_index,
            fits=_index,
            example="write a whole number, e.g. `expected: 3`",
            required_case="every case has the same answer, so a constant `return` would pass",
            has_required_case=_differ,
        ),
        ReturnKind(
            "float",
            unit=None,
            well_formed=_number,
            fits=_number,
            example=f"write a number, e.g. `expected: 0.5` (floats count within {TOLERANCE:g})",
            required_case="every case has the same answer, so a constant `return` would pass",
            has_required_case=_differ,
            agrees=close,
        ),
        ReturnKind(
            "tuple[int, float]",
            unit=None,
            well_formed=_scored,
            fits=_scored,
            example=f"write `expected: [INDEX, SIMILARITY]`, e.g. `[2, 0.5]` (floats count within {TOLERANCE:g})",
            agrees=close,
        ),
        ReturnKind(
            "list[tuple[int, int, float, bool]]",
            unit="row",
            well_formed=lambda value: type(value) is list and all(map(_cut_row, value)),
            fits=lambda value: type(value) is list and all(map(_cut_row, value)),
            example="write a list of rows `[OVERLAP, PIECES, SIMILARITY, WHOLE]`, e.g. `[[0, 6, 0.5, false]]`",
            agrees=close,
        ),
        ReturnKind(
            "stdout",
            unit="line",
            well_formed=_program_reply,
            fits=lambda value: value == "error" or _strings(value),
            example="write the stdout lines as a list of strings, or `expected: error` for a non-zero exit",
            program=True,
            required_case="no case expects the program to reject its input (`expected: error`)",
            has_required_case=lambda takes, answers: "error" in answers,
        ),
    )
}
