"""The pipeline for one file: load → run → judge → enrich → redact. The caller presents what comes out."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from .course.model import RETURN_KINDS, Arguments, Case, Course, Exercise, wire_form
from .judge.diagnosis import diagnose
from .judge.differential import CASE_NAME, differential_outcome
from .judge.model import Outcome, Result, Verdict
from .judge.oracle import Memo, memo_key, preload_trusted, reference_answer
from .judge.perf import calibrate, draw_seed, is_perf, judge_speed, perf_input
from .judge.pitfalls import with_pitfalls
from .judge.promises import with_promises
from .judge.similar import explain_hidden
from .judge.verdicts import judge, learner_answer
from .present.public import PublicResult, redact
from .run.model import Attempt, Limits
from .run.runner import Session
from .run.sandbox import describe


@dataclass(frozen=True)
class Options:
    """How to grade, as the command line asked."""

    limits: Limits = field(default_factory=Limits)
    # Compare with the reference on generated inputs once every case passes.
    random_inputs: bool = True
    # The random inputs' seed (None: the exercise's own fixed seed); also the perf inputs' when given.
    seed: int | None = None
    # Stop the run (the rest "not run") after this many timeouts in a row: a learner's report, where waiting
    # costs; None judges every case, as a score must (CI formats, batch).
    stop_after_timeouts: int | None = None
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
    progress: Progress | None = None,
) -> PublicResult:
    """The whole pipeline for one file: load (done) → run → judge → enrich → redact; presenting is the caller's."""
    return redact(grade_run(course, exercise, file, options, memo=memo, progress=progress))


# Told the name of each case as it starts (and `random_inputs` for the random phase).
Progress = Callable[[str], object]


def describe_isolation(held: dict[str, Any], limits: Limits) -> str:
    """What protected this run, in words: `sandbox: landlock ABI 7, no network, …; memory capped at 512 MiB`."""
    if limits.sandbox == "off":
        sandbox = "sandbox off (--sandbox off)"
    elif held.get("no_new_privs"):
        sandbox = "sandbox: " + describe(held)
    else:
        sandbox = "no sandbox on this system (the code runs in its own process, as your user)"
    memory = held.get("memory_mb")
    capped = f"memory ≤ {memory} MiB" if memory else "memory not capped on this system"
    return f"{sandbox}; {capped}"


def grade_run(
    course: Course,
    exercise: Exercise,
    file: Path,
    options: Options = Options(),
    *,
    memo: Memo | None = None,
    progress: Progress | None = None,
) -> Result:
    """Run every case of `exercise` on `file` in an isolated worker; the remaining cases always run.

    `perf` cases get a time limit from a baseline timed here (unless `calibrate` is off); then, unless
    `random_inputs` is off, the file is compared with the reference on generated inputs (seeded by `seed`).
    With `self_oracle` the file IS the reference: a case without `expected` is judged on the worker's own
    answer (its type, its time, its exit) instead of computing the same answer again in the grader.
    `progress` is told which case runs next (the terminal shows it while a slow case runs).
    """
    started = time.perf_counter()
    arguments = [] if exercise.is_program else list(exercise.cases[0].input)
    memo = memo if memo is not None else Memo()
    # The trusted code is imported before any learner code runs, so a submission that rewrites
    # solutions/ on disk cannot change the answers it is judged against.
    preload_trusted(course, exercise)
    with Session(file, exercise.returns, arguments, options.limits) as session:
        outcomes = _run_cases(course, exercise, session, memo, options, progress)
        # Random inputs hunt for what the cases missed: while a case still fails, the learner has a
        # concrete input to fix, and a search (and its shrinking) would only slow every run down.
        if options.random_inputs and session.load_failure is None and all(o.verdict.passed for o in outcomes):
            if progress is not None:
                progress(CASE_NAME)
            outcome = differential_outcome(course, exercise, session, seed=options.seed)
            if outcome is not None:
                outcomes.append(outcome)
        outcomes = with_pitfalls(course, exercise, outcomes, memo)
        # Hidden cases keep their secret but still teach: a visible input that fails alike is attached.
        outcomes = explain_hidden(course, exercise, session, outcomes)
        # A wrong answer no known mistake explains: the first promise of the lesson it breaks, with evidence.
        outcomes = with_promises(course, exercise, outcomes)
        load_error = session.load_failure.detail if session.load_failure else ""
        isolation = describe_isolation(session.isolation, options.limits)
    return Result(
        exercise=exercise,
        outcomes=tuple(outcomes),
        file=file,
        seconds=time.perf_counter() - started,
        load_error=load_error,
        isolation=isolation,
    )


# Once a case timed out, each later case of the run gets at most this long: an endless loop in the learner's
# code would otherwise cost every case its whole limit (25 cases x 2 s), and a case that took this long
# after another timed out says nothing new. The verdict says the limit was shortened, and why.
AFTER_TIMEOUT_LIMIT = 0.25
# After this many timeouts in a row, a learner's run stops (Options.stop_after_timeouts): each timeout costs
# its limit and a new worker, and an endless loop would otherwise keep them waiting ~10 s on the 25 cases of an
# exercise for no news. (In a row: code that hangs on a few edge inputs still has its other cases judged.)
TIMEOUTS_PER_RUN = 4


