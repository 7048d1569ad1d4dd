"""What a judge step is handed: the one narrow interface to the oracle and to the learner's running code (never a
Session, never the command line)."""

from __future__ import annotations

import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..course.model import Exercise
from ..policy import Policy
from ..run.model import Attempt
from .model import Outcome

if TYPE_CHECKING:
    from .oracle import Oracle


class LearnerCode(Protocol):
    """The learner's file, loaded in its worker, as judge steps may try it on inputs of their own."""

    @property
    def loaded(self) -> bool: ...  # not known to fail to load? (If it did, no input teaches more than that.)

    # Run solve (or the program) on `arguments`; never raises for the learner's faults. With `watch`, the attempt
    # also says which arguments the call changed (Attempt.changed). `hidden`: the input is a hidden case's (the
    # worker that saw it runs no visible case after).
    def call(
        self,
        arguments: dict[str, Any],
        *,
        timeout: float | None = None,
        take: int | None = None,
        watch: bool = False,
        hidden: bool = False,
    ) -> Attempt: ...

    # The same file loaded in a new worker process (the call contract: an answer in a fresh process).
    def fresh(self) -> AbstractContextManager[LearnerCode]: ...

    # Seconds left of the run's budget (Policy.limits.budget): a step's own search stops there.
    def remaining(self) -> float: ...

    # The judge's clock (seconds of CPU the grading used, where the system counts them; else the wall clock): a
    # step's search sets its Net by it.
    def clock(self) -> float: ...

    # Several small inputs in one request, one Attempt each; None when the request did not come back whole.
    def call_many(
        self, inputs: list[dict[str, Any]], *, timeout: float | None = None, watch: bool = False
    ) -> list[Attempt] | None: ...

    # The learner's file as text (None when it cannot be read back): what changed copies are made from.
    def source(self) -> str | None: ...

    # Did the worker hold the sandbox (Landlock and seccomp)? Changed copies of learner code run only where it does.
    def sandboxed(self) -> bool: ...

    # Changed copies of the learner's file, each run on every input in the worker: per copy, one Attempt per input
    # or None where it did not load, and the lines they ran; None when the request did not come back whole or ran
    # past `most_steps` lines. Each call may run `margin` times the lines the learner's own code ran on its input
    # (0: the worker's usual margin). With `past_out_of_lines`, a copy that ran out of its lines on one input is
    # still asked the later ones (otherwise it is not).
    def call_variants(
        self,
        sources: list[str],
        inputs: list[dict[str, Any]],
        *,
        timeout: float,
        most_steps: int = 0,
        margin: int = 0,
        past_out_of_lines: bool = False,
    ) -> tuple[list[list[Attempt] | None], int] | None: ...


# A search's net on the wall clock is this many times its seconds of work: it stops code that sleeps or waits
# (which uses no CPU) within a bounded time, and only a machine this many times slower than the search's whole net
# ever reaches it.
WALL_FACTOR = 5.0


@dataclass(frozen=True)
class Net:
    """Where a search of the judge stops: after `seconds` on the judge's clock, so a busy machine checks as many
    inputs as a quiet one and the report says the same, or WALL_FACTOR times that on the wall clock. (Read on the
    wall clock alone, the same file lost a repair line and got "not checked" for a wrong answer under load.)"""

    clock: Callable[[], float]
    deadline: float
    wall_deadline: float

    @classmethod
    def after(cls, code: LearnerCode, seconds: float) -> Net:
        return cls(code.clock, code.clock() + seconds, time.monotonic() + WALL_FACTOR * seconds)

    def passed(self) -> bool:
        return self.clock() > self.deadline or self.by_the_wall()

    def by_the_wall(self) -> bool:
        """Has the wall side passed (code that sleeps or waits, or a machine far slower than the net allows)?"""
        return time.monotonic() > self.wall_deadline


@dataclass(frozen=True)
class Judging:
    """Everything a judge step may use."""

    exercise: Exercise
    oracle: Oracle
    policy: Policy
    code: LearnerCode
    # Told the name of a check as it starts (the terminal shows it while a slow one runs).
    progress: Callable[[str], object] | None = None


class Step(Protocol):
    """The one signature of a judge step (an entry of judge/table.py's JUDGE_STEPS).

    To add a step: write `def my_step(judging: Judging, outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]`
    in a module of its own under judge/, asking only `judging.oracle` (trusted answers) and `judging.code` (the
    learner's code on inputs of its choosing); then add one `Entry("name", my_step, "why it runs here")` line to
    JUDGE_STEPS, at the place its reason gives. Return the outcomes unchanged when there is nothing to add.
    """

    def __call__(self, judging: Judging, outcomes: tuple[Outcome, ...], /) -> tuple[Outcome, ...]:
        """The run's outcomes, each maybe explained further (or one more added); verdicts are kept."""
