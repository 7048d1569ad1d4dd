"""What you computed instead: the one-change mutant of the reference whose answers are the learner's."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from ..course.model import Case
from ..errors import KataError
from .bounded import OverBudget, within_budget
from .evidence import Finding, NoAnswer, answer_of, fit
from .mutants import Mutant, describe
from .shrink import size_of
from .trusted import call_trusted, run_program_main

if TYPE_CHECKING:
    from .explain import Context

# Rival changes at one step are told apart on at most this many drawn inputs where their answers differ.
RIVAL_INPUTS = 12
# Drawn inputs of more items than this are too big to ask the learner about while explaining.
RIVAL_UNITS = 60
# One space of a failing text made this many spaces wide, for rivals that differ only across a wide gap.
WIDER_GAPS = (2, 4, 8, 16)


def predictor(context: Context, mutant: Mutant) -> Any:
    exercise = context.exercise

    def predict(arguments: dict[str, Any]) -> Any:
        try:
            if exercise.is_program:
                main = mutant.namespace["main"]
                return within_budget(lambda: run_program_main(main, arguments["stdin"]))
            case = Case(name="mutant", input=arguments, source=f"solutions/{exercise.name}.py")
            return within_budget(lambda: call_trusted(mutant.namespace["solve"], exercise, case))
        except (OverBudget, KataError) as error:
            raise NoAnswer() from error

    return predict


def explain(context: Context) -> Finding | None:
    """The mutant that reproduces every failing input and every passing one; None when none or several
    that say different things (the report never picks one of two causes at random)."""
    fitting: list[tuple[Mutant, Any]] = []
    for mutant in context.judging.oracle.mutants():
        predict = predictor(context, mutant)
        if fit(predict, context.evidence).whole:
            fitting.append((mutant, predict))
    if not fitting:
        return None
    # Several mutants can compute the same thing (a bound one smaller, or the comparison made strict): they
    # are one cause when they sit at the same step. Those that also agree on the inputs around the failing
    # ones are kept; the first of them is stated.
    from .explain import confirmed

    kept = [(mutant, predict) for mutant, predict in fitting if confirmed(context, predict)]
    if not kept:
        return None
    steps = {mutant.step for mutant, _ in kept}
    if len(steps) > 1:
        return None
    kept = told_apart(context, kept)
    if not kept or not _follows_on_drawn(context, kept[0][1]) or _made_constant(context, kept[0][1]):
        return None
    mutant, predict = kept[0]
    found = fit(predict, context.evidence, stop_early=False)
    return Finding(
        "mutant", f"step_{mutant.step}_changed" if mutant.step else "one_change", describe(mutant), found, predict
    )


def _made_constant(context: Context, predict: Any) -> bool:
    """Does the mutant only make the values it gets wrong one and the same on every input (a check that never holds:
    the fourth value of every row False)? Many mistakes do that, so the mutant's change says nothing of which one
    the learner made (holdout22: a list tested with `in` was told "two sides of a comparison swapped")."""
    given: dict[int, set[str]] = {}
    differing: set[int] = set()
    for trial in (*context.evidence.failing, *context.evidence.passing):
        try:
            cells = _cells(trial.expected, answer_of(predict, trial.arguments))
        except NoAnswer:
            return False
        if cells is None:
            return False
        for column, right, answer in cells:
            given.setdefault(column, set()).add(repr(answer))
            if right != answer:
                differing.add(column)
    return bool(differing) and all(len(given[column]) == 1 for column in differing)


def _cells(expected: Any, answer: Any) -> list[tuple[int, Any, Any]] | None:
    """The answer's values by column, with the right ones: a plain value is column 0, a row's n-th value column n
    (rows of one length, as many as the right answer has); None for any other answer."""
    if not isinstance(expected, list | tuple):
        return None if isinstance(answer, list | tuple) else [(0, expected, answer)]
    rows = [row for row in (*expected, *answer) if isinstance(row, tuple)]
    if len(rows) != len(expected) + len(answer) or len(expected) != len(answer) or len({len(r) for r in rows}) > 1:
        return None
    pairs = zip(expected, answer, strict=True)
    return [(n, right, given) for want, got in pairs for n, (right, given) in enumerate(zip(want, got, strict=True))]


class Rival(Protocol):
    """A hypothesis told apart from its rivals by what it changes (a mutant, a rule placing the windows)."""

    @property
    def change(self) -> str: ...


R = TypeVar("R", bound=Rival)


def told_apart(context: Context, kept: list[tuple[R, Any]]) -> list[tuple[R, Any]]:
    """Rival changes at one step (a bound one larger, an index one smaller …) fit the small inputs alike yet are
    different mistakes: the ones the learner's code also follows on drawn inputs where the rivals' answers differ
    are kept (none when it follows none of them: no change is stated rather than a wrong one)."""
    if len({mutant.change for mutant, _ in kept}) < 2:
        return kept
    inputs = _splitting(kept, [*_around(context), *(arguments for arguments, _ in drawn_small(context))])
    if not inputs:
        return kept
    answers = context.learner_answers(inputs)
    return [
        (mutant, predict)
        for mutant, predict in kept
        if all(_agrees(context, predict, each, actual) for each, actual in zip(inputs, answers, strict=True))
    ]


def _around(context: Context) -> list[dict[str, Any]]:
    """Inputs made from the failing ones: those the finding was confirmed on, and the same with the gaps between
    words widened (where a word's start and its end are told apart)."""
    from .explain import around
    from .shrink import valid

    made = list(around(context.evidence))
    for trial in context.evidence.failing:
        for name, value in trial.arguments.items():
            if isinstance(value, str):
                made += ({**trial.arguments, name: wider} for wider in _one_gap_wider(value))
    return [arguments for arguments in made if valid(arguments)]


def _one_gap_wider(text: str) -> Iterator[str]:
    """The text with one of its spaces made wider (one at a time: widening them all moves every cut)."""
    parts = text.split(" ")
    for gap in range(1, min(len(parts), RIVAL_INPUTS)):
        for width in WIDER_GAPS:
            yield " ".join(parts[:gap]) + " " * width + " ".join(parts[gap:])


def drawn_small(context: Context) -> list[tuple[dict[str, Any], Any]]:
    """The random search's own inputs for this seed (the reference's strategy), small ones only, with the
    reference's answers."""
    from .differential import default_seed
    from .oracle import prepare_hypothesis

    oracle = context.judging.oracle
    make = oracle.inputs_function()
    if make is None or not oracle.random_count():
        return []
    prepare_hypothesis(oracle.course)
    seed = context.judging.policy.seed
    try:
        drawn = oracle.drawn(make(), default_seed(context.exercise) if seed is None else seed, oracle.random_count())
    except Exception:  # a strategy that cannot be drawn: the random search reports it
        return []
    return [(arguments, right) for arguments, right in drawn if size_of(arguments) <= RIVAL_UNITS]


def _splitting(kept: Sequence[tuple[Rival, Any]], drawn: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The drawn inputs that each tell apart two rivals no input before it told apart (the first that split
    off the commonest rival must not hide the rarer differences)."""
    chosen: list[dict[str, Any]] = []
    told: list[tuple[str, ...]] = [() for _ in kept]  # each rival's answers on the chosen inputs
    for arguments in drawn:
        answers = [_answer_text(predict, arguments) for _, predict in kept]
        finer = [(*before, answer) for before, answer in zip(told, answers, strict=True)]
        if len(set(finer)) > len(set(told)):
            chosen.append(arguments)
            told = finer
            if len(chosen) >= RIVAL_INPUTS or len(set(told)) == len(kept):
                break
    return chosen


def _answer_text(predict: Any, arguments: dict[str, Any]) -> str:
    try:
        return repr(answer_of(predict, arguments))
    except NoAnswer:
        return "no answer"


# The drawn inputs a mutant about to be stated is also asked on (smallest first).
DRAWN_MOST = 100


def _follows_on_drawn(context: Context, predict: Any) -> bool:
    """Does the learner's code answer as the mutant does on the random search's own small inputs too? A change to
    the reference can agree with the learner on every input near the failing ones and on the case variants, and
    still be another mistake (holdout21: a subtraction's sides swapped, stated for a helper's arguments swapped,
    which parted on 1 input in 12 of those drawn). Asked once a mutant is all that is left to state."""
    drawn = sorted((arguments for arguments, _ in drawn_small(context)), key=size_of)[:DRAWN_MOST]
    if not drawn:
        return True
    answers = context.learner_answers(drawn)
    return all(_agrees(context, predict, each, actual) for each, actual in zip(drawn, answers, strict=True))


def _agrees(context: Context, predict: Any, arguments: dict[str, Any], actual: Any) -> bool:
    if actual is NoAnswer:
        return True  # no answer came back (a limit): it tells no rival apart
    try:
        return bool(context.evidence.agrees(answer_of(predict, arguments), actual))
    except NoAnswer:
        return False
