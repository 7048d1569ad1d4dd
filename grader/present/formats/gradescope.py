"""Results → Gradescope autograder results.json (score and max_score per case, visibility per test).

Hidden cases are reported with visibility "after_published": a student sees that the case exists and
whether it passed only once the instructor publishes the grades, and never its input or expected answer.
Every graded run of an exercise lists the same tests, so `max_score` is the same for every submission: the
comparison with the reference on random inputs, which runs only once every case passes (or only long cases fail,
or only too slow), is otherwise listed with 0 of its points and the reason.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..public import NotRun, PublicOutcome, PublicResult
from ..text import display_path, isolation_by_exercise, json_document, outcome_message, printable, truncated

if TYPE_CHECKING:
    from ...learner.progress import Progress

HIDDEN_VISIBILITY = "after_published"


def _test(result: PublicResult, number: int, outcome: PublicOutcome) -> dict[str, Any]:
    case = outcome.case
    passed = outcome.verdict.passed
    # The verdict, the known mistake and, for an error, the traceback cut to the learner's own frames.
    output = "passed" if passed else outcome_message(outcome, result.exercise, result.file)
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


def _not_run(result: PublicResult, number: int, check: NotRun) -> dict[str, Any]:
    """A check that did not run: 0 of its points, failed, with the reason."""
    return {
        "name": f"{result.exercise.name}: {check.case.name}",
        "number": f"{result.exercise.position}.{number}",
        "score": 0.0,
        "max_score": check.case.points,
        "status": "failed",
        "output": check.reason,
        "tags": [result.exercise.name, *check.case.tags],
        "visibility": "visible",
    }


def _tests(result: PublicResult) -> list[dict[str, Any]]:
    tests = [_test(result, number, outcome) for number, outcome in enumerate(result.outcomes, start=1)]
    start = len(tests) + 1
    return tests + [_not_run(result, number, check) for number, check in enumerate(result.not_run, start=start)]


def to_gradescope(results: Sequence[PublicResult]) -> dict[str, Any]:
    tests = [test for result in results for test in _tests(result)]
    document: dict[str, Any] = {
        "score": sum(test["score"] for test in tests),
        "max_score": sum(test["max_score"] for test in tests),
        "execution_time": round(sum(result.seconds for result in results), 3),
        "visibility": "visible",
        "stdout_visibility": "hidden",
        "tests": tests,
    }
    if isolation := isolation_by_exercise(results):
        document["extra_data"] = {"isolation": isolation}  # the specification's place for data of our own
    unloadable = [result for result in results if result.load_error]
    if unloadable:
        # Shown above the tests: one reason for the many tests that could not run.
        document["output"] = "\n\n".join(
            f"{display_path(result.file)} could not be loaded, so none of its {len(result.outcomes)} cases ran:\n"
            + (
                outcome_message(result.outcomes[0], result.exercise, result.file)
                if result.outcomes
                else result.load_error
            )
            for result in unloadable
        )
    return document


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
