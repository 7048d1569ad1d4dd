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


def not_a_regular_file(path: Path, what: str = "the submission's") -> str | None:
    """Why `path` cannot be graded as a file of its own, or None. A link is never followed: a learner's
    `chunk_words.py` that points at solutions/chunk_words.py (or /proc/self/cwd/...) would be graded as the
    reference. Only the last component is looked at here; callers check the folders they walked into."""
    import stat

    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return None  # missing: the caller says so in its own words
    if stat.S_ISLNK(mode):
        return f"{what} {path.name} is a link; submit the file itself"
    if not stat.S_ISREG(mode):
        return f"{what} {path.name} is not a regular file; submit the file itself"
    return None


def read_submitted(path: Path) -> bytes:
    """A submitted file's bytes, read without following a link (O_NOFOLLOW) and only from a regular file
    (a FIFO or a device could block or never end). OSError, with the reason in words, otherwise."""
    import errno
    import stat

    problem = not_a_regular_file(path)
    if problem is not None:
        raise OSError(problem)
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        handle = os.open(path, flags)
    except OSError as error:  # a link put there since the check fails here (ELOOP)
        if error.errno == errno.ELOOP:
            raise OSError(f"the submission's {path.name} is a link; submit the file itself") from None
        raise
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise OSError(f"the submission's {path.name} is not a regular file; submit the file itself")
        with os.fdopen(handle, "rb", closefd=False) as file:
            return file.read()
    finally:
        os.close(handle)
