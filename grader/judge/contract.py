"""The call contract, for every exercise: the same input gives the same answer again, after other calls and in
a fresh process; the arguments are unchanged after the call; the declared type comes back on every path.

`check` runs on every graded run (a state kept between calls, or a list changed in place, can pass every case:
each case gets fresh arguments); `explain` is the judge-table entry that names state behind wrong answers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..course.model import Case, Exercise
from . import repair
from .differential import arguments_text
from .evidence import Finding, Fit, Trial
from .judging import Judging, LearnerCode
from .model import Outcome, Verdict
from .shrink import candidates, size_of, valid
from .verdicts import as_declared, learner_answer

if TYPE_CHECKING:
    from .explain import Context

CASE_NAME = "call_contract"
STATE_KEY = "state_kept_between_calls"
CHANGED_KEY = "changes_its_arguments"
CALL_LIMIT = 0.5
# Inputs holding a list whose calls are watched for a changed argument (small cases first, then varied ones).
WATCHED_MOST = 200
# Failing inputs tried in turn as the one state spoils.
TARGETS_MOST = 3
# Earlier inputs tried, one after another, to find the call that leaves the state behind.
EARLIER_MOST = 16
# Of those, the first this many (the target's neighbours) are also tried alone, each in a fresh process.
ALONE_MOST = 6


def _answer(exercise: Exercise, code: LearnerCode, arguments: Mapping[str, Any]) -> Any:
    attempt = code.call(dict(arguments), timeout=CALL_LIMIT)
    return learner_answer(exercise, attempt) if attempt.status == "ok" else _Failed(attempt.status)


@dataclass(frozen=True)
class _Failed:
    status: str


def _shown(arguments: Mapping[str, Any], beside: Mapping[str, Any] | None = None) -> str:
    """The call's arguments, cut to a line; an argument equal to the other call's (`beside`) is shown by its name
    alone when the whole would not fit, so what tells the two calls apart stays in sight."""
    text = arguments_text(arguments)
    if len(text) > SHOWN_MOST and beside is not None:
        differing = {name: value for name, value in arguments.items() if beside.get(name) != value}
        if differing and len(differing) < len(arguments):
            same = ", ".join(f"{name}=(the same)" for name in arguments if name not in differing)
            text = f"{same}, {arguments_text(differing)}"
    return text if len(text) <= SHOWN_MOST else text[: SHOWN_MOST - 3] + "..."


# A call is shown on at most this many characters.
SHOWN_MOST = 120


def _after(judging: Judging, before: Sequence[Mapping[str, Any]], target: Trial) -> Any:
    """The target's answer in a fresh process, right after the calls `before`."""
    with judging.code.fresh() as fresh:
        for each in before:
            _answer(judging.exercise, fresh, each)
        return _answer(judging.exercise, fresh, target.arguments)


