"""Grades one file against one exercise: starts the worker, asks the oracle, judges every case."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

from .model import Course, Exercise, Outcome, Result, Verdict
from .oracle import pitfall_matching, reference_answer
from .runner import Limits, Session
from .verdicts import judge


def grade(course: Course, exercise: Exercise, file: Path, limits: Limits) -> Result:
    """Run every case of `exercise` on `file` in an isolated worker; the remaining cases always run."""
    started = time.perf_counter()
    arguments = [] if exercise.is_program else list(exercise.cases[0].input)
    # The worker boots and imports the learner's file while the grader computes expected answers.
    with Session(file, exercise.returns, arguments, limits) as session:
        expected = [reference_answer(course, exercise, case) for case in exercise.cases]
        outcomes = []
        for case, want in zip(exercise.cases, expected, strict=True):
            attempt = session.call(dict(case.input), timeout=case.timeout, take=case.take)
            outcome = judge(exercise, case, attempt, want)
            if outcome.verdict is Verdict.WRONG:
                outcome = _with_pitfall(course, exercise, outcome)
            outcomes.append(outcome)
        load_error = session.load_failure.detail if session.load_failure else ""
    return Result(
        exercise=exercise,
        outcomes=tuple(outcomes),
        file=file,
        seconds=time.perf_counter() - started,
        load_error=load_error,
    )


def _with_pitfall(course: Course, exercise: Exercise, outcome: Outcome) -> Outcome:
    """Name the known mistake when the wrong answer is exactly a pitfall's answer."""
    name = pitfall_matching(course, exercise, outcome.case, outcome.actual, outcome.expected)
    if name is None:
        return outcome
    return replace(outcome, pitfall=name, pitfall_message=exercise.pitfalls[name])
