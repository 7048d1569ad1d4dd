"""What you computed instead: the one-change mutant of the reference whose answers are the learner's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..course.model import Case
from ..errors import KataError
from .bounded import OverBudget, within_budget
from .evidence import Finding, NoAnswer, fit
from .mutants import Mutant, describe
from .trusted import call_trusted, run_program_main

if TYPE_CHECKING:
    from .explain import Context


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
    mutant, predict = kept[0]
    found = fit(predict, context.evidence, stop_early=False)
    return Finding(
        "mutant", f"step_{mutant.step}_changed" if mutant.step else "one_change", describe(mutant), found, predict
    )
