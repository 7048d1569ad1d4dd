"""Drives worker processes: one per exercise run, replaced after a hang or crash; limits, sandbox, timeouts.

One request at a time: a case is sent, its answer awaited until its limit, and only then the next one goes.
Each request carries a fresh random id, so learner code (which shares the worker with the code that
answers) cannot forge the answer of a case it has not been given. The pipes are read and written by
threads, the same on every system; the grader itself only ever waits on a queue with a deadline.
"""

from __future__ import annotations

import contextlib
import functools
import importlib.machinery
import json
import marshal
import math
import os
import queue
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..files import not_a_regular_file
from . import forkserver, platform
from .model import RETURN_KINDS, Attempt, Limits

WORKER_SCRIPT = str(Path(__file__).with_name("worker.py"))
SANDBOX_SCRIPT = str(Path(__file__).with_name("sandbox.py"))
# A worker starts as this short program: it reads the code of worker.py (and, on Linux, of sandbox.py), compiled
# once by the grader and marshalled, from its stdin and runs it in __main__ as `python worker.py` would. Compiling
# the two files at every start cost ~17 ms of a worker's ~60 ms. The code comes down the grader's own pipe before
# any learner code exists, never from a cache file that someone else could have written.
_BOOTSTRAP = """
import marshal, os, sys
def _kata_read(size):
    data = b""
    while len(data) < size:
        piece = os.read(0, size - len(data))
        if not piece:
            os._exit(70)
        data += piece
    return data
_kata_code, KATA_SANDBOX_CODE = marshal.loads(_kata_read(int(sys.argv[1])))
del _kata_read
__file__ = sys.argv[2]
exec(_kata_code)
"""
# Where poll() can tell a pipe has room (not Windows): small requests are then written without the writer thread.
_POLL_OUT = getattr(select, "POLLOUT", None) if hasattr(select, "poll") else None

# Only what a Python program needs: CI secrets in the grader's environment never reach learner code.
# KATA_NO_LANDLOCK goes through so that the worker sees the kernel the grader was told it has (tests of the
# older-Linux layer: seccomp and not dumpable without Landlock).
# KATA_NO_PRIVATE_SCRATCH likewise: the worker then gets no tmpfs of its own (tests of the grader's watcher).
SAFE_ENVIRONMENT_KEYS = (
    "PATH",
    "LANG",
    "LC_ALL",
    "TZ",
    "SYSTEMROOT",
    platform.PORTABLE_VARIABLE,
    "KATA_NO_LANDLOCK",
    "KATA_NO_PRIVATE_SCRATCH",
)

# No reply of a worker is longer (the worker answers "invalid" instead): the grader stops reading there.
REPLY_LIMIT = 128 * 1024 * 1024
# Lines read ahead of the grader: past this, the reader waits (and so does learner code flooding the pipe).
QUEUED_LINES = 256
# Every status a worker's reply can carry; anything else did not come from the worker's own code.
REPLY_STATUSES = frozenset(
    {"ok", "importing", "loaded", "error", "timeout", "memory", "crash", "invalid", "unloadable", "steps"}
)


def answer_digest(items: list[str]) -> str:
    """What a worker sends in place of a long answer: a digest of the list of strings (grader/run/worker.py
    holds the same function). The count, each length, then the characters: no two lists hash the same bytes."""
    from hashlib import blake2b  # on use: OpenSSL takes milliseconds to load, and most runs send no digest

    hashed = blake2b(digest_size=32)
    hashed.update(f"{len(items)}:{','.join(map(str, map(len, items)))}:".encode())
    hashed.update("".join(items).encode("utf-8", "surrogatepass"))
    return hashed.hexdigest()


DIGEST_CHARACTERS = frozenset("0123456789abcdef")


class _WorkerGone(Exception):
    """The worker's end of the channel closed: it exited or was killed."""


class _Garbled(Exception):
    """A reply no worker writes, or one to a request it was not sent: learner code wrote onto the channel, or
    broke the worker's own reply. Either ends the worker as a protocol violation."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


_EOF = object()
_TOO_LONG = object()


@functools.cache
def _worker_code() -> bytes:
    """worker.py and sandbox.py compiled once per grader process, as the bootstrap reads them (see _BOOTSTRAP)."""
    linux = sys.platform.startswith("linux")
    return marshal.dumps((_compiled(WORKER_SCRIPT), _compiled(SANDBOX_SCRIPT) if linux else None))


def _compiled(script: str) -> Any:
    """A script's code, from its cached bytecode where that is current, as an import reads a module's (compiling
    worker.py and sandbox.py afresh cost each grade ~20 ms). The grader's own modules load from the same cache."""
    loader = importlib.machinery.SourceFileLoader(Path(script).stem, script)
    return loader.get_code(loader.name)


def _worker_command() -> list[str]:
    # No grader pid on the command line: the worker asks its kernel.
    return [sys.executable, "-I", "-S", "-B", "-c", _BOOTSTRAP, str(len(_worker_code())), WORKER_SCRIPT]


# A zygote's token, which each worker it forks writes its own over (worker.py holds the same).
ZYGOTE_TOKEN = "0" * 16


