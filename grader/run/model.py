"""What the run stage hands on: the limits a case runs under, and what the worker reported (plain data)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

DEFAULT_TIMEOUT = 2.0
DEFAULT_MEMORY_MB = 512
SANDBOX_MODES = ("auto", "require", "off")


@dataclass(frozen=True)
class Limits:
    """What one case may use."""

    timeout: float = DEFAULT_TIMEOUT
    memory_mb: int = DEFAULT_MEMORY_MB
    # "auto": lock the worker down with what the system offers; "require": refuse to grade without the
    # Landlock sandbox (CI); "off": no sandbox (debugging the grader).
    sandbox: str = "auto"

    @property
    def load_timeout(self) -> float:
        """Starting Python and importing the learner's file: generous, so a slow machine is not a failure."""
        return 2 * self.timeout + 1.0


@dataclass(frozen=True)
class Attempt:
    """What the worker reported for one call, before it is judged. Plain data only."""

    # "ok" (a value came back), "error", "timeout", "memory", "crash", "invalid", "unloadable".
    status: str
    value: Any = None
    # Why, in words: the exception line, the invalid type, the exit code.
    detail: str = ""
    traceback: str = ""
    output: str = ""
    # The learner's time as the worker measured it (the worker runs learner code, so it can be forged)…
    seconds: float = 0.0
    # …and the grader's own clock from sending the case to reading the answer, which cannot be.
    wall_seconds: float = 0.0
    # Asked for a digest (a long answer): the worker's digest of its answer in place of `value`.
    digest: str | None = None
