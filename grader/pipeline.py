"""The pipeline for one file: load → run → judge → enrich → redact. The caller presents what comes out."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .course.model import Case, Course, Exercise, wire_form
from .judge.model import Outcome, Result
from .judge.oracle import Memo, preload_trusted, reference_answer
from .judge.perf import calibrate, is_perf, judge_speed
from .judge.pitfalls import with_pitfalls
from .judge.promises import with_promises
from .judge.similar import explain_hidden
from .judge.verdicts import judge, learner_answer
from .present.public import PublicResult, redact
from .run.model import Limits
from .run.runner import Pending, Session


@dataclass(frozen=True)
class Options:
    """How to grade, as the command line asked."""

    limits: Limits = field(default_factory=Limits)
    # Compare with the reference on generated inputs once every case passes.
    random_inputs: bool = True
    # The random inputs' seed (None: the exercise's own fixed seed).
    seed: int | None = None
    # Time `perf` cases against the reference.
    calibrate: bool = True
    # The graded file IS the reference: its own answers are the oracle (see grade_run).
    self_oracle: bool = False


def grade(
    course: Course,
    exercise: Exercise,
    file: Path,
    options: Options = Options(),
    *,
    memo: Memo | None = None,
    meanwhile: Callable[[], object] | None = None,
) -> PublicResult:
    """The whole pipeline for one file: load (done) → run → judge → enrich → redact; presenting is the caller's."""
    return redact(grade_run(course, exercise, file, options, memo=memo, meanwhile=meanwhile))


def grade_run(
    course: Course,
    exercise: Exercise,
    file: Path,
    options: Options = Options(),
    *,
    memo: Memo | None = None,
    meanwhile: Callable[[], object] | None = None,
) -> Result:
    """Run every case of `exercise` on `file` in an isolated worker; the remaining cases always run.

    `perf` cases get a time limit from the reference's own time (unless `calibrate` is off); then, unless
    `random_inputs` is off, the file is compared with the reference on generated inputs (seeded by `seed`).
    With `self_oracle` the file IS the reference: a case without `expected` is judged on the worker's own
    answer (its type, its time, its exit) instead of computing the same answer again in the grader.
    `meanwhile` is the caller's own work (e.g. importing the report), done once the cases are on their
    way to the worker, while it runs them.
    """
    limits, self_oracle = options.limits, options.self_oracle
    started = time.perf_counter()
    arguments = [] if exercise.is_program else list(exercise.cases[0].input)
    memo = memo if memo is not None else Memo()
    # The trusted code is imported before any learner code runs, so a submission that rewrites
    # solutions/ on disk cannot change the answers it is judged against.
    preload_trusted(course, exercise)
    with contextlib.ExitStack() as stack:
        session = stack.enter_context(Session(file, exercise.returns, arguments, limits))
        # perf cases are timed against the reference in a worker of its own, so both pay the same overhead.
        # (A learner's released copy has no reference: its perf cases keep their plain timeout.)
        reference = None
        reference_file = course.reference_path(exercise.name)
        if options.calibrate and reference_file.is_file() and any(is_perf(case) for case in exercise.cases):
            reference = stack.enter_context(Session(reference_file, exercise.returns, arguments, limits))
        outcomes = _run_cases(course, exercise, session, reference, memo, self_oracle=self_oracle, meanwhile=meanwhile)
        # Random inputs hunt for what the cases missed: while a case still fails, the learner has a
        # concrete input to fix, and a search (and its shrinking) would only slow every run down.
        if options.random_inputs and session.load_failure is None and all(o.verdict.passed for o in outcomes):
            from .judge.differential import CASE_NAME, differential_outcome

            outcome = differential_outcome(course, exercise, session, seed=options.seed)
            if outcome is not None:
                outcomes.append(outcome)
            # Its input changes from run to run: the memo must not keep the pitfalls' answers on it.
            memo.pitfalls.pop(CASE_NAME, None)
        outcomes = with_pitfalls(course, exercise, outcomes, memo)
        # Hidden cases keep their secret but still teach: a visible input that fails alike is attached.
        outcomes = explain_hidden(course, exercise, session, outcomes)
        # A wrong answer no known mistake explains: the first promise of the lesson it breaks, with evidence.
        outcomes = with_promises(course, exercise, outcomes)
        load_error = session.load_failure.detail if session.load_failure else ""
    return Result(
        exercise=exercise,
        outcomes=tuple(outcomes),
        file=file,
        seconds=time.perf_counter() - started,
        load_error=load_error,
    )


