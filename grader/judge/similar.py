"""Hidden cases that still teach: find a visible input that fails the way a failing hidden case did."""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..course.model import Case, Exercise, wire_form
from ..errors import KataError
from .judging import Judging, Net
from .model import Outcome, Verdict
from .oracle import HYPOTHESIS_LOCK, prepare_hypothesis
from .verdicts import judge

# A generated input that makes the learner's code hang costs this long; a teaching example needs no more.
SEARCH_TIMEOUT = 1.0
# How many generated inputs Hypothesis draws before giving up (shrinking the first failure comes on top).
SEARCH_EXAMPLES = 200
# The search runs the learner's code at most this often, for at most this long (and within the run's budget),
# and stops after this many hangs. Calls alone are no bound: 150 calls of 0.75 s each took nearly two minutes.
SEARCH_CALLS = 150
SEARCH_SECONDS = 10.0
SEARCH_HANGS = 2
SIMILAR_NAME = "similar_input"
# An example whose values take this few characters (as JSON) is shown as is, without shrinking further.
SMALL_ENOUGH = 16


def explain_hidden(judging: Judging, outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """Every failing hidden case gets a similar visible failure attached (present/public.py withholds its own data)."""
    failing_hidden = [
        outcome
        for outcome in outcomes
        if outcome.case.hidden and not outcome.verdict.passed and outcome.verdict is not Verdict.NOT_RUN
    ]
    if not failing_hidden:
        return outcomes
    if not judging.code.loaded:  # nothing ran: no input can teach more than the load error
        return outcomes
    generated: list[Outcome | None] = []  # searched at most once per run, then shared
    explained = []
    for outcome in outcomes:
        if outcome in failing_hidden:
            similar = _visible_failure(outcomes, outcome.pitfall)
            if similar is None:
                if not generated:
                    generated.append(find_similar(judging, judged=outcomes))
                similar = generated[0]
            outcome = replace(outcome, similar=similar)
        explained.append(outcome)
    return tuple(explained)


def find_similar(judging: Judging, *, judged: Sequence[Outcome] = ()) -> Outcome | None:
    """A small non-hidden input on which the learner's code and the reference differ.

    First the exercise's visible cases (those already judged in `judged` are not run again), then
    small inputs from the reference's `inputs()` Hypothesis strategy, shrunk to a minimal one.
    """
    found = _visible_failure(judged, None)
    if found is not None:
        return found
    done = {outcome.case.name for outcome in judged}
    for case in sorted(_visible(judging.exercise), key=_size):
        if case.name in done:
            continue
        outcome = _judged(judging, case)
        if _teaches(outcome):
            return outcome
    return _generated_failure(judging)


def _teaches(outcome: Outcome | None) -> bool:
    """Did the learner's code fail here (and not only run out of the run's budget, which says nothing of it)?"""
    return outcome is not None and outcome.verdict not in (Verdict.PASS, Verdict.UNLOADABLE, Verdict.NOT_RUN)


def _visible(exercise: Exercise) -> list[Case]:
    return [case for case in exercise.cases if not case.hidden]


def _size(case: Case) -> int:
    return _size_of(wire_form(case.input))


def _visible_failure(outcomes: Sequence[Outcome], pitfall: str | None) -> Outcome | None:
    """The failing visible case to show: one with the same known mistake if any, else the smallest."""
    failing = [
        o
        for o in outcomes
        if not o.case.hidden and not o.verdict.passed and o.verdict not in (Verdict.UNLOADABLE, Verdict.NOT_RUN)
    ]
    failing.sort(key=lambda outcome: (pitfall is None or outcome.pitfall != pitfall, _size(outcome.case)))
    return failing[0] if failing else None


def _judged(judging: Judging, case: Case, *, name_mistake: bool = True) -> Outcome | None:
    """The learner's answer on `case`, judged; None when the reference itself rejects the input."""
    try:
        expected = judging.oracle.expected(case)
    except KataError:
        return None
    attempt = judging.code.call(wire_form(case.input), timeout=min(SEARCH_TIMEOUT, case.timeout or SEARCH_TIMEOUT))
    outcome = judge(judging.exercise, case, attempt, expected)
    if outcome.verdict is Verdict.WRONG and name_mistake:
        names = judging.oracle.mistake_matching(case, outcome.actual, outcome.expected)
        if names:
            outcome = replace(outcome, pitfall=names[0], pitfall_message=judging.exercise.pitfalls[names[0]])
    return outcome


def _generated_failure(judging: Judging) -> Outcome | None:
    """Search the reference's input strategy for a failing input, and shrink it (needs Hypothesis).

    The budget counts calls (so the same file gets the same example on every machine) and seconds (so slow
    calls cannot make the search long).
    """
    exercise = judging.exercise
    try:
        make = judging.oracle.inputs_function()
        if make is None:
            return None
        strategy = make()
        # As the random phase imports it: its caches go with the grader's state, never into the course.
        prepare_hypothesis(judging.oracle.course)
        from hypothesis import HealthCheck, find, settings
    except (AttributeError, ImportError, KataError):
        return None
    hidden_inputs = [wire_form(case.input) for case in exercise.cases if case.hidden]
    # Verdicts by input: Hypothesis replays examples, and must see the same answer each time.
    seen: dict[str, bool] = {}
    failures: list[dict[str, Any]] = []
    spent = {"calls": 0, "hangs": 0}
    net = Net.after(judging.code, min(SEARCH_SECONDS, judging.code.remaining()))

    def differs(arguments: dict[str, Any]) -> bool:
        key = json.dumps(arguments, sort_keys=True, ensure_ascii=False, default=str)
        if key not in seen:
            # Once an example is small enough to read at a glance, more shrinking is not worth the time.
            done = (
                spent["calls"] >= SEARCH_CALLS
                or net.passed()
                or spent["hangs"] >= SEARCH_HANGS
                or any(_size_of(found) <= SMALL_ENOUGH for found in failures)
            )
            seen[key] = not done and arguments not in hidden_inputs and _fails(arguments)
            if seen[key]:
                failures.append(arguments)
        return seen[key]

    def _fails(arguments: dict[str, Any]) -> bool:
        spent["calls"] += 1
        case = Case(name=SIMILAR_NAME, input=arguments)
        outcome = _judged(judging, case, name_mistake=False)
        if outcome is not None and outcome.verdict is Verdict.TIMEOUT:
            spent["hangs"] += 1
        return _teaches(outcome)

    options = settings(
        max_examples=SEARCH_EXAMPLES,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    # A fixed seed: the same file gets the same example on every run. Whatever Hypothesis ends
    # with (found, nothing, or a complaint), the smallest failure seen is the answer.
    with contextlib.suppress(Exception), HYPOTHESIS_LOCK:
        find(strategy, differs, settings=options, random=random.Random(0))
    if not failures:
        return None
    smallest = min(failures, key=_size_of)
    outcome = _judged(judging, Case(name=SIMILAR_NAME, input=smallest))
    return outcome if _teaches(outcome) else None


def _size_of(arguments: dict[str, Any]) -> int:
    """How big an input reads: the characters of its values."""
    return len(json.dumps(list(arguments.values()), ensure_ascii=False, default=str))