@contextlib.contextmanager
def forked_workers() -> Iterator[None]:
    """Inside, the workers of every Session are forked from one zygote (run/forkserver.py) where the system
    allows it: a batch's submissions then do not each pay for a new Python."""

    def start() -> forkserver.ForkServer:
        environment = _worker_environment(tempfile.gettempdir(), ZYGOTE_TOKEN)
        return forkserver.ForkServer(_worker_command(), _worker_code(), environment)

    with forkserver.serving(start):
        yield


def _worker_environment(scratch: str, token: str) -> dict[str, str]:
    env = {key: os.environ[key] for key in SAFE_ENVIRONMENT_KEYS if key in os.environ}
    env[platform.TOKEN_VARIABLE] = token  # inherited by whatever the worker starts: see Platform.end
    env.setdefault("LANG", "C.UTF-8")
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONHASHSEED"] = "0"
    env["TMPDIR"] = env["TEMP"] = env["TMP"] = scratch
    return env


# A worker's scratch folder is named after the grader that made it: a grader killed with SIGKILL cannot remove
# its own, so a later grader removes those whose grader is gone. Only folders of this user, untouched for this
# long: where /tmp is shared between PID namespaces (containers), a running grader's pid can look dead.
# A case's time limit is of CPU time where the worker's can be read (Linux): past the limit on the wall clock, a
# worker that is runnable but has used less than its limit was kept from a core by other load, and is waited for
# until it has used it, up to STARVED_WAIT times the limit. Less than STARVED_SLACK of the limit left counts as
# none (the clocks' steps, the reply on its way).
STARVED_WAIT = 5.0
STARVED_SLACK = 0.05
# …and a worker that is no longer runnable, having used less than its limit, may have answered in time with the
# grader's own reader kept from a core: its answer is read for up to READ_LATE_WAIT more (a reply already sent is
# there at once; code asleep in the call still times out, as it answers later).
READ_LATE_WAIT = 0.1

SCRATCH_PREFIX = "kata-scratch-"
SCRATCH_STALE_SECONDS = 3600.0
# What a worker may keep in its scratch folder at once, besides the 16 MB cap on each file (README, "Systems and
# isolation"): a tmpfs of this size of the worker's own where the kernel allows it (writes past it fail), else a
# watcher here that ends the worker once it holds more.
SCRATCH_BUDGET_BYTES = 64 * 1024 * 1024
SCRATCH_BUDGET_FILES = 1000
SCRATCH_WATCH_SECONDS = 0.05


@functools.cache
def _sweep_stale_scratch() -> None:
    """Remove the scratch folders of graders that no longer run (once per process: it lists the temp folder)."""
    folder = Path(tempfile.gettempdir())
    try:
        entries = list(folder.glob(f"{SCRATCH_PREFIX}*-*"))
    except OSError:
        return
    for entry in entries:
        owner = entry.name.removeprefix(SCRATCH_PREFIX).split("-", 1)[0]
        if owner.isdigit() and int(owner) != os.getpid() and _stale(entry) and not platform.process_exists(int(owner)):
            remove_scratch(str(entry))


def _stale(entry: Path) -> bool:
    try:
        status = entry.stat()
    except OSError:
        return False
    mine = not hasattr(os, "getuid") or status.st_uid == os.getuid()
    return mine and time.time() - status.st_mtime > SCRATCH_STALE_SECONDS


