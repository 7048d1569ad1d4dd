"""Known mistakes: name the pitfall behind each wrong answer (or timeout) that is exactly a pitfall's answer."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from .judging import Judging
from .model import Outcome, Verdict
from .oracle import Oracle
from .trusted import NEVER


def _contradicted(oracle: Oracle, name: str, outcomes: tuple[Outcome, ...]) -> bool:
    """Does the mistake `name` get wrong (or never finish) a case this run passed?"""
    for outcome in outcomes:
        if outcome.verdict.passed and outcome.case.input:
            answers = oracle.mistakes(outcome.case)
            agrees = oracle.exercise.kind.agrees
            if name in answers and (answers[name] is NEVER or not agrees(answers[name], outcome.expected)):
                return True
    return False


def name_known_mistakes(judging: Judging, outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """Name the known mistake behind each wrong answer that is exactly a pitfall's answer.

    Two mistakes can give the same answer on one case; the one that explains the most wrong
    answers of the run is the likelier diagnosis, so it wins everywhere it matches. A timeout
    matches a mistake known to never finish on that case.
    """
    oracle, exercise = judging.oracle, judging.exercise
    matches = {
        index: oracle.mistake_matching(
            outcome.case, outcome.actual, outcome.expected, timed_out=outcome.verdict is Verdict.TIMEOUT
        )
        for index, outcome in enumerate(outcomes)
        if outcome.verdict in (Verdict.WRONG, Verdict.TIMEOUT)
    }
    if not any(matches.values()):
        return outcomes
    # A mistake that would have failed a case the learner passed is not the learner's mistake, however well
    # its answer matches one failure (closing a piece at `>= limit` once gave counting characters' answer).
    suspects = {name for names in matches.values() for name in names}
    ruled_out = {name for name in suspects if _contradicted(oracle, name, outcomes)}
    matches = {index: [name for name in names if name not in ruled_out] for index, names in matches.items()}
    support = Counter(name for names in matches.values() for name in names)
    if len(support) > 1:
        # Still tied (two mistakes that fail the same cases alike): the one that also gets right
        # what the learner got right explains the whole run, not just its failures.
        for outcome in outcomes:
            if outcome.verdict.passed:
                answers = oracle.mistakes(outcome.case)
                for name in support:
                    answer = answers.get(name, NEVER)
                    support[name] += answer is not NEVER and exercise.kind.agrees(answer, outcome.expected)
    named = list(outcomes)
    for index, names in matches.items():
        if names:
            best = max(names, key=lambda name: (support[name], -names.index(name)))
            named[index] = replace(outcomes[index], pitfall=best, pitfall_message=exercise.pitfalls[best])
    return tuple(named)


def name_known_timeouts(judging: Judging, outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """Judge step: each timeout named by a known mistake that never ends on that input (wrong answers are
    named by judge/explain.py, on small inputs, under the consistency rule)."""
    timeouts = [index for index, outcome in enumerate(outcomes) if outcome.verdict is Verdict.TIMEOUT]
    if not timeouts:
        return outcomes
    named = name_known_mistakes(judging, tuple(outcomes[index] for index in timeouts))
    merged = list(outcomes)
    for index, outcome in zip(timeouts, named, strict=True):
        merged[index] = outcome
    return tuple(merged)
