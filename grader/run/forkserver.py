"""Workers forked from a started zygote (Linux, `kata batch`), in place of a new Python for every submission.

A worker's start is much of what a correct submission costs a batch: Python itself, the worker's code and ctypes
(~14 ms of the ~34 ms of CPU before the learner's file is loaded). The zygote (worker.py's `zygote`) is started
once, as a worker is, and forks a worker for each request; the worker is adopted by the grader (a child
subreaper), so the rest of the run layer waits for it, kills it and reads its exit status as it does for any
worker. The zygote runs no learner code and holds nothing a worker could use: it is sent no input, no answer and
no case, and nothing about any worker (a request is a nonce; a worker's token and scratch folder come with its
set-up, down its own pipe). What every forked worker does share is the zygote's memory layout (one address-space
randomisation for the batch). Where the grader is not a subreaper, or anything about the zygote fails, workers
start as before.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from typing import IO, Any

from . import platform

# What the zygote's reply may take before it is given up on (it forks twice and waits for the middle process).
REPLY_SECONDS = 5.0


class ForkedWorker:
    """A worker the zygote forked and the grader adopted: the part of subprocess.Popen the run layer uses."""

    def __init__(self, pid: int, stdin: IO[bytes], stdout: IO[bytes]) -> None:
        self.pid = pid
        self.stdin: IO[bytes] | None = stdin
        self.stdout: IO[bytes] | None = stdout
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            try:
                pid, status = os.waitpid(self.pid, os.WNOHANG)
            except ChildProcessError:  # reaped already (it cannot be anyone else's: it is our child)
                self.returncode = -signal.SIGKILL
                return self.returncode
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        pause = 0.0005
        while (code := self.poll()) is None:
            if deadline is not None and time.monotonic() > deadline:
                raise subprocess.TimeoutExpired(f"worker {self.pid}", timeout or 0.0)
            time.sleep(pause)
            pause = min(pause * 2, 0.05)
        return code

    def kill(self) -> None:
        if self.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, signal.SIGKILL)


class ForkServer:
    """One zygote and the socket that asks it for workers; one request at a time, each answered with its nonce."""

    def __init__(self, command: list[str], code: bytes, env: dict[str, str]) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        with platform.registering():
            self.process = subprocess.Popen(
                [*command, "zygote"],
                stdin=theirs.fileno(),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                env=env,
                start_new_session=True,
            )
            platform.started(self.process.pid)
        theirs.close()
        self.socket = ours
        self.lock = threading.Lock()
        self.broken = False
        self.replies = self.socket.makefile("rb")
        try:
            self.socket.settimeout(REPLY_SECONDS)
            self.socket.sendall(code)
        except BaseException:
            self.close()
            raise

    def fork(self) -> ForkedWorker | None:
        """A new worker, adopted by this process (None: the zygote could not give one; start one as before).
        Call with platform.registering() held, as for any worker's start. The zygote is told nothing about it:
        its token and scratch folder come with its set-up, down its own pipe."""
        with self.lock:
            if self.broken:
                return None
            nonce = os.urandom(8).hex()
            request_r, request_w = os.pipe()
            response_r, response_w = os.pipe()
            pid: int | None = None
            adopted = False
            try:
                socket.send_fds(self.socket, [nonce.encode()], [request_r, response_w])
                pid, answered = _reply(self.replies.readline())
                adopted = pid is not None and answered == nonce and platform.parent_of(pid) == os.getpid()
            except OSError:
                pass
            finally:
                os.close(request_r)
                os.close(response_w)
                if not adopted:
                    # No reply, another request's, a worker not adopted (no subreaper?), or interrupted half-way
                    # (the replies may be out of step): this server is not asked again.
                    self.broken = True
                    os.close(request_w)
                    os.close(response_r)
                    if pid is not None:
                        with contextlib.suppress(ProcessLookupError):
                            os.kill(pid, signal.SIGKILL)
            if not adopted or pid is None:
                return None
        return ForkedWorker(pid, os.fdopen(request_w, "wb"), os.fdopen(response_r, "rb"))

    def close(self) -> None:
        with self.lock:  # after any request under way
            self.broken = True
            with contextlib.suppress(OSError):
                self.socket.close()
            with contextlib.suppress(OSError):
                self.replies.close()
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            self.process.kill()
        self.process.wait()
        platform.ended(self.process.pid)


def _reply(line: bytes) -> tuple[int | None, object]:
    """The pid in a reply of the zygote's (None: none) and the nonce of the request it answers."""
    try:
        message = json.loads(line)
        pid, nonce = message.get("pid"), message.get("nonce")
    except (ValueError, AttributeError):
        return None, None
    return (pid if type(pid) is int and pid > 0 else None), nonce


_SERVER: ForkServer | None = None
_SERVER_LOCK = threading.Lock()


@contextlib.contextmanager
def serving(start: Any) -> Iterator[None]:
    """While inside, workers are forked from one zygote (`start()` makes it), where the platform allows it."""
    global _SERVER
    server = None
    if platform.current().name == "linux" and platform.is_child_subreaper():
        with contextlib.suppress(OSError):
            server = start()
    with _SERVER_LOCK:
        _SERVER = server
    try:
        yield
    finally:
        with _SERVER_LOCK:
            _SERVER = None
        if server is not None:
            server.close()


def current() -> ForkServer | None:
    with _SERVER_LOCK:
        return _SERVER