class WorkerProcess:
    """One worker process, its private scratch folder, and the threads that carry its two pipes."""

    def __init__(self, limits: Limits) -> None:
        self.platform = platform.current()
        _sweep_stale_scratch()
        self.scratch = tempfile.mkdtemp(prefix=f"{SCRATCH_PREFIX}{os.getpid()}-")
        self.since = platform.since_now()
        self.token = os.urandom(8).hex()
        with platform.registering():  # no other thread's clean-up may take it for a stray before it is known
            server = forkserver.current()
            forked = server.fork() if server else None
            self.process: platform.WorkerHandle = forked or self.platform.start(
                _worker_command(), _worker_environment(self.scratch, self.token)
            )
            platform.started(self.process.pid)
        self.platform.after_start(self.process, limits.memory_mb)
        self.memory_mb = limits.memory_mb
        # What held once set up (sandbox, memory cap), as the grader verified it (Platform.verify_isolation).
        self.isolation: dict[str, Any] = {}
        self.lines: queue.Queue[object] = queue.Queue(maxsize=QUEUED_LINES)
        self.requests: queue.Queue[bytes | None] = queue.Queue()
        # Requests queued for the writer thread and not yet written; the lock is held around each write.
        self._queued = 0
        self._counting = threading.Lock()
        self._writing = threading.Lock()
        # Set by the scratch watcher when it ended the worker: why, in words.
        self.over_budget = ""
        # The CPU it had used when death() reaped it (a reaped process's clock can no longer be read).
        self.cpu_at_end: float | None = None
        self.stopped = threading.Event()
        assert self.process.stdout is not None and self.process.stdin is not None
        threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True, name="kata-reader").start()
        threading.Thread(target=self._write, args=(self.process.stdin,), daemon=True, name="kata-writer").start()
        if forked is None:
            self._queue(_worker_code())  # first on the pipe: the bootstrap reads it before any request
        self.closed = False
        # A hidden case's input was sent to this worker: it runs no visible one after (Session._fresh_after_hidden).
        self.saw_hidden = False
        # Changed copies of the learner's file ran here (Session.call_variants): their module code may have changed
        # the process, so the learner's own code runs no case in it after.
        self.ran_variants = False

    def _read(self, pipe: Any) -> None:
        """Split the worker's output into lines, none longer than REPLY_LIMIT (learner code can write here)."""
        fd = pipe.fileno()
        pending = bytearray()
        try:
            while True:
                chunk = os.read(fd, 1 << 20)
                if not chunk:
                    break
                # Only the new bytes are searched: an endless line costs one pass, not one per chunk.
                scanned = len(pending)
                pending += chunk
                while (end := pending.find(b"\n", scanned)) >= 0:
                    self.lines.put(bytes(pending[:end]))
                    del pending[: end + 1]
                    scanned = 0
                if len(pending) > REPLY_LIMIT:
                    self.lines.put(_TOO_LONG)
                    return
        except (OSError, ValueError):
            pass
        self.lines.put(_EOF)

    def _write(self, pipe: Any) -> None:
        """Write requests in order; a worker that stops reading blocks only this thread, never the grader."""
        while (data := self.requests.get()) is not None:
            try:
                with self._writing:
                    pipe.write(data)
                    pipe.flush()
            except (OSError, ValueError):
                return
            finally:
                with self._counting:
                    self._queued -= 1

    def send(self, message: dict[str, Any]) -> None:
        data = (json.dumps(message) + "\n").encode()
        if not self._written_now(data):
            self._queue(data)

    def _queue(self, data: bytes) -> None:
        with self._counting:
            self._queued += 1
        self.requests.put(data)

    def _written_now(self, data: bytes) -> bool:
        """Write a small request here, when nothing queued is still unwritten and the pipe has room: the writer
        thread's wake-up cost every call ~0.2 ms (a shrinking run makes hundreds). Up to PIPE_BUF bytes go into a
        pipe with a free buffer whole and at once, so this never blocks; anything else goes to the writer."""
        if _POLL_OUT is None or len(data) > select.PIPE_BUF or not self._writing.acquire(blocking=False):
            return False
        try:
            if self._queued or self.process.stdin is None:
                return False
            fd = self.process.stdin.fileno()
            poll = select.poll()
            poll.register(fd, _POLL_OUT)
            if not poll.poll(0):
                return False
            with contextlib.suppress(OSError):  # the worker is gone: its reply's wait says so
                os.write(fd, data)
            return True
        except (OSError, ValueError):
            return False
        finally:
            self._writing.release()

    def receive(self, deadline: float) -> dict[str, Any] | None:
        """The next line as a JSON object, or None once `deadline` (time.monotonic) passes: a line waiting
        after the deadline is not read, so nothing the worker writes can make a wait longer."""
        left = deadline - time.monotonic()
        if left <= 0:
            return None
        try:
            line = self.lines.get(timeout=left)
        except queue.Empty:
            return None
        if line is _EOF:
            self.lines.put(_EOF)  # every later read sees the end too
            raise _WorkerGone()
        if line is _TOO_LONG:
            raise _Garbled(f"a line longer than {REPLY_LIMIT // (1 << 20)} MB")
        try:
            message = json.loads(line)  # type: ignore[arg-type]
        except (ValueError, RecursionError):  # a line nested a million deep must not take the grader down
            raise _Garbled("a line that is not a JSON reply") from None
        if not isinstance(message, dict):
            raise _Garbled("a line that is not a JSON object")
        return message

    def watch_scratch(self) -> None:
        """Where the kernel does not hold the scratch budget (no tmpfs of the worker's own), end the worker once
        its folder holds more (checked every SCRATCH_WATCH_SECONDS)."""
        threading.Thread(target=self._watch, daemon=True, name="kata-scratch-watch").start()

    def _watch(self) -> None:
        while not self.stopped.wait(SCRATCH_WATCH_SECONDS):
            size, entries = scratch_usage(self.scratch, SCRATCH_BUDGET_FILES)
            if size > SCRATCH_BUDGET_BYTES or entries > SCRATCH_BUDGET_FILES:
                self.over_budget = (
                    f"the code kept more than {SCRATCH_BUDGET_BYTES >> 20} MB or {SCRATCH_BUDGET_FILES:,} files in "
                    "its scratch folder, so the worker was ended"
                )
                with contextlib.suppress(OSError):
                    self.process.kill()
                return

    def death(self, returns: str) -> str:
        """Why the worker is gone, in words."""
        self.cpu_at_end = platform.cpu_seconds(self.process.pid)  # still readable until it is reaped
        try:
            code = self.process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            return "the worker stopped answering"
        if self.over_budget:
            return self.over_budget
        if code < 0:
            name = signal.Signals(-code).name if -code in signal.Signals._value2member_map_ else str(-code)
            return f"the process was killed by {name}"
        if RETURN_KINDS[returns].program:
            # A program judged on stdout is all about its exit: say why this one cannot be judged.
            return (
                f"the program ended the process at once with status {code} (os._exit?), so neither its output "
                "nor its exit status could be judged. os._exit skips the end of the program: in a real run "
                "unflushed prints are lost too. Finish by reaching the end of the file, or with sys.exit()"
            )
        return f"the process exited with status {code} before answering (os._exit?)"

    def close(self) -> None:
        """Stop the worker and every process it left behind; empty and remove its scratch folder."""
        if self.closed:
            return
        self.closed = True
        self.stopped.set()
        self.platform.end(self.process, since=self.since, token=self.token)
        platform.ended(self.process.pid)
        self.requests.put(None)
        for pipe in (self.process.stdin, self.process.stdout):
            with contextlib.suppress(OSError, ValueError):
                pipe.close()  # type: ignore[union-attr]
        remove_scratch(self.scratch)


