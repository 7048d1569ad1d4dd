"""What explainers judge a hypothesis against: the learner's answers on small inputs, failing and passing.

A hypothesis is a function from arguments to the answer a certain cause would give. It explains the run only
when it reproduces the learner's answer on EVERY failing input tried and gives the right answer wherever the
learner was right (consistency rule): a wrong diagnosis is worse than none.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

# A hypothesis: arguments → the answer that cause gives (raises NoAnswer, or anything, when it gives none).
Predict = Callable[[dict[str, Any]], Any]


class NoAnswer(Exception):
    """The hypothesis has no answer on this input (it raises, or never ends)."""


@dataclass(frozen=True)
class Raised:
    """The learner's call raised on an input the lesson accepts: the type of what it raised stands for its answer
    (no hypothesis that returns a value reproduces it)."""

    kind: str


@dataclass(frozen=True)
class Returned:
    """The learner's call returned a value of the wrong type ("solve returned None"): that stands for its answer."""

    what: str


@dataclass(frozen=True)
class Trial:
    """One input with the reference's answer and the learner's."""

    arguments: Mapping[str, Any]
    expected: Any
    actual: Any
    # The cases this input stands for (a shrunk failure stands for the case it came from).
    cases: tuple[str, ...] = ()
    # Where it comes from: "shrunk" (a failing case at its smallest, or a passing case), "case" (a small failing
    # case as it is written), "variant" (a case changed one way).
    source: str = "shrunk"


@dataclass(frozen=True)
class Evidence:
    """The small failing inputs (shrunk) and the small inputs the learner got right."""

    failing: tuple[Trial, ...]
    passing: tuple[Trial, ...]
    # Are two answers the same? The exercise kind's rule (floats within its tolerance, lists and tuples alike).
    agrees: Callable[[Any, Any], bool] = field(default=operator.eq, compare=False)

    def shrunk_places(self) -> list[int]:
        """Where the failing trials of `shrunk()` stand among all the failing ones."""
        return [
            index
            for index, trial in enumerate(self.failing)
            if trial.source == "shrunk" and not isinstance(trial.actual, (Raised, Returned))
        ]

    def shrunk(self) -> Evidence:
        """The wrong answers of the failing cases at their smallest and the passing cases, no more: what a known
        mistake is judged on. It was written for the lesson's cases, and a second quirk of the learner's (an
        exception, a case as written, a variant) says nothing against it: a second mistake is named case by
        case."""
        return Evidence(
            tuple(self.failing[index] for index in self.shrunk_places()),
            tuple(t for t in self.passing if t.source == "shrunk"),
            self.agrees,
        )


@dataclass(frozen=True)
class Fit:
    """How a hypothesis fares: the failing inputs it reproduces, and whether it breaks a passing one."""

    reproduced: tuple[int, ...]
    tried: int
    contradicted: bool

    @property
    def whole(self) -> bool:
        return bool(self.tried) and len(self.reproduced) == self.tried and not self.contradicted


def answer_of(predict: Predict, arguments: Mapping[str, Any]) -> Any:
    try:
        return predict(dict(arguments))
    except Exception as error:
        raise NoAnswer() from error


def _reproduces(predict: Predict, trial: Trial, agrees: Callable[[Any, Any], bool]) -> bool:
    try:
        return agrees(answer_of(predict, trial.arguments), trial.actual)
    except NoAnswer:
        return False


def fit(predict: Predict, evidence: Evidence, *, stop_early: bool = True) -> Fit:
    """Judge a hypothesis by the consistency rule. With `stop_early`, the first miss ends the look (the usual
    case: most hypotheses are wrong, and the failing inputs come first because they rule out the most)."""
    reproduced = []
    for index, trial in enumerate(evidence.failing):
        if _reproduces(predict, trial, evidence.agrees):
            reproduced.append(index)
        elif stop_early:
            return Fit(tuple(reproduced), len(evidence.failing), contradicted=False)
    for trial in evidence.passing:
        try:
            if not evidence.agrees(answer_of(predict, trial.arguments), trial.expected):
                return Fit(tuple(reproduced), len(evidence.failing), contradicted=True)
        except NoAnswer:
            return Fit(tuple(reproduced), len(evidence.failing), contradicted=True)
    return Fit(tuple(reproduced), len(evidence.failing), contradicted=False)


@dataclass(frozen=True)
class Finding:
    """A cause an explainer can state: its label, the sentence for the learner, and how well it fits."""

    explainer: str
    # A short label (a known mistake's name, "state_kept_between_calls", "step_3_change" …).
    key: str
    message: str
    fit: Fit
    # The hypothesis itself, so more inputs can test it before it is stated (None: nothing more to test).
    predict: Predict | None = field(default=None, compare=False)
    # Does the finding also explain a failure that was not evidence (a hidden case)? (input, expected, actual)
    covers: Callable[[Mapping[str, Any], Any, Any], bool] | None = field(default=None, compare=False)
    # A claim of where the answers go wrong: is an input (with its right answer) inside the region it names? With
    # `exact`, the claim is that every input inside goes wrong too ("exactly where"), not only that none outside does.
    region: Callable[[Mapping[str, Any], Any], bool] | None = field(default=None, compare=False)
    exact: bool = False
    # An exact claim some input inside its region gets right, said as "only where" (None: not said at all).
    only_where: str | None = None
    # The input taken out of the region, where the claim knows how (the feature taken away).
    without: Callable[[Mapping[str, Any]], dict[str, Any]] | None = field(default=None, compare=False)
    # A broader claim to try when this one does not hold (said of the whole input, not of one argument).
    instead: Finding | None = field(default=None, compare=False)


def qualified(finding: Finding) -> str:
    """A finding that explains only some failing inputs, stated as such."""
    return (
        f"On {len(finding.fit.reproduced)} of {finding.fit.tried} failing inputs your answers match this: "
        f"{finding.message} It does not explain the others."
    )