def state_pair(
    judging: Judging, target: Trial, earlier: Sequence[Mapping[str, Any]]
) -> tuple[Mapping[str, Any], Any] | None:
    """(an earlier input, the target's answer after it) when the target is right alone in a fresh process and
    wrong right after that one call, also in a fresh process; None when state does not explain it. The call is
    found by halving the list of earlier inputs (a fresh process each time: a handful in all)."""
    exercise = judging.exercise
    with judging.code.fresh() as fresh:
        alone = _answer(exercise, fresh, target.arguments)
        if not exercise.kind.agrees(alone, target.expected):
            return None
        # The call itself may leave the state behind: the same call twice in a row.
        again = _answer(exercise, fresh, target.arguments)
        if not isinstance(again, _Failed) and not exercise.kind.agrees(again, target.expected):
            return target.arguments, again
    suspects = list(earlier[:EARLIER_MOST])
    if not suspects:
        return None
    if _wrong(exercise, _after(judging, suspects, target), target) is None:
        # A later call may undo what an earlier one left (a cache filled wider), so the calls together can miss
        # what one does alone: the first few, the target's neighbours, each alone.
        for suspect in suspects[:ALONE_MOST]:
            after = _wrong(exercise, _after(judging, [suspect], target), target)
            if after is not None:
                return suspect, after
        return None
    while len(suspects) > 1:
        half = suspects[: len(suspects) // 2]
        wrong = _wrong(exercise, _after(judging, half, target), target)
        suspects = half if wrong is not None else suspects[len(half) :]
    after = _wrong(exercise, _after(judging, suspects, target), target)
    return (suspects[0], after) if after is not None else None


def _wrong(exercise: Exercise, answer: Any, target: Trial) -> Any:
    wrong = not isinstance(answer, _Failed) and not exercise.kind.agrees(answer, target.expected)
    return answer if wrong else None


def state_message(returns: str, target: Trial, suspect: Mapping[str, Any], after: Any) -> str:
    # Answers as the exercise declares them (tuples, not the worker's lists): the learner compares them with theirs.
    right, after = as_declared(returns, target.expected), as_declared(returns, after)
    if dict(suspect) == dict(target.arguments):
        return (
            "Your code keeps something from one call to the next (a cache, a default argument or a module-level "
            f"list): in a fresh process, solve({_shown(target.arguments)}) gives the right answer "
            f"{right!r} the first time and {after!r} the second. Each call must depend on its own "
            "arguments only."
        )
    return (
        "Your code keeps something from one call to the next (a cache, a default argument or a module-level "
        f"list): solve({_shown(target.arguments, suspect)}) alone, in a fresh process, gives the right answer "
        f"{right!r}, but right after solve({_shown(suspect, target.arguments)}) it gives {after!r}. Each call must "
        "depend on its own arguments only."
    )


def explain(context: Context) -> Finding | None:
    """State kept between calls, when it explains the failures: the smallest failing input is right when
    called alone in a fresh process, and wrong after one particular earlier call."""
    evidence = context.evidence
    if not evidence.failing or context.exercise.is_program:
        return None
    # The smallest failing inputs in turn: a cache keyed by part of the input poisons only an input that shares
    # that part with an earlier call, and the smallest may share it with none of the others.
    for target in evidence.failing[:TARGETS_MOST]:
        # The earlier calls to try: inputs next to the target first (the same text with another size, say), then
        # the others with the target's numbers, then the others as they are (never a perf text): those whose right
        # answer is not the target's first, as what a call leaves behind (a flag set, a list filled) is most often
        # its own answer, each group smallest first.
        nearby = [each for each in _neighbours(target.arguments) if valid(each)]
        trials = [t for t in (*evidence.failing, *evidence.passing) if t is not target]
        others = [
            t.arguments
            for t in sorted(trials, key=lambda t: (evidence.agrees(t.expected, target.expected), size_of(t.arguments)))
        ]
        swapped = [each for other in others for each in _one_argument_of(target.arguments, other) if valid(each)]
        hybrids = [each for each in (_with_numbers_of(target.arguments, other) for other in others) if valid(each)]
        # Each once: many trials share a value, and the first few slots decide what is tried.
        tried = (*nearby, *swapped, *hybrids, *others)
        listed = {repr(sorted(each.items())): dict(each) for each in tried}
        earlier = [each for each in listed.values() if each != dict(target.arguments)]
        pair = state_pair(context.judging, target, earlier)
        if pair is not None:
            return _state_finding(context, target, *pair)
    # Last, the run's own order: the first failing case as written, after the cases the run asked before it. When
    # every call of the run was spoiled, the inputs shrunk from it may share no shape with what spoils them (a
    # start kept at module level is moved only by a text of two words or more; they shrank to one word).
    ran = [(outcome, repair.askable(outcome)) for outcome in context.outcomes if not outcome.case.hidden]
    asked = [(outcome, arguments) for outcome, arguments in ran if arguments is not None]
    for place, (outcome, arguments) in enumerate(asked):
        if outcome.verdict is Verdict.WRONG:
            target = Trial(arguments=arguments, expected=outcome.expected, actual=outcome.actual)
            before = [each for _, each in reversed(asked[:place])]
            pair = state_pair(context.judging, target, before) if before else None
            return _state_finding(context, target, *pair) if pair is not None else None
    return None


def _state_finding(context: Context, target: Trial, suspect: Mapping[str, Any], after: Any) -> Finding:
    every = len(context.evidence.failing)
    whole = Fit(tuple(range(every)), every, contradicted=False)
    return Finding("call_contract", STATE_KEY, state_message(context.exercise.returns, target, suspect, after), whole)


def _with_numbers_of(target: Mapping[str, Any], other: Mapping[str, Any]) -> dict[str, Any]:
    """Another input with the target's numbers (its size and overlap, say): a cache keyed by the numbers alone
    answers the target with what it kept for this one."""
    numbers = {name: value for name, value in target.items() if isinstance(value, int) and not isinstance(value, bool)}
    return {**other, **{name: value for name, value in numbers.items() if name in other}}


def _one_argument_of(target: Mapping[str, Any], other: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The target with one argument taken from another input (a cut of the same text, size and overlap searched for
    another answer): a cache keyed by the rest hands the target what that call left in it."""
    return [{**target, name: value} for name, value in other.items() if name in target and target[name] != value]


def _neighbours(arguments: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The same input with a number changed by one, then a little smaller."""
    found = []
    for name, value in arguments.items():
        if isinstance(value, int) and not isinstance(value, bool):
            found += [{**arguments, name: value + 1}, {**arguments, name: value - 1}]
    found += list(candidates(arguments))[:4]
    return found


def check_call_contract(judging: Judging, outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """Judge step, on a run whose cases all passed: the call contract, as one more outcome when it breaks.

    The smallest cases with list arguments are called again with their arguments watched; the smallest cases
    are called again at the end (after all the others), and must give the same answers.
    """
    exercise = judging.exercise
    if exercise.is_program or not judging.code.loaded or not outcomes or not all(o.verdict.passed for o in outcomes):
        return outcomes
    small = sorted(
        (
            o
            for o in outcomes
            if o.case.input
            and not o.case.hidden
            and o.case.take is None
            and not getattr(o.case.input, "generated", None)
        ),
        key=lambda o: size_of(o.case.input),
    )
    # Code that sorts, reverses or dedupes a caller's list in place changes only a list that is out of order or
    # holds repeats: such inputs are watched first (a case added for a short sorted list once hid an in-place sort).
    with_lists = sorted(
        (o for o in small if any(isinstance(v, list) and v for v in o.case.input.values())),
        key=lambda o: not any(_disordered(v) for v in o.case.input.values()),
    )
    # Then the cases varied (every space doubled, an item twice …): code that tidies a caller's list in place
    # changes only one that needed tidying.
    watched = [outcome.case for outcome in with_lists] + _varied_with_lists(judging)
    changed = _first_changed(judging, watched[:WATCHED_MOST])
    if changed is not None:
        case, name, after = changed
        shown = f" to {after!r}" if after is not None else ""
        message = (
            f"solve changes its argument `{name}`: after solve({_shown(case.input)}) the caller's "
            f"{name} is changed{shown}. Work on a copy (sorted(...), list(...)) and leave the caller's "
            "data as it was."
        )
        before = case.input[name]
        return (*outcomes, _failed(case, message, CHANGED_KEY, before, after if after is not None else before))
    if exercise.kind.lazy:
        abandoned = _after_an_abandoned_generator(judging, small)
        if abandoned is not None:
            return (*outcomes, abandoned)
    for outcome in small[:3]:
        again = judging.code.call(dict(outcome.case.input), timeout=CALL_LIMIT)
        answer = as_declared(exercise.returns, learner_answer(exercise, again)) if again.status == "ok" else None
        # What this call gave in its case: the answer itself where the run kept it (a graded reference is judged
        # on its own answers, with no expected one), else the expected answer it matched.
        first = outcome.actual if outcome.actual is not None else outcome.expected
        if again.status == "ok" and first is not None and not exercise.kind.agrees(answer, first):
            message = (
                f"The same call gives another answer the second time: solve({_shown(outcome.case.input)}) gave "
                f"{first!r} in its case, and {answer!r} when called again after the other cases. "
                "Your code keeps something from one call to the next (a cache, a default argument or a "
                "module-level list); each call must depend on its own arguments only."
            )
            return (*outcomes, _failed(outcome.case, message, STATE_KEY, first, answer))
    return outcomes


def _varied_with_lists(judging: Judging) -> list[Case]:
    """The varied cases (judge/variants.py) that hold a list, as cases of the random phase."""
    source = f"solutions/{judging.exercise.name}.py"
    return [
        Case(name=CASE_NAME, input=arguments, source=source)
        for arguments, _ in judging.oracle.case_variants(past_the_cases=False)
        if any(isinstance(value, list) and value for value in arguments.values())
    ]


def _first_changed(judging: Judging, cases: Sequence[Case]) -> tuple[Case, str, Any] | None:
    """The first case whose call changes an argument, with the argument's name and its value after the call (None
    when it is not plain data); None when no call changes one. One request for them all, watched."""
    attempts = judging.code.call_many([dict(case.input) for case in cases], timeout=CALL_LIMIT * 4, watch=True)
    if attempts is None:  # the request did not come back whole: the first few, one call each
        attempts = [judging.code.call(dict(case.input), timeout=CALL_LIMIT, watch=True) for case in cases[:3]]
    for case, attempt in zip(cases, attempts, strict=False):
        if attempt.status == "ok" and attempt.changed:
            name, after = next(iter(attempt.changed.items()))
            return case, name, after
    return None


def _after_an_abandoned_generator(judging: Judging, small: Sequence[Outcome]) -> Outcome | None:
    """A caller may stop reading after the first chunk: what the abandoned generator left behind (a module-level
    list emptied only once a generator runs out, say) must not reach the next call. Each small case with two chunks
    or more is abandoned after its first, and another small case with chunks is called right after it."""
    exercise = judging.exercise
    lengthy = [o for o in small if isinstance(o.expected, list) and len(o.expected) >= 2][:3]
    worded = [o for o in small if o.expected][:3]
    for left, outcome in zip(lengthy, reversed(worded), strict=False):
        if left is outcome:
            continue
        judging.code.call(dict(left.case.input), timeout=CALL_LIMIT, take=1)
        answer = _answer(exercise, judging.code, outcome.case.input)
        if not isinstance(answer, _Failed) and not exercise.kind.agrees(answer, outcome.expected):
            return _failed(
                outcome.case, _abandoned_message(judging, left, outcome, answer), STATE_KEY, outcome.expected, answer
            )
    return None


def _abandoned_message(judging: Judging, left: Outcome, target: Outcome, answer: Any) -> str:
    """Why the target's answer changed after the abandoned call, told only as far as fresh processes bear it out:
    the stopped reader is blamed when the target is right after the same call read whole, and wrong after it was
    left after one chunk; else the calls that do show the state (the target twice, say); else only what was seen."""
    exercise = judging.exercise
    shown, earlier = _shown(target.case.input), _shown(left.case.input)
    trial = Trial(arguments=target.case.input, expected=target.expected, actual=answer)
    read = {take: _after_taking(judging, left, target, take) for take in (None, 1)}
    if exercise.kind.agrees(read[None], target.expected) and _wrong(exercise, read[1], trial) is not None:
        return (
            f"A call's answer depends on an earlier caller that stopped reading: solve({shown}) gave "
            f"{target.expected!r} in its case, and {read[1]!r} right after a caller read only the first chunk "
            f"of solve({earlier}) (and the right answer after a caller read all of it). Your code keeps something "
            "from one call to the next (a module-level list emptied only when a generator runs out, say); each "
            "call must start afresh."
        )
    pair = state_pair(judging, trial, [left.case.input])
    if pair is not None:
        return state_message(exercise.returns, trial, *pair)
    return (
        f"The same call gives another answer later: solve({shown}) gave {target.expected!r} in its case, and "
        f"{answer!r} when called again after other calls. Your code keeps something from one call to the next "
        "(a cache, a default argument or a module-level list); each call must depend on its own arguments only."
    )


def _after_taking(judging: Judging, left: Outcome, target: Outcome, take: int | None) -> Any:
    """The target's answer in a fresh process, right after the earlier call read whole (None) or `take` chunks."""
    with judging.code.fresh() as fresh:
        fresh.call(dict(left.case.input), timeout=CALL_LIMIT, take=take)
        return _answer(judging.exercise, fresh, target.case.input)


def _disordered(value: Any) -> bool:
    """A list that sorting in place would change, or with an item twice."""
    if not isinstance(value, list) or len(value) < 2:
        return False
    try:
        return value != sorted(value) or len({repr(item) for item in value}) < len(value)
    except TypeError:  # items that do not compare: any order may be the one a sort changes
        return True


def _failed(case: Case, message: str, key: str, expected: Any, actual: Any) -> Outcome:
    contract_case = Case(name=CASE_NAME, input=dict(case.input), source=case.source, line=case.line)
    return Outcome(
        case=contract_case,
        verdict=Verdict.WRONG,
        expected=expected,
        actual=actual,
        message=message,
        pitfall=key,
        pitfall_message=message,
        cause_by="call_contract",
    )
