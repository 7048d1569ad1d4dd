"""Known mistakes: name the pitfall behind each wrong answer (or timeout) that is exactly a pitfall's answer."""

from __future__ import annotations

import threading
from collections import Counter
from dataclasses import replace
from typing import Any

from ..course.model import Case, Course, Exercise
from .differential import CASE_NAME
from .model import Outcome, Verdict
from .oracle import NEVER, Memo, matching, memo_key, pitfall_answers

# A batch grades submissions on several threads sharing one memo: one of them works out a case's answers.
_COMPUTING = threading.Lock()


def _answers_of_pitfalls(course: Course, exercise: Exercise, case: Case, memo: Memo) -> dict[str, Any]:
    if case.name == CASE_NAME:  # its input changes from run to run (and from submission to submission)
        return pitfall_answers(course, exercise, case)
    key = memo_key(case)
    if key not in memo.pitfalls:
        with _COMPUTING:
            if key not in memo.pitfalls:
                memo.forget_other_draws(case)
                memo.pitfalls[key] = pitfall_answers(course, exercise, case)
    return memo.pitfalls[key]


def _contradicted(course: Course, exercise: Exercise, name: str, outcomes: list[Outcome], memo: Memo) -> bool:
    """Does the mistake `name` get wrong (or never finish) a case this run passed?"""
    for outcome in outcomes:
        if outcome.verdict.passed and outcome.case.input:
            answers = _answers_of_pitfalls(course, exercise, outcome.case, memo)
            if name in answers and (answers[name] is NEVER or answers[name] != outcome.expected):
                return True
    return False


def with_pitfalls(
    course: Course, exercise: Exercise, outcomes: list[Outcome], memo: Memo | None = None
) -> list[Outcome]:
    """Name the known mistake behind each wrong answer that is exactly a pitfall's answer.

    Two mistakes can give the same answer on one case; the one that explains the most wrong
    answers of the run is the likelier diagnosis, so it wins everywhere it matches. A timeout
    matches a mistake known to never finish on that case.
    """
    memo = memo if memo is not None else Memo()
    matches = {
        index: matching(
            _answers_of_pitfalls(course, exercise, outcome.case, memo),
            outcome.actual,
            outcome.expected,
            timed_out=outcome.verdict is Verdict.TIMEOUT,
        )
        for index, outcome in enumerate(outcomes)
        if outcome.verdict in (Verdict.WRONG, Verdict.TIMEOUT)
    }
    # A mistake that would have failed a case the learner passed is not the learner's mistake, however well
    # its answer matches one failure (closing a piece at `>= limit` once gave counting characters' answer).
    suspects = {name for names in matches.values() for name in names}
    ruled_out = {name for name in suspects if _contradicted(course, exercise, name, outcomes, memo)}
    matches = {index: [name for name in names if name not in ruled_out] for index, names in matches.items()}
    support = Counter(name for names in matches.values() for name in names)
    if len(support) > 1:
        # Still tied (two mistakes that fail the same cases alike): the one that also gets right
        # what the learner got right explains the whole run, not just its failures.
        for outcome in outcomes:
            if outcome.verdict.passed:
                answers = _answers_of_pitfalls(course, exercise, outcome.case, memo)
                for name in support:
                    answer = answers.get(name, NEVER)
                    support[name] += answer is not NEVER and answer == outcome.expected
    named = list(outcomes)
    for index, names in matches.items():
        if names:
            best = max(names, key=lambda name: (support[name], -names.index(name)))
            named[index] = replace(outcomes[index], pitfall=best, pitfall_message=exercise.pitfalls[best])
    return named
