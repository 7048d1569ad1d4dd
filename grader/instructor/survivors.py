"""Mutation analysis with the reference's own mutants: which one-change mutants no case kills, and a case that would.

The mutants are judge/mutants.py's (the ones the report uses to name what a learner computed instead). Each runs
on the exercise's cases, smallest first, in the grader's process under a budget of lines (judge/bounded.py): a
mutant is killed on a case when its answer does not agree with the right one (the answer kind's `agrees`, as
grading compares), is not of the answer's kind, or when it raises or runs past its budget. A mutant no case kills
is tried on the reference's BOUNDARY inputs and on the inputs the random phase draws with the default seed; the
smallest that tells it from the reference is shrunk (judge/shrink.py) and offered as a `kata cases add` command.
One that agrees on all of them is reported as equivalent on every input tried: informational, not an error.
"""

from __future__ import annotations

import json
import re
import shlex
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..course.model import Case, Exercise
from ..judge.bounded import STEP_BUDGET, OverBudget, steps_of, within_budget
from ..judge.differential import default_seed
from ..judge.mutants import Mutant
from ..judge.oracle import Oracle, prepare_hypothesis
from ..judge.shrink import Probe, shrink, size_of
from ..judge.trusted import OutOfTime, built_inputs, call_trusted, run_program_main, time_limit

# A mutant may execute this many times the lines the reference executes on a case (plus STEP_BUDGET) before
# it counts as looping there: a deterministic bound, the same on a busy machine, that lets a long case's
# mutant finish when it does the same work in a few more steps.
STEP_FACTOR = 10
# Seconds the analysis of one exercise may take (the real course's slowest takes about 2.5 s): a reference that
# sleeps or is slow on every case would otherwise cost each mutant as much. Mutants past it are not run, and a
# warning says how many.
SECONDS = 20.0
# Words dropped from a change's description when it becomes a case name.
_FILLER = {"a", "an", "the", "its", "it", "of", "where", "belongs", "should", "so", "that", "to", "be", "is", "by"}
# How many words of the change a suggested name keeps.
NAME_WORDS = 6


class _Raised:
    """A mutant's "answer" when it raised or ran past its budget: it agrees with no right answer."""

    def __init__(self, why: str) -> None:
        self.why = why

    def __repr__(self) -> str:
        return f"<{self.why}>"


@dataclass(frozen=True)
class Survivor:
    """A mutant no case kills, and the smallest input found that tells it from the reference (None: none did)."""

    number: int
    where: str
    change: str
    arguments: Mapping[str, Any] | None = None
    expected: Any = None
    actual: Any = None
    name: str = ""
    # The reference's line the mutant changes (0: unknown).
    line: int = 0

    @property
    def killable(self) -> bool:
        return self.arguments is not None

    @property
    def described(self) -> str:
        return f"mutant {self.number}, changed at {self.where}: {self.change}"

    def command(self, exercise: str) -> str:
        """The `kata cases add` line that adds the killing input as a case, quoted for a POSIX shell."""
        if self.arguments is None:
            return ""
        snippet = input_json(self.arguments)
        return f"kata cases add {exercise} --name {self.name} --input {shlex.quote(snippet)}"


@dataclass(frozen=True)
class MutantReport:
    """Every mutant of one exercise's reference: how many the cases kill, and the rest."""

    total: int
    survivors: tuple[Survivor, ...]
    # Mutants not run for want of time (SECONDS).
    not_run: int = 0

    @property
    def killable(self) -> tuple[Survivor, ...]:
        return tuple(survivor for survivor in self.survivors if survivor.killable)

    @property
    def equivalent(self) -> tuple[Survivor, ...]:
        return tuple(survivor for survivor in self.survivors if not survivor.killable)

    @property
    def killed(self) -> int:
        return self.total - len(self.survivors)


def input_json(arguments: Mapping[str, Any]) -> str:
    """The input as one line of JSON that reads back the same: characters as typed, except those a terminal
    does not show (a no-break space, a zero-width joiner), which are written as \\u escapes."""
    text = json.dumps(dict(arguments), ensure_ascii=False)
    return "".join(character if character.isprintable() else _escaped(character) for character in text)


