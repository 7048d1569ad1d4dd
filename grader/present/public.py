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

from ..course.model import Case, Course, Exercise, Hint
from ..judge.model import Outcome, Result, Verdict
from ..judge.verdicts import WordDifference, first_difference, first_word_difference
from ..run.model import RETURN_KINDS, ReturnKind
from .bounds import TextBudget

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
    unit: str | None = None

    @property
    def kind(self) -> ReturnKind:
        return RETURN_KINDS[self.returns]

    @property
    def item(self) -> str | None:
        """One item of an answer in the exercise's own words (see Exercise.item)."""
        return self.unit or self.kind.unit

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
    # The smallest input that fails the same way, with both answers on it (never for a hidden case).
    smallest: Mapping[str, Any] | None = None
    smallest_expected: Any = None
    smallest_actual: Any = None
    cause_by: str = ""
    # Where the answer first differs, found on the whole answers before a long one is cut to its budget
    # (present/bounds.py): (item, word); the word is None when the items are not both text.
    difference: tuple[int, WordDifference | None] | None = None


@dataclass(frozen=True)
class NotRun:
    """A check that did not run this time, and why (judge.model.NotRun), its case public."""

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
    """The graded run with every hidden case's data withheld, and the learner's text in it cut to its bounds
    (present/bounds.py)."""
    budget = TextBudget()
    return PublicResult(
        exercise=public_exercise(result.exercise),
        outcomes=tuple(bounded(redact_outcome(outcome, result.file), budget) for outcome in result.outcomes),
        file=result.file,
        seconds=result.seconds,
        load_error=budget.text(result.load_error),
        notes=result.notes,
        isolation=result.isolation,
        not_run=tuple(NotRun(case=public_case(item.case), reason=item.reason) for item in result.not_run),
    )


def max_points(course: Course, exercise: Exercise) -> float:
    """What one submission's run of `exercise` is out of, whatever it holds: every case, and the random-inputs
    comparison (worth a generated case's default points) where the exercise has one, run or not."""
    from ..judge.oracle import Oracle

    cases = sum(case.points for case in exercise.cases)
    return cases + (Case.points if Oracle(course, exercise).random_count() else 0.0)


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
        unit=exercise.unit,
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


def bounded(outcome: PublicOutcome, budget: TextBudget) -> PublicOutcome:
    """The outcome with every text the learner's code made cut to its size, and its similar input's too."""
    similar = bounded(outcome.similar, budget) if outcome.similar is not None else None
    return replace(
        outcome,
        difference=_difference(outcome.expected, outcome.actual),
        message=budget.text(outcome.message),
        traceback=budget.text(outcome.traceback),
        output=budget.text(outcome.output),
        promise_evidence=budget.text(outcome.promise_evidence),
        actual=budget.answer(outcome.actual, outcome.expected) if outcome.actual is not None else None,
        similar=similar,
    )


def _difference(expected: Any, actual: Any) -> tuple[int, WordDifference | None] | None:
    """The first differing item of two list answers and, for two texts, their first differing word."""
    if not isinstance(expected, list) or not isinstance(actual, list) or expected == actual:
        return None
    index = first_difference(expected, actual)
    texts = index < min(len(expected), len(actual)) and all(isinstance(side[index], str) for side in (expected, actual))
    return index, first_word_difference(expected[index], actual[index]) if texts else None


def redact_outcome(outcome: Outcome, file: Path | None = None) -> PublicOutcome:
    """One outcome, public: a visible case as it is, a hidden one with its data withheld (its traceback keeps
    only frames in `file`, the graded file)."""
    similar = redact_outcome(outcome.similar, file) if outcome.similar is not None else None
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
        smallest=outcome.smallest,
        smallest_expected=outcome.smallest_expected,
        smallest_actual=outcome.smallest_actual,
        cause_by=outcome.cause_by,
    )
    if not outcome.case.hidden:
        return public
    return PublicOutcome(
        case=public.case,
        verdict=public.verdict,
        message=_withheld_message(outcome),
        traceback=_frames_only(outcome.traceback, file),
        seconds=public.seconds,
        pitfall=public.pitfall,
        pitfall_message=public.pitfall_message,
        # The promise's name and sentence are the lesson's; what broke it here would quote the input.
        promise=public.promise,
        promise_text=public.promise_text,
        unexplained=public.unexplained,
        similar=similar,
        # Which step named the mistake (the grader's word, never the case's): a batch groups method-found causes.
        cause_by=public.cause_by,
    )


# What a failing hidden case's message says, by verdict: the grader's own words only. Everything the worker or the
# learner's code wrote (an exception's message, its notes, a class named after the input, an answer's type) stays
# behind, whatever its lines or punctuation.
WITHHELD = {
    Verdict.WRONG: WITHHELD_WRONG,
    Verdict.ERROR: "the code raised an exception",
    Verdict.TIMEOUT: "the call did not finish within its limit",
    Verdict.MEMORY: "the call ran out of memory",
    Verdict.CRASH: "the worker's process ended during the call",
    Verdict.INVALID: "the answer is not of the type this exercise returns",
    Verdict.PROTOCOL: "the worker broke the grader's protocol",
    Verdict.UNLOADABLE: "the file could not be loaded",
}
# An exception type a hidden case's message may name: Python's own (a class of the learner's could be named after
# the input).
_BUILTIN_ERROR = re.compile(r"([A-Z][A-Za-z]*(?:Error|Exception|Warning)|StopIteration|KeyboardInterrupt)\b")


def _withheld_message(outcome: Outcome) -> str:
    """The verdict's own sentence, nothing of the case or of the learner's text (a passing case says nothing).
    Verdicts the grader words without the worker (too slow, not run, not checked) keep their start."""
    if outcome.verdict.passed:
        return ""
    if outcome.verdict is Verdict.ERROR:
        return _withheld_error(outcome.message)
    if outcome.verdict in WITHHELD:
        return WITHHELD[outcome.verdict]
    return _DETAIL_END.split(outcome.message.split("\n", 1)[0], maxsplit=1)[0].strip() or outcome.verdict.value


def _withheld_error(message: str) -> str:
    """`the code raised IndexError`: the exception's type when it is one of Python's, else no name at all."""
    import builtins

    match = _BUILTIN_ERROR.match(message)
    name = match.group(1) if match else ""
    if isinstance(getattr(builtins, name, None), type) and message[len(name) : len(name) + 1] in ("", ":"):
        return f"{WITHHELD[Verdict.ERROR]} ({name})"
    return WITHHELD[Verdict.ERROR]


def _frames_only(traceback: str, file: Path | None) -> str:
    """The traceback's frames in the graded file (where in the learner's own code), without anything the exception
    carried (its message however many lines, its notes, the exceptions chained to it) or the code could name: other
    files' frames (code compiled under a made-up file name) and the functions' names."""
    lines = traceback.rstrip("\n").split("\n")
    if file is None or not lines or not lines[0].startswith("Traceback"):
        return ""
    start = f'  File "{file}", line '
    frames, keep = [lines[0]], False
    for line in lines[1:]:
        if line.startswith("  File "):
            keep = line.startswith(start)
            if keep:
                frames.append(line.split(", in ", 1)[0])
        elif line.startswith("    ") or line.startswith("  ..."):
            if keep:
                frames.append(line)
        else:
            break  # the exception's own line: what follows is the learner's text
    return "\n".join(frames) + "\n" if len(frames) > 1 else ""
