"""A running `kata watch` for the tests that drive it (tests/test_watch.py, tests/test_one_door.py): its output is
collected by a thread, so a test waits for text with a deadline instead of hanging on a watch that never prints."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from conftest import ROOT


class Watcher:
    """A running `kata watch` whose stdout is collected by a thread, to wait for text with a deadline."""

    def __init__(
        self, course: Path, *arguments: str, env: dict[str, str] | None = None, stdin: int = subprocess.DEVNULL
    ) -> None:
        environment = {**os.environ, "COLUMNS": "100", "NO_COLOR": "1", "PYTHONPATH": str(ROOT), **(env or {})}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "grader", "watch", *arguments],
            cwd=course,
            env=environment,
            stdin=stdin,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.out = ""
        self._lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        # Raw reads, not lines: a question waiting for its answer ends without a newline.
        assert self.process.stdout is not None
        descriptor = self.process.stdout.fileno()
        pending = b""
        while chunk := os.read(descriptor, 65536):
            pending += chunk
            text = pending.decode("utf-8", errors="ignore")
            pending = pending[len(text.encode("utf-8")) :]
            with self._lock:
                self.out += text

    def wait_for(self, pattern: str, *, after: int = 0, deadline: float = 60.0) -> int:
        """Wait until `pattern` (a regex) shows up past position `after`; return where its match ends.
        The deadline only stops a watch that hangs: on a busy machine a grade may take seconds."""
        stop = time.monotonic() + deadline
        while time.monotonic() < stop:
            with self._lock:
                found = re.search(pattern, self.out[after:])
                if found:
                    return after + found.end()
            if self.process.poll() is not None and not self._reader.is_alive():
                break
            time.sleep(0.02)
        raise AssertionError(f"{pattern!r} did not appear; the output so far:\n{self.out}\n{self.stderr()}")

    def stderr(self) -> str:
        if self.process.poll() is None:
            return ""
        assert self.process.stderr is not None
        return self.process.stderr.read()

    def interrupt(self) -> int:
        self.process.send_signal(signal.SIGINT)
        code = self.process.wait(timeout=60)
        self._reader.join(timeout=5)
        return code

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
