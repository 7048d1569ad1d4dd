"""Results → Gradescope autograder results.json (score and max_score per case, visibility per test).

Hidden cases are reported with visibility "after_published": a student sees that the case exists and
whether it passed only once the instructor publishes the grades, and never its input or expected answer
(the output of a hidden test carries only the verdict).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...judge.model import Outcome, Result
from . import printable, public_message
from .exercism import truncated_output

HIDDEN_VISIBILITY = "after_published"


def _test(result: Result, number: int, outcome: Outcome) -> dict[str, Any]:
    case = outcome.case
    passed = outcome.verdict.passed
    output = "passed" if passed else public_message(outcome)
    if outcome.output and not case.hidden:
        output += "\n\nCaptured output:\n" + printable(truncated_output(outcome.output))
    test: dict[str, Any] = {
        "name": f"{result.exercise.name}: {case.name}",
        "number": f"{result.exercise.position}.{number}",
        "score": case.points if passed else 0.0,
        "max_score": case.points,
        "status": "passed" if passed else "failed",
        "output": output,
        "tags": [result.exercise.name, *case.tags],
        "visibility": HIDDEN_VISIBILITY if case.hidden else "visible",
    }
    return test


def to_gradescope(results: Sequence[Result]) -> dict[str, Any]:
    tests = [
        _test(result, number, outcome) for result in results for number, outcome in enumerate(result.outcomes, start=1)
    ]
    return {
        "score": sum(test["score"] for test in tests),
        "max_score": sum(test["max_score"] for test in tests),
        "execution_time": round(sum(result.seconds for result in results), 3),
        "visibility": "visible",
        "stdout_visibility": "hidden",
        "tests": tests,
    }


def error_document(message: str) -> dict[str, Any]:
    """Nothing could be graded: score 0 and the reason, shown to the student."""
    return {
        "score": 0.0,
        "output": f"The submission could not be graded: {printable(message)}",
        "visibility": "visible",
        "stdout_visibility": "hidden",
        "tests": [],
    }
