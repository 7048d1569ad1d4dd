"""Against the reference: generated inputs run through the learner's worker; a mismatch is shrunk to a minimal one."""

from __future__ import annotations

import contextlib
import os
import random
import threading
import time
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..course.model import Case, Course, Exercise
from ..errors import CasesError
from ..run.runner import Session
from .model import Outcome, Verdict
from .oracle import computed_reference_answer, reference_module
from .verdicts import judge

# The synthetic case the phase reports, pass or fail: one stable name, so CI tools can track it.
CASE_NAME = "random_inputs"
# Sized so the phase stays well under half a second for a correct solution (benchmarks/run.py measures
# it): Hypothesis takes ~0.13 s to import and ~2 ms to draw one chunk_words input (the worker round trip
# is ~0.1 ms). On 20 seeds, 50 inputs caught every chunk_words pitfall 20 times out of 20 (as often as
# 100 did), except off_by_one_stop, which needs an exact fit (17 of 20); the YAML cases catch that one.
DEFAULT_COUNT = 50
# A slow machine stops drawing new inputs after this long: the phase must never dominate a run.
SEARCH_BUDGET = 5.0
# Once an input fails, shrinking it gets this long; the smallest failure found by then is reported.
SHRINK_BUDGET = 3.0
# While shrinking a timeout every smaller input that still hangs costs a whole call: a short limit
# keeps the shrink quick, and generated inputs are tiny, so a correct call takes microseconds.
SHRINK_TIMEOUT = 0.2


def default_seed(exercise: Exercise) -> int:
    """The seed of a run without --seed: the same for the same exercise, so local runs and CI agree."""
    return zlib.crc32(exercise.name.encode())


def boundary_inputs(course: Course, exercise: Exercise) -> list[dict[str, Any]]:
    """The `BOUNDARY` list beside the reference: inputs at the edges of the task, tried before any random one."""
    path = course.reference_path(exercise.name)
    if not path.is_file():
        return []
    listed = getattr(reference_module(course, exercise), "BOUNDARY", [])
    return [dict(arguments) for arguments in listed if isinstance(arguments, dict)]


def inputs_function(course: Course, exercise: Exercise) -> Any | None:
    """The `inputs()` beside the reference (it returns a Hypothesis strategy of solve's arguments), or None."""
    path = course.reference_path(exercise.name)
    if not path.is_file():
        return None
    make = getattr(reference_module(course, exercise), "inputs", None)
    return make if callable(make) else None


def _broken_inputs(exercise: Exercise, error: BaseException) -> CasesError:
    return CasesError(
        f"exercise {exercise.name}: the random inputs could not be drawn: inputs() in "
        f"solutions/{exercise.name}.py failed ({type(error).__name__}: {error})",
        file=f"solutions/{exercise.name}.py",
        fix="make inputs() return a Hypothesis strategy of dicts of solve's arguments "
        "(or skip this step with --no-random)",
    )


def _prepare_hypothesis(course: Course) -> None:
    """Import Hypothesis (only now: it takes a tenth of a second) so that a seed means the same everywhere."""
    # Its caches (the Unicode tables) go with the grader's own state, not into whatever folder kata runs from.
    os.environ.setdefault("HYPOTHESIS_STORAGE_DIRECTORY", str(course.root / ".kata" / "hypothesis"))
    # Hypothesis mixes literals from "local" modules into what it draws: the grader's own source when it
    # runs from a checkout, not when it is installed, so one seed would draw different inputs on a laptop
    # and in CI. Those literals say nothing about the exercise; without them a seed reproduces anywhere.
    with contextlib.suppress(ImportError, AttributeError):
        from hypothesis.internal.conjecture import providers
        from hypothesis.internal.constants_ast import Constants

        if callable(getattr(providers, "_get_local_constants", None)):
            providers._get_local_constants = Constants


def arguments_text(arguments: Mapping[str, Any]) -> str:
    """text='a  b', size=1, overlap=0: the generated input as the learner would type it."""
    return ", ".join(f"{name}={value!r}" for name, value in arguments.items())


