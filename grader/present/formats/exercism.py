"""Results → Exercism test-runner results.json, version 3."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...course.model import Exercise
from ...judge.model import Outcome, Result, Verdict
from ..report import call_text, reproduce_command

if TYPE_CHECKING:
    from ...learner.progress import Progress

OUTPUT_LIMIT = 500


def outcome_message(outcome: Outcome, exercise: Exercise | None = None) -> str:
    """The verdict and its details in one paragraph, as a learner reads it."""
    # A hidden case's message would quote its chunks: only the verdict is told.
    shown = outcome.message and not outcome.case.hidden
    message = f"{outcome.verdict.value}: {outcome.message}" if shown else outcome.verdict.value
    if outcome.pitfall:
        message += f"\nLikely mistake ({outcome.pitfall}): {outcome.pitfall_message}"
    if outcome.traceback and not outcome.case.hidden:
        message += "\n" + outcome.traceback.rstrip()
    if outcome.case.hidden and not outcome.verdict.passed:
        message += "\n" + similar_message(outcome.similar, exercise)
    return message


def similar_message(similar: Outcome | None, exercise: Exercise | None) -> str:
    """What a failing hidden case teaches instead of its own input: a visible input that fails too."""
    if similar is None:
        return "No visible input that fails the same way was found; read the hints."
    arguments = dict(similar.case.input)
    call = call_text(exercise, arguments) if exercise is not None else json.dumps(arguments, ensure_ascii=False)
    lines = [f"A visible input where your answer also goes wrong: {call}", outcome_message(similar, exercise)]
    if similar.verdict is Verdict.WRONG:
        lines += [f"expected: {similar.expected!r}", f"got: {similar.actual!r}"]
    return "\n".join(lines)


def truncated_output(text: str, limit: int = OUTPUT_LIMIT) -> str:
    if len(text) <= limit:
        return text
    note = "\n… (output cut)"
    return text[: limit - len(note)] + note


def test_entry(result: Result, outcome: Outcome) -> dict[str, Any]:
    case = outcome.case
    passed = outcome.verdict.passed
    entry: dict[str, Any] = {
        "name": f"{result.exercise.name}: {case.name}",
        "status": "pass" if passed else ("fail" if outcome.verdict.value == "wrong answer" else "error"),
        "test_code": _test_code(result, outcome),
        "task_id": result.exercise.position,
    }
    if not passed:
        entry["message"] = outcome_message(outcome, result.exercise)
    if outcome.output and not case.hidden:
        entry["output"] = truncated_output(outcome.output)
    return entry


def _test_code(result: Result, outcome: Outcome) -> str:
    """The call that reproduces the case; for generated inputs, also the command that draws them again."""
    case = outcome.case
    if case.hidden:
        return "# hidden case"
    if outcome.seed is None:
        return call_text(result.exercise, dict(case.input))
    again = f"# {reproduce_command(result.exercise, outcome)}"
    return f"{again}\n{call_text(result.exercise, dict(case.input))}" if case.input else again


def to_exercism(results: Sequence[Result], progress: Progress | None = None) -> dict[str, Any]:
    """results.json v3; with `progress`, also a top-level `exercises` list that Exercism's tools ignore."""
    tests = [test_entry(result, outcome) for result in results for outcome in result.outcomes]
    status = "pass" if tests and all(test["status"] == "pass" for test in tests) else "fail"
    document: dict[str, Any] = {"version": 3, "status": status, "tests": tests}
    if progress is not None:
        document["exercises"] = [exercise_entry(result, progress) for result in results]
    return document


def exercise_entry(result: Result, progress: Progress) -> dict[str, Any]:
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


def error_document(message: str) -> dict[str, Any]:
    """The document written when the run could not grade at all."""
    return {"version": 3, "status": "error", "message": message, "tests": []}
