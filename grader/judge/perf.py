"""Speed judged by growth: how much longer the learner's code takes on a text eight times as long.

A `perf` case is timed on two lengths of one kind of text, drawn afresh each run (prose-like words,
course/drawn.py: no answer can be worked out, nor a shortcut taken on a shape of text, before the run). The
calls alternate between the two lengths in the same worker, and the fastest of each length counts. Linear work
takes about 8× as long on 8× the text, quadratic work about 64×. The yardstick is the reference's growth on the
same texts (or, in a copy without the reference, one pass over them: split and join), timed in the grader's own
process.

Every time is CPU time read from the kernel's clock: the learner's calls as its worker's CPU time from sending
a call to reading its answer (the worker cannot forge it, and load on the machine does not add to it, as it
adds to wall time); the yardstick's as the grader's own thread's CPU time, which a worker that pins the grader
to a busy core (sched_setaffinity) or keeps the machine busy cannot lengthen. Where no CPU clock can be read,
the grader's wall clock stands in for both.

Two verdicts, so that code cannot flatten its growth by padding the shorter texts (it sees every text's length,
but not which of the two lengths a run times, nor its place in the order): "too slow" when the work grows much
faster than the yardstick's, or when the longer text alone takes many times the yardstick's time on it.
"""

from __future__ import annotations

import math
import os
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, overload

from ..course.model import Arguments, Case, Exercise
from .model import Outcome, Verdict

PERF_TAG = "perf"
# The longer text of a perf case is the length cases.yaml states; the shorter one, this many times shorter. The
# wider the two lengths apart, the wider the gap between linear growth (SCALE×) and quadratic (SCALE²×): at 4 a
# quadratic program whose printing or splitting is linear grew only 12-17×, and a busy machine made a linear one
# grow up to 8×, too close for one limit; at 8 they grew 36-60× and 5-14×. The shorter texts also cost less.
SCALE = 8
# The order of the timed calls, each one on a new text ("s": the shorter length, "l": the longer). The longer text
# between two shorter ones, so that a burst of load or a pause hits both lengths alike; the fastest of each length
# counts. Only a verdict of too slow on the first FIRST_CALLS takes the others, to confirm it: CPU time is not
# lengthened by other work on the machine as wall time is, but on a machine shared with busy processes one
# call in ~20 still takes twice its time (the caches and the other half of its CPU core are shared).
ORDER = "slsls"
FIRST_CALLS = 3
# Too slow when the learner's growth is more than this many times the yardstick's (counted as at least SCALE):
# √SCALE is halfway between linear and quadratic growth in orders of magnitude, the same room for noise on
# either side.
GROWTH_MARGIN = math.sqrt(SCALE)
# Too slow, whatever the growth, when the longer text takes more than this many times the yardstick's time on
# it: correct solutions that go character by character take 4-9x the reference (the worker's own work on a call,
# reading the text and hashing the answer, included); quadratic ones 40-130x on the course's perf texts, and a
# solution that does 30x the work it needs 24-44x. (A solution that pads its shorter texts to look linear is
# caught here.)
TIME_RATIO = 20.0
# The yardstick is timed this many times on each longer text, its fastest run counted. Its first run on a longer
# text takes up to twice its time (memory the process has not used yet), and a run that passes after FIRST_CALLS
# has timed only one longer text: with one run, a quadratic program 33x the reference (limit TIME_RATIO) was let
# through under load.
YARDSTICK_RUNS = 2
# Below this the longer text's time says nothing about the code (a call's own round trip is ~0.2 ms).
TIME_FLOOR = 0.02
# A call is stopped past this many seconds (wall clock): enough for a quadratic solution to show its growth on a
# busy machine, far less than waiting for it to finish on a larger text.
STOP_SECONDS = 1.5
# A call's wall time counts once it is more than this many times its CPU time: on a machine busy with other work
# wall time can be a few times CPU time; code that sleeps or waits has a wall time far above its CPU time.
WALL_SLACK = 5.0
# Importing the file counts too when it alone took longer than this: work done at import is work no call
# timed (an honest file imports in milliseconds).
IMPORT_LIMIT = 0.2
# Where quadratic work hides, when the exercise has no hint for its perf cases (a hint with `tag: perf`).
ADVICE = (
    "Look for work inside the loop that grows with the text: slicing or copying the rest of the words "
    "(or of the text) at every step, or gluing onto a string that keeps growing, makes the run quadratic."
)


@dataclass(frozen=True)
class Draw:
    """One timed call of a perf case: its text (drawn for this run), which length it is, the expected answer
    (None in a copy without the reference: the case as written is judged on its stored answer instead)."""

    case: Case
    longer: bool
    expected: Any
    # The yardstick's time on this text (CPU seconds of the grader's thread).
    yardstick_seconds: float


