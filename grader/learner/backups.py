"""The original stubs, and the learner's files kept in .kata/backups/ before a reset replaces them.

Where the original stub comes from (the learner's exercises/EX.py *was* the stub, but may have
been edited, and a learner's own commits may have changed it in git):

1. `.stubs/EX.py`, a copy kept at the top of the course, out of the learner's way (a hidden
   folder, not under exercises/ where they work). It is in a fresh clone, and `kata release`
   copies it into the learner's copy (which has no solutions/). The test suite checks each copy
   equals exercises/EX.py, so a changed stub cannot be forgotten there.
2. Failing that (a course that ships no stubs), `git show HEAD:exercises/EX.py` when the course
   is a git checkout.
"""

from __future__ import annotations

import os
import re
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from ..course.model import Course
from ..errors import KataError
from .progress import STATE_FOLDER, write_atomically

BACKUP_FOLDER = "backups"
STUBS_FOLDER = ".stubs"
_BACKUP_NAME = re.compile(r"^(?P<exercise>[a-z][a-z0-9_]*)-(?P<stamp>\d{8}-\d{6})(?:-(?P<count>\d+))?\.py$")


@dataclass(frozen=True)
class Pristine:
    """An exercise's original stub, and where it was found (for the message)."""

    text: str
    source: str


@dataclass(frozen=True)
class Backup:
    """One file kept by `kata reset`."""

    exercise: str
    path: Path
    # Seconds since the epoch, from the file name.
    saved: float
    # Two backups in the same second get -2, -3… after the time.
    count: int = 1


def stubs_path(course: Course, name: str) -> Path:
    return course.root / STUBS_FOLDER / f"{name}.py"


def pristine_stub(course: Course, name: str) -> Pristine:
    """The exercise's original stub: the course's shipped copy, else git's committed one."""
    shipped = stubs_path(course, name)
    if shipped.is_file():
        return Pristine(shipped.read_text(encoding="utf-8"), f"{STUBS_FOLDER}/{name}.py")
    committed = _from_git(course.root, f"exercises/{name}.py")
    if committed is not None:
        return Pristine(committed, f"git HEAD:exercises/{name}.py")
    raise KataError(
        f"this copy of the course has no original stub of {name}",
        file=f"{STUBS_FOLDER}/{name}.py",
        fix=f"ask your instructor for {STUBS_FOLDER}/{name}.py (or get the course with git clone)",
    )


def _from_git(root: Path, relative: str) -> str | None:
    try:
        shown = subprocess.run(
            ["git", "-C", str(root), "show", f"HEAD:{relative}"],
            capture_output=True,
            timeout=10,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    if shown.returncode != 0:
        return None
    return shown.stdout.decode("utf-8", errors="replace")


def backups_folder(root: Path) -> Path:
    return root / STATE_FOLDER / BACKUP_FOLDER


def back_up(root: Path, name: str, file: Path, *, now: float | None = None) -> Path:
    """Copy `file` to .kata/backups/NAME-<time>.py; an existing backup is never overwritten."""
    content = file.read_bytes()
    folder = backups_folder(root)
    folder.mkdir(parents=True, exist_ok=True)
    _ignore_state(root)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if now is None else now))
    for count in range(1, 10_000):
        path = folder / (f"{name}-{stamp}.py" if count == 1 else f"{name}-{stamp}-{count}.py")
        try:
            # "x": create, or fail if the name is taken; then the next count is tried.
            with path.open("xb") as copy:
                copy.write(content)
                copy.flush()
                os.fsync(copy.fileno())
        except FileExistsError:
            continue
        return path
    raise KataError(f"too many backups of {name} at {stamp}", file=str(folder), fix="remove some old backups")


def _ignore_state(root: Path) -> None:
    ignore = root / STATE_FOLDER / ".gitignore"
    if not ignore.exists():
        ignore.write_text("*\n", encoding="utf-8")


def restore_stub(course: Course, name: str, pristine: Pristine) -> None:
    """Write the original stub over exercises/NAME.py, atomically (the learner's file is backed up first)."""
    write_atomically(course.stub_path(name), pristine.text)


def list_backups(root: Path, name: str | None = None) -> list[Backup]:
    """Every backup (of one exercise, when named), oldest first."""
    folder = backups_folder(root)
    if not folder.is_dir():
        return []
    found = []
    for path in folder.iterdir():
        matched = _BACKUP_NAME.match(path.name)
        if not matched or (name is not None and matched["exercise"] != name):
            continue
        saved = time.mktime(time.strptime(matched["stamp"], "%Y%m%d-%H%M%S"))
        found.append(Backup(matched["exercise"], path, saved, int(matched["count"] or 1)))
    return sorted(found, key=lambda backup: (backup.saved, backup.count, backup.exercise))