def _run_cases(
    course: Course,
    exercise: Exercise,
    session: Session,
    reference: Session | None,
    memo: Memo,
    *,
    self_oracle: bool,
    meanwhile: Callable[[], object] | None,
) -> list[Outcome]:
    """Every case of cases.yaml, in order; the worker gets them ahead, as many as it can queue.

    A perf case timed against the reference is the exception: it runs alone, once every case sent
    before it has been answered, so no other case runs in the worker while it is timed.
    """
    cases = exercise.cases
    timed = [reference is not None and is_perf(case) for case in cases]
    pending: dict[int, Pending] = {}
    outcomes = []
    for index, case in enumerate(cases):
        if not timed[index] and index not in pending:
            for ahead in range(index, len(cases)):
                if timed[ahead]:
                    break
                pending[ahead] = submit_case(exercise, cases[ahead], session, self_oracle=self_oracle)
            if meanwhile is not None:
                meanwhile()
                meanwhile = None
        if timed[index]:
            assert reference is not None
            outcomes.append(_timed(course, exercise, session, reference, case, memo))
        else:
            outcomes.append(judge_case(course, exercise, case, pending.pop(index), memo, self_oracle=self_oracle))
    return outcomes


def submit_case(exercise: Exercise, case: Case, session: Session, *, self_oracle: bool = False) -> Pending:
    """Send one case to the worker (or queue it for its turn)."""
    # Run by the reference itself, a case without `expected` is judged on the worker's own check of the
    # answer's type and shape: its value would only be compared with itself, so it is not sent back (a long
    # answer costs more to encode than to compute). A program's stdout is kept: its exit status is judged.
    discard = self_oracle and not case.has_expected and not exercise.is_program
    return session.submit(wire_form(case.input), timeout=case.timeout, take=case.take, discard=discard)


def judge_case(
    course: Course, exercise: Exercise, case: Case, pending: Pending, memo: Memo, *, self_oracle: bool = False
) -> Outcome:
    """A submitted case's verdict (the pitfall diagnosis comes after, over the whole run)."""
    if self_oracle and not case.has_expected:
        attempt = pending.wait()
        own = learner_answer(exercise, attempt) if attempt.status == "ok" else None
        return judge(exercise, case, attempt, own)
    # The grader works out the expected answer while the worker runs the case (2 cores).
    expected = _expected(course, exercise, case, memo)
    return judge(exercise, case, pending.wait(), expected)


def run_case(
    course: Course,
    exercise: Exercise,
    case: Case,
    session: Session,
    memo: Memo | None = None,
    *,
    self_oracle: bool = False,
) -> Outcome:
    """One case in a live worker session, judged (the pitfall diagnosis comes after, over the whole run)."""
    pending = submit_case(exercise, case, session, self_oracle=self_oracle)
    return judge_case(course, exercise, case, pending, memo or Memo(), self_oracle=self_oracle)


def _timed(course: Course, exercise: Exercise, session: Session, reference: Session, case: Case, memo: Memo) -> Outcome:
    """A perf case: the reference is timed first, then the learner's call runs alone, so nothing competes with it."""
    calibration = calibrate(reference, case, wire_form(case.input))
    if calibration is None:
        return run_case(course, exercise, case, session, memo)
    # The reference's timing run already brought its answer back as plain data: no need to compute it again.
    if case.name not in memo.expected and not case.has_expected and calibration.answer is not None:
        memo.expected[case.name] = learner_answer(exercise, calibration.answer)
    expected = _expected(course, exercise, case, memo)
    attempt = session.call(wire_form(case.input), timeout=calibration.timeout, take=case.take)
    return judge_speed(judge(exercise, case, attempt, expected), attempt, calibration)


def _expected(course: Course, exercise: Exercise, case: Case, memo: Memo) -> Any:
    if case.name not in memo.expected:
        memo.expected[case.name] = reference_answer(course, exercise, case)
    return memo.expected[case.name]
