"""Known mistakes: name the pitfall behind each wrong answer (or timeout) that is exactly a pitfall's answer."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from ..course.model import Case
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


def _holds_on_smallest(oracle: Oracle, outcome: Outcome, name: str) -> bool:
    """Does the mistake `name` give the learner's answer on the smallest input the case was shrunk to (true of a
    case that was not shrunk)?"""
    if outcome.smallest is None or outcome.verdict is not Verdict.WRONG:
        return True
    answer = oracle.mistakes(Case(name="smallest", input=outcome.smallest, source=outcome.case.source)).get(name, NEVER)
    return answer is not NEVER and oracle.exercise.kind.agrees(answer, outcome.smallest_actual)


def _said_and_went_on(outcome: Outcome) -> bool:
    """A program that accepted input the lesson rejects, having written a sentence (not a traceback) on stderr: it
    saw the problem and went on. The known mistakes accept such input without a word: another program, which
    agrees with it on stdout alone (shape.py names this one)."""
    said = outcome.output.strip()
    return outcome.expected == "error" and isinstance(outcome.actual, list) and bool(said) and "Traceback" not in said


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
        if outcome.verdict in (Verdict.WRONG, Verdict.TIMEOUT) and not _said_and_went_on(outcome)
    }
    # A wrong answer's smallest failing input fails the same way: the mistake behind it gives the learner's
    # answer there too. (On a yes/no answer one case agreeing is one bit: a search of the whole text once named
    # a True that its own smallest input, a text without those words, contradicts.)
    matches = {
        index: [name for name in names if _holds_on_smallest(oracle, outcomes[index], name)]
        for index, names in matches.items()
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
