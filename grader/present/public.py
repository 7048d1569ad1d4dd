"""The one place hidden cases are redacted: every presenter receives these public records, never the judged ones.

A hidden case keeps its name, verdict, the known mistake it showed and the promise it broke; its input, its
expected and actual answers, what it printed, what broke the promise and the details of its error message
stay behind. Everything downstream (the terminal report, every format, the batch rows, the pytest plugin, the
learner's progress) is written against these types, so a presenter cannot reach what was withheld.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..course.model import RETURN_KINDS, Case, Course, Exercise, Hint, ReturnKind
from ..judge.model import Outcome, Result, Verdict

# Where a hidden case's message is cut: what follows a colon or parenthesis may quote the input.
_DETAIL_END = re.compile(r"[:(]")
WITHHELD_WRONG = "your answer differs from the expected one"


@dataclass(frozen=True)
class PublicExercise:
    """What a report may say about an exercise: everything but its cases."""

    name: str
    title: str
    position: int
    returns: str
    hints: tuple[Hint, ...]
    pitfalls: Mapping[str, str]
    source: str = "cases.yaml"
    line: int = 0

    @property
    def kind(self) -> ReturnKind:
        return RETURN_KINDS[self.returns]

    @property
    def is_program(self) -> bool:
        return self.kind.program


@dataclass(frozen=True)
class PublicCase:
    """A case as a report may show it: a hidden one has no input."""

    name: str
    # The arguments of `solve` (a program's `stdin`); empty for a hidden case.
    input: Mapping[str, Any]
    hidden: bool = False
    tags: tuple[str, ...] = ()
    points: float = 1.0
    take: int | None = None
    source: str = "cases.yaml"
    line: int = 0


@dataclass(frozen=True)
class PublicOutcome:
    """One case's verdict as every presenter receives it (see Outcome for the meaning of each field)."""

    case: PublicCase
    verdict: Verdict
    expected: Any = None
    actual: Any = None
    message: str = ""
    traceback: str = ""
    output: str = ""
    seconds: float = 0.0
    pitfall: str | None = None
    pitfall_message: str = ""
    promise: str | None = None
    promise_text: str = ""
    # What breaks the promise on this input: empty for a hidden case (it may quote the input).
    promise_evidence: str = ""
    unexplained: bool = False
    seed: int | None = None
    # For a failing hidden case: a visible input on which the learner's answer also goes wrong.
    similar: PublicOutcome | None = None


@dataclass(frozen=True)
class NotRun:
    """A check that belongs to every graded run of the exercise but did not run this time, and why.

    The random inputs are compared with the reference only once every case passes: a results file still lists
    that check (as skipped, or as 0 of its points), so the tests and the points on offer are the same for every
    submission.
    """

    case: PublicCase
    reason: str


@dataclass(frozen=True)
class PublicResult:
    """One exercise's graded run, redacted."""

    exercise: PublicExercise
    outcomes: tuple[PublicOutcome, ...]
    file: Path
    seconds: float = 0.0
    load_error: str = ""
    notes: tuple[str, ...] = field(default=())
    isolation: str = ""
    # Checks of this exercise that did not run (reported by the results formats, not counted in `passed`).
    not_run: tuple[NotRun, ...] = field(default=())

    @property
    def passed(self) -> int:
        return sum(1 for outcome in self.outcomes if outcome.verdict.passed)

    @property
    def ok(self) -> bool:
        return bool(self.outcomes) and self.passed == len(self.outcomes)


def redact(result: Result) -> PublicResult:
    """The graded run with every hidden case's data withheld."""
    return PublicResult(
        exercise=public_exercise(result.exercise),
        outcomes=tuple(redact_outcome(outcome) for outcome in result.outcomes),
        file=result.file,
        seconds=result.seconds,
        load_error=result.load_error,
        notes=result.notes,
        isolation=result.isolation,
    )


def compares_random_inputs(course: Course, exercise: Exercise) -> bool:
    """Is the exercise compared with its reference on random inputs when every case passes (an `inputs()` beside
    the reference, and `random:` not 0)? A released copy has no reference, so never."""
    from ..judge.differential import DEFAULT_COUNT, inputs_function

    count = exercise.random if exercise.random is not None else DEFAULT_COUNT
    return bool(count) and inputs_function(course, exercise) is not None


