"""A regrade beside an earlier run: which submissions' scores or verdicts changed, and on which cases.

Run before a regrade is published (after a case was added or changed), it answers "whose grade moves, and
why": every change is tied to the cases that caused it. Passing cases are not stored in a batch's JSON lines,
so a case absent from both runs' failing lists passed in both.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .batch import ExerciseScore, SubmissionResult


@dataclass(frozen=True)
class CaseChange:
    exercise: str
    case: str
    # A verdict, or "pass".
    before: str
    after: str


@dataclass(frozen=True)
class Change:
    """One submission whose grade or verdicts differ between the two runs."""

    submission: str
    score_before: float | None
    score_after: float | None
    max_before: float | None
    max_after: float | None
    cases: tuple[CaseChange, ...]
    # Exercises graded in one run only, or whose number of cases changed.
    notes: tuple[str, ...]

    @property
    def summary(self) -> str:
        def score(value: float | None, out_of: float | None) -> str:
            return "absent" if value is None else f"{value:g}/{out_of:g}"

        return f"{score(self.score_before, self.max_before)} → {score(self.score_after, self.max_after)}"


def _verdicts(exercise: ExerciseScore) -> dict[str, str]:
    return {item.case: item.verdict for item in exercise.failing}


def _exercise_changes(before: ExerciseScore, after: ExerciseScore) -> tuple[list[CaseChange], list[str]]:
    old, new = _verdicts(before), _verdicts(after)
    cases = [
        CaseChange(after.name, case, old.get(case, "pass"), new.get(case, "pass"))
        for case in dict.fromkeys([*old, *new])
        if old.get(case, "pass") != new.get(case, "pass")
    ]
    notes = []
    if before.total != after.total:
        notes.append(f"{after.name}: {before.total} → {after.total} cases")
    return cases, notes


def _change(before: SubmissionResult | None, after: SubmissionResult | None) -> Change | None:
    name = (after or before).submission  # type: ignore[union-attr]  # one of the two is always given
    if before is None or after is None:
        note = "graded only in the new run" if before is None else "graded only in the earlier run"
        return Change(
            name,
            before.score if before else None,
            after.score if after else None,
            before.max_score if before else None,
            after.max_score if after else None,
            (),
            (note,),
        )
    cases: list[CaseChange] = []
    notes: list[str] = []
    old = {exercise.name: exercise for exercise in before.exercises}
    for exercise in after.exercises:
        if exercise.name not in old:
            notes.append(f"{exercise.name}: graded only in the new run")
            continue
        found, said = _exercise_changes(old.pop(exercise.name), exercise)
        cases += found
        notes += said
    notes += [f"{name}: graded only in the earlier run" for name in old]
    if not cases and not notes and before.score == after.score and before.max_score == after.max_score:
        return None
    return Change(name, before.score, after.score, before.max_score, after.max_score, tuple(cases), tuple(notes))


def compare(earlier: Sequence[SubmissionResult], now: Sequence[SubmissionResult]) -> list[Change]:
    """Every submission whose score, maximum or case verdicts differ, in submission order."""
    before = {result.submission: result for result in earlier}
    after = {result.submission: result for result in now}
    changes = (_change(before.get(name), after.get(name)) for name in sorted({*before, *after}))
    return [change for change in changes if change is not None]


def describe(changes: Sequence[Change], limit: int = 6) -> list[str]:
    """The changes as lines for the terminal: one per submission, then the cases that moved it."""
    if not changes:
        return ["No submission's score or verdicts changed."]
    lines = [f"{len(changes)} submissions changed:"]
    for change in changes:
        lines.append(f"  {change.submission}: {change.summary}")
        for case in change.cases[:limit]:
            lines.append(f"    {case.exercise}: {case.case}: {case.before} → {case.after}")
        if len(change.cases) > limit:
            lines.append(f"    … and {len(change.cases) - limit} more cases")
        lines += [f"    {note}" for note in change.notes]
    return lines