def _run_cases(
    course: Course, exercise: Exercise, session: Session, memo: Memo, options: Options, progress: Progress | None
) -> list[Outcome]:
    """Every case of cases.yaml, in order, one at a time."""
    outcomes: list[Outcome] = []
    timed_out = False
    in_a_row = 0
    seed = perf_seed(options, memo)
    for case in exercise.cases:
        if options.stop_after_timeouts is not None and in_a_row >= options.stop_after_timeouts:
            outcomes.append(_not_run(case, in_a_row))
            continue
        if progress is not None:
            progress(case.name)
        if options.calibrate and is_perf(case):
            outcome = _timed(course, exercise, session, perf_input(course, exercise, case, seed), memo)
        else:
            shortened = case.timeout or options.limits.timeout
            if timed_out:
                shortened = min(shortened, AFTER_TIMEOUT_LIMIT)
            outcome = run_case(
                course, exercise, case, session, memo, self_oracle=options.self_oracle, timeout=shortened
            )
            if timed_out and outcome.verdict is Verdict.TIMEOUT:
                outcome = replace(
                    outcome,
                    message=f"{outcome.message} (an earlier case of this run timed out, so this one was "
                    f"given {AFTER_TIMEOUT_LIMIT:g} s)",
                )
        if outcome.verdict is Verdict.TIMEOUT and not timed_out:
            # The first timeout of a run is explained from timings (endless, or only slow); later ones are short.
            outcome = diagnose(exercise, case, session, outcome)
        timed_out = timed_out or outcome.verdict is Verdict.TIMEOUT
        in_a_row = in_a_row + 1 if outcome.verdict is Verdict.TIMEOUT else 0
        outcomes.append(outcome)
    return outcomes


def _not_run(case: Case, timeouts: int) -> Outcome:
    return Outcome(
        case,
        Verdict.NOT_RUN,
        message=f"{timeouts} cases in a row timed out, so the rest of this run was not run: make those finish first",
    )


def run_case(
    course: Course,
    exercise: Exercise,
    case: Case,
    session: Session,
    memo: Memo | None = None,
    *,
    self_oracle: bool = False,
    timeout: float | None = None,
) -> Outcome:
    """One case in a live worker session, judged (the pitfall diagnosis comes after, over the whole run)."""
    memo = memo if memo is not None else Memo()
    # Run by the reference itself, a case without `expected` is judged on the worker's own check of the
    # answer's type and shape: its value would only be compared with itself, so it is not sent back (a long
    # answer costs more to encode than to compute). A program's stdout is kept: its exit status is judged.
    own = self_oracle and not case.has_expected
    discard = own and not exercise.is_program
    limit = timeout if timeout is not None else case.timeout
    digest = not own and _long_answer(exercise, case)
    pending = session.submit(wire_form(case.input), timeout=limit, take=case.take, discard=discard, digest=digest)
    if own:
        attempt = pending.wait()
        return judge(exercise, case, attempt, learner_answer(exercise, attempt) if attempt.status == "ok" else None)
    # The grader works out the expected answer while the worker runs the case (2 cores).
    expected = _expected(course, exercise, case, memo)
    return judge(exercise, case, _whole(session, pending.wait(), expected, memo), expected)


def _timed(course: Course, exercise: Exercise, session: Session, case: Case, memo: Memo) -> Outcome:
    """A perf case: the baseline is timed here first, then the learner's call, stopped well past the limit."""
    calibration = memo.calibrations.get(memo_key(case)) or calibrate(case)
    digest = _long_answer(exercise, case)
    pending = session.submit(wire_form(case.input), timeout=calibration.timeout, take=case.take, digest=digest)
    expected = _expected(course, exercise, case, memo)  # while the worker runs the case
    attempt = _whole(session, pending.wait(), expected, memo)
    return judge_speed(judge(exercise, case, attempt, expected), attempt, calibration, session.import_seconds)


def perf_seed(options: Options, memo: Memo) -> int:
    """The seed of this run's perf inputs: --seed, else the memo's (a batch's), else fresh."""
    for seed in (options.seed, memo.perf_seed):
        if seed is not None:
            return seed
    return draw_seed()


def _long_answer(exercise: Exercise, case: Case) -> bool:
    """Is the answer a list worth sending as a digest: a case on a generated text (up to megabytes of chunks)?"""
    return exercise.returns in ("list[str]", "iterator[str]") and bool(
        isinstance(case.input, Arguments) and case.input.generated
    )


def _whole(session: Session, attempt: Attempt, expected: Any, memo: Memo) -> Attempt:
    """A reply that carried a digest in place of the answer, made whole: the digest of the expected answer
    stands for that answer; any other digest costs one more request, for the answer the worker kept. (A right
    answer is timed on its first reply: encoding a megabyte answer as JSON and decoding it is left out.)"""
    if attempt.digest is None:
        return attempt
    if RETURN_KINDS["list[str]"].well_formed(expected) and attempt.digest == memo.digest(expected):
        return replace(attempt, value=list(expected), digest=None)  # a copy: the memo's answer is the class's
    whole = session.resend()
    # The call's time includes the second request: learner code shares the worker's process and could put its
    # real work off until the answer is asked for again (a wrong first digest, then a slow resend).
    seconds, wall_seconds = attempt.seconds + whole.seconds, attempt.wall_seconds + whole.wall_seconds
    if whole.status != "ok":
        return replace(whole, seconds=seconds, wall_seconds=wall_seconds)
    return replace(attempt, value=whole.value, digest=None, seconds=seconds, wall_seconds=wall_seconds)


def _expected(course: Course, exercise: Exercise, case: Case, memo: Memo) -> Any:
    key = memo_key(case)
    if key not in memo.expected:
        memo.forget_other_draws(case)
        memo.expected[key] = reference_answer(course, exercise, case)
    return memo.expected[key]
