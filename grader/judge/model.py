"""The judged run: a verdict per case, with everything a report needs to explain it."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from ..course.model import Case, Exercise

# What a learner's copy (no reference) cannot do: a Result's note, said once at the end of its reports.
LEARNERS_COPY = (
    "This copy has no reference: no solution to compare with, no random inputs, and only the promises that need none."
)


class Verdict(Enum):
    """What happened to one case. The value is what reports print; TRAITS says how each format treats it."""

    PASS = "pass"
    WRONG = "wrong answer"
    ERROR = "error"
    TIMEOUT = "timeout"
    MEMORY = "memory"
    CRASH = "crash"
    # The worker sent what is not the answer to the pending request (learner code wrote onto the channel).
    PROTOCOL = "protocol violation"
    INVALID = "invalid"
    UNLOADABLE = "could not load"
    TOO_SLOW = "too slow"
    # Not run because the run had already spent its time (on cases that timed out, or its whole budget).
    NOT_RUN = "not run"
    # A check that began but could not finish (out of its time or the run's budget): never counted as passed.
    NOT_CHECKED = "not checked"

    @property
    def passed(self) -> bool:
        return self is Verdict.PASS

    @property
    def traits(self) -> VerdictTraits:
        return TRAITS[self]


@dataclass(frozen=True)
class VerdictTraits:
    """How every presenter treats one verdict: the one table a new verdict is added to."""

    # The terminal report's colour.
    style: str
    # "failure" when an answer came back and was judged wrong, "error" when none did (JUnit's distinction,
    # which Exercism's `fail`/`error` and the annotations follow); None for a pass.
    kind: str | None

    @property
    def junit(self) -> str | None:
        return self.kind

    @property
    def exercism(self) -> str:
        return {None: "pass", "failure": "fail", "error": "error"}[self.kind]

    @property
    def gradescope(self) -> str:
        """Gradescope's test status; the case's points are scored only on "passed"."""
        return "passed" if self.kind is None else "failed"


TRAITS: dict[Verdict, VerdictTraits] = {
    Verdict.PASS: VerdictTraits(style="green", kind=None),
    Verdict.WRONG: VerdictTraits(style="red", kind="failure"),
    Verdict.INVALID: VerdictTraits(style="red", kind="failure"),
    Verdict.TOO_SLOW: VerdictTraits(style="yellow", kind="failure"),
    Verdict.ERROR: VerdictTraits(style="magenta", kind="error"),
    Verdict.UNLOADABLE: VerdictTraits(style="magenta", kind="error"),
    Verdict.CRASH: VerdictTraits(style="magenta", kind="error"),
    Verdict.PROTOCOL: VerdictTraits(style="magenta", kind="error"),
    Verdict.MEMORY: VerdictTraits(style="yellow", kind="error"),
    Verdict.TIMEOUT: VerdictTraits(style="yellow", kind="error"),
    Verdict.NOT_RUN: VerdictTraits(style="dim", kind="error"),
    Verdict.NOT_CHECKED: VerdictTraits(style="yellow", kind="error"),
}


@dataclass(frozen=True)
class Outcome:
    """The verdict on one case, with everything a report needs to explain it."""

    case: Case
    verdict: Verdict
    expected: Any = None
    actual: Any = None
    # One sentence for the learner: why this verdict.
    message: str = ""
    traceback: str = ""
    output: str = ""
    seconds: float = 0.0
    # The known mistake whose answer the learner's answer equals, if any.
    pitfall: str | None = None
    pitfall_message: str = ""
    # The first promise of the lesson this wrong answer breaks (when no known mistake explains it): the
    # promise's name and sentence, and what breaks it on this input (which may quote the input).
    promise: str | None = None
    promise_text: str = ""
    promise_evidence: str = ""
    # A wrong answer that neither a known mistake nor a promise explains: the report says so, no guess.
    unexplained: bool = False
    # Differential phase: the seed that reproduces a generated case.
    seed: int | None = None
    # For a failing hidden case: a visible input on which the learner's answer also differs, judged.
    similar: Outcome | None = None
    # The smallest input found that fails the same way (judge/shrink.py), with both answers on it.
    smallest: dict[str, Any] | None = None
    smallest_expected: Any = None
    smallest_actual: Any = None
    # Which explainer named `pitfall` (judge/explain.py): "known_mistake", "mutant", "as_if", "call_contract",
    # "partial" (a known mistake that explains only some failing inputs); "" for the classic pitfall match.
    cause_by: str = ""


@dataclass(frozen=True)
class NotRun:
    """A check of every graded run that did not run this time, and why: the random inputs, compared only once
    every case passes, are still listed by results files (skipped, or 0 of their points), so the tests and the
    points on offer are the same for every submission."""

    case: Case
    reason: str


@dataclass(frozen=True)
class Result:
    """The graded run of one exercise."""

    exercise: Exercise
    outcomes: tuple[Outcome, ...]
    file: Path
    seconds: float = 0.0
    # Set when nothing could be graded (e.g. the file does not import): every case fails with it.
    load_error: str = ""
    notes: tuple[str, ...] = field(default=())
    # What protected the run: the sandbox that held, the memory cap (see pipeline.describe_isolation).
    isolation: str = ""
    # Checks of this exercise that did not run (reported by the results formats, not counted in `passed`).
    not_run: tuple[NotRun, ...] = field(default=())

    @property
    def passed(self) -> int:
        return sum(1 for outcome in self.outcomes if outcome.verdict.passed)

    @property
    def ok(self) -> bool:
        return bool(self.outcomes) and self.passed == len(self.outcomes)