class Draws(Sequence[Draw]):
    """A perf case's draws in ORDER, each made (its texts drawn, the reference's answer timed) when first read: a run
    whose first call is already wrong reads one, not five (~50 ms of texts and answers)."""

    def __init__(self, make: Callable[[int], Draw]) -> None:
        self._make = make
        self._made: dict[int, Draw] = {}
        self._lock = threading.Lock()  # a batch's runs share one plan

    @overload
    def __getitem__(self, number: int) -> Draw: ...

    @overload
    def __getitem__(self, number: slice) -> tuple[Draw, ...]: ...

    def __getitem__(self, number: int | slice) -> Draw | tuple[Draw, ...]:
        if isinstance(number, slice):
            return tuple(self[each] for each in range(len(ORDER))[number])
        if not 0 <= number < len(ORDER):
            raise IndexError(number)
        with self._lock:
            if number not in self._made:
                self._made[number] = self._make(number)
            return self._made[number]

    def __len__(self) -> int:
        return len(ORDER)


@dataclass(frozen=True)
class PerfPlan:
    """A perf case as one run times it: its calls in order, their texts' length, and the yardstick."""

    case: Case
    seed: str
    draws: Sequence[Draw]
    # "the reference" or "one pass over the text" (split and join): what the learner is compared with.
    yardstick: str
    # What the text's length is counted in ("words", "sentences"), and the two lengths.
    unit: str
    lengths: tuple[int, int]

    def yardstick_time(self, longer: bool) -> float:
        return min(draw.yardstick_seconds for draw in self.draws if draw.longer is longer)

    @property
    def yardstick_growth(self) -> float:
        return _ratio(self.yardstick_time(True), self.yardstick_time(False))


@dataclass(frozen=True)
class Timing:
    """What one timed call took: the worker's CPU seconds (None where they cannot be read) and the grader's
    wall seconds from sending the call to reading its answer."""

    cpu: float | None
    wall: float

    @property
    def seconds(self) -> float:
        """The CPU time, unless the call spent far longer waiting than working: code that sleeps (or waits on
        anything else) is not let off the time it makes the caller wait. Wall time is the measure where no CPU
        clock can be read."""
        return self.wall if self.cpu is None else max(self.cpu, self.wall / WALL_SLACK)


def is_perf(case: Case) -> bool:
    return PERF_TAG in case.tags


def draw_seed() -> int:
    """A seed for perf texts that no submission can know before its run."""
    return int.from_bytes(os.urandom(4), "big")


def thread_seconds() -> float:
    """The grader thread's own CPU time: no other process's work adds to it."""
    return time.thread_time()


def plan(case: Case, seed: int, answer: Callable[[Case], Any] | None) -> PerfPlan:
    """The calls that time `case` in this run: texts drawn from `seed`, each answered by `answer` (the reference,
    timed as the yardstick) or, with no reference, timed by one pass over it."""
    arguments = case.input if isinstance(case.input, Arguments) else Arguments(case.input)

    def draw(number: int) -> Draw:
        longer = ORDER[number] == "l"
        drawn = arguments.drawn(f"{seed}:{case.name}:{number}", 1.0 if longer else 1 / SCALE)
        drawn_case = replace(case, input=drawn)
        dict(drawn)  # build the texts before any clock starts
        yardstick = math.inf
        for _ in range(YARDSTICK_RUNS if longer else 1):  # the shorter length is timed twice anyway
            started = thread_seconds()
            expected = answer(drawn_case) if answer is not None else _one_pass(drawn)
            yardstick = min(yardstick, thread_seconds() - started)
        return Draw(drawn_case, longer, expected, yardstick)

    unit, lengths = _lengths(arguments)
    return PerfPlan(
        case=case,
        seed=str(seed),
        draws=Draws(draw),
        yardstick="the reference" if answer is not None else "one pass over the text",
        unit=unit,
        lengths=lengths,
    )


def _lengths(arguments: Arguments) -> tuple[str, tuple[int, int]]:
    """The unit a perf case's length is counted in, and its two lengths (from its first generated value)."""
    for spec in arguments.generated.values():
        for key in ("words", "sentences", "numbers"):
            if key in spec:
                count = int(spec[key])
                return ("hits" if key == "numbers" else key), (max(1, round(count / SCALE)), count)
    return "items", (1, SCALE)


def _one_pass(arguments: Mapping[str, Any]) -> Any:
    """The baseline any copy can run: split every text of the input at whitespace and join it again (None: it
    answers nothing)."""
    for value in arguments.values():
        if isinstance(value, str):
            " ".join(value.split())
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, str):
                    " ".join(item.split())
    return None


def _ratio(top: float, bottom: float) -> float:
    return top / bottom if bottom > 0 else math.inf


def _times(value: float) -> str:
    return f"{value:.1f}×" if value < 10 else f"{value:.0f}×"


def _seconds(seconds: float) -> str:
    return f"{seconds:.2f} s" if seconds >= 0.1 else f"{seconds * 1000:.1f} ms"


def _shape(growth: float) -> str:
    """How work that grows `growth`× on SCALE× the text grows, in words."""
    power = math.log(growth) / math.log(SCALE) if growth > 0 and math.isfinite(growth) else math.inf
    if power < 1.4:
        return "the work grows with the text"
    if power < 1.75:
        return "the work grows faster than the text"
    if power < 2.5:
        return "the work grows with the square of the text"
    return "the work grows faster than the square of the text"


