"""How to grade: one record, built once at the door (a command's handler, the pytest plugin) and handed to grade().

Nothing after the door reads the command line: every choice a stage makes that differs between a learner's run,
a scoring document, a batch, the IDE panel and a case check is a field here, and each front end is one of the
constructors below.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .run.model import Limits

# After this many timeouts in a row, a learner's run stops (Policy.stop_after_timeouts): each timeout costs its
# limit and a new worker, and an endless loop would otherwise keep them waiting ~10 s on the 25 cases of an
# exercise for no news. (In a row: code that hangs on a few edge inputs still has its other cases judged.)
TIMEOUTS_PER_RUN = 4


@dataclass(frozen=True)
class Policy:
    """How one exercise is graded."""

    limits: Limits = field(default_factory=Limits)
    # Compare with the reference on generated inputs once every case passes, or only long ones fail (differential
    # .compares_on). (When a case fails first, the check
    # is listed in Result.not_run: results files offer the same tests and points whatever the submission.)
    random_inputs: bool = True
    # The random inputs' seed (None: the exercise's own fixed seed).
    seed: int | None = None
    # The perf cases' texts' seed (None: drawn afresh for each run; a batch draws one for the class).
    perf_seed: int | None = None
    # Stop the run (the rest "not run") after this many timeouts in a row: a learner's report, where waiting
    # costs; None judges every case, as a score must (CI formats, batch).
    stop_after_timeouts: int | None = None
    # Time `perf` cases (judge/perf.py: the growth of the time on two lengths of text, against the yardstick's;
    # the oracle keeps each draw's texts, answers and yardstick for every run of the same perf seed).
    calibrate: bool = True
    # The graded file IS the reference: a case without `expected` is judged on the worker's own answer, which is
    # not sent back. With `keep_answers` every case is, and the answer is kept (`cases add` reads it off the run).
    self_oracle: bool = False
    keep_answers: bool = False
    # Explain the verdicts (judge/table.py: known mistakes, hidden cases, promises…); a case check needs only them.
    explain: bool = True

    @classmethod
    def learner(cls, limits: Limits, *, seed: int | None = None, random_inputs: bool = True) -> Policy:
        """A learner's run (`kata grade`, `kata`, `kata watch`, the IDE panel): stops early on an endless loop."""
        return cls(limits, random_inputs=random_inputs, seed=seed, perf_seed=seed, stop_after_timeouts=TIMEOUTS_PER_RUN)

    @classmethod
    def document(cls, limits: Limits, *, seed: int | None = None, random_inputs: bool = True) -> Policy:
        """A document that scores (CI formats): every case judged."""
        return cls(limits, random_inputs=random_inputs, seed=seed, perf_seed=seed)

    @classmethod
    def reference(cls, limits: Limits, *, stop_after_timeouts: int | None = None) -> Policy:
        """The reference graded as a submission (`--reference`, the IDE's --kata-reference): its own answers are
        the oracle; compared or timed against itself it would only cost time."""
        return cls(
            limits, random_inputs=False, calibrate=False, self_oracle=True, stop_after_timeouts=stop_after_timeouts
        )

    @classmethod
    def trusted_in_worker(cls, limits: Limits) -> Policy:
        """`kata cases add` running the reference (or a known mistake) on a new input in a worker, where a loop or
        a memory blow-up is caught: its answer is kept, nothing else is judged."""
        return cls(limits, random_inputs=False, calibrate=False, self_oracle=True, keep_answers=True, explain=False)

    @classmethod
    def case_check(cls, limits: Limits) -> Policy:
        """`kata cases check` grading the reference or the stub as a submission: each case timed alone, under its
        own limit, judged against the reference's answers; only the verdicts count."""
        return cls(limits, random_inputs=False, calibrate=False, explain=False)

    @classmethod
    def batch(cls, limits: Limits, perf_seed: int, *, seed: int | None = None) -> Policy:
        """One submission of a class: every case judged, on the class's perf texts (their yardstick timed once);
        with `seed` (`kata batch --seed`), the same random inputs and perf texts as `kata grade --seed`."""
        return cls(limits, seed=seed, perf_seed=perf_seed if seed is None else seed)
