"""Staged hints and the learner's progress, kept in .kata/progress.json (atomic writes, never a crash)."""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from .model import Exercise, Hint

STATE_FOLDER = ".kata"
PROGRESS_FILE = "progress.json"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class ExerciseProgress:
    """What the learner has done on one exercise."""

    # How many hint stages have been revealed (0 … number of hints).
    hints: int = 0
    passed: bool = False
    cases_passed: int = 0
    cases_total: int = 0
    # Seconds since the epoch of the last graded run; 0 when never run.
    last_run: float = 0.0


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
        )
    return exercises


def save_progress(root: Path, progress: Progress) -> None:
    """Write progress atomically: a crash mid-write leaves the old file, never half a file."""
    data = {
        "version": FORMAT_VERSION,
        "exercises": {name: asdict(entry) for name, entry in sorted(progress.exercises.items())},
    }
    write_atomically(progress_path(root), json.dumps(data, indent=2) + "\n")


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


def record_run(root: Path, exercise: Exercise, passed: int, total: int) -> Progress:
    progress = load_progress(root)
    before = progress.of(exercise.name)
    entry = replace(
        before,
        passed=before.passed or (total > 0 and passed == total),
        cases_passed=passed,
        cases_total=total,
        last_run=time.time(),
    )
    updated = progress.with_exercise(exercise.name, entry)
    save_progress(root, updated)
    return updated


def reveal_next(root: Path, exercise: Exercise) -> tuple[int, Hint | None, Progress]:
    """Reveal one more stage; returns (stage number, the hint or None when all are out, progress)."""
    progress = load_progress(root)
    before = progress.of(exercise.name)
    if before.hints >= len(exercise.hints):
        return before.hints, None, progress
    stage = before.hints + 1
    updated = progress.with_exercise(exercise.name, replace(before, hints=stage))
    save_progress(root, updated)
    return stage, exercise.hints[stage - 1], replace(updated, warning=progress.warning)


def hints_left(exercise: Exercise, progress: Progress) -> int:
    return max(0, len(exercise.hints) - progress.of(exercise.name).hints)
