"""Results → Gradescope autograder results.json (score and max_score per case, visibility per test).

Hidden cases are reported with visibility "after_published": a student sees that the case exists and
whether it passed only once the instructor publishes the grades, and never its input or expected answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..public import PublicOutcome, PublicResult
from ..text import json_document, printable, public_message, truncated

if TYPE_CHECKING:
    from ...learner.progress import Progress

HIDDEN_VISIBILITY = "after_published"


def _test(result: PublicResult, number: int, outcome: PublicOutcome) -> dict[str, Any]:
    case = outcome.case
    passed = outcome.verdict.passed
    output = "passed" if passed else public_message(outcome)
    if outcome.output:
        output += "\n\nCaptured output:\n" + truncated(printable(outcome.output))
    return {
        "name": f"{result.exercise.name}: {case.name}",
        "number": f"{result.exercise.position}.{number}",
        "score": case.points if passed else 0.0,
        "max_score": case.points,
        "status": outcome.verdict.traits.gradescope,
        "output": output,
        "tags": [result.exercise.name, *case.tags],
        "visibility": HIDDEN_VISIBILITY if case.hidden else "visible",
    }


def to_gradescope(results: Sequence[PublicResult]) -> dict[str, Any]:
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


def render(results: Sequence[PublicResult], progress: Progress | None = None) -> str:
    return json_document(to_gradescope(results))


def error(message: str) -> str:
    """Nothing could be graded: score 0 and the reason, shown to the student."""
    return json_document(
        {
            "score": 0.0,
            "output": f"The submission could not be graded: {message}",
            "visibility": "visible",
            "stdout_visibility": "hidden",
            "tests": [],
        }
    )
