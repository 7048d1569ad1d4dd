"""Results → Exercism test-runner results.json, version 3.

The statuses follow Exercism's interface: top-level `error` (with a `message`) when no test could run because
the solution does not load, `fail` when some test failed or errored, `pass` when every one passed. Two top-level
keys of our own, which Exercism ignores: `exercises` (with progress: each exercise's summary) and `isolation`
(what protected each exercise's run, in full: the sandbox and every limit that held).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..public import NotRun, PublicOutcome, PublicResult
from ..text import (
    call_text,
    isolation_by_exercise,
    json_document,
    outcome_message,
    printable,
    reproduce_command,
    truncated,
)

if TYPE_CHECKING:
    from ...learner.progress import Progress

# Exercism stores at most this much of the top-level message.
MESSAGE_LIMIT = 65535


def test_entry(result: PublicResult, outcome: PublicOutcome) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "name": f"{result.exercise.name}: {outcome.case.name}",
        "status": outcome.verdict.traits.exercism,
        "test_code": _test_code(result, outcome),
        "task_id": result.exercise.position,
    }
    if not outcome.verdict.passed:
        entry["message"] = outcome_message(outcome, result.exercise, result.file)
    if outcome.output:
        # Made printable before it is cut, so the 500 characters hold however the escapes expand.
        entry["output"] = truncated(printable(outcome.output))
    return entry


def not_run_entry(result: PublicResult, check: NotRun) -> dict[str, Any]:
    """A check that did not run: `error` (it returned nothing), with the reason as its message."""
    return {
        "name": f"{result.exercise.name}: {check.case.name}",
        "status": "error",
        "test_code": f"# compared with the reference on random inputs: kata grade {result.exercise.name}",
        "task_id": result.exercise.position,
        "message": check.reason,
    }


def _test_code(result: PublicResult, outcome: PublicOutcome) -> str:
    """The call that reproduces the case; for generated inputs, also the command that draws them again."""
    case = outcome.case
    if case.hidden:
        return "# hidden case"
    call = call_text(result.exercise, dict(case.input), result.file)
    if outcome.seed is None:
        return call
    again = f"# {reproduce_command(result.exercise, outcome, result.file)}"
    return f"{again}\n{call}" if case.input else again


def to_exercism(results: Sequence[PublicResult], progress: Progress | None = None) -> dict[str, Any]:
    """results.json v3; with `progress`, also a top-level `exercises` list that Exercism's tools ignore."""
    document: dict[str, Any]
    if results and all(result.load_error for result in results):
        # Nothing ran: Exercism shows the top-level message, and no test.
        document = {"version": 3, "status": "error", "message": load_message(results), "tests": []}
    else:
        tests = [test_entry(result, outcome) for result in results for outcome in result.outcomes]
        tests += [not_run_entry(result, check) for result in results for check in result.not_run]
        status = "pass" if tests and all(test["status"] == "pass" for test in tests) else "fail"
        document = {"version": 3, "status": status, "tests": tests}
    if progress is not None:
        document["exercises"] = [exercise_entry(result, progress) for result in results]
    if isolation := isolation_by_exercise(results):
        document["isolation"] = isolation
    return document


def load_message(results: Sequence[PublicResult]) -> str:
    """Why each file does not load: the error and its place in the learner's file (the worker's own traceback)."""
    parts = []
    for result in results:
        first = result.outcomes[0] if result.outcomes else None
        text = (
            outcome_message(first, result.exercise, result.file)
            if first is not None
            else f"could not load: {result.load_error}"
        )
        parts.append(text if len(results) == 1 else f"{result.exercise.name}: {text}")
    return truncated("\n\n".join(parts), MESSAGE_LIMIT)


def exercise_entry(result: PublicResult, progress: Progress) -> dict[str, Any]:
    """One exercise's summary for an instructor: did it pass, and how many hint stages were read."""
    exercise = result.exercise
    return {
        "name": exercise.name,
        "task_id": exercise.position,
        "passed": result.ok,
        "cases_passed": result.passed,
        "cases_total": len(result.outcomes),
        "hints_revealed": progress.of(exercise.name).hints,
        "hints_total": len(exercise.hints),
    }


def render(results: Sequence[PublicResult], progress: Progress | None = None) -> str:
    return json_document(to_exercism(results, progress))


def error(message: str) -> str:
    """The document written when the run could not grade at all."""
    return json_document({"version": 3, "status": "error", "message": message, "tests": []})
