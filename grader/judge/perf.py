"""Speed without the reference: a `perf` case may take a multiple of a baseline that any copy of the course can time.

The baseline is one pass over the case's text (split at whitespace and joined again), timed in the grader's
own process: no worker the learner's code could signal or write to takes part, and a learner's released copy,
which has no reference, enforces the same limit. The learner's time is the grader's own clock from sending
the case to reading its answer: the worker's figure could be forged, this one can only err long.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..course.model import Arguments, Case, Course, Exercise
from ..run.model import Attempt
from .model import Outcome, Verdict

PERF_TAG = "perf"
# The learner's code may take this many times the baseline: wide enough for any linear solution (the reference
# takes 1.0-1.3x it, plus checking its answer and sending back a digest of it: 2-3x in all) on a busy machine,
# narrow enough that a quadratic one on a large input cannot hide (on 200,000 words the course's quadratic
# mistakes take 30-50x it).
LIMIT_RATIO = 10.0
# Below this a limit means nothing: scheduling noise alone can cost tens of milliseconds. (On the course's
# 200,000-word inputs ten times the baseline is above it, so the limit scales with the machine's speed.)
FLOOR_SECONDS = 0.2
# A call over the limit is stopped at this multiple of it: long enough to measure how much slower it
# is, short enough not to wait for a quadratic loop to finish.
STOP_RATIO = 2.0
# The baseline runs this many times, its fastest run the yardstick. Once is enough on the course's inputs: there
# ten times the baseline is under the floor, which decides the limit.
BASELINE_RUNS = 1
ADVICE = (
    "Look for work inside the loop that grows with the text: slicing or copying the rest of the words "
    "(or of the text) at every step, or gluing onto a string that keeps growing, makes the run quadratic."
)


@dataclass(frozen=True)
class Calibration:
    """The baseline's time on one case, and the limit it gives."""

    baseline_seconds: float

    @property
    def limit(self) -> float:
        return max(FLOOR_SECONDS, LIMIT_RATIO * self.baseline_seconds)

    @property
    def timeout(self) -> float:
        """The call's timeout: past it the call is stopped and judged too slow."""
        return self.limit * STOP_RATIO


def is_perf(case: Case) -> bool:
    return PERF_TAG in case.tags


def perf_input(course: Course, exercise: Exercise, case: Case, seed: int) -> Case:
    """The perf case as this run times it: on a fresh text where the reference can answer it, else (a released
    copy, whose answers were stored for the texts cases.yaml states) as written."""
    return fresh_input(case, seed) if course.reference_path(exercise.name).is_file() else case


def fresh_input(case: Case, seed: int) -> Case:
    """The perf case with its numbered words (`{words: N}`) renumbered from a number drawn from `seed`, so no
    answer can be worked out before the run: the grader draws a new seed each run (or takes `--seed`).

    Every number keeps the same count of digits, so the text's length, and so the work, is the same on every
    draw. A case with a stored answer (a released copy without the reference) keeps its own text."""
    if case.has_expected or not isinstance(case.input, Arguments):
        return case

    def first(count: int) -> int:
        # One draw per text size and seed: the perf cases of a run share their text (built once, not twice).
        digits = max(7, len(str(count)) + 1)
        return random.Random(f"{seed}:{count}").randrange(10 ** (digits - 1), 10**digits - count)

    return replace(case, input=case.input.renumbered(first))


def _one_pass(arguments: Mapping[str, Any]) -> None:
    for value in arguments.values():
        if isinstance(value, str):
            " ".join(value.split())
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, str):
                    " ".join(item.split())


def calibrate(case: Case, runs: int = BASELINE_RUNS) -> Calibration:
    """Time the baseline on the case's input, here in the grader (the fastest of `runs`)."""
    arguments = {name: case.input[name] for name in case.input}  # generated texts are built before timing
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        _one_pass(arguments)
        times.append(time.perf_counter() - started)
    return Calibration(baseline_seconds=min(times))


def draw_seed() -> int:
    """A seed for perf texts that no submission can know before its run."""
    return int.from_bytes(os.urandom(4), "big")


def ratio_text(seconds: float, calibration: Calibration) -> str:
    ratio = seconds / calibration.baseline_seconds if calibration.baseline_seconds > 0 else float("inf")
    return f"{ratio:.1f}×" if ratio < 10 else f"{ratio:.0f}×"


def _seconds(seconds: float) -> str:
    return f"{seconds:.2f} s" if seconds >= 0.1 else f"{seconds * 1000:.1f} ms"


def judge_speed(outcome: Outcome, attempt: Attempt, calibration: Calibration, import_seconds: float = 0.0) -> Outcome:
    """A right answer over the limit (or a call stopped far over it) is too slow; the time is always told.

    Importing the file counts too when it alone took longer than the limit: work done at import is work no
    case timed (an honest file imports in milliseconds)."""
    seconds = max(attempt.seconds, attempt.wall_seconds)
    baseline = _seconds(calibration.baseline_seconds)
    limit = (
        f"limit {_seconds(calibration.limit)}: {LIMIT_RATIO:g}× one pass over the text ({baseline}), "
        f"at least {FLOOR_SECONDS:g} s"
    )
    if attempt.status == "timeout":
        return replace(
            outcome,
            verdict=Verdict.TOO_SLOW,
            message=f"stopped after {_seconds(calibration.timeout)}, over "
            f"{ratio_text(calibration.timeout, calibration)} one pass over the text ({limit}). {ADVICE}",
        )
    if outcome.verdict is Verdict.PASS and import_seconds > calibration.limit:
        return replace(
            outcome,
            verdict=Verdict.TOO_SLOW,
            message=f"importing your file took {_seconds(import_seconds)}, more than this case's limit ({limit}): "
            "code outside `solve` (test calls or loops at the top of the file) runs when the file is imported, "
            "and that time counts too. Keep the work inside solve, on the input it is given.",
        )
    measured = f"took {_seconds(seconds)}, {ratio_text(seconds, calibration)} one pass over the text ({limit})"
    if outcome.verdict is Verdict.PASS and seconds > calibration.limit:
        return replace(outcome, verdict=Verdict.TOO_SLOW, message=f"{measured}. The answer is right. {ADVICE}")
    if outcome.verdict is Verdict.PASS:
        # A passing case's line stays short enough not to wrap at 80 columns; the limit is told on failure.
        return replace(outcome, message=f"took {_seconds(seconds)} (limit {_seconds(calibration.limit)})")
    return outcome
