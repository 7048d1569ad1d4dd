"""The learner's progress, kept in .kata/progress.json: written atomically, a corrupt file set aside, never a crash."""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

from ..files import STATE_FOLDER, write_atomically

PROGRESS_FILE = "progress.json"
FORMAT_VERSION = 1


class Named(Protocol):
    """An exercise as progress knows it: by name (the course's record or a report's public one)."""

    @property
    def name(self) -> str: ...


@dataclass(frozen=True)
class ExerciseProgress:
    """What the learner has done on one exercise."""

    # How many hint stages have been revealed (0 … number of hints); always len(revealed).
    hints: int = 0
    # The last graded run passed every case; it belongs to the file's content then (passed_digest).
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
    # sha256 of the exercise file that passed ("" in progress files older than this field: taken on trust).
    passed_digest: str = ""
    # Some run ever passed: what opens `kata solution`, which a later edit does not close again.
    solved: bool = False

    def passes(self, digest: str) -> bool:
        """Passed, and the file is still the one that passed (`digest`: file_digest of it now)."""
        return self.passed and (not self.passed_digest or self.passed_digest == digest)

    def changed_since_pass(self, digest: str) -> bool:
        return self.passed and not self.passes(digest)

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
            passed_digest=str(entry.get("passed_digest", "")),
            solved=bool(entry.get("solved", entry.get("passed", False))),
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


def file_digest(path: Path) -> str:
    """What a pass belongs to: the file's bytes, hashed ("" when there is no file)."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return ""


def record_run(
    root: Path,
    exercise: Named,
    passed: int,
    total: int,
    *,
    pitfalls: Sequence[str] = (),
    tags: Sequence[str] = (),
    digest: str = "",
) -> Progress:
    """One graded run of the learner's file (`digest`: its content when the run started) is the status now:
    a failing run after a pass is failing, whatever passed before."""
    progress = load_progress(root)
    before = progress.of(exercise.name)
    now_passes = total > 0 and passed == total
    entry = replace(
        before,
        passed=now_passes,
        passed_digest=digest if now_passes else "",
        solved=before.solved or now_passes,
        cases_passed=passed,
        cases_total=total,
        last_run=time.time(),
        pitfalls=tuple(dict.fromkeys(pitfalls)),
        tags=tuple(dict.fromkeys(tags)),
    )
    updated = progress.with_exercise(exercise.name, entry)
    save_progress(root, updated)
    return replace(updated, warning=progress.warning)


def forget_pass(root: Path, name: str) -> Progress:
    """After `kata reset`: the exercise is not passed any more, and no run of the old file counts (hints stay)."""
    progress = load_progress(root)
    if name not in progress.exercises:
        return progress
    before = progress.of(name)
    entry = replace(before, passed=False, passed_digest="", cases_passed=0, pitfalls=(), tags=())
    updated = progress.with_exercise(name, entry)
    save_progress(root, updated)
    return replace(updated, warning=progress.warning)


def first_unpassed(progress: Progress, names: Sequence[str], file_of: Callable[[str], Path]) -> str | None:
    """The first exercise, in course order, whose file now (file_of(name)) is not one that passed."""
    return next((name for name in names if not passes_now(progress, name, file_of(name))), None)


def passes_now(progress: Progress, name: str, file: Path) -> bool:
    return progress.of(name).passes(file_digest(file))
