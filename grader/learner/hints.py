"""Staged hints: which stage to reveal next, tied to the mistakes and failing cases of the last run."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol

from ..course.model import Hint
from ..judge.model import Verdict
from .progress import ExerciseProgress, Progress, load_progress, record_run, save_progress

# The tag of the cases about speed (judge/perf.py's PERF_TAG; learner/ does not import the judge's timing).
SPEED_TAG = "perf"


class Staged(Protocol):
    """An exercise as hints know it: its name and its stages (the course's record or a report's public one)."""

    @property
    def name(self) -> str: ...

    @property
    def hints(self) -> tuple[Hint, ...]: ...


class Graded(Protocol):
    """A graded run as hints read it (present.public.PublicResult is one): its exercise and its outcomes, each
    with `verdict`, `pitfall` and `case.tags`."""

    @property
    def exercise(self) -> Any: ...

    @property
    def outcomes(self) -> Sequence[Any]: ...

    @property
    def passed(self) -> int: ...


def record_result(root: Path, result: Graded, digest: str = "") -> Progress:
    """Remember a learner's graded run: cases passed, when, of which file content (`digest`, taken before the
    run: a save during it is not what passed), and the evidence for the next hint."""
    pitfalls, tags = run_evidence(result)
    passed, total = result.passed, len(result.outcomes)
    return record_run(root, result.exercise, passed, total, pitfalls=pitfalls, tags=tags, digest=digest)


def run_evidence(result: Graded) -> tuple[list[str], list[str]]:
    """The known mistakes a run made, and the tags of the cases it failed (a case not run failed nothing)."""
    failed = [
        outcome for outcome in result.outcomes if not outcome.verdict.passed and outcome.verdict is not Verdict.NOT_RUN
    ]
    pitfalls = [outcome.pitfall for outcome in failed if outcome.pitfall]
    # A perf case answered wrong says nothing about speed: its `perf` tag counts only when it was too slow (or
    # timed out).
    tags = [
        tag
        for outcome in failed
        for tag in outcome.case.tags
        if tag != SPEED_TAG or outcome.verdict in (Verdict.TOO_SLOW, Verdict.TIMEOUT)
    ]
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


def after_the_hints(name: str, copy: bool) -> str:
    """What follows the last hint: the reference, or, in a learner's copy (which has none), who has it."""
    return (
        "This copy has no reference to show: your instructor has it."
        if copy
        else (f"`kata solution {name}` shows the reference.")
    )


def hint_advice(result: Graded, progress: Progress, *, copy: bool = False) -> str:
    """Which hint to read next: the one about this run's mistake or failing cases, else the next stage (in a
    learner's copy, none: its report's last line already says what the copy lacks)."""
    exercise, name = result.exercise, result.exercise.name
    total = len(exercise.hints)
    revealed = progress.of(name).revealed
    mistakes, tags = run_evidence(result)
    fresh = tied_stage(exercise, mistakes, revealed, tags)
    if fresh is not None:
        return f"Hint {fresh} of {total} is about {_evidence(exercise, fresh, mistakes)}: run `kata hint {name}`."
    seen = tied_stage(exercise, mistakes, (), tags)
    if seen is not None:
        return f"Hint {seen} of {total}, which you have read, is about {_evidence(exercise, seen, mistakes)}."
    # The first stage not yet read: hints revealed out of order (one tied to a mistake came first) leave a gap.
    following = next((stage for stage in range(1, total + 1) if stage not in revealed), None)
    if following is not None:
        return f"Hint {following} of {total} available: run `kata hint {name}`."
    return "All hints are out." if copy else f"All hints are out: {after_the_hints(name, copy)}"


def _evidence(exercise: Staged, stage: int, mistakes: Sequence[str]) -> str:
    hint = exercise.hints[stage - 1]
    if hint.pitfall and hint.pitfall in mistakes:
        return f"this mistake ({hint.pitfall.replace('_', ' ')})"
    return f"the failing cases tagged {hint.tag}"
