"""The judge stage after the verdicts: every step that explains a run further, in the order it runs. Each entry is
a Step (judge/judging.py, which says how to add one): it never drops an outcome or changes a verdict (the run
stage decides), it explains; it may add one outcome, as the random inputs do."""

from __future__ import annotations

from dataclasses import dataclass

from .diagnosis import explain_timeouts
from .differential import compare_random_inputs
from .judging import Judging, Step
from .model import Outcome
from .pitfalls import name_known_mistakes
from .promises import with_promises
from .similar import explain_hidden


@dataclass(frozen=True)
class Entry:
    """One judge step, and why it runs where it does."""

    name: str
    step: Step
    why_here: str


JUDGE_STEPS: tuple[Entry, ...] = (
    Entry(
        "timeouts",
        explain_timeouts,
        "first: it says whether the first timeout is endless or only slow, and the steps after it keep that "
        "message (a hidden case shows its first clause)",
    ),
    Entry(
        "random_inputs",
        compare_random_inputs,
        "before known mistakes: its failure is one more outcome a known mistake may name; it runs only when every "
        "case passed, so it sees the verdicts and nothing else",
    ),
    Entry(
        "known_mistakes",
        name_known_mistakes,
        "before hidden cases and promises: a hidden case is shown a visible failure with the same mistake, and "
        "a promise is sought only where no mistake explains the answer",
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


def explained(judging: Judging, outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """The run's outcomes after every step of the table, in its order."""
    for entry in JUDGE_STEPS:
        outcomes = entry.step(judging, outcomes)
    return outcomes
