"""Against the reference: generated inputs run through the learner's worker; a mismatch is shrunk to a minimal one."""

from __future__ import annotations

import random
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..course.model import Case, Exercise
from ..errors import CasesError
from .judging import WALL_FACTOR, Judging, Net
from .model import Outcome, Verdict
from .oracle import HYPOTHESIS_LOCK, prepare_hypothesis
from .own_constants import constant_inputs
from .shrink import size_of
from .verdicts import judge

# The synthetic case the phase reports, pass or fail: one stable name, so CI tools can track it.
CASE_NAME = "random_inputs"
# A value of a generated input is written out whole up to this many characters.
VALUE_TEXT_MOST = 400
# Slow code stops drawing new inputs after this many seconds of work (a judging.Net: CPU, so a busy machine checks
# as many inputs as a quiet one): the phase must never dominate a run.
SEARCH_BUDGET = 5.0
# Once an input fails, shrinking it gets this long (the same clock); the smallest failure found by then is reported.
SHRINK_BUDGET = 3.0
# While shrinking a timeout every smaller input that still hangs costs a whole call: a short limit
# keeps the shrink quick, and generated inputs are tiny, so a correct call takes microseconds.
SHRINK_TIMEOUT = 0.2


def default_seed(exercise: Exercise) -> int:
    """The seed of a run without --seed: the same for the same exercise, so local runs and CI agree."""
    return zlib.crc32(exercise.name.encode())


def _broken_inputs(exercise: Exercise, error: BaseException) -> CasesError:
    return CasesError(
        f"exercise {exercise.name}: the random inputs could not be drawn: inputs() in "
        f"solutions/{exercise.name}.py failed ({type(error).__name__}: {error})",
        file=f"solutions/{exercise.name}.py",
        fix="make inputs() return a Hypothesis strategy of dicts of solve's arguments "
        "(or skip this step with --no-random)",
    )


def arguments_text(arguments: Mapping[str, Any]) -> str:
    """text='a  b', size=1, overlap=0: the generated input as the learner would type it; a long value by its
    beginning and its size (an input said eleven times over is thousands of characters; the report's call and
    its smallest failing input show it)."""
    return ", ".join(f"{name}={_value_text(value)}" for name, value in arguments.items())


def _value_text(value: Any) -> str:
    shown = repr(value)
    if len(shown) <= VALUE_TEXT_MOST:
        return shown
    if isinstance(value, str):
        return f"{value[: VALUE_TEXT_MOST // 2]!r}… ({len(value):,} characters)"
    if isinstance(value, list):
        return f"{repr(value[:3])[:-1]}, …] ({len(value):,} items)"
    return shown


# No generated repr: Hypothesis names the predicate in messages, and the course holds long texts.
@dataclass(repr=False)
class _Search:
    """The predicate Hypothesis searches with: does the learner's code part from the reference here?"""

    judging: Judging
    timeout: float | None
    # Where the search stops (a loaded machine checks as many inputs as a quiet one).
    net: Net
    tried: int = 0
    # The verdict of the first failure: shrinking keeps it, so a hang never shrinks into a wrong answer.
    kind: Verdict | None = None
    # Every input judged so far, by its text: Hypothesis replays the minimal one and must get the same answer.
    seen: dict[str, Outcome] = field(default_factory=dict)
    broken_reference: CasesError | None = None
    # The last (so the smallest) failure of the first failure's kind.
    found: Outcome | None = None
    # An input went unchecked for want of time: with no failure found, nothing may be said to agree.
    cut: bool = False
    # …because the run's whole budget was spent (else the search's own).
    out_of_budget: bool = False

    def __repr__(self) -> str:
        return f"differs_from_reference({self.judging.exercise.name})"

    def __call__(self, arguments: dict[str, Any]) -> bool:
        key = repr(sorted(arguments.items()))
        if key not in self.seen:
            if self.broken_reference is not None:
                return False
            if self.net.passed():
                self.cut = True  # out of time: Hypothesis finishes quickly, nothing more is run
                return False
            outcome = self._judge(arguments)
            if outcome.verdict is Verdict.NOT_RUN:  # the run's budget was spent: this input was never checked
                self.cut = self.out_of_budget = True
                return False
            self.seen[key] = outcome
        return self._counts(self.seen[key])

    def _counts(self, outcome: Outcome) -> bool:
        if outcome.verdict.passed:
            return False
        if self.kind is None:
            self.kind = outcome.verdict
            self.net = Net.after(self.judging.code, SHRINK_BUDGET)
            if outcome.verdict is Verdict.TIMEOUT:
                self.timeout = SHRINK_TIMEOUT
        if outcome.verdict is not self.kind:
            return False
        self.found = outcome  # shrinking only ever moves to smaller failures
        return True

    def _judge(self, arguments: dict[str, Any]) -> Outcome:
        exercise = self.judging.exercise
        case = Case(name=CASE_NAME, input=arguments, source=f"solutions/{exercise.name}.py")
        try:
            expected = self.judging.oracle.expected(case)
        except CasesError as error:
            self.broken_reference = CasesError(
                f"exercise {exercise.name}: the reference rejects an input that its own inputs() made "
                f"({arguments_text(arguments)}): {error.problem}",
                file=f"solutions/{exercise.name}.py",
                fix="make inputs() draw only arguments the task allows",
            )
            return Outcome(case=case, verdict=Verdict.PASS)
        self.tried += 1
        attempt = self.judging.code.call(dict(arguments), timeout=self.timeout)
        return judge(exercise, case, attempt, expected)

    def smallest(self, arguments: dict[str, Any]) -> Outcome:
        return self.seen[repr(sorted(arguments.items()))]


