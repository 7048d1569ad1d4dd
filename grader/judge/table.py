"""The judge stage after the verdicts: every step that explains a run further, in the order it runs. Each entry is
a Step (judge/judging.py, which says how to add one): it never drops an outcome or changes a verdict (the run
stage decides), it explains; it may add one outcome, as the random inputs do."""

from __future__ import annotations

from dataclasses import dataclass

from .contract import check_call_contract
from .diagnosis import explain_timeouts
from .differential import compare_random_inputs
from .explain import explain_by_method
from .judging import Judging, Step
from .model import Outcome
from .pitfalls import name_known_timeouts
from .promises import with_promises
from .similar import explain_hidden


@dataclass(frozen=True)
class Entry:
    """One judge step, and why it runs where it does."""

    name: str
    step: Step
    why_here: str
    # Acts only on a run whose cases all passed, by calling the learner's code on visible inputs: such a step runs
    # before the hidden cases reach the worker (pipeline.grade), so that one worker serves the whole run.
    before_hidden: bool = False


JUDGE_STEPS: tuple[Entry, ...] = (
    Entry(
        "timeouts",
        explain_timeouts,
        "first: it says whether the first timeout is endless or only slow, and the steps after it keep that "
        "message (a hidden case shows its first clause)",
    ),
    Entry(
        "call_contract",
        check_call_contract,
        "before random inputs, on a run whose cases all passed: a list changed in place or state kept between "
        "calls passes every case (each case gets fresh arguments), and the random inputs run only on a clean run",
        before_hidden=True,
    ),
    Entry(
        "random_inputs",
        compare_random_inputs,
        "before known mistakes: its failure is one more outcome a known mistake may name; it runs only when every "
        "case passed, so it sees the verdicts and nothing else",
        before_hidden=True,
    ),
    Entry(
        "causes",
        explain_by_method,
        "after random inputs (its failure is one more to explain), before hidden cases and promises: every "
        "failing case is shrunk and the explainers of judge/explain.py (known mistakes, mutants of the "
        "reference, as-if inputs, windows placed by another rule, state between calls, where it goes wrong, "
        "what the answers look like as a whole) name one cause for the run under the consistency rule; "
        "a hidden case is then shown a visible failure with the same cause, and a promise is sought only where "
        "no cause is named",
    ),
    Entry(
        "known_timeouts",
        name_known_timeouts,
        "after causes, which judge answers: a timeout is named by a known mistake that never ends on that input",
    ),
    Entry(
        "hidden_cases",
        explain_hidden,
        "after known mistakes (it picks a failure with the same mistake), before promises (which explain the "
        "failure it attaches too)",
    ),
    Entry(
        "promises",
        with_promises,
        "last: only a wrong answer that nothing above explains is given the promise it breaks, or marked unexplained",
    ),
)


def explained(judging: Judging, outcomes: tuple[Outcome, ...], *, hidden_waited: bool = False) -> tuple[Outcome, ...]:
    """The run's outcomes after every step of the table, in its order; with `hidden_waited`, the before_hidden steps
    already ran on the visible cases (explained_before_hidden) and their outcomes are among these."""
    for entry in JUDGE_STEPS:
        if not (hidden_waited and entry.before_hidden):
            outcomes = entry.step(judging, outcomes)
    return outcomes


def explained_before_hidden(judging: Judging, visible: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """The outcomes the before_hidden steps add to a run whose visible cases all passed (in the table's order: the
    steps before them do nothing on such a run)."""
    outcomes = visible
    for entry in JUDGE_STEPS:
        if entry.before_hidden:
            outcomes = entry.step(judging, outcomes)
    return outcomes[len(visible) :]