# Workers started ahead of need, for the next Session to take (prestart): Python's start (~45 ms) then overlaps the
# grader's own work. No learner code runs in one until a Session sends it the setup.
_SPARES: list[WorkerProcess] = []
_SPARES_LOCK = threading.Lock()


def prestart(limits: Limits) -> None:
    """Start one worker now, for the next Session with these limits; close_spares() ends it if none takes it."""
    worker = WorkerProcess(limits)
    with _SPARES_LOCK:
        _SPARES.append(worker)


def _take_spare(limits: Limits) -> WorkerProcess | None:
    """A worker prestarted with this memory limit that is still alive (one that died idle is closed)."""
    with _SPARES_LOCK:
        chosen = next((each for each in _SPARES if each.memory_mb == limits.memory_mb), None)
        if chosen is not None:
            _SPARES.remove(chosen)
    if chosen is not None and chosen.process.poll() is not None:
        chosen.close()
        return None
    return chosen


def close_spares() -> None:
    """End every prestarted worker no Session took (and remove its scratch folder)."""
    with _SPARES_LOCK:
        spares = list(_SPARES)
        _SPARES.clear()
    for worker in spares:
        worker.close()


def describe_limits(held: dict[str, Any]) -> str:
    """`memory ≤ 512 MiB; scratch ≤ 64 MiB, 1,000 files` from what the grader verified held on the worker.

    The memory cap is on the address space: memory held without mapping it (memfds, SysV and POSIX shared
    memory) escapes it unless seccomp refuses the first two and Landlock keeps the worker out of /dev/shm.
    """
    memory = held.get("memory_mb")
    if not memory:
        capped = "memory not capped on this system"
    elif held.get("seccomp") and held.get("landlock_abi"):
        capped = f"memory ≤ {memory} MiB"
    else:
        capped = f"address space ≤ {memory} MiB (memory in shared-memory files is not counted)"
    if held.get("scratch_bytes"):
        scratch = f"scratch ≤ {held['scratch_bytes'] >> 20} MiB, {held['scratch_files']:,} files (a tmpfs of its own)"
    else:
        scratch = f"scratch ≤ {SCRATCH_BUDGET_BYTES >> 20} MiB, {SCRATCH_BUDGET_FILES:,} files (watched: ended past it)"
    return f"{capped}; {scratch}"


def scratch_usage(folder: str, most: int) -> tuple[int, int]:
    """Bytes allocated under `folder` and how many entries it holds; the count stops a little past `most`."""
    size = entries = 0
    pending = [folder]
    while pending and entries <= most:
        with contextlib.suppress(OSError), os.scandir(pending.pop()) as listing:
            for entry in listing:
                entries += 1
                with contextlib.suppress(OSError):
                    status = entry.stat(follow_symlinks=False)
                    size += status.st_blocks * 512 if hasattr(status, "st_blocks") else status.st_size
                    if entry.is_dir(follow_symlinks=False):
                        pending.append(entry.path)
                if entries > most:
                    break
    return size, entries


def remove_scratch(folder: str) -> None:
    """Remove a scratch folder whatever the modes of what it holds: the learner may have made a folder inside it
    read-only (an ordinary user cannot then empty it). Its folders are made writable again and the removal
    retried; links are never followed (a link to the course must not get the course's modes changed)."""
    shutil.rmtree(folder, ignore_errors=True)
    if not os.path.lexists(folder):
        return
    for parent, folders, _ in os.walk(folder):  # top-down: each folder is opened up before it is listed
        for name in [parent, *(os.path.join(parent, child) for child in folders)]:
            if not os.path.islink(name):
                with contextlib.suppress(OSError):
                    os.chmod(name, 0o700)
    shutil.rmtree(folder, ignore_errors=True)


