"""Drives worker processes: one per exercise run, replaced after a hang or crash; timeouts and limits."""

from __future__ import annotations

import contextlib
import ctypes
import json
import math
import os
import select
import signal
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from .model import Attempt, Limits

WORKER_SCRIPT = str(Path(__file__).with_name("worker.py"))

# Only what a Python program needs: CI secrets in the grader's environment never reach learner code.
SAFE_ENVIRONMENT_KEYS = ("PATH", "LANG", "LC_ALL", "TZ", "TMPDIR", "SYSTEMROOT")


class _WorkerGone(Exception):
    """The worker's end of the channel closed: it exited or was killed."""


class _Garbled(Exception):
    """A reply no worker writes: learner code wrote onto the channel, or broke the worker's own reply."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


# Requests sent ahead (while the worker still runs earlier cases) are kept within what every pipe holds
# (Linux gives a pipe at least one page): the worker leaves them unread until it is free.
AHEAD_BYTES = select.PIPE_BUF

# No reply of a worker is longer (the worker answers "invalid" instead): the grader stops reading there.
REPLY_LIMIT = 128 * 1024 * 1024
# Every status a worker's reply can carry; anything else did not come from the worker's own code.
REPLY_STATUSES = frozenset({"ok", "loaded", "error", "timeout", "memory", "crash", "invalid", "unloadable"})


def _enable_subreaper() -> bool:
    """Adopt every orphaned descendant, so a process that detaches from the worker still ends with it."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_child_subreaper = 36
        return libc.prctl(pr_set_child_subreaper, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


_SUBREAPER = _enable_subreaper()


def _start_ticks(pid: int) -> int | None:
    """When a process started, in clock ticks since boot (/proc/PID/stat field 22)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as file:
            stat = file.read()
    except OSError:
        return None
    # The command name may hold spaces and parentheses: split after the last ')'.
    fields = stat[stat.rindex(b")") + 2 :].split()
    return int(fields[19])


def _children() -> list[int]:
    """Our child processes, adopted orphans included."""
    me = os.getpid()
    found = []
    try:
        with open(f"/proc/{me}/task/{me}/children") as file:
            found = [int(pid) for pid in file.read().split()]
    except OSError:
        pass
    # Children of our other threads are listed under their own task ids.
    with contextlib.suppress(OSError):
        for task in os.listdir(f"/proc/{me}/task"):
            if int(task) == me:
                continue
            with contextlib.suppress(OSError), open(f"/proc/{me}/task/{task}/children") as file:
                found += [int(pid) for pid in file.read().split()]
    return found


def end_strays(since_ticks: int, keep: set[int]) -> int:
    """Kill and reap every child that started at or after `since_ticks`, except `keep`.

    Orphans of the learner's processes are re-parented to us (we are a child subreaper), so this
    ends even a grandchild that called setsid() to escape the worker's process group.
    """
    ended = 0
    for _ in range(50):  # each round may expose the orphans of the processes it killed
        strays = [pid for pid in _children() if pid not in keep and (_start_ticks(pid) or 0) >= since_ticks]
        if not strays:
            break
        for pid in strays:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        for pid in strays:
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)
            ended += 1
    return ended


def _worker_environment() -> dict[str, str]:
    env = {key: os.environ[key] for key in SAFE_ENVIRONMENT_KEYS if key in os.environ}
    env.setdefault("LANG", "C.UTF-8")
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONHASHSEED"] = "0"
    return env


def _now_ticks() -> int:
    # Our own start time is a lower bound on every descendant's; clock ticks need /proc.
    with open("/proc/uptime") as file:
        uptime = float(file.read().split()[0])
    return int(uptime * os.sysconf("SC_CLK_TCK")) - 1


# Every worker this process runs now. A grade may hold two at once (the learner's, and the reference's
# that times perf cases): ending one worker's strays must never end the other worker.
_LIVE_WORKERS: set[int] = set()


class _Spawned:
    """A worker process started and waiting for its setup request: it has run no learner code yet."""

    def __init__(self) -> None:
        request_read, self.request_write = os.pipe()
        self.response_read, response_write = os.pipe()
        self.started_ticks = _now_ticks()
        self.process = subprocess.Popen(
            [sys.executable, "-I", "-S", "-B", WORKER_SCRIPT, str(request_read), str(response_write), str(os.getpid())],
            pass_fds=(request_read, response_write),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=_worker_environment(),
            start_new_session=True,
        )
        _LIVE_WORKERS.add(self.process.pid)
        os.close(request_read)
        os.close(response_write)

    def end(self) -> None:
        """Kill a spare never taken (it has run no learner code: nothing of it outlives it)."""
        with contextlib.suppress(ProcessLookupError):
            self.process.kill()
        self.process.wait()
        _LIVE_WORKERS.discard(self.process.pid)
        for fd in (self.request_write, self.response_read):
            with contextlib.suppress(OSError):
                os.close(fd)


# Workers started ahead of need: Python's start-up then runs on the other core while the grader is
# still importing its own modules and reading cases.yaml, instead of after it.
_SPARES: list[_Spawned] = []


def prestart(count: int = 1) -> None:
    """Start `count` workers now, for the next `count` sessions to take."""
    while len(_SPARES) < count:
        _SPARES.append(_Spawned())


def discard_spares() -> None:
    """End the workers prestarted but never taken."""
    while _SPARES:
        _SPARES.pop().end()


def _spawned() -> _Spawned:
    """A prestarted worker when one is still alive, else a new one."""
    while _SPARES:
        spare = _SPARES.pop(0)
        if spare.process.poll() is None:
            return spare
        spare.end()
    return _Spawned()


class WorkerProcess:
    """One live worker with the learner's file loaded."""

    def __init__(self, file: Path, returns: str, arguments: list[str], limits: Limits) -> None:
        self.file = file
        self.returns = returns
        self.limits = limits
        spawned = _spawned()
        self.process = spawned.process
        self.request_write = spawned.request_write
        self.response_read = spawned.response_read
        self.started_ticks = spawned.started_ticks
        # A full request pipe must never block the grader (learner code can write into it, or stop
        # reading): every write waits with a deadline instead.
        os.set_blocking(self.request_write, False)
        # Replies arrive here; `start` is where the unread part begins, `scanned` how far it holds no line end.
        self.buffer = bytearray()
        self.start = 0
        self.scanned = 0
        self.next_id = 0
        self.loaded = False
        # Ids sent and not answered yet, with the size of their request; answers read but not yet taken by
        # their wait (with when the answer before them was read); when the last answer was read (the next
        # case in the worker's queue starts about then).
        self.unanswered: dict[int, int] = {}
        self.early: dict[int, tuple[dict[str, Any], float]] = {}
        self.last_answer_at = 0.0
        self.setup = {"file": str(file), "returns": returns, "arguments": arguments, "memory_mb": limits.memory_mb}

    def send(self, data: bytes, *, deadline: float) -> None:
        """Write all of `data`, waiting for room until `deadline`; _WorkerGone if the worker is gone or stuck."""
        view = memoryview(data)
        while view:
            try:
                view = view[os.write(self.request_write, view) :]
                continue
            except BlockingIOError:
                pass
            except OSError:  # BrokenPipeError: nobody reads any more
                raise _WorkerGone() from None
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([], [self.request_write], [], left)[1]:
                raise _Garbled("its request channel stayed full: something wrote into it, or stopped reading it")

    def send_ahead(self, data: bytes) -> bool:
        """Queue a request behind the ones the worker has not answered, if the pipe surely has room."""
        if sum(self.unanswered.values()) + len(data) > AHEAD_BYTES:
            return False
        try:  # at most PIPE_BUF bytes: written whole or not at all
            os.write(self.request_write, data)
        except OSError:  # full (junk written into it) or closed: the request is sent in its turn instead
            return False
        return True

    def receive(self, timeout: float) -> dict[str, Any] | None:
        """The next response, or None after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            end = self.buffer.find(b"\n", self.scanned)
            if end >= 0:
                return self._message(end)
            # Each byte is searched once, and one reply may not outgrow the limit: learner code can write
            # onto this channel, and an endless line must not fill the grader's memory.
            self.scanned = len(self.buffer)
            if len(self.buffer) - self.start > REPLY_LIMIT:
                raise _Garbled(f"a line longer than {REPLY_LIMIT // (1 << 20)} MB")
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.response_read], [], [], left)
            if not ready:
                return None
            chunk = os.read(self.response_read, 1 << 20)
            if not chunk:
                raise _WorkerGone()
            self.buffer += chunk

    def _message(self, end: int) -> dict[str, Any]:
        """The line that ends at `end`, parsed; the buffer moves past it."""
        line = bytes(memoryview(self.buffer)[self.start : end])
        self.start = self.scanned = end + 1
        if self.start > (1 << 20) and self.start * 2 > len(self.buffer):
            # Read lines are dropped once they are most of the buffer: each byte is moved at most once more.
            del self.buffer[: self.start]
            self.start = self.scanned = 0
        try:
            message = json.loads(line)
        except (ValueError, RecursionError):  # a line nested a million deep must not take the grader down
            raise _Garbled("a line that is not a JSON reply") from None
        if not isinstance(message, dict):
            raise _Garbled("a line that is not a JSON object")
        return message

    def death(self) -> str:
        """Why the worker is gone, in words."""
        try:
            code = self.process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            return "the worker stopped answering"
        if code < 0:
            name = signal.Signals(-code).name if -code in signal.Signals._value2member_map_ else str(-code)
            return f"the process was killed by {name}"
        if self.returns == "stdout":
            # A program judged on stdout is all about its exit: say why this one cannot be judged.
            return (
                f"the program ended the process at once with status {code} (os._exit?), so neither its output "
                "nor its exit status could be judged. os._exit skips the end of the program: in a real run "
                "unflushed prints are lost too. Finish by reaching the end of the file, or with sys.exit()"
            )
        return f"the process exited with status {code} before answering (os._exit?)"

    def close(self) -> None:
        """Stop the worker and every process it left behind.

        Killed at once: the worker holds nothing to save (it would only os._exit on a polite request),
        and waiting for it to notice one cost every run a millisecond of polling.
        """
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError):
            self.process.kill()
        self.process.wait()
        _LIVE_WORKERS.discard(self.process.pid)
        for fd in (self.request_write, self.response_read):
            with contextlib.suppress(OSError):
                os.close(fd)
        end_strays(self.started_ticks, keep=set(_LIVE_WORKERS))


class Session:
    """Runs one exercise's cases against one file, replacing the worker whenever it dies.

    Cases can be sent ahead (`submit` several, then `wait` for each in order): the worker runs one
    while the grader judges the last or does other work, and no case waits for a round trip.
    """

    def __init__(self, file: Path, returns: str, arguments: list[str], limits: Limits) -> None:
        self.file = file
        self.returns = returns
        self.arguments = arguments
        self.limits = limits
        self.worker: WorkerProcess | None = None
        self.load_failure: Attempt | None = None
        self.load_output = ""
        # Sent ahead means sent in order: once one request had to wait for its turn, so do the next ones.
        self.unsent: list[Pending] = []
        self._start()

    def _start(self) -> None:
        worker = WorkerProcess(self.file, self.returns, self.arguments, self.limits)
        try:
            worker.send(_encoded(worker.setup), deadline=time.monotonic() + self.limits.load_timeout)
        except (_WorkerGone, _Garbled):
            worker.close()
            self.load_failure = Attempt(status="crash", detail="the worker ended before it could load the file")
            return
        self.worker = worker

    def _ensure_loaded(self) -> Attempt | None:
        """Wait for the worker's import; an Attempt when the file cannot be loaded."""
        if self.load_failure is not None:
            return self.load_failure
        if self.worker is None:
            self._start()
            if self.worker is None:
                return self.load_failure
        if self.worker.loaded:
            return None
        started = time.monotonic()
        try:
            message = self.worker.receive(self.limits.load_timeout)
        except _WorkerGone:
            self.load_failure = Attempt(status="crash", detail="while importing the file, " + self.worker.death())
            self._discard()
            return self.load_failure
        except _Garbled as garbled:
            self.load_failure = _garbled_attempt(garbled.what, time.monotonic() - started)
            self._discard()
            return self.load_failure
        if message is None:
            self.load_failure = Attempt(
                status="timeout",
                detail=f"importing the file did not finish in {self.limits.load_timeout:g} s "
                "(is there a loop or a call at the top level of the file?)",
                seconds=time.monotonic() - started,
            )
            self._discard()
            return self.load_failure
        problem = reply_problem(message, self.returns)
        if problem is not None:
            self.load_failure = _garbled_attempt(problem, time.monotonic() - started)
            self._discard()
            return self.load_failure
        if message.get("status") != "loaded":
            self.load_failure = _attempt(message)
            self._discard()
            return self.load_failure
        self.load_output = str(message.get("output", ""))
        self.worker.loaded = True
        self.worker.last_answer_at = time.monotonic()
        return None

    def _discard(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def call(
        self, arguments: dict[str, Any], *, timeout: float | None = None, take: int | None = None, discard: bool = False
    ) -> Attempt:
        """Run one case in the worker and return what happened, never raising for the learner's faults.

        With `discard`, the worker runs and times the call but sends no answer back (a timing run).
        """
        return self.submit(arguments, timeout=timeout, take=take, discard=discard).wait()

    def submit(
        self, arguments: dict[str, Any], *, timeout: float | None = None, take: int | None = None, discard: bool = False
    ) -> Pending:
        """Queue one case: sent now if the worker can take it behind the cases it has, else in its turn.

        The answer comes from `wait()`; cases submitted together must be waited for in the order submitted.
        """
        request: dict[str, Any] = {"input": arguments, "take": take}
        if discard:
            request["discard"] = True
        pending = Pending(self, request, timeout if timeout is not None else self.limits.timeout)
        if self.load_failure is not None:
            pending.result = self.load_failure
        elif self.unsent or self.worker is None or not self._send_ahead(pending):
            self.unsent.append(pending)
        return pending

    def _send_ahead(self, pending: Pending) -> bool:
        worker = self.worker
        assert worker is not None
        case_id = worker.next_id + 1
        data = _encoded({"id": case_id, **pending.request})
        if not worker.send_ahead(data):
            return False
        worker.next_id = case_id
        worker.unanswered[case_id] = len(data)
        pending.sent_to(worker, case_id)
        return True

    def _send_in_turn(self, pending: Pending) -> Attempt | None:
        """Send a case that was not sent ahead, or whose worker died first; an Attempt if it cannot run."""
        if pending in self.unsent:
            self.unsent.remove(pending)
        failed = self._ensure_loaded()
        if failed is not None:
            return failed
        worker = self.worker
        assert worker is not None
        worker.next_id += 1
        data = _encoded({"id": worker.next_id, **pending.request})
        pending.sent_to(worker, worker.next_id)
        try:
            worker.send(data, deadline=pending.sent_at + pending.limit)
        except _WorkerGone:
            return self._crashed(worker, pending.sent_at)
        except _Garbled as garbled:
            return self._garbled(garbled.what, pending.sent_at)
        worker.unanswered[worker.next_id] = len(data)
        return None

    def _crashed(self, worker: WorkerProcess, started: float) -> Attempt:
        detail = worker.death()
        self._discard()
        return Attempt(status="crash", detail=detail, seconds=time.monotonic() - started)

    def _garbled(self, what: str, started: float) -> Attempt:
        self._discard()
        return _garbled_attempt(what, time.monotonic() - started)

    def _timed_out(self, limit: float, started: float) -> Attempt:
        self._discard()
        return Attempt(
            status="timeout",
            detail=f"no answer within {limit:g} s: the call did not finish. Look for a loop whose "
            "position never moves forward, or one with no way to stop.",
            seconds=time.monotonic() - started,
        )

    def close(self) -> None:
        self._discard()

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


class Pending:
    """A case submitted to the session whose answer has not been read yet."""

    def __init__(self, session: Session, request: dict[str, Any], limit: float) -> None:
        self.session = session
        self.request = request
        self.limit = limit
        # The verdict once known: a failure before the case could run, or the judged reply.
        self.result: Attempt | None = None
        self.worker: WorkerProcess | None = None
        self.case_id = 0
        self.sent_at = 0.0

    def sent_to(self, worker: WorkerProcess, case_id: int) -> None:
        self.worker = worker
        self.case_id = case_id
        self.sent_at = time.monotonic()

    def wait(self) -> Attempt:
        """The worker's answer, or the verdict of its silence: timeout or crash.

        The time limit runs from when the worker could start the case: when it was sent, or when the
        answer before it was read, whichever is later (cases sent ahead wait their turn in the worker).
        """
        if self.result is None:
            self.result = self._outcome()
        return self.result

    def _outcome(self) -> Attempt:
        if self.worker is None or self.worker is not self.session.worker:
            # Not sent yet, or sent to a worker that died on an earlier case: it runs on the new one.
            failed = self.session._send_in_turn(self)
            if failed is not None:
                return failed
        failed = self.session._ensure_loaded()
        if failed is not None:
            return failed
        assert self.worker is not None
        return self._judged_reply(self.worker)

    def _judged_reply(self, worker: WorkerProcess) -> Attempt:
        try:
            answer = self._answer(worker)
        except _WorkerGone:
            return self.session._crashed(worker, self._started(worker))
        except _Garbled as garbled:
            return self.session._garbled(garbled.what, self._started(worker))
        if answer is None:
            return self.session._timed_out(self.limit, self._started(worker))
        message, started = answer
        problem = reply_problem(message, self.session.returns)
        if problem is not None:
            return self.session._garbled(problem, started)
        return replace(_attempt(message), wall_seconds=time.monotonic() - started)

    def _started(self, worker: WorkerProcess) -> float:
        """When the worker could start this case: it was sent, and every case queued before it was answered."""
        return max(self.sent_at, worker.last_answer_at)

    def _answer(self, worker: WorkerProcess) -> tuple[dict[str, Any], float] | None:
        """This case's answer and when the worker could start the case; None when the limit passes first."""
        while True:
            if self.case_id in worker.early:
                message, previous = worker.early.pop(self.case_id)
                return message, max(self.sent_at, previous)
            left = self.limit - (time.monotonic() - self._started(worker))
            received = worker.receive(max(0.0, left))
            if received is None:
                return None
            case_id = received.get("id")
            if type(case_id) is int and worker.unanswered.pop(case_id, None) is not None:
                # The worker answers one case at a time: the next one in its queue starts now.
                worker.early[case_id] = (received, worker.last_answer_at)
                worker.last_answer_at = time.monotonic()
            # Anything else (a forged line, an id answered already) is ignored; lines out of turn that keep
            # coming cannot hold the grader past the limit.
            elif left <= 0:
                return None


def _attempt(message: dict[str, Any]) -> Attempt:
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
    )


def _encoded(message: dict[str, Any]) -> bytes:
    return (json.dumps(message) + "\n").encode()


def _garbled_attempt(what: str, seconds: float) -> Attempt:
    return Attempt(
        status="crash",
        detail=f"the worker's reply was garbled ({what}): the code wrote onto the grader's channel, "
        "or replaced a tool the worker answers with",
        seconds=seconds,
    )


def reply_problem(message: dict[str, Any], returns: str) -> str | None:
    """What is wrong with a reply, or None: the worker shares its process with learner code, so nothing is trusted."""
    status = message.get("status")
    if not isinstance(status, str) or status not in REPLY_STATUSES:
        return "its status is none a worker sends"
    for key in ("detail", "traceback", "output"):
        if not isinstance(message.get(key, ""), str):
            return f"its {key} is not text"
    seconds = message.get("seconds", 0.0)
    if type(seconds) not in (int, float) or not math.isfinite(seconds) or seconds < 0:
        return "its time is not a number of seconds"
    value = message.get("value")
    if status == "ok" and value is not None and not _well_formed(value, returns):
        return f"its answer is not plain {returns} data"
    return None


def _well_formed(value: Any, returns: str) -> bool:
    """Does a reply's value have the plain shape the worker converts every answer of this kind to?"""
    if returns == "bool":
        return type(value) is bool
    if returns == "stdout":
        return (
            type(value) is dict
            and type(value.get("stdout")) is str
            and type(value.get("stderr", "")) is str
            and type(value.get("exit_code")) is int
        )
    return type(value) is list and all(type(item) is str for item in value)
