"""Watch mode's loop: re-check the current exercise on every save, and move on once it passes."""

from __future__ import annotations

import os
import time
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from enum import Enum
from pathlib import Path
from typing import Any

# watchfiles yields a batch once no new change arrived for STEP_MS (an editor's save is often a
# burst of writes), and at the latest after DEBOUNCE_MS of uninterrupted changes.
STEP_MS = 30
DEBOUNCE_MS = 400
# How often the polling fallback looks at the folder: the save-to-verdict time includes it.
POLL_DELAY_MS = 50
# The watcher wakes this often even without changes (it checks for Ctrl-C in between anyway).
WAKE_MS = 5000
# Set to 1 to poll instead of asking the OS for events (network drives, some containers and VMs).
POLL_VARIABLE = "KATA_WATCH_POLL"


class Seen(Enum):
    """What one check of the current exercise found."""

    PASSED = "passed"
    FAILING = "failing"
    # The file is not there (deleted, or mid-way through an editor's rename).
    MISSING = "missing"


def watch_loop(
    names: Sequence[str],
    first: str,
    changes: Iterable[Iterable[Path]],
    *,
    file_of: Callable[[str], Path],
    check: Callable[[str], Seen],
    ask: Callable[[str, str], bool | None],
    say: Callable[[str], None],
    passed: Callable[[str], bool] = lambda name: False,
) -> str:
    """Check `first`, then again after every batch of changes touching its file; return the last exercise.

    `check` grades and draws one report; `ask(passed, next)` decides whether to move on (None: the file was
    saved again while asking, so it is graded again). Only an exercise not `passed` yet is offered. The loop
    ends when the last exercise passes or when `changes` runs out (Ctrl-C ends it from the outside).
    """
    current = _settle(names, first, check, ask, say, passed)
    if current is None:
        return names[-1]
    for batch in changes:
        if not _touches(batch, file_of(current)):
            continue
        current = _settle(names, current, check, ask, say, passed)
        if current is None:
            return names[-1]
    return current


def _settle(
    names: Sequence[str],
    name: str,
    check: Callable[[str], Seen],
    ask: Callable[[str, str], bool | None],
    say: Callable[[str], None],
    passed: Callable[[str], bool],
) -> str | None:
    """Check `name` and keep moving on while exercises pass and the learner agrees; None when all is done."""
    while True:
        seen = check(name)
        if seen is not Seen.PASSED:
            return name
        following = next_exercise(names, name, passed)
        if following is None:
            say(f"{name} passes, and every exercise has passed: the course is done. Well done!")
            return None
        answer = ask(name, following)
        if answer is None:
            continue  # saved again while the question waited: that file is what counts now
        if not answer:
            say(f"Still watching {name}. When you are ready: `kata watch {following}`.")
            return name
        name = following


def next_exercise(names: Sequence[str], name: str, passed: Callable[[str], bool] = lambda name: False) -> str | None:
    """The first exercise after `name` not passed yet, else the first before it; None when all have passed."""
    position = names.index(name)
    later = [*names[position + 1 :], *names[:position]]
    return next((other for other in later if not passed(other)), None)


def _touches(batch: Iterable[Path], file: Path) -> bool:
    target = _comparable(file)
    return any(_comparable(path) == target for path in batch)


def _comparable(path: Path) -> str:
    return os.path.normcase(os.path.abspath(path))


def polling_asked(environment: dict[str, str] | os._Environ[str] = os.environ) -> bool:
    return environment.get(POLL_VARIABLE, "").strip().lower() not in ("", "0", "no", "false")


def file_changes(folder: Path, *, poll: bool, note: Callable[[str], None]) -> Iterator[set[Path]]:
    """Batches of changed paths under `folder`, from OS events, or by polling when asked or when events fail.

    The watcher starts here, before the caller's first report: a save made while that report is drawn
    is not lost.
    """
    if poll:
        return poll_changes(folder)
    from watchfiles._rust_notify import RustNotify, WatchfilesRustInternalError  # its documented low-level API
    from watchfiles.main import _default_force_polling

    if _default_force_polling(None):
        # watchfiles would poll here (WATCHFILES_FORCE_POLLING, WSL): ours sees saves within the same second.
        return poll_changes(folder)
    try:
        watcher = RustNotify([str(folder)], False, False, POLL_DELAY_MS, True, True)
    except (OSError, WatchfilesRustInternalError) as error:
        # No inotify instances left, an unsupported file system... polling always works.
        note(f"file events are not available here ({error}); checking every {POLL_DELAY_MS} ms instead")
        return poll_changes(folder)
    return _event_batches(watcher)


def _event_batches(watcher: Any) -> Iterator[set[Path]]:
    with watcher:
        while True:
            raw = watcher.watch(DEBOUNCE_MS, STEP_MS, WAKE_MS, None)
            if raw == "signal":
                raise KeyboardInterrupt
            if raw == "stop":
                return
            if raw != "timeout" and raw:
                yield {Path(path) for _change, path in raw}


def poll_changes(folder: Path, *, delay: float = POLL_DELAY_MS / 1000) -> Iterator[set[Path]]:
    """Look at the folder every `delay` seconds; yield what changed once a look finds nothing new.

    Not watchfiles' own polling: it compares modification times in whole seconds, so a second save
    within the same second went unseen. Here a file's size, nanosecond time and content all count.
    """
    before = _snapshot(folder)
    return _poll_batches(folder, before, delay)


def _poll_batches(folder: Path, before: dict[Path, tuple[int, int, int]], delay: float) -> Iterator[set[Path]]:
    pending: set[Path] = set()
    since = 0.0
    while True:
        time.sleep(delay)
        now = _snapshot(folder)
        changed = {path for path in before.keys() | now.keys() if before.get(path) != now.get(path)}
        before = now
        if changed and not pending:
            since = time.monotonic()
        pending |= changed
        # Like the event watcher: once a look finds nothing new, or when changes never stop coming.
        if pending and (not changed or time.monotonic() - since > DEBOUNCE_MS / 1000):
            yield pending
            pending = set()


# Files larger than this are compared by size and time only.
_HASHED_BYTES = 1 << 20


def _snapshot(folder: Path) -> dict[Path, tuple[int, int, int]]:
    """Each file's size, modification time (ns) and a checksum of its content."""
    found = {}
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return {}
    for entry in entries:
        try:
            if not entry.is_file():
                continue
            stat = entry.stat()
            checksum = 0
            if stat.st_size <= _HASHED_BYTES:
                with open(entry.path, "rb") as file:
                    checksum = zlib.crc32(file.read())
        except OSError:
            continue  # gone between the listing and the look: the next look reports it
        found[Path(entry.path)] = (stat.st_size, stat.st_mtime_ns, checksum)
    return found
