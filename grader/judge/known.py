"""Known mistakes (the course's pitfalls) as hypotheses, judged by the consistency rule on small inputs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..course.model import Case
from .evidence import Finding, Fit, NoAnswer, fit
from .trusted import NEVER

if TYPE_CHECKING:
    from .explain import Context


def _answers(context: Context, arguments: dict[str, Any], kept: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Every known mistake's answer on these arguments, asked of the oracle once per input."""
    key = repr(sorted(arguments.items()))
    if key not in kept:
        case = Case(name="known", input=arguments, source=f"solutions/pitfalls/{context.exercise.name}.py")
        kept[key] = context.judging.oracle.mistakes(case)
    return kept[key]


def predictor(context: Context, name: str, kept: dict[str, dict[str, Any]]) -> Any:
    """The mistake's answer as a hypothesis: every known mistake's where they were all asked (the failing inputs),
    else this one's alone (hundreds of inputs around them, where the others are not asked)."""
    own: dict[str, Any] = {}

    def predict(arguments: dict[str, Any]) -> Any:
        key = repr(sorted(arguments.items()))
        if key in kept:
            answer = kept[key].get(name, NEVER)
        else:
            if key not in own:
                case = Case(name="known", input=arguments, source=f"solutions/pitfalls/{context.exercise.name}.py")
                own[key] = context.judging.oracle.mistake_answer(case, name)
            answer = own[key]
        if answer is NEVER:
            raise NoAnswer()
        return answer

    return predict


def explain(context: Context) -> Finding | None:
    """The known mistake that reproduces every failing input (or, failing that, the most of them). The failing
    inputs are asked first; the passing ones only when some mistake reproduces a failure (each trusted call
    costs a limit's bookkeeping)."""
    kept: dict[str, dict[str, Any]] = {}
    evidence = context.evidence.shrunk()
    failing = evidence.failing
    hits = {name: 0 for name in context.exercise.pitfalls}
    for trial in failing:
        answers = _answers(context, dict(trial.arguments), kept)
        for name in hits:
            answer = answers.get(name, NEVER)
            hits[name] += answer is not NEVER and evidence.agrees(answer, trial.actual)
    best: Finding | None = None
    whole: list[Finding] = []
    for name in sorted((name for name, count in hits.items() if count), key=lambda name: -hits[name]):
        predict = predictor(context, name, kept)
        found = _in_all(context, fit(predict, evidence, stop_early=False))
        finding = Finding("known_mistake", name, context.exercise.pitfalls[name], found, predict)
        if found.whole:
            whole.append(finding)
        better = best is None or len(found.reproduced) > len(best.fit.reproduced)
        if found.reproduced and not found.contradicted and better:
            best = finding
    if whole:
        return _one_of(context, whole)
    return best


def _one_of(context: Context, findings: list[Finding]) -> Finding | None:
    """Of several known mistakes that fit every input, the one the learner's code agrees with on the task's
    edge inputs too; None when that does not single one out (two causes are never guessed between)."""
    if len(findings) == 1:
        return findings[0]
    edges = context.judging.oracle.boundary_inputs()
    answers = context.learner_answers(edges) if edges else []
    agreeing = []
    for finding in findings:
        assert finding.predict is not None
        if all(_agrees(context, finding.predict, edge, answer) for edge, answer in zip(edges, answers, strict=True)):
            agreeing.append(finding)
    return agreeing[0] if len(agreeing) == 1 else None


def _agrees(context: Context, predict: Any, arguments: dict[str, Any], answer: Any) -> bool:
    if answer is NoAnswer:
        return True
    try:
        return context.evidence.agrees(predict(arguments), answer)
    except NoAnswer:
        return False


def _in_all(context: Context, found: Fit) -> Fit:
    """A fit on the shrunk evidence, its inputs counted by their places among all the failing ones."""
    places = context.evidence.shrunk_places()
    return Fit(tuple(places[index] for index in found.reproduced), found.tried, found.contradicted)