def _escaped(character: str) -> str:
    return json.dumps(character)[1:-1]  # json's own escape: \n, \t, \u00a0, or a surrogate pair


def analyse(oracle: Oracle, answers: Mapping[str, Any]) -> MutantReport:
    """Run every mutant of the reference on the cases with a right answer; search and shrink for the survivors."""
    exercise = oracle.exercise
    mutants = oracle.mutants()
    if not mutants:
        return MutantReport(0, ())
    deadline = time.monotonic() + SECONDS
    cases = sorted((case for case in exercise.cases if case.name in answers), key=_length)
    budgets = _budgets(oracle, cases)
    alive, not_run = [], 0
    for mutant in mutants:
        if time.monotonic() > deadline:
            not_run += 1
        elif not _killed(exercise, mutant, cases, answers, budgets):
            alive.append(mutant)
    tried = _inputs_to_try(oracle) if alive else []
    taken = {case.name for case in exercise.cases}
    survivors = []
    for mutant in alive:
        survivor = _survivor(oracle, mutant, tried, taken, deadline)
        if survivor is None:
            not_run += 1
            continue
        taken.add(survivor.name)
        survivors.append(survivor)
    return MutantReport(len(mutants) - not_run, tuple(survivors), not_run)


def _length(case: Case) -> int:
    """How long a case's input is, in characters and items: cheap on a perf case's megabytes (no split)."""
    return sum(len(value) for value in dict(case.input).values() if isinstance(value, str | list))


# A case's name → the lines a mutant may execute there (None: a long case, timed instead).
Budgets = dict[str, int | None]


def _budgets(oracle: Oracle, cases: Sequence[Case]) -> Budgets:
    """Each case's line budget for a mutant: STEP_FACTOR times what the reference executes there, plus
    STEP_BUDGET. None for a long case (the reference executes more than STEP_BUDGET lines): counting every
    line would make it ten times slower, so a mutant runs there under the trusted time limit instead."""
    budgets: Budgets = {}
    reference = _reference(oracle)
    for case in cases:
        built_inputs(case)
        try:
            with time_limit():
                _, steps = steps_of(partial(_call, oracle.exercise, reference, case), STEP_BUDGET)
            budgets[case.name] = STEP_BUDGET + STEP_FACTOR * steps
        except OverBudget:
            budgets[case.name] = None
        except (Exception, OutOfTime):  # its own check reports a case the reference cannot answer
            budgets[case.name] = STEP_BUDGET
    return budgets


def _reference(oracle: Oracle) -> Callable[..., Any]:
    from ..judge.trusted import reference_module

    module = reference_module(oracle.course, oracle.exercise)
    return module.main if oracle.exercise.is_program else module.solve


def _call(exercise: Exercise, function: Callable[..., Any], case: Case) -> Any:
    if exercise.is_program:
        return run_program_main(function, case.input["stdin"])
    return call_trusted(function, exercise, case)


def _answer(exercise: Exercise, mutant: Mutant, case: Case, budget: int | None) -> Any:
    """The mutant's answer on a case, or a _Raised when it raises or runs past its budget (None: its time)."""
    function = mutant.namespace["main" if exercise.is_program else "solve"]
    try:
        with time_limit():
            if budget is None:
                return _call(exercise, function, case)
            return within_budget(lambda: _call(exercise, function, case), budget)
    except OverBudget:
        return _Raised(f"does not finish within {budget} lines")
    except OutOfTime:
        return _Raised("does not finish in time")
    except Exception as error:
        return _Raised(f"raises {type(error).__name__}: {error}")


def _differs(exercise: Exercise, expected: Any, actual: Any) -> bool:
    """Would grading tell this answer from the right one? A wrong kind of value counts (a 1 for True)."""
    if isinstance(actual, _Raised):
        return True
    if not exercise.is_program and not exercise.kind.well_formed(actual):
        return True
    try:
        return not exercise.kind.agrees(expected, actual)
    except Exception:  # an answer the comparison cannot read is not the right one
        return True