class Session:
    """Runs one exercise's cases against one file, replacing the worker whenever it dies."""

    def __init__(self, file: Path, returns: str, arguments: list[str], limits: Limits) -> None:
        self.file = file
        self.returns = returns
        self.arguments = arguments
        self.limits = limits
        self.worker: WorkerProcess | None = None
        self.load_failure: Attempt | None = None
        # How long importing the learner's file took, on the grader's clock (see _start); 0 until loaded.
        self.import_seconds = 0.0
        # What held on the last worker (sandbox, memory cap), as the grader verified it.
        self.isolation: dict[str, Any] = {}
        # The run's budget (Limits.budget) ends here, on the grader's clock: no wait on the worker goes past it.
        self.deadline = time.monotonic() + limits.budget
        # The worker that replaces one which saw a hidden input, started while the hidden cases run (prestart).
        self.spare: WorkerProcess | None = None
        # The work clock (see work_seconds): the CPU the workers discarded so far had used, and its last reading.
        self.kernel_clock = platform.cpu_seconds(os.getpid()) is not None
        self.spent_by_gone = 0.0
        self.last_work = 0.0

    def remaining(self) -> float:
        """Seconds left of the run's budget (0 once it is spent)."""
        return max(0.0, self.deadline - time.monotonic())

    def out_of_budget(self, seconds: float = 0.0) -> Attempt:
        """What a call gets once the run's budget is spent: not run, and why."""
        detail = f"the run's budget of {self.limits.budget:g} s (every case, check and restart) was spent first"
        return Attempt(status=BUDGET, detail=detail, seconds=seconds)

    def _start(self) -> Attempt | None:
        """A loaded worker, or the Attempt that says why the file cannot be loaded."""
        if self.load_failure is not None:
            return self.load_failure
        if self.worker is not None:
            return None
        refused = not_a_regular_file(self.file)
        if refused is not None:  # a link is never followed: it could point at the reference
            self.load_failure = Attempt(status="unloadable", detail=refused)
            return self.load_failure
        # Every restart pays Python's start and the learner's import again: from the run's budget.
        load_timeout = min(self.limits.load_timeout, self.remaining())
        if load_timeout <= 0:
            return self.out_of_budget()
        worker = self._spare() or _take_spare(self.limits) or WorkerProcess(self.limits)
        setup = {
            "file": str(self.file),
            "returns": self.returns,
            "arguments": self.arguments,
            "memory_mb": self.limits.memory_mb,
            # Only Linux has the sandbox; the portable layer (macOS, Windows, KATA_PORTABLE=1) runs without.
            "sandbox": self.limits.sandbox if worker.platform.name == "linux" else "off",
            "scratch": worker.scratch,
            "scratch_budget": {"bytes": SCRATCH_BUDGET_BYTES, "files": SCRATCH_BUDGET_FILES},
        }
        if isinstance(worker.process, forkserver.ForkedWorker):
            setup["token"] = worker.token  # a started worker has its own in its environment already
        started = time.monotonic()
        worker.send(setup)
        importing = started
        try:
            message = worker.receive(started + load_timeout)
            if message is not None and message.get("status") == "importing":
                # Sent by the worker just before the learner's code first runs, so this clock is honest: from
                # here to "loaded" is the import (learner code forging an early "loaded" only moves the rest of
                # its import into the first case's time). What it says held is checked from outside.
                importing = time.monotonic()
                claimed = message.get("isolation")
                claimed = claimed if isinstance(claimed, dict) else {}
                held = worker.platform.verify_isolation(worker.process.pid, claimed, scratch=worker.scratch)
                worker.isolation = self.isolation = held
                if not held.get("scratch_bytes"):
                    worker.watch_scratch()
                message = worker.receive(started + load_timeout)
        except _WorkerGone:
            return self._load_failed(
                worker, Attempt(status="crash", detail="while importing the file, " + worker.death(self.returns))
            )
        except _Garbled as garbled:
            return self._load_failed(worker, _garbled_attempt(garbled.what, time.monotonic() - started))
        if message is None and load_timeout < self.limits.load_timeout:
            worker.close()  # cut by the run's budget, not the file's fault: not a load failure to keep
            return self.out_of_budget(time.monotonic() - started)
        if message is None:
            detail = (
                f"importing the file did not finish in {self.limits.load_timeout:g} s "
                "(is there a loop or a call at the top level of the file?)"
            )
            return self._load_failed(
                worker, Attempt(status="timeout", detail=detail, seconds=time.monotonic() - started)
            )
        problem = reply_problem(message, self.returns)
        if problem is not None:
            return self._load_failed(worker, _garbled_attempt(problem, time.monotonic() - started))
        if self.limits.sandbox == "require" and not sandboxed(self.isolation):
            detail = "the sandbox --sandbox require asks for did not hold on the worker (the grader checks it itself)"
            return self._load_failed(worker, Attempt(status="crash", detail=detail))
        if message.get("status") != "loaded":
            return self._load_failed(worker, _attempt(message))
        self.import_seconds = time.monotonic() - importing
        self.worker = worker
        return None

    def prestart(self) -> None:
        """Start the worker the next visible call will need once a hidden input is sent (see _fresh_after_hidden)."""
        if self.spare is None:
            self.spare = WorkerProcess(self.limits)

    def _spare(self) -> WorkerProcess | None:
        spare, self.spare = self.spare, None
        if spare is not None and spare.process.poll() is not None:
            spare.close()  # it died idle: a new one is started
            return None
        return spare

    def _load_failed(self, worker: WorkerProcess, attempt: Attempt) -> Attempt:
        worker.close()
        self.load_failure = attempt
        return attempt

    def ensure_loaded(self) -> Attempt | None:
        """Start the worker and import the file now; the Attempt that says why it cannot be, or None."""
        return self._start()

    def cpu_seconds(self) -> float | None:
        """The live worker's CPU time so far (platform.cpu_seconds): None with no worker, or where it cannot be
        read. Read before and after a call, it times the call on the kernel's clock, which load does not slow."""
        return platform.cpu_seconds(self.worker.process.pid) if self.worker is not None else None

    def work_seconds(self) -> float:
        """The judge's clock for the nets of its searches: the CPU the calling thread (the one grading this file;
        `kata batch` grades several in threads of one process) and every worker of the session have used, on the
        kernel's count, which other load on the machine does not slow (a search on a busy machine checks as much as
        on a quiet one, so a run says the same either way). Where a worker's CPU cannot be read
        (platform.cpu_seconds), the wall clock. Never goes back, though a worker ends between two readings."""
        if not self.kernel_clock:
            return time.monotonic()
        live = self.cpu_seconds() or 0.0
        self.last_work = max(self.last_work, time.thread_time() + self.spent_by_gone + live)
        return self.last_work

    def _discard(self) -> None:
        if self.worker is not None:
            # A worker that died was reaped reading why (death): the CPU it used was read then.
            self.spent_by_gone += self.worker.cpu_at_end or self.cpu_seconds() or 0.0
            self.worker.close()
            self.worker = None

    def call(
        self,
        arguments: dict[str, Any],
        *,
        timeout: float | None = None,
        take: int | None = None,
        discard: bool = False,
        watch: bool = False,
        hidden: bool = False,
    ) -> Attempt:
        """Run one case in the worker and return what happened, never raising for the learner's faults.

        With `discard`, the worker runs and times the call but sends no answer back (a timing run). With
        `watch`, it also says which arguments the call changed (Attempt.changed).
        """
        return self.submit(arguments, timeout=timeout, take=take, discard=discard, watch=watch, hidden=hidden).wait()

    def _fresh_after_hidden(self, hidden: bool, *, variants: bool = False) -> None:
        """A worker that has seen a hidden case's input never runs a visible one: learner code could keep the
        input and print it into a visible case's report. So a visible call after a hidden one gets a new worker
        (the pipeline runs the hidden cases last, so a run pays this at most once). Nor does one where changed
        copies of the file ran (call_variants) run the file's own code again."""
        tainted = self.worker is not None and self.worker.ran_variants and not variants
        if self.worker is not None and (tainted or (self.worker.saw_hidden and not hidden)):
            self._discard()

    def submit(
        self,
        arguments: dict[str, Any],
        *,
        timeout: float | None = None,
        take: int | None = None,
        discard: bool = False,
        digest: bool = False,
        watch: bool = False,
        hidden: bool = False,
    ) -> Pending:
        """Send one case now; its answer comes from `wait()`. One case at a time: wait before the next submit.

        Between the two the grader may work out the expected answer while the worker runs the case. With
        `digest`, a list answer comes back as its digest (Attempt.digest): `resend()` then asks for the answer.
        `hidden`: the input is a hidden case's (or made from one): see _fresh_after_hidden.
        """
        self._fresh_after_hidden(hidden)
        failed = self._start()
        if failed is not None:
            return Pending(self, None, "", 0.0, failed)
        worker = self.worker
        assert worker is not None
        wanted = timeout if timeout is not None else self.limits.timeout
        limit = min(wanted, self.remaining())
        if limit <= 0:
            return Pending(self, None, "", 0.0, self.out_of_budget())
        request: dict[str, Any] = {"id": os.urandom(8).hex(), "input": arguments, "take": take}
        if discard:
            request["discard"] = True
        if digest:
            request["digest"] = True
        if watch:
            request["watch"] = True
        worker.saw_hidden = worker.saw_hidden or hidden
        return self._sent(worker, request, limit, digest=digest, cut=limit < wanted)

    def call_many(
        self, inputs: list[dict[str, Any]], *, timeout: float | None = None, watch: bool = False
    ) -> list[Attempt] | None:
        """Run several small inputs in one request, `timeout` for them all: one Attempt each, in order (with
        `watch`, each says which arguments its call changed, as `call` does).

        None when the request as a whole did not come back as one reply per input (the worker crashed, hung,
        garbled the channel, or one reply is none a worker writes): the worker is replaced, and the caller
        runs the inputs one at a time to find which one, and why.
        """
        self._fresh_after_hidden(False)
        if self._start() is not None:
            return None
        worker = self.worker
        assert worker is not None
        limit = min(timeout if timeout is not None else self.limits.timeout, self.remaining())
        request = {"id": os.urandom(8).hex(), "inputs": inputs, **({"watch": True} if watch else {})}
        pending = self._sent(worker, request, limit)
        started = pending.sent_at
        try:
            message = self._awaited(pending)
        except (_WorkerGone, _Garbled):
            message = None
        replies = message.get("replies") if message is not None else None
        if (
            message is None
            or message.get("status") != "ok"
            or type(replies) is not list
            or len(replies) != len(inputs)
            or any(type(reply) is not dict or reply_problem(reply, self.returns) for reply in replies)
        ):
            self._discard()
            return None
        wall = (time.monotonic() - started) / len(inputs) if inputs else 0.0
        return [_attempt(reply, wall) for reply in replies]

    def call_variants(
        self,
        sources: list[str],
        inputs: list[dict[str, Any]],
        *,
        timeout: float,
        most_steps: int = 0,
        margin: int = 0,
        past_out_of_lines: bool = False,
    ) -> tuple[list[list[Attempt] | None], int] | None:
        """Changed copies of the learner's file, each loaded afresh in the worker and run on every input (the repair
        search): per copy, one Attempt per input (status and answer only), or None where the copy did not load;
        and the lines the copies ran. None when the request did not come back whole, or the copies ran past
        `most_steps` lines (0: no bound) before the last was tried. A call may run `margin` times the lines the
        learner's own code ran on its input (0: the worker's own margin). The worker runs no case of the learner's
        own after. With `past_out_of_lines`, a copy that ran out of lines on an input is asked the later ones too."""
        self._fresh_after_hidden(False, variants=True)
        if self._start() is not None:
            return None
        worker = self.worker
        assert worker is not None
        worker.ran_variants = True
        request = {"id": os.urandom(8).hex(), "variants": sources, "inputs": inputs, "most_steps": most_steps}
        request |= {"margin": margin, "past_steps": past_out_of_lines}
        pending = self._sent(worker, request, min(timeout, self.remaining()))
        try:
            message = self._awaited(pending)
        except (_WorkerGone, _Garbled):
            message = None
        results = _variant_results(message, len(sources), len(inputs), self.returns)
        if results is None:
            self._discard()
            return None
        assert message is not None
        steps = message.get("steps")
        if message.get("complete") is not True or type(steps) is not int or steps < 0:
            return None
        return results, steps

    def resend(self) -> Attempt:
        """The answer whose digest the last reply carried, from the same worker (its status, value and nothing
        else count: the call was timed and judged on the first reply). A worker that died since crashed."""
        if self.worker is None:
            return Attempt(status="crash", detail="the worker ended before its answer could be read")
        limit = min(self.limits.timeout, self.remaining())
        pending = Pending(self, self.worker, os.urandom(8).hex(), limit, cut=limit < self.limits.timeout)
        self.worker.send({"id": pending.case_id, "resend": True})
        return pending.wait()

    def _reply(self, pending: Pending) -> Attempt:
        """The worker's answer to a sent case, or the verdict of its silence: timeout or crash."""
        worker = pending.worker
        assert worker is not None
        started = pending.sent_at
        try:
            message = self._awaited(pending)
        except _WorkerGone:
            detail = worker.death(self.returns)
            self._discard()
            return Attempt(status="crash", detail=detail, seconds=time.monotonic() - started)
        except _Garbled as garbled:
            self._discard()
            return _garbled_attempt(garbled.what, time.monotonic() - started)
        if message is None:
            self._discard()
            # The case had less than its limit, or was waited for (kept from a core) until the budget ran out.
            if pending.cut or time.monotonic() >= self.deadline:
                return self.out_of_budget(time.monotonic() - started)
            return Attempt(
                status="timeout",
                detail=f"no answer within {pending.limit:g} s: the call did not finish",
                seconds=time.monotonic() - started,
            )
        problem = reply_problem(message, self.returns, digest=pending.digest)
        if problem is not None:
            self._discard()
            return _garbled_attempt(problem, time.monotonic() - started)
        return replace(_attempt(message, time.monotonic() - started), digest=message.get("digest"))

    def _awaited(self, pending: Pending) -> dict[str, Any] | None:
        """The reply to a sent request, or None at its limit, which is of CPU time where the worker's can be read:
        a worker kept from a core by other load is waited for (_starved_of), and one that stopped running within its
        limit has its reply read a moment later. Every request waits so: one case, many inputs, changed copies."""
        worker = pending.worker
        assert worker is not None
        started = pending.sent_at
        message = self._answer(worker, pending.case_id, started + pending.limit)
        while message is None and (owed := self._starved_of(pending)):
            # Load, not the code: it wanted a core all along and has used less than its limit of one.
            later = min(time.monotonic() + owed, started + STARVED_WAIT * pending.limit, self.deadline)
            message = self._answer(worker, pending.case_id, later)
        if message is None and self._idle_within_limit(pending):
            message = self._answer(worker, pending.case_id, min(time.monotonic() + READ_LATE_WAIT, self.deadline))
        return message

    def _sent(
        self, worker: WorkerProcess, request: dict[str, Any], limit: float, *, digest: bool = False, cut: bool = False
    ) -> Pending:
        """Send a request now (one id, one reply: a case, many inputs, changed copies), to be read with _awaited."""
        pending = Pending(self, worker, str(request["id"]), limit, digest=digest, cut=cut)
        pending.cpu_at_send = platform.cpu_seconds(worker.process.pid)
        worker.send(request)
        return pending

    def _starved_of(self, pending: Pending) -> float:
        """CPU seconds still owed to a case whose wall-clock limit has passed: what it has not used of its limit,
        if it is runnable right now (a busy machine kept it waiting for a core) and the wait is within
        STARVED_WAIT times the limit and the run's budget; else 0, and the timeout stands. A loop that had the
        machine to itself used its whole limit; one that sleeps or waits is not runnable: neither is owed more."""
        worker = pending.worker
        if worker is None or pending.cpu_at_send is None:
            return 0.0
        now = time.monotonic()
        if now - pending.sent_at >= STARVED_WAIT * pending.limit or now >= self.deadline:
            return 0.0
        used = platform.cpu_seconds(worker.process.pid)
        if used is None or not platform.wants_the_cpu(worker.process.pid):
            return 0.0
        owed = pending.limit - (used - pending.cpu_at_send)
        return owed if owed > STARVED_SLACK * pending.limit else 0.0

    @staticmethod
    def _idle_within_limit(pending: Pending) -> bool:
        """Has the worker stopped running (it answered, or waits) having used less than the case's limit of CPU?
        False where its CPU time or state cannot be read."""
        worker = pending.worker
        if worker is None or pending.cpu_at_send is None:
            return False
        used = platform.cpu_seconds(worker.process.pid)
        if used is None or platform.wants_the_cpu(worker.process.pid):
            return False
        return used - pending.cpu_at_send < (1 - STARVED_SLACK) * pending.limit

    @staticmethod
    def _answer(worker: WorkerProcess, case_id: str, deadline: float) -> dict[str, Any] | None:
        """This case's reply, or None at the deadline. One request is pending at a time, so a line with any other
        id was forged by learner code: it ends the worker (passing it over would let a flood of forged lines
        keep the grader reading past every deadline)."""
        message = worker.receive(deadline)
        if message is not None and message.get("id") != case_id:
            raise _Garbled("a reply to a request it was not sent")
        return message

    def close(self) -> None:
        self._discard()
        if self.spare is not None:
            self.spare.close()
            self.spare = None

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


