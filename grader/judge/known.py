"""Known mistakes (the course's pitfalls) as hypotheses, judged by the consistency rule on small inputs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..course.model import Case
from .evidence import Finding, NoAnswer, fit
from .oracle import NEVER_ENDS, OutOfTime, call_trusted, pitfall_functions, time_limit

if TYPE_CHECKING:
    from .explain import Context

# A known mistake on a small input answers in microseconds: this only stops one looping on it.
SMALL_LIMIT = 0.25


def predictor(context: Context, function: Any) -> Any:
    exercise = context.exercise

    def predict(arguments: dict[str, Any]) -> Any:
        case = Case(name="known", input=arguments, source=f"solutions/pitfalls/{exercise.name}.py")
        try:
            with time_limit(SMALL_LIMIT):
                return call_trusted(function, exercise, case)
        except (NEVER_ENDS, OutOfTime) as error:
            raise NoAnswer() from error

    return predict


def explain(context: Context) -> Finding | None:
    """The known mistake that reproduces every failing input (or, failing that, the most of them)."""
    best: Finding | None = None
    for name, function in pitfall_functions(context.course, context.exercise).items():
        predict = predictor(context, function)
        found = fit(predict, context.evidence, stop_early=False)
        finding = Finding("known_mistake", name, context.exercise.pitfalls[name], found, predict)
        if found.whole:
            return finding
        if found.reproduced and not found.contradicted:
            if best is None or len(found.reproduced) > len(best.fit.reproduced):
                best = finding
    return best