# No generated repr: Hypothesis names the predicate in messages, and the course holds long texts.
@dataclass(repr=False)
class _Search:
    """The predicate Hypothesis searches with: does the learner's code part from the reference here?"""

    course: Course
    exercise: Exercise
    session: Session
    timeout: float | None
    deadline: float
    tried: int = 0
    # The verdict of the first failure: shrinking keeps it, so a hang never shrinks into a wrong answer.
    kind: Verdict | None = None
    # Every input judged so far, by its text: Hypothesis replays the minimal one and must get the same answer.
    seen: dict[str, Outcome] = field(default_factory=dict)
    broken_reference: CasesError | None = None
    # The last (so the smallest) failure of the first failure's kind.
    found: Outcome | None = None

    def __repr__(self) -> str:
        return f"differs_from_reference({self.exercise.name})"

    def __call__(self, arguments: dict[str, Any]) -> bool:
        key = repr(sorted(arguments.items()))
        if key not in self.seen:
            if time.monotonic() > self.deadline or self.broken_reference is not None:
                return False  # out of time: Hypothesis finishes quickly, nothing more is run
            self.seen[key] = self._judge(arguments)
        return self._counts(self.seen[key])

    def _counts(self, outcome: Outcome) -> bool:
        if outcome.verdict.passed:
            return False
        if self.kind is None:
            self.kind = outcome.verdict
            self.deadline = time.monotonic() + SHRINK_BUDGET
            if outcome.verdict is Verdict.TIMEOUT:
                self.timeout = SHRINK_TIMEOUT
        if outcome.verdict is not self.kind:
            return False
        self.found = outcome  # shrinking only ever moves to smaller failures
        return True

    def _judge(self, arguments: dict[str, Any]) -> Outcome:
        case = Case(name=CASE_NAME, input=arguments, source=f"solutions/{self.exercise.name}.py")
        try:
            expected = computed_reference_answer(self.course, self.exercise, case)
        except CasesError as error:
            self.broken_reference = CasesError(
                f"exercise {self.exercise.name}: the reference rejects an input that its own inputs() made "
                f"({arguments_text(arguments)}): {error.problem}",
                file=f"solutions/{self.exercise.name}.py",
                fix="make inputs() draw only arguments the task allows",
            )
            return Outcome(case=case, verdict=Verdict.PASS)
        self.tried += 1
        attempt = self.session.call(dict(arguments), timeout=self.timeout)
        return judge(self.exercise, case, attempt, expected)

    def smallest(self, arguments: dict[str, Any]) -> Outcome:
        return self.seen[repr(sorted(arguments.items()))]


def differential_outcome(
    course: Course, exercise: Exercise, session: Session, *, seed: int | None = None, count: int | None = None
) -> Outcome | None:
    """Compare the learner's code with the reference on generated inputs; None when the exercise has none."""
    count = exercise.random if exercise.random is not None else (count or DEFAULT_COUNT)
    make = inputs_function(course, exercise) if count else None
    if make is None:
        return None
    _prepare_hypothesis(course)
    from hypothesis import HealthCheck, Phase, find, settings
    from hypothesis.errors import NoSuchExample

    try:
        strategy = make()
    except Exception as error:
        raise _broken_inputs(exercise, error) from None

    seed = default_seed(exercise) if seed is None else seed
    pass_case = Case(name=CASE_NAME, input={}, source=f"solutions/{exercise.name}.py")
    # The fast path: the inputs this seed draws, with the reference's answers, computed once per process (a
    # batch grades a class against the same ones). Only a difference needs the search, which shrinks it.
    edges = boundary_inputs(course, exercise)
    agreed = _agrees_on_drawn(course, exercise, session, strategy, seed, count, edges)
    if agreed is not None:
        return Outcome(
            case=pass_case,
            verdict=Verdict.PASS,
            message=(
                f"{len(edges)} edge and {agreed} random inputs agree (seed {seed})"
                if edges
                else f"{agreed} random inputs agree with the reference (seed {seed})"
            ),
            seed=seed,
        )
    search = _Search(course, exercise, session, timeout=None, deadline=time.monotonic() + SEARCH_BUDGET)
    # The edges of the task first, whatever the seed: signs, other scripts' digits, empty and one-word texts,
    # hits past the end... The default seed then catches whatever any seed would catch there.
    for arguments in edges:
        if search(arguments) and search.found is not None:
            return _reported(search.found, seed)
    if search.broken_reference is not None:
        raise search.broken_reference from None
    options = settings(
        database=None,
        max_examples=count,
        deadline=None,
        phases=[Phase.generate, Phase.shrink],
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
    )
    try:
        with HYPOTHESIS_LOCK:
            smallest = find(strategy, search, settings=options, random=random.Random(seed))
    except Exception as error:
        if not isinstance(error, NoSuchExample):
            # A strategy Hypothesis rejects, or a search it gave up on: a failure already seen still counts.
            if search.found is not None:
                return _reported(search.found, seed)
            raise _broken_inputs(exercise, error) from None
        if search.broken_reference is not None:
            raise search.broken_reference from None
        tried = search.tried - len(edges)
        message = (
            f"{len(edges)} edge and {tried} random inputs agree (seed {seed})"
            if edges
            else f"{tried} random inputs agree with the reference (seed {seed})"
        )
        return Outcome(case=pass_case, verdict=Verdict.PASS, message=message, seed=seed)
    return _reported(search.smallest(smallest), seed)