class Pending:
    """A case sent to the worker whose answer has not been read yet."""

    def __init__(
        self,
        session: Session,
        worker: WorkerProcess | None,
        case_id: str,
        limit: float,
        result: Attempt | None = None,
        *,
        digest: bool = False,
        cut: bool = False,
    ) -> None:
        self.session = session
        self.worker = worker
        self.case_id = case_id
        self.limit = limit
        # Asked for a digest in place of a list answer: only then may the reply carry one.
        self.digest = digest
        # Its limit was cut to what was left of the run's budget.
        self.cut = cut
        self.sent_at = time.monotonic()
        # The worker's CPU time when the case was sent (None where it cannot be read): see Session._starved_of.
        self.cpu_at_send: float | None = None
        # Known before it could be sent (the file does not load), or once read.
        self.result = result

    def wait(self) -> Attempt:
        if self.result is None:
            self.result = self.session._reply(self)
        return self.result


def sandboxed(held: dict[str, Any]) -> bool:
    """Did the Landlock sandbox and seccomp hold (what `--sandbox require` asks for)?"""
    return bool(held.get("landlock_abi")) and bool(held.get("seccomp"))


def _attempt(message: dict[str, Any], wall_seconds: float = 0.0) -> Attempt:
    status = str(message.get("status", "crash"))
    if status == "loaded":
        status = "ok"
    return Attempt(
        status=status,
        value=message.get("value"),
        detail=str(message.get("detail", "")),
        traceback=str(message.get("traceback", "")),
        output=str(message.get("output", "")),
        seconds=float(message.get("seconds", 0.0) or 0.0),
        wall_seconds=wall_seconds,
        changed=message.get("changed"),
    )