def compare_random_inputs(judging: Judging, outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """Once every case passes, or only long ones fail (and the policy asks for it), the random-inputs outcome is
    added to the run."""
    if not judging.policy.random_inputs or not judging.code.loaded or not compares_on(outcomes):
        return outcomes
    if judging.progress is not None:
        judging.progress(CASE_NAME)
    outcome = differential_outcome(judging, seed=judging.policy.seed)
    return outcomes if outcome is None else (*outcomes, outcome)


# A case of more words and items than this is long: a report cannot show it, nor an explainer work on it whole.
LONG_CASE_UNITS = 400


def compares_on(outcomes: Sequence[Outcome]) -> bool:
    """Are the random inputs compared on this run? When every case passes; when the only failures are wrong
    answers on long cases (a perf text, a generated one), where a mistake shows on an input too long to read and
    often too long to shrink: the search then finds a short input that shows it, which the explainers can use;
    and when the others are only too slow: a slow program may be wrong too, which matters more to say."""
    failing = [o for o in outcomes if not o.verdict.passed]
    return all(o.verdict is Verdict.TOO_SLOW or (o.verdict in _ANSWERED and _long(o.case)) for o in failing)


_ANSWERED = (Verdict.WRONG, Verdict.ERROR, Verdict.INVALID)


def _long(case: Case) -> bool:
    generated = bool(getattr(case.input, "generated", None)) or case.take is not None
    return generated or size_of(case.input) > LONG_CASE_UNITS


def differential_outcome(judging: Judging, *, seed: int | None = None) -> Outcome | None:
    """Compare the learner's code with the reference on generated inputs; None when the exercise has none."""
    exercise, oracle = judging.exercise, judging.oracle
    count = oracle.random_count()
    make = oracle.inputs_function()
    if not count or make is None:
        return None
    prepare_hypothesis(oracle.course)
    from hypothesis import HealthCheck, Phase, find, settings
    from hypothesis.errors import NoSuchExample

    try:
        strategy = make()
    except Exception as error:
        raise _broken_inputs(exercise, error) from None

    seed = default_seed(exercise) if seed is None else seed
    pass_case = Case(name=CASE_NAME, input={}, source=f"solutions/{exercise.name}.py")
    # The fast path: the inputs this seed draws, with the reference's answers, computed once per oracle (a
    # batch grades a class against the same ones). Only a difference needs the search, which shrinks it.
    edges = [*oracle.boundary_inputs(), *oracle.small_scope_inputs()]
    varied = [
        *oracle.case_variants(past_the_cases=False),
        *with_own_constants(judging),
        *oracle.case_variants(past_the_cases=True),
    ]
    agreed = _agrees_on_drawn(judging, strategy, seed, count, edges, varied)
    if agreed is not None:
        return Outcome(case=pass_case, verdict=Verdict.PASS, message=_agreed(edges, varied, agreed, seed), seed=seed)
    search = _Search(judging, timeout=None, net=Net.after(judging.code, SEARCH_BUDGET))
    # The edges of the task first, whatever the seed: signs, other scripts' digits, empty and one-word texts,
    # hits past the end... The default seed then catches whatever any seed would catch there.
    # Then the cases varied (a blank line first, an accent in two code points …, then the learner's own constants
    # put in): small, so reported as found.
    for arguments in [*edges, *(variant for variant, _ in varied)]:
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
        if search.cut:
            return _not_checked(pass_case, search, seed, len(edges) + len(varied) + count)
        tried = search.tried - len(edges) - len(varied)
        return Outcome(case=pass_case, verdict=Verdict.PASS, message=_agreed(edges, varied, tried, seed), seed=seed)
    return _reported(search.smallest(smallest), seed)


def with_own_constants(judging: Judging) -> list[tuple[dict[str, Any], Any]]:
    """The small visible cases with the learner's own constants put in (own_constants.py), with the reference's
    answers; an input it will not answer is left out."""
    exercise = judging.exercise
    answered = []
    for arguments in constant_inputs(exercise.cases, judging.code.source()):
        case = Case(name=CASE_NAME, input=arguments, source=f"solutions/{exercise.name}.py")
        try:
            answered.append((arguments, judging.oracle.expected(case)))
        except CasesError:
            continue
    return answered


def _agreed(edges: list[dict[str, Any]], varied: list[tuple[dict[str, Any], Any]], drawn: int, seed: int) -> str:
    """What a passing random phase says it compared: each kind of input, and how many."""
    kinds = [(len(edges), "edge"), (len(varied), "case-variant")]
    counted = [f"{number} {kind}" for number, kind in kinds if number]
    if not counted:
        return f"{drawn} random inputs agree with the reference (seed {seed})"
    return f"{', '.join(counted)} and {drawn} random inputs agree (seed {seed})"


def _agrees_on_drawn(
    judging: Judging,
    strategy: Any,
    seed: int,
    count: int,
    edges: list[dict[str, Any]],
    varied: list[tuple[dict[str, Any], Any]],
) -> int | None:
    """How many drawn inputs the learner's code answers as the reference does (the edges and the varied cases
    first, not counted); None at the first difference, which the search then finds and shrinks."""
    exercise, oracle = judging.exercise, judging.oracle
    drawn = oracle.drawn(strategy, seed, count)
    if not drawn:
        return None
    answered_edges = []
    for arguments in edges:
        case = Case(name=CASE_NAME, input=arguments, source=f"solutions/{exercise.name}.py")
        try:
            answered_edges.append((arguments, oracle.expected(case)))
        except CasesError:
            return None  # the search reports a reference that rejects its own edge input
    inputs = [*answered_edges, *varied, *drawn]
    # One request for them all (a round trip each cost more than a correct solve on these small inputs): the
    # worker's limit holds for the lot, and any failure is found again, one input at a time, by the search.
    attempts = judging.code.call_many([dict(arguments) for arguments, _ in inputs])
    if attempts is None:
        return None
    for (arguments, expected), attempt in zip(inputs, attempts, strict=True):
        case = Case(name=CASE_NAME, input=arguments, source=f"solutions/{exercise.name}.py")
        if not judge(exercise, case, attempt, expected).verdict.passed:
            return None
    return len(drawn)


def _not_checked(case: Case, search: _Search, seed: int, planned: int) -> Outcome:
    """The phase ran out of time before it had checked its `planned` inputs (the edges, the varied cases and the
    drawn ones): reported as such, never as agreeing (fail closed: code slow enough to exhaust the budget must not
    pass the inputs it was never run on)."""
    if search.out_of_budget:
        spent = "the run's budget"
    elif search.net.by_the_wall():
        spent = f"its {SEARCH_BUDGET * WALL_FACTOR:g} s (calls that sleep or wait count by the clock on the wall)"
    else:
        spent = f"its {SEARCH_BUDGET:g} s of work"
    message = (
        f"the random inputs ran out of {spent} after {search.tried:,} of up to {planned:,} inputs, so the rest were "
        f"never compared with the reference (seed {seed}): make each call fast, then run again"
    )
    return Outcome(case=case, verdict=Verdict.NOT_CHECKED, message=message, seed=seed)


def _reported(outcome: Outcome, seed: int) -> Outcome:
    """The shrunk failure, worded like a case: what differs, on which input, and how to get it again."""
    lead = _lead(outcome)
    message = f"{lead} — {outcome.message}" if outcome.message else lead
    return replace(outcome, message=message, seed=seed)


def _lead(outcome: Outcome) -> str:
    shown = arguments_text(outcome.case.input)
    if outcome.verdict is Verdict.WRONG:
        return f"differs from the reference on: {shown}"
    return f"on the generated input {shown}"


def call_detail(outcome: Outcome) -> str:
    """What the call itself said (an exception's "ValueError: …"), without the input _reported puts before it: a
    smaller input fails the same way when it raises the same type, whatever its text."""
    if outcome.case.name != CASE_NAME:
        return outcome.message  # a case's input is never put before its message
    return outcome.message.removeprefix(f"{_lead(outcome)} — ")
