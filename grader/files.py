"""Writing state and reports so that a crash mid-write leaves the old file whole, never half a file."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

# The learner's own state folder: everything in it is ignored by git.
STATE_FOLDER = ".kata"


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` (UTF-8) in one step."""
    write_bytes_atomically(path, text.encode("utf-8"))


def write_bytes_atomically(path: Path, data: bytes) -> None:
    """Replace `path` with `data` in one step, keeping its permissions; the folder is made when missing."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.parent.name == STATE_FOLDER:
        ignore = path.parent / ".gitignore"
        if not ignore.exists():
            ignore.write_text("*\n", encoding="utf-8")
    mode = path.stat().st_mode & 0o7777 if path.exists() else 0o644
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        with contextlib.suppress(OSError):  # a file system without modes (some Windows shares) keeps its own
            os.chmod(temporary, mode)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