def _killed(
    exercise: Exercise, mutant: Mutant, cases: Sequence[Case], answers: Mapping[str, Any], budgets: Budgets
) -> bool:
    return any(
        _differs(exercise, answers[case.name], _answer(exercise, mutant, case, budgets[case.name])) for case in cases
    )


# An input tried, with the reference's answer on it.
Answered = tuple[dict[str, Any], Any]


def _inputs_to_try(oracle: Oracle) -> list[Answered]:
    """The random phase's inputs with the default seed, each answered once by the reference: the BOUNDARY
    list (an edge the reference rejects is left out), then the drawn ones (the oracle keeps their answers)."""
    reference = _reference(oracle)
    tried = []
    for arguments in oracle.boundary_inputs():
        expected = _reference_answer(oracle.exercise, reference, arguments)
        if expected is not _REJECTED:
            tried.append((arguments, expected))
    make = oracle.inputs_function()
    count = oracle.random_count()
    if make is not None and count:
        prepare_hypothesis(oracle.course)
        try:
            strategy = make()
        except Exception:  # the random phase reports a broken inputs()
            return tried
        tried += oracle.drawn(strategy, default_seed(oracle.exercise), count)
    return tried


def _survivor(
    oracle: Oracle, mutant: Mutant, tried: Sequence[Answered], taken: set[str], deadline: float
) -> Survivor | None:
    """The survivor with the smallest tried input that kills it, shrunk; None when time ran out first."""
    killing = []
    for arguments, expected in tried:
        if time.monotonic() > deadline:
            return None
        probe = _probe(oracle.exercise, mutant, arguments, expected)
        if probe.way is not None:
            killing.append(probe)
    name = suggested_name(mutant, taken)
    if not killing:
        return Survivor(mutant.number, mutant.where, mutant.change, name=name, line=mutant.line)
    smallest = min(killing, key=lambda probe: (size_of(probe.arguments), len(input_json(probe.arguments))))
    shrunk = shrink(smallest, _attempt(oracle, mutant), out_of_time=lambda: time.monotonic() > deadline)
    arguments = dict(shrunk.arguments)
    return Survivor(
        mutant.number, mutant.where, mutant.change, arguments, shrunk.expected, shrunk.actual, name, mutant.line
    )


def _probe(exercise: Exercise, mutant: Mutant, arguments: dict[str, Any], expected: Any) -> Probe:
    case = Case(name="mutant_search", input=arguments, source=f"solutions/{exercise.name}.py")
    actual = _answer(exercise, mutant, case, STEP_BUDGET)
    return Probe(arguments, expected, actual, ("differs",) if _differs(exercise, expected, actual) else None)


# The reference's "answer" on an input it rejects (raises, or does not finish): not an input of the task.
_REJECTED = _Raised("rejected by the reference")


def _reference_answer(exercise: Exercise, reference: Callable[..., Any], arguments: dict[str, Any]) -> Any:
    case = Case(name="mutant_search", input=arguments, source=f"solutions/{exercise.name}.py")
    try:
        with time_limit():
            return _call(exercise, reference, case)
    except (Exception, OutOfTime):
        return _REJECTED


def _attempt(oracle: Oracle, mutant: Mutant) -> Callable[[dict[str, Any]], Probe | None]:
    """What shrinking tries: reference and mutant on a smaller input (None when the reference rejects it)."""
    exercise = oracle.exercise
    reference = _reference(oracle)

    def attempt(arguments: dict[str, Any]) -> Probe | None:
        expected = _reference_answer(exercise, reference, arguments)
        return None if expected is _REJECTED else _probe(exercise, mutant, arguments, expected)

    return attempt


def suggested_name(mutant: Mutant, taken: set[str]) -> str:
    """A case name saying what the case catches: kills_step_2_number_one_smaller (unique in the exercise)."""
    words = [word for word in re.findall(r"[a-z0-9]+", mutant.change.lower()) if word not in _FILLER]
    where = f"step_{mutant.step}_" if mutant.step is not None else ""
    name = f"kills_{where}{'_'.join(words[:NAME_WORDS]) or 'mutant'}"
    unique, number = name, 2
    while unique in taken:
        unique, number = f"{name}_{number}", number + 1
    return unique
