"""Time limits calibrated on the running machine: a `perf` case may take a multiple of the reference's own time."""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any

from ..course.model import Case
from ..run.model import Attempt
from ..run.runner import Session
from .model import Outcome, Verdict

PERF_TAG = "perf"
# The learner's code may take this many times the reference's time: wide enough for a different but
# linear solution on a busy machine, narrow enough that a quadratic one on a large input cannot hide.
LIMIT_RATIO = 10.0
# Below this a limit means nothing: scheduling noise alone can cost tens of milliseconds.
FLOOR_SECONDS = 0.2
# A call over the limit is stopped at this multiple of it: long enough to measure how much slower it
# is, short enough not to wait for a quadratic loop to finish.
STOP_RATIO = 2.0
# The reference runs this many times; its fastest run is the yardstick (the first may pay for warm-up).
REFERENCE_RUNS = 2
ADVICE = (
    "Look for work inside the loop that grows with the text: slicing or copying the rest of the words "
    "(or of the text) at every step, or gluing onto a string that keeps growing, makes the run quadratic."
)


@dataclass(frozen=True)
class Calibration:
    """The reference's time on one case, measured in a worker like the learner's, and the limit it gives."""

    reference_seconds: float
    # Sending the input to the worker and the answer back is not the learner's time, but the call's
    # timeout runs through it.
    transfer_seconds: float = 0.0
    # The reference's first timing run, answer included: the case's oracle, so the grader need not
    # compute the same large answer once more in its own process.
    answer: Attempt | None = None

    @property
    def limit(self) -> float:
        return max(FLOOR_SECONDS, LIMIT_RATIO * self.reference_seconds)

    @property
    def stop_after(self) -> float:
        return self.limit * STOP_RATIO

    @property
    def timeout(self) -> float:
        """The call's timeout: stop_after of the learner's own time, plus room for the transfer."""
        return self.stop_after + 2 * self.transfer_seconds


def is_perf(case: Case) -> bool:
    return PERF_TAG in case.tags


def calibrate(reference: Session, case: Case, arguments: dict[str, Any]) -> Calibration | None:
    """Time the reference on the case in its own worker; None when it cannot run (the case keeps its timeout).

    The first run also brings back the reference's answer; the others only time the call.
    """
    times, transfers, answer = [], [], None
    for run in range(REFERENCE_RUNS):
        started = time.monotonic()
        attempt = reference.call(arguments, timeout=case.timeout, take=case.take, discard=run > 0)
        if attempt.status != "ok":
            return None
        if run == 0:
            answer = attempt
        times.append(attempt.seconds)
        transfers.append(max(0.0, time.monotonic() - started - attempt.seconds))
    return Calibration(reference_seconds=min(times), transfer_seconds=max(transfers), answer=answer)


def ratio_text(seconds: float, calibration: Calibration) -> str:
    ratio = seconds / calibration.reference_seconds if calibration.reference_seconds > 0 else float("inf")
    return f"{ratio:.1f}×" if ratio < 10 else f"{ratio:.0f}×"


def _seconds(seconds: float) -> str:
    return f"{seconds:.2f} s" if seconds >= 0.1 else f"{seconds * 1000:.1f} ms"


def learner_seconds(attempt: Attempt, calibration: Calibration) -> float:
    """The learner's time: the worker's measure, but never less than the grader's own clock allows.

    The worker's figure comes from the process that runs the learner's code, so a submission could
    forge it; the grader's wall clock (less the transfer the reference also paid) bounds it from below.
    """
    return max(attempt.seconds, attempt.wall_seconds - calibration.transfer_seconds)


def judge_speed(outcome: Outcome, attempt: Attempt, calibration: Calibration) -> Outcome:
    """A right answer over the limit (or a call stopped far over it) is too slow; the ratio is always told."""
    seconds = learner_seconds(attempt, calibration)
    reference = _seconds(calibration.reference_seconds)
    limit = f"limit {LIMIT_RATIO:g}×, at least {FLOOR_SECONDS:g} s; the reference took {reference}"
    if attempt.status == "timeout":
        return replace(
            outcome,
            verdict=Verdict.TOO_SLOW,
            message=f"stopped after {_seconds(calibration.stop_after)}, over "
            f"{ratio_text(calibration.stop_after, calibration)} the reference ({limit}). {ADVICE}",
        )
    measured = f"took {_seconds(seconds)}, {ratio_text(seconds, calibration)} the reference ({limit})"
    if outcome.verdict is Verdict.PASS and seconds > calibration.limit:
        return replace(outcome, verdict=Verdict.TOO_SLOW, message=f"{measured}. The answer is right. {ADVICE}")
    if outcome.verdict is Verdict.PASS:
        # A passing case's line stays short enough not to wrap at 80 columns; the limit is told on failure.
        return replace(outcome, message=f"took {_seconds(seconds)}, {ratio_text(seconds, calibration)} the reference")
    return outcome
