"""Staged hints and the learner's progress, kept in .kata/progress.json (atomic writes, never a crash)."""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from ..course.model import Exercise, Hint
from ..judge.model import Result

STATE_FOLDER = ".kata"
PROGRESS_FILE = "progress.json"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class ExerciseProgress:
    """What the learner has done on one exercise."""

    # How many hint stages have been revealed (0 … number of hints); always len(revealed).
    hints: int = 0
    passed: bool = False
    cases_passed: int = 0
    cases_total: int = 0
    # Seconds since the epoch of the last graded run; 0 when never run.
    last_run: float = 0.0
    # The stage numbers revealed (from 1), in the order they were revealed: a hint tied to the
    # pitfall the last run hit comes out ahead of its turn. Empty with `hints` > 0 means 1…hints.
    revealed: tuple[int, ...] = ()
    # The known mistakes (pitfall names) the last graded run made, for `kata hint` to answer first.
    pitfalls: tuple[str, ...] = ()
    # The tags of the cases the last graded run failed (a hint may be about one).
    tags: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # Older progress files (and callers) give only a count: the first `hints` stages.
        if self.revealed:
            object.__setattr__(self, "hints", len(self.revealed))
        elif self.hints:
            object.__setattr__(self, "revealed", tuple(range(1, self.hints + 1)))


@dataclass(frozen=True)
class Progress:
    exercises: dict[str, ExerciseProgress] = field(default_factory=dict)
    # Set when a corrupt progress file was set aside while loading: the CLI shows it once.
    warning: str = ""

    def of(self, name: str) -> ExerciseProgress:
        return self.exercises.get(name, ExerciseProgress())

    def with_exercise(self, name: str, progress: ExerciseProgress) -> Progress:
        return replace(self, exercises={**self.exercises, name: progress}, warning="")


def progress_path(root: Path) -> Path:
    return root / STATE_FOLDER / PROGRESS_FILE


def load_progress(root: Path) -> Progress:
    """The saved progress; a missing file is a fresh start, a corrupt one is set aside with a warning."""
    path = progress_path(root)
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Progress()
    except OSError as error:
        return Progress(warning=f"could not read {path}: {error.strerror}; starting from no progress")
    try:
        return Progress(exercises=_parse(json.loads(raw)))
    except (ValueError, TypeError, KeyError, AttributeError):
        kept = path.with_name(f"{PROGRESS_FILE}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            os.replace(path, kept)
        except OSError:
            return Progress(warning=f"{path} is corrupt and could not be moved aside; progress starts afresh")
        return Progress(warning=f"{path} was corrupt; it was kept as {kept.name} and progress starts afresh")


def _parse(data: Any) -> dict[str, ExerciseProgress]:
    if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
        raise ValueError("unknown progress format")
    exercises = {}
    for name, entry in data["exercises"].items():
        exercises[str(name)] = ExerciseProgress(
            hints=int(entry.get("hints", 0)),
            passed=bool(entry.get("passed", False)),
            cases_passed=int(entry.get("cases_passed", 0)),
            cases_total=int(entry.get("cases_total", 0)),
            last_run=float(entry.get("last_run", 0.0)),
            revealed=tuple(int(stage) for stage in entry.get("revealed", ())),
            pitfalls=tuple(str(name) for name in entry.get("pitfalls", ())),
            tags=tuple(str(tag) for tag in entry.get("tags", ())),
        )
    return exercises


def save_progress(root: Path, progress: Progress) -> None:
    """Write progress atomically: a crash mid-write leaves the old file, never half a file."""
    data = {
        "version": FORMAT_VERSION,
        "exercises": {name: _entry_data(entry) for name, entry in sorted(progress.exercises.items())},
    }
    write_atomically(progress_path(root), json.dumps(data, indent=2) + "\n")


def _entry_data(entry: ExerciseProgress) -> dict[str, Any]:
    data = asdict(entry)
    data["revealed"], data["pitfalls"], data["tags"] = list(entry.revealed), list(entry.pitfalls), list(entry.tags)
    return data


def write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    ignore = path.parent / ".gitignore"
    if path.parent.name == STATE_FOLDER and not ignore.exists():
        ignore.write_text("*\n", encoding="utf-8")
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def record_run(
    root: Path, exercise: Exercise, passed: int, total: int, *, pitfalls: Sequence[str] = (), tags: Sequence[str] = ()
) -> Progress:
    progress = load_progress(root)
    before = progress.of(exercise.name)
    entry = replace(
        before,
        passed=before.passed or (total > 0 and passed == total),
        cases_passed=passed,
        cases_total=total,
        last_run=time.time(),
        pitfalls=tuple(dict.fromkeys(pitfalls)),
        tags=tuple(dict.fromkeys(tags)),
    )
    updated = progress.with_exercise(exercise.name, entry)
    save_progress(root, updated)
    return replace(updated, warning=progress.warning)


def record_result(root: Path, result: Result) -> Progress:
    """Remember a learner's graded run: cases passed, when, and the evidence for the next hint."""
    pitfalls, tags = run_evidence(result)
    return record_run(root, result.exercise, result.passed, len(result.outcomes), pitfalls=pitfalls, tags=tags)


def run_evidence(result: Result) -> tuple[list[str], list[str]]:
    """The known mistakes a run made, and the tags of the cases it failed."""
    failed = [outcome for outcome in result.outcomes if not outcome.verdict.passed]
    pitfalls = [outcome.pitfall for outcome in failed if outcome.pitfall]
    tags = [tag for outcome in failed for tag in outcome.case.tags]
    return list(dict.fromkeys(pitfalls)), list(dict.fromkeys(tags))


def tied_stage(
    exercise: Exercise, pitfalls: Sequence[str], revealed: Sequence[int] = (), tags: Sequence[str] = ()
) -> int | None:
    """The first hint stage (from 1) not yet revealed that is about a pitfall the run made or, failing
    that, about a tag of a case it failed: a named mistake says more than a family of cases."""
    for about in (lambda hint: hint.pitfall in pitfalls, lambda hint: hint.tag in tags):
        for stage, hint in enumerate(exercise.hints, start=1):
            if stage not in revealed and about(hint):
                return stage
    return None


def next_stage(exercise: Exercise, entry: ExerciseProgress) -> int | None:
    """The stage `kata hint` reveals next: the one about the last run's evidence, else the next in order."""
    tied = tied_stage(exercise, entry.pitfalls, entry.revealed, entry.tags)
    if tied is not None:
        return tied
    return next((stage for stage in range(1, len(exercise.hints) + 1) if stage not in entry.revealed), None)


def reveal_next(root: Path, exercise: Exercise) -> tuple[int, Hint | None, Progress]:
    """Reveal one more stage; returns (stage number, the hint or None when all are out, progress)."""
    progress = load_progress(root)
    before = progress.of(exercise.name)
    stage = next_stage(exercise, before)
    if stage is None:
        return before.hints, None, progress
    updated = progress.with_exercise(exercise.name, replace(before, hints=0, revealed=(*before.revealed, stage)))
    save_progress(root, updated)
    return stage, exercise.hints[stage - 1], replace(updated, warning=progress.warning)


def hints_left(exercise: Exercise, progress: Progress) -> int:
    return max(0, len(exercise.hints) - progress.of(exercise.name).hints)