def judge_growth(
    exercise: Exercise,
    perf: PerfPlan,
    timings: list[Timing],
    stopped: Outcome | None,
    import_seconds: float,
) -> Outcome:
    """The verdict on a perf case from its timed calls (the first of `perf.draws`, at least FIRST_CALLS of them):
    `stopped` is the judged call that ended the run of them early (a wrong answer, an error, a timeout)."""
    if stopped is not None and stopped.verdict is not Verdict.TIMEOUT:
        return stopped  # judged on its own call (the draws it did not reach are never made)
    tip = advice(exercise)
    shown = perf.draws[ORDER.index("l")].case  # the longer text stands for the case in reports
    unit, (short, long) = perf.unit, perf.lengths
    if stopped is not None:
        on_longer = _longer(perf, timings)
        shorter = [t.seconds for t, d in zip(timings, perf.draws, strict=False) if not d.longer]
        # Stopped after STOP_SECONDS, or less after an earlier timeout of the run (the time it was given).
        after = f"{min(stopped.seconds, STOP_SECONDS) if stopped.seconds > 0 else STOP_SECONDS:.2g} s"
        if on_longer and shorter:
            growth = _ratio(stopped.seconds or STOP_SECONDS, min(shorter))
            before = (
                f"{SCALE}× the {unit} ({_count(short, unit)}, then {_count(long, unit)}) took more than "
                f"{_times(growth)} as long: {_seconds(min(shorter))}, then still running when stopped after "
                f"{after}: {_shape(growth)}"
            )
        else:
            before = f"stopped after {after} on {_count(short, unit)}"
        return replace(
            stopped,
            case=shown,
            verdict=Verdict.TOO_SLOW,
            message=f"{before}. {perf.yardstick.capitalize()} grows {_times(perf.yardstick_growth)} "
            f"({_seconds(perf.yardstick_time(True))} on {_count(long, unit)}). {tip}",
        )
    small = min(t.seconds for t, d in zip(timings, perf.draws, strict=False) if not d.longer)
    large = min(t.seconds for t, d in zip(timings, perf.draws, strict=False) if d.longer)
    growth, yard_growth = _ratio(large, small), perf.yardstick_growth
    yard_large = perf.yardstick_time(True)
    measured = (
        f"{SCALE}× the {unit} ({_count(short, unit)}, then {_count(long, unit)}) took {_times(growth)} as long: "
        f"{_shape(growth)}. {perf.yardstick.capitalize()} grows {_times(yard_growth)}."
    )
    # The answer the shown text expects (None without the reference): known mistakes are judged against it.
    expected = perf.draws[ORDER.index("l")].expected
    base = Outcome(case=shown, verdict=Verdict.PASS, expected=expected, actual=expected, seconds=large)
    if growth > growth_limit(perf):
        return replace(base, verdict=Verdict.TOO_SLOW, message=f"{measured} The answers are right. {tip}")
    over = _ratio(large, yard_large)
    if large > TIME_FLOOR and over > TIME_RATIO:
        return replace(
            base,
            verdict=Verdict.TOO_SLOW,
            message=f"{_count(long, unit)} took {_seconds(large)}, {_times(over)} what {perf.yardstick} takes "
            f"({_seconds(yard_large)}; the limit is {TIME_RATIO:g}×). The answers are right. {tip}",
        )
    if import_seconds > IMPORT_LIMIT:
        return replace(
            base,
            verdict=Verdict.TOO_SLOW,
            message=f"importing your file took {_seconds(import_seconds)}, more than {IMPORT_LIMIT:g} s: code "
            "outside `solve` (test calls or loops at the top of the file) runs when the file is imported, and that "
            "time counts too. Keep the work inside solve, on the input it is given.",
        )
    # A passing case's line stays short enough not to wrap at 80 columns.
    short_name = "reference" if perf.yardstick == "the reference" else "one pass"
    return replace(base, message=f"{SCALE}× the text: {_times(growth)} the time ({short_name} {_times(yard_growth)})")


def growth_limit(perf: PerfPlan) -> float:
    """The most the learner's time may grow: GROWTH_MARGIN times the yardstick's growth, counted as at least SCALE
    (linear) and at most half as much again (its own noise must not widen the limit without bound)."""
    return GROWTH_MARGIN * min(max(perf.yardstick_growth, SCALE), 1.5 * SCALE)


def confirmed(exercise: Exercise, perf: PerfPlan, timings: list[Timing]) -> bool:
    """Do the calls timed so far (FIRST_CALLS of them) pass? Then the others, which would confirm a verdict of too
    slow, are not needed."""
    return judge_growth(exercise, perf, timings, None, 0.0).verdict.passed


def advice(exercise: Exercise) -> str:
    """Where such work usually hides in this exercise: its hint about the perf cases, else the general advice."""
    return next((hint.text for hint in exercise.hints if hint.tag == PERF_TAG), ADVICE)


def _longer(perf: PerfPlan, timings: list[Timing]) -> bool:
    """Was the call that was stopped (the one after the last timed) on the longer text?"""
    return len(timings) < len(perf.draws) and perf.draws[len(timings)].longer


def _count(count: int, unit: str) -> str:
    return f"{count:,} {unit}"