# Hypothesis is not made for several threads at once (a batch grades submissions side by side).
HYPOTHESIS_LOCK = threading.Lock()
_DRAWN: dict[tuple[str, str, int, int], list[tuple[dict[str, Any], Any]]] = {}


def drawn_inputs(
    course: Course, exercise: Exercise, strategy: Any, seed: int, count: int
) -> list[tuple[dict[str, Any], Any]]:
    """The inputs the search draws first with this seed, each with the reference's answer (cached)."""
    key = (str(course.root), exercise.name, seed, count)
    with HYPOTHESIS_LOCK:
        if key not in _DRAWN:
            from hypothesis import HealthCheck, Phase, find, settings
            from hypothesis.errors import NoSuchExample

            seen: list[Any] = []

            def record(arguments: Any) -> bool:
                seen.append(arguments)
                return False

            options = settings(
                database=None,
                max_examples=count,
                deadline=None,
                phases=[Phase.generate],
                suppress_health_check=list(HealthCheck),
            )
            try:
                find(strategy, record, settings=options, random=random.Random(seed))
            except NoSuchExample:
                pass
            except Exception:  # a strategy Hypothesis rejects: the search below says so, naming the file
                seen = []
            if not all(isinstance(arguments, dict) for arguments in seen):
                seen = []  # not argument mappings: the search reports the broken inputs()
            answered = []
            for arguments in seen:
                case = Case(name=CASE_NAME, input=arguments, source=f"solutions/{exercise.name}.py")
                try:
                    answered.append((dict(arguments), computed_reference_answer(course, exercise, case)))
                except CasesError:
                    answered = []  # the reference rejects its own input: the search reports it properly
                    break
            _DRAWN[key] = answered
    return _DRAWN[key]


def _agrees_on_drawn(
    course: Course,
    exercise: Exercise,
    session: Session,
    strategy: Any,
    seed: int,
    count: int,
    edges: list[dict[str, Any]],
) -> int | None:
    """How many drawn inputs the learner's code answers as the reference does (the edges first, not counted);
    None at the first difference, which the search then finds and shrinks."""
    drawn = drawn_inputs(course, exercise, strategy, seed, count)
    if not drawn:
        return None
    answered_edges = []
    for arguments in edges:
        case = Case(name=CASE_NAME, input=arguments, source=f"solutions/{exercise.name}.py")
        try:
            answered_edges.append((arguments, computed_reference_answer(course, exercise, case)))
        except CasesError:
            return None  # the search reports a reference that rejects its own edge input
    inputs = [*answered_edges, *drawn]
    # One request for them all (a round trip each cost more than a correct solve on these small inputs): the
    # worker's limit holds for the lot, and any failure is found again, one input at a time, by the search.
    attempts = session.call_many([dict(arguments) for arguments, _ in inputs])
    if attempts is None:
        return None
    for (arguments, expected), attempt in zip(inputs, attempts, strict=True):
        case = Case(name=CASE_NAME, input=arguments, source=f"solutions/{exercise.name}.py")
        if not judge(exercise, case, attempt, expected).verdict.passed:
            return None
    return len(drawn)


def _reported(outcome: Outcome, seed: int) -> Outcome:
    """The shrunk failure, worded like a case: what differs, on which input, and how to get it again."""
    shown = arguments_text(outcome.case.input)
    if outcome.verdict is Verdict.WRONG:
        lead = f"differs from the reference on: {shown}"
    else:
        lead = f"on the generated input {shown}"
    message = f"{lead} — {outcome.message}" if outcome.message else lead
    return replace(outcome, message=message, seed=seed)
