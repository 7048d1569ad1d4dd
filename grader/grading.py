"""Grades one file against one exercise: starts the worker, asks the oracle, judges every case."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

from .model import Course, Exercise, Outcome, Result, Verdict
from .oracle import call_trusted, pitfall_functions, pitfalls_matching, preload_trusted, reference_answer
from .runner import Limits, Session
from .similar import explain_hidden
from .verdicts import judge


def grade(course: Course, exercise: Exercise, file: Path, limits: Limits) -> Result:
    """Run every case of `exercise` on `file` in an isolated worker; the remaining cases always run."""
    started = time.perf_counter()
    arguments = [] if exercise.is_program else list(exercise.cases[0].input)
    # The trusted code is imported before any learner code runs, so a submission that rewrites
    # solutions/ on disk cannot change the answers it is judged against.
    preload_trusted(course, exercise)
    with Session(file, exercise.returns, arguments, limits) as session:
        outcomes = []
        for case in exercise.cases:
            # The grader works out the expected answer while the worker runs the case (2 cores).
            pending = session.start(_wire(case.input), timeout=case.timeout, take=case.take)
            expected = reference_answer(course, exercise, case)
            outcomes.append(judge(exercise, case, pending.wait(), expected))
        outcomes = with_pitfalls(course, exercise, outcomes)
        # Hidden cases keep their secret but still teach: a visible input that fails alike is attached.
        outcomes = explain_hidden(course, exercise, session, outcomes)
        load_error = session.load_failure.detail if session.load_failure else ""
    return Result(
        exercise=exercise,
        outcomes=tuple(outcomes),
        file=file,
        seconds=time.perf_counter() - started,
        load_error=load_error,
    )


def _wire(arguments: object) -> dict:
    """What crosses the pipe: generated texts as their short specs, when the case has any."""
    wire = getattr(arguments, "wire", None)
    return wire() if wire is not None else dict(arguments)  # type: ignore[call-overload]


def with_pitfalls(course: Course, exercise: Exercise, outcomes: list[Outcome]) -> list[Outcome]:
    """Name the known mistake behind each wrong answer that is exactly a pitfall's answer.

    Two mistakes can give the same answer on one case; the one that explains the most wrong
    answers of the run is the likelier diagnosis, so it wins everywhere it matches. A timeout
    matches a mistake known to never finish on that case.
    """
    matches = {
        index: pitfalls_matching(
            course,
            exercise,
            outcome.case,
            outcome.actual,
            outcome.expected,
            timed_out=outcome.verdict is Verdict.TIMEOUT,
        )
        for index, outcome in enumerate(outcomes)
        if outcome.verdict in (Verdict.WRONG, Verdict.TIMEOUT)
    }
    support = Counter(name for names in matches.values() for name in names)
    if len(support) > 1:
        # Still tied (two mistakes that fail the same cases alike): the one that also gets right
        # what the learner got right explains the whole run, not just its failures.
        for name, passed in _agreement_on_passed_cases(course, exercise, outcomes, set(support)).items():
            support[name] += passed
    named = list(outcomes)
    for index, names in matches.items():
        if names:
            best = max(names, key=lambda name: (support[name], -names.index(name)))
            named[index] = replace(outcomes[index], pitfall=best, pitfall_message=exercise.pitfalls[best])
    return named


def _agreement_on_passed_cases(
    course: Course, exercise: Exercise, outcomes: list[Outcome], names: set[str]
) -> dict[str, int]:
    """For each named pitfall, on how many of the learner's passed cases it gives the right answer too."""
    functions = {name: function for name, function in pitfall_functions(course, exercise).items() if name in names}
    agreement = dict.fromkeys(functions, 0)
    for outcome in outcomes:
        if not outcome.verdict.passed:
            continue
        for name, function in functions.items():
            try:
                agreement[name] += call_trusted(function, exercise, outcome.case) == outcome.expected
            except Exception:  # NEVER_ENDS included: a mistake that never finishes did not pass this case
                continue
    return agreement