def max_points(course: Course, exercise: Exercise) -> float:
    """What one submission's run of `exercise` is out of, whatever it holds: every case, and the random-inputs
    comparison (worth a generated case's default points) where the exercise has one, run or not."""
    cases = sum(case.points for case in exercise.cases)
    return cases + (Case.points if compares_random_inputs(course, exercise) else 0.0)


def with_random_inputs_listed(result: PublicResult, course: Course, exercise: Exercise) -> PublicResult:
    """The result with the comparison on random inputs listed as not run when the exercise has one and it did
    not run this time (see NotRun)."""
    from ..judge.differential import CASE_NAME

    if any(outcome.case.name == CASE_NAME for outcome in result.outcomes):
        return result
    if not compares_random_inputs(course, exercise):
        return result
    if result.load_error:
        reason = "not run: the file could not be loaded"
    else:
        failing = len(result.outcomes) - result.passed
        reason = (
            f"not run: {failing} of {len(result.outcomes)} cases do not pass yet, and the random inputs are "
            "compared with the reference only once every case passes"
        )
    # The same points as the test has when it runs (a generated case is worth the default 1).
    case = PublicCase(name=CASE_NAME, input={}, points=Case.points, source=f"solutions/{exercise.name}.py")
    return replace(result, not_run=(*result.not_run, NotRun(case=case, reason=reason)))


def public_exercise(exercise: Exercise) -> PublicExercise:
    return PublicExercise(
        name=exercise.name,
        title=exercise.title,
        position=exercise.position,
        returns=exercise.returns,
        hints=exercise.hints,
        pitfalls=exercise.pitfalls,
        source=exercise.source,
        line=exercise.line,
    )


def public_case(case: Case) -> PublicCase:
    return PublicCase(
        name=case.name,
        input={} if case.hidden else case.input,
        hidden=case.hidden,
        tags=case.tags,
        points=case.points,
        take=case.take,
        source=case.source,
        line=case.line,
    )


def redact_outcome(outcome: Outcome) -> PublicOutcome:
    """One outcome, public: a visible case as it is, a hidden one with its data withheld."""
    similar = redact_outcome(outcome.similar) if outcome.similar is not None else None
    public = PublicOutcome(
        case=public_case(outcome.case),
        verdict=outcome.verdict,
        expected=outcome.expected,
        actual=outcome.actual,
        message=outcome.message,
        traceback=outcome.traceback,
        output=outcome.output,
        seconds=outcome.seconds,
        pitfall=outcome.pitfall,
        pitfall_message=outcome.pitfall_message,
        promise=outcome.promise,
        promise_text=outcome.promise_text,
        promise_evidence=outcome.promise_evidence,
        unexplained=outcome.unexplained,
        seed=outcome.seed,
        similar=similar,
    )
    if not outcome.case.hidden:
        return public
    return PublicOutcome(
        case=public.case,
        verdict=public.verdict,
        message=_withheld_message(outcome),
        traceback=_frames_only(outcome.traceback),
        seconds=public.seconds,
        pitfall=public.pitfall,
        pitfall_message=public.pitfall_message,
        # The promise's name and sentence are the lesson's; what broke it here would quote the input.
        promise=public.promise,
        promise_text=public.promise_text,
        unexplained=public.unexplained,
        similar=similar,
    )


def _withheld_message(outcome: Outcome) -> str:
    """The verdict's sentence up to where it would start quoting the case (a passing case says nothing)."""
    if outcome.verdict.passed:
        return ""
    if outcome.verdict is Verdict.WRONG:
        return WITHHELD_WRONG
    return _DETAIL_END.split(outcome.message, maxsplit=1)[0].strip() or outcome.verdict.value


def _frames_only(traceback: str) -> str:
    """The traceback's frames (the learner's own code), without the exception's message."""
    lines = traceback.rstrip("\n").split("\n")
    if not lines or not lines[-1].strip():
        return ""
    lines[-1] = _DETAIL_END.split(lines[-1], maxsplit=1)[0].strip()
    return "\n".join(lines) + "\n"