# The statuses of Attempts the grader makes, which no worker's reply may carry: the worker broke the protocol;
# the run's budget was spent before the call could finish.
PROTOCOL = "protocol"
BUDGET = "budget"


def _garbled_attempt(what: str, seconds: float) -> Attempt:
    return Attempt(
        status=PROTOCOL,
        detail=f"the worker broke the grader's protocol ({what}): the code wrote onto the grader's channel, "
        "or replaced a tool the worker answers with",
        seconds=seconds,
    )


def _variant_results(
    message: dict[str, Any] | None, copies: int, inputs: int, returns: str
) -> list[list[Attempt] | None] | None:
    """A variants reply as Attempts, or None unless it is whole and each answer plain data of the declared kind."""
    results = message.get("variants") if message is not None and message.get("status") == "ok" else None
    if type(results) is not list or len(results) != copies:
        return None
    made: list[list[Attempt] | None] = []
    for replies in results:
        if replies is None:
            made.append(None)
            continue
        if type(replies) is not list or len(replies) != inputs:
            return None
        attempts = []
        for reply in replies:
            if type(reply) is not dict or reply_problem(reply, returns):
                return None
            attempts.append(Attempt(status=str(reply["status"]), value=reply.get("value")))
        made.append(attempts)
    return made


def reply_problem(message: dict[str, Any], returns: str, *, digest: bool = False) -> str | None:
    """What is wrong with a reply, or None: the worker shares its process with learner code, so nothing is trusted.

    `digest`: the request asked for a digest in place of a list answer (a reply to any other has none).
    """
    status = message.get("status")
    if not isinstance(status, str) or status not in REPLY_STATUSES:
        return "its status is none a worker sends"
    if "digest" in message:
        value = message["digest"]
        if not digest or status != "ok" or "value" in message:
            return "it has a digest where none was asked for"
        if type(value) is not str or len(value) != 64 or not DIGEST_CHARACTERS.issuperset(value):
            return "its digest is not one"
    for key in ("detail", "traceback", "output"):
        if not isinstance(message.get(key, ""), str):
            return f"its {key} is not text"
    changed = message.get("changed", {})
    if not isinstance(changed, dict) or not all(isinstance(name, str) for name in changed):
        return "its changed arguments are not a mapping of names"
    seconds = message.get("seconds", 0.0)
    if type(seconds) not in (int, float) or not math.isfinite(seconds) or seconds < 0:
        return "its time is not a number of seconds"
    value = message.get("value")
    if status == "ok" and value is not None and not RETURN_KINDS[returns].well_formed(value):
        return f"its answer is not plain {returns} data"
    return None
