"""Staged hints: which stage to reveal next, tied to the mistakes and failing cases of the last run."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from ..course.model import Hint
from ..judge.model import Verdict
from .progress import ExerciseProgress, Progress, load_progress, record_run, save_progress

if TYPE_CHECKING:
    from ..present.public import PublicResult


class Staged(Protocol):
    """An exercise as hints know it: its name and its stages (the course's record or a report's public one)."""

    @property
    def name(self) -> str: ...

    @property
    def hints(self) -> tuple[Hint, ...]: ...


def record_result(root: Path, result: PublicResult) -> Progress:
    """Remember a learner's graded run: cases passed, when, and the evidence for the next hint."""
    pitfalls, tags = run_evidence(result)
    return record_run(root, result.exercise, result.passed, len(result.outcomes), pitfalls=pitfalls, tags=tags)


def run_evidence(result: PublicResult) -> tuple[list[str], list[str]]:
    """The known mistakes a run made, and the tags of the cases it failed (a case not run failed nothing)."""
    failed = [
        outcome for outcome in result.outcomes if not outcome.verdict.passed and outcome.verdict is not Verdict.NOT_RUN
    ]
    pitfalls = [outcome.pitfall for outcome in failed if outcome.pitfall]
    tags = [tag for outcome in failed for tag in outcome.case.tags]
    return list(dict.fromkeys(pitfalls)), list(dict.fromkeys(tags))


def tied_stage(
    exercise: Staged, pitfalls: Sequence[str], revealed: Sequence[int] = (), tags: Sequence[str] = ()
) -> int | None:
    """The first hint stage (from 1) not yet revealed that is about a pitfall the run made or, failing
    that, about a tag of a case it failed: a named mistake says more than a family of cases."""
    for about in (lambda hint: hint.pitfall in pitfalls, lambda hint: hint.tag in tags):
        for stage, hint in enumerate(exercise.hints, start=1):
            if stage not in revealed and about(hint):
                return stage
    return None


def next_stage(exercise: Staged, entry: ExerciseProgress) -> int | None:
    """The stage `kata hint` reveals next: the one about the last run's evidence, else the next in order."""
    tied = tied_stage(exercise, entry.pitfalls, entry.revealed, entry.tags)
    if tied is not None:
        return tied
    return next((stage for stage in range(1, len(exercise.hints) + 1) if stage not in entry.revealed), None)


def reveal_next(root: Path, exercise: Staged) -> tuple[int, Hint | None, Progress]:
    """Reveal one more stage; returns (stage number, the hint or None when all are out, progress)."""
    progress = load_progress(root)
    before = progress.of(exercise.name)
    stage = next_stage(exercise, before)
    if stage is None:
        return before.hints, None, progress
    updated = progress.with_exercise(exercise.name, replace(before, hints=0, revealed=(*before.revealed, stage)))
    save_progress(root, updated)
    return stage, exercise.hints[stage - 1], replace(updated, warning=progress.warning)


def hints_left(exercise: Staged, progress: Progress) -> int:
    return max(0, len(exercise.hints) - progress.of(exercise.name).hints)
