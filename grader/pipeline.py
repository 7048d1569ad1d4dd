"""The door: grade() is the one caller of the run and judge stages. Every front end (kata grade, watch, batch,
pytest --kata, cases check, cases add) builds a Policy and an Oracle and calls it; presenting is the caller's."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from .course.model import Arguments, Case, Exercise, wire_form
from .judge.differential import CASE_NAME
from .judge.judging import Judging
from .judge.model import LEARNERS_COPY, NotRun, Outcome, Result, Verdict
from .judge.oracle import Oracle
from .judge.perf import FIRST_CALLS, STOP_SECONDS, Timing, confirmed, draw_seed, is_perf, judge_growth
from .judge.table import explained, explained_before_hidden
from .judge.trusted import learners_copy
from .judge.verdicts import judge, learner_answer
from .policy import Policy
from .run.model import RETURN_KINDS, Attempt, Limits
from .run.runner import Session, describe_limits, sandboxed
from .run.sandbox import describe

# Told the name of each case as it starts (and `random_inputs` for the random phase).
Progress = Callable[[str], object]


def grade(
    exercise: Exercise, submission: Path, oracle: Oracle, policy: Policy, *, progress: Progress | None = None
) -> Result:
    """Run every case of `exercise` on the file `submission` in an isolated worker, then the judge table.

    The remaining cases always run (unless the policy stops a learner's run after timeouts in a row). `perf`
    cases are judged by how their time grows (unless `calibrate` is off); the steps of judge/table.py explain the
    run (random inputs, known mistakes, hidden cases, promises). `progress` is told which case runs next.
    """
    started = time.perf_counter()
    arguments = [] if exercise.is_program else list(exercise.cases[0].input)
    oracle.load()
    with Session(submission, exercise.returns, arguments, policy.limits) as session:
        judging = Judging(exercise, oracle, policy, _Code(session), progress)
        early: list[tuple[Outcome, ...]] = []

        def before_hidden(visible: list[Outcome]) -> None:
            # A passing run's visible calls (random inputs, the call contract) are made before a hidden input
            # reaches the worker, which could then serve no visible one: one worker for the run, not two.
            if policy.explain and all(o.verdict.passed for o in visible):
                early.append(explained_before_hidden(judging, tuple(visible)))

        outcomes = tuple(_run_cases(exercise, session, oracle, policy, progress, before_hidden))
        if policy.explain:
            # Kept only if the hidden cases passed too: otherwise those steps do nothing, as on any failing run.
            waited = bool(early) and all(o.verdict.passed for o in outcomes)
            outcomes = explained(judging, (*outcomes, *early[0]) if waited else outcomes, hidden_waited=waited)
        load_error = session.load_failure.detail if session.load_failure else ""
        isolation = describe_isolation(session.isolation, policy.limits)
    return Result(
        exercise=exercise,
        outcomes=outcomes,
        file=submission,
        seconds=time.perf_counter() - started,
        load_error=load_error,
        isolation=isolation,
        not_run=_random_inputs_not_run(exercise, oracle, policy, outcomes, load_error),
        notes=(LEARNERS_COPY,) if learners_copy(oracle.course, exercise) else (),
    )


class _Code:
    """The learner's code in its worker, as judge steps see it (judge.judging.LearnerCode): no Session escapes."""

    def __init__(self, session: Session) -> None:
        self._session = session

    @contextlib.contextmanager
    def fresh(self) -> Iterator[_Code]:
        session = self._session
        with Session(session.file, session.returns, session.arguments, session.limits) as new:
            new.deadline = min(new.deadline, session.deadline)  # the run's budget holds for its fresh processes too
            yield _Code(new)

    @property
    def loaded(self) -> bool:
        return self._session.load_failure is None

    def call(
        self,
        arguments: dict[str, Any],
        *,
        timeout: float | None = None,
        take: int | None = None,
        watch: bool = False,
        hidden: bool = False,
    ) -> Attempt:
        return self._session.call(arguments, timeout=timeout, take=take, watch=watch, hidden=hidden)

    def call_many(
        self, inputs: list[dict[str, Any]], *, timeout: float | None = None, watch: bool = False
    ) -> list[Attempt] | None:
        return self._session.call_many(inputs, timeout=timeout, watch=watch)

    def remaining(self) -> float:
        return self._session.remaining()

    def clock(self) -> float:
        return self._session.work_seconds()

    def sandboxed(self) -> bool:
        return sandboxed(self._session.isolation)

    def source(self) -> str | None:
        try:
            return self._session.file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None

    def call_variants(
        self, sources: list[str], inputs: list[dict[str, Any]], **options: Any
    ) -> tuple[list[list[Attempt] | None], int] | None:
        # Handed on as given: the options are the Session's own (judging.LearnerCode says them once for the judge).
        return self._session.call_variants(sources, inputs, **options)


def _random_inputs_not_run(
    exercise: Exercise, oracle: Oracle, policy: Policy, outcomes: tuple[Outcome, ...], load_error: str
) -> tuple[NotRun, ...]:
    """The random-inputs check listed as not run, when the policy asks for it and it did not run this time."""
    if not policy.random_inputs or any(o.case.name == CASE_NAME for o in outcomes):
        return ()
    if not oracle.random_count():
        return ()
    if load_error:
        reason = "not run: the file could not be loaded"
    else:
        failing = sum(1 for outcome in outcomes if not outcome.verdict.passed)
        reason = (
            f"not run: {failing} of {len(outcomes)} cases do not pass yet, and the random inputs are "
            "compared with the reference only once every case passes, or when the only failures are long cases or "
            "too slow"
        )
    # The same points as the test has when it runs (a generated case is worth the default 1).
    return (NotRun(Case(name=CASE_NAME, input={}, source=f"solutions/{exercise.name}.py"), reason),)


def describe_isolation(held: dict[str, Any], limits: Limits) -> str:
    """What protected this run, in words: `sandbox: landlock ABI 7, no network, …; memory capped at 512 MiB`."""
    if limits.sandbox == "off":
        sandbox = "sandbox off (--sandbox off)"
    elif held.get("no_new_privs"):
        sandbox = "sandbox: " + describe(held)
    else:
        sandbox = "no sandbox on this system (the code runs in its own process, as your user)"
    return f"{sandbox}; {describe_limits(held)}"


# Once a case timed out, each later case of the run gets at most this long: an endless loop in the learner's
# code would otherwise cost every case its whole limit (25 cases x 2 s), and a case that took this long
# after another timed out says nothing new. The verdict says the limit was shortened, and why. A case written
# out in cases.yaml takes a correct solution under 30 ms (at 0.25 s each, an endless loop's scoring document
# took 12-20 s on a busy machine); a case on a generated text pays for building it too (108 million
# characters take the worker ~0.1 s of CPU on a quiet machine, and more than 0.25 s while both cores also run a
# test suite: a lazy generator after a timeout was then judged too slow), and a perf call on the longer text
# takes up to ~60 ms.
AFTER_TIMEOUT_LIMIT = 0.1
AFTER_TIMEOUT_LIMIT_GENERATED = 0.5


def after_timeout_limit(case: Case) -> float:
    """What a case gets once an earlier case of the run timed out."""
    generated = isinstance(case.input, Arguments) and bool(case.input.generated)
    return AFTER_TIMEOUT_LIMIT_GENERATED if generated else AFTER_TIMEOUT_LIMIT


def _run_cases(
    exercise: Exercise,
    session: Session,
    oracle: Oracle,
    policy: Policy,
    progress: Progress | None,
    before_hidden: Callable[[list[Outcome]], None],
) -> list[Outcome]:
    """Every case of cases.yaml, one at a time: the visible ones, then `before_hidden` told their outcomes, then the
    hidden ones (reported in the course's order)."""
    outcomes: list[Outcome] = []
    timed_out = False
    in_a_row = 0
    seed = policy.perf_seed if policy.perf_seed is not None else draw_seed()
    has_hidden = any(case.hidden for case in exercise.cases)
    for case in visible_first(exercise.cases):
        if case.hidden and not any(o.case.hidden for o in outcomes):
            before_hidden(outcomes)
        if policy.stop_after_timeouts is not None and in_a_row >= policy.stop_after_timeouts:
            outcomes.append(_not_run(case, in_a_row))
            continue
        if progress is not None:
            progress(case.name)
        if has_hidden and outcomes and _visible_calls_follow(policy, outcomes):
            session.prestart()
        if policy.calibrate and is_perf(case):
            stop = after_timeout_limit(case) if timed_out else None
            outcome = _timed(exercise, session, case, oracle, policy, seed, stop)
        else:
            shortened = case.timeout or policy.limits.timeout
            if timed_out:
                shortened = min(shortened, after_timeout_limit(case))
            outcome = _run_case(exercise, case, session, oracle, policy, timeout=shortened)
            if timed_out and outcome.verdict is Verdict.TIMEOUT:
                outcome = replace(
                    outcome,
                    message=f"{outcome.message} (an earlier case of this run timed out, so this one was "
                    f"given {shortened:g} s)",
                )
        timed_out = timed_out or outcome.verdict is Verdict.TIMEOUT
        in_a_row = in_a_row + 1 if outcome.verdict is Verdict.TIMEOUT else 0
        outcomes.append(outcome)
    order = {case.name: index for index, case in enumerate(exercise.cases)}
    return sorted(outcomes, key=lambda outcome: order[outcome.case.name])


def _visible_calls_follow(policy: Policy, outcomes: list[Outcome]) -> bool:
    """Will the judge steps call the learner's code on visible inputs after the hidden cases (shrinking, on a run
    that fails; a passing run makes its visible calls before them)? Each such call needs a worker that never saw a
    hidden input: it is started early (once a case failed), so its Python start overlaps the cases."""
    return policy.explain and not all(o.verdict.passed for o in outcomes)


def visible_first(cases: tuple[Case, ...]) -> list[Case]:
    """The visible cases, then the hidden ones: a worker that has seen a hidden input runs no visible one (see
    Session._fresh_after_hidden), so this order costs one new worker at most. Reported in the course's order."""
    return [case for case in cases if not case.hidden] + [case for case in cases if case.hidden]


def _not_run(case: Case, timeouts: int) -> Outcome:
    return Outcome(
        case,
        Verdict.NOT_RUN,
        message=f"{timeouts} cases in a row timed out, so the rest of this run was not run: make those finish first",
    )


def _run_case(
    exercise: Exercise, case: Case, session: Session, oracle: Oracle, policy: Policy, *, timeout: float | None
) -> Outcome:
    """One case in a live worker session, judged (the judge table explains it after, over the whole run)."""
    # Run by the reference itself, a case without `expected` is judged on the worker's own check of the
    # answer's type and shape: its value would only be compared with itself, so it is not sent back (a long
    # answer costs more to encode than to compute). A program's stdout is kept: its exit status is judged.
    own = policy.self_oracle and (policy.keep_answers or not case.has_expected)
    discard = own and not exercise.is_program and not policy.keep_answers
    limit = timeout if timeout is not None else case.timeout
    digest = not own and _long_answer(exercise, case)
    pending = session.submit(
        wire_form(case.input), timeout=limit, take=case.take, discard=discard, digest=digest, hidden=case.hidden
    )
    if own:
        attempt = pending.wait()
        return judge(exercise, case, attempt, learner_answer(exercise, attempt) if attempt.status == "ok" else None)
    # The grader works out the expected answer while the worker runs the case (2 cores).
    expected = oracle.expected(case)
    return judge(exercise, case, _whole(session, pending.wait(), expected, oracle), expected)


def _timed(
    exercise: Exercise, session: Session, case: Case, oracle: Oracle, policy: Policy, seed: int, stop: float | None
) -> Outcome:
    """A perf case: its calls on texts of two lengths drawn for this run, one after another in the same worker,
    each timed on the worker's CPU clock (judge/perf.py judges the growth). Each call is stopped after `stop`
    seconds (after an earlier timeout of the run), else STOP_SECONDS."""
    perf = oracle.perf_plan(case, seed)
    if perf.draws[0].expected is None:
        # No reference to answer the drawn texts (a released copy): the case as written is judged on its
        # stored answer, and the drawn texts only timed.
        written = _run_case(exercise, case, session, oracle, policy, timeout=None)
        if not written.verdict.passed:
            return written
    failed = session.ensure_loaded()
    if failed is not None:
        return judge(exercise, case, failed, None)
    digest = exercise.returns in ("list[str]", "iterator[str]")
    limit = STOP_SECONDS if stop is None else min(stop, STOP_SECONDS)
    timings: list[Timing] = []
    stopped = None
    for number, draw in enumerate(perf.draws):
        if number == FIRST_CALLS and confirmed(exercise, perf, timings):
            break  # the rest only confirm a verdict of too slow
        before, started = session.cpu_seconds(), time.monotonic()
        pending = session.submit(
            wire_form(draw.case.input), timeout=limit, take=case.take, digest=digest, hidden=case.hidden
        )
        attempt = pending.wait()
        if draw.expected is not None:
            attempt = _whole(session, attempt, draw.expected, oracle)
        after, wall = session.cpu_seconds(), time.monotonic() - started
        if attempt.status != "ok" or draw.expected is not None:
            outcome = judge(exercise, draw.case, attempt, draw.expected)
            if not outcome.verdict.passed:
                stopped = outcome
                break
        timings.append(Timing(after - before if before is not None and after is not None else None, wall))
    return judge_growth(exercise, perf, timings, stopped, session.import_seconds)


def _long_answer(exercise: Exercise, case: Case) -> bool:
    """Is the answer a list worth sending as a digest: a case on a generated text (up to megabytes of chunks)?"""
    return exercise.returns in ("list[str]", "iterator[str]") and bool(
        isinstance(case.input, Arguments) and case.input.generated
    )


def _whole(session: Session, attempt: Attempt, expected: Any, oracle: Oracle) -> Attempt:
    """A reply that carried a digest in place of the answer, made whole: the digest of the expected answer
    stands for that answer; any other digest costs one more request, for the answer the worker kept. (A right
    answer is timed on its first reply: encoding a megabyte answer as JSON and decoding it is left out.)"""
    if attempt.digest is None:
        return attempt
    if RETURN_KINDS["list[str]"].well_formed(expected) and attempt.digest == oracle.digest(expected):
        return replace(attempt, value=list(expected), digest=None)  # a copy: the oracle's answer is the class's
    whole = session.resend()
    # The call's time includes the second request: learner code shares the worker's process and could put its
    # real work off until the answer is asked for again (a wrong first digest, then a slow resend).
    seconds, wall_seconds = attempt.seconds + whole.seconds, attempt.wall_seconds + whole.wall_seconds
    if whole.status != "ok":
        return replace(whole, seconds=seconds, wall_seconds=wall_seconds)
    return replace(attempt, value=whole.value, digest=None, seconds=seconds, wall_seconds=wall_seconds)
