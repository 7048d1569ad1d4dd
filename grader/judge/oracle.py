"""Trusted answers: the reference solution and the known wrong ones (pitfalls), run in the grader's process."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import itertools
import json
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..course.model import Arguments, Case, Course, Exercise
from ..errors import CasesError

if TYPE_CHECKING:
    from .perf import Calibration


@dataclass
class Memo:
    """Trusted answers kept between runs of one exercise: watch mode re-grades on every save."""

    # memo_key(case) → the reference's answer.
    expected: dict[str, Any] = field(default_factory=dict)
    # memo_key(case) → each pitfall's answer on it.
    pitfalls: dict[str, dict[str, Any]] = field(default_factory=dict)
    # The perf inputs' seed for every run sharing this memo (a batch draws one for the class); None: per run.
    perf_seed: int | None = None
    # memo_key(case) of a perf case → its baseline, timed once for a whole batch. Empty elsewhere: a
    # single run times the baseline beside the learner's call, under the same load.
    calibrations: dict[str, Calibration] = field(default_factory=dict)
    # The last expected answer a worker's digest was compared with, and its digest (one long answer, two cases).
    digests: list[tuple[Any, str]] = field(default_factory=list)

    def forget_other_draws(self, case: Case) -> None:
        """Drop what is kept for other draws of this case's text: a watch session's memo would otherwise keep
        every save's multi-megabyte perf answers (and the known mistakes' answers on them)."""
        key = memo_key(case)
        for store in (self.expected, self.pitfalls):
            for stale in [kept for kept in list(store) if kept != key and kept.split(" ", 1)[0] == case.name]:
                store.pop(stale, None)

    def digest(self, answer: list[str]) -> str:
        """The digest of an expected answer (runner.answer_digest), kept while the answer object is kept."""
        from ..run.runner import answer_digest

        for known, digest in self.digests:
            if known is answer:
                return digest
        digest = answer_digest(answer)
        self.digests[:] = [*self.digests[-7:], (answer, digest)]
        return digest


def memo_key(case: Case) -> str:
    """A case's name, and for a perf case drawn afresh, which draw: its answers differ from run to run."""
    if not isinstance(case.input, Arguments):
        return case.name
    drawn = [str(spec["first"]) for spec in case.input.generated.values() if "first" in spec]
    return " ".join([case.name, *drawn])


# For programs judged on stdout, an answer is the list of stdout lines (exit status 0), or this for a rejection
# made as the lesson states it: nothing at all on stdout, one sentence on stderr, and exit status REJECTED.
PROGRAM_ERROR = "error"
# The exit status of a rejection (chunk_stdin's lesson names it; its reference returns it).
REJECTED = 2


@cache
def _load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def reference_module(course: Course, exercise: Exercise) -> ModuleType:
    path = course.reference_path(exercise.name)
    if not path.is_file() and not (course.root / "solutions").is_dir():
        raise CasesError(
            f"this copy of the course has no reference solutions, and exercise {exercise.name} has a case "
            "without a stored answer",
            file=exercise.source,
            line=exercise.line,
            fix="give the case an explicit `expected:`, or ask your instructor for an updated release",
        )
    if not path.is_file():
        raise CasesError(
            f"exercise {exercise.name} has no reference solution at solutions/{exercise.name}.py",
            file=exercise.source,
            line=exercise.line,
            fix="write the reference, or give every case an explicit `expected:`",
        )
    return _load(path.resolve(), f"kata_reference_{exercise.name}")


def pitfall_module(course: Course, exercise: Exercise) -> ModuleType | None:
    """solutions/pitfalls/EX.py, imported once; None when the exercise has no such file."""
    path = course.pitfalls_path(exercise.name)
    return _load(path.resolve(), f"kata_pitfalls_{exercise.name}") if path.is_file() else None


def pitfall_functions(course: Course, exercise: Exercise) -> dict[str, Callable[..., Any]]:
    """The pitfalls declared in cases.yaml that have a function in solutions/pitfalls/EX.py."""
    module = pitfall_module(course, exercise) if exercise.pitfalls else None
    if module is None:
        return {}
    return {name: getattr(module, name) for name in exercise.pitfalls if callable(getattr(module, name, None))}


def preload_trusted(course: Course, exercise: Exercise) -> None:
    """Import the reference (and its promises) and the pitfalls now (cached), before the learner's code runs."""
    if course.reference_path(exercise.name).is_file():
        reference_module(course, exercise)
    pitfall_functions(course, exercise)


def program_answer(stdout: str, exit_code: int, stderr: str = "") -> list[str] | str:
    """A program's judged answer: its stdout lines, or "error" for a rejection as the lesson states it.

    Nothing printed is no lines; one empty line is [""], not nothing ("prints nothing" means zero bytes).
    The newline that ends the last line is not a line of its own. A non-zero exit that breaks a rule of a
    rejection is "error (...)" naming each rule it breaks, so it is judged wrong, and a known mistake that
    breaks the same rules has the same answer.
    """
    # A line ends with "\n" or, as Windows writes it, "\r\n": judged alike on every system. A lone "\r"
    # elsewhere is part of the line, and judged.
    stdout = stdout.replace("\r\n", "\n")
    if exit_code == 0:
        if stdout.endswith("\n"):
            return stdout[:-1].split("\n")
        return stdout.split("\n") if stdout else []
    faults = rejection_faults(stdout, exit_code, stderr)
    return f"{PROGRAM_ERROR} ({'; '.join(faults)})" if faults else PROGRAM_ERROR


def rejection_faults(stdout: str, exit_code: int, stderr: str) -> list[str]:
    """How a non-zero exit differs from a rejection as the lesson states it (no details of the output)."""
    faults = []
    if exit_code != REJECTED:
        faults.append(f"exit status {exit_code}, not {REJECTED}")
    if stdout:
        faults.append("output on stdout")
    message = stderr.strip()
    if not message:
        faults.append("nothing on stderr")
    elif "\n" in message:
        faults.append("more than one line on stderr")
    return faults


def is_rejection(answer: Any) -> bool:
    """Did the program exit with a non-zero status (as a rejection should, or not quite)?"""
    return isinstance(answer, str) and answer.startswith(PROGRAM_ERROR)


def run_program_main(main: Callable[[], Any], stdin: str) -> list[str] | str:
    """Run a trusted program's main() with the given stdin, in-process."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    code: Any = 0
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main()
    except SystemExit as stop:
        code = stop.code
    finally:
        sys.stdin = saved
    if code is not None and not isinstance(code, int):
        err.write(f"{code}\n")  # sys.exit("message") prints the message and exits with status 1
        code = 1
    return program_answer(out.getvalue(), code or 0, err.getvalue())


# The slowest pitfall or reference call on the real course takes ~50 ms; a call still running after this
# is looping on a case the author got wrong (overlap == size, a negative size), in the grader's own process.
TRUSTED_LIMIT = 1.0


class OutOfTime(BaseException):
    """Raised by the alarm inside a trusted call; not an Exception, so no `except Exception` on the way eats it."""


# A trusted call is stopped after `seconds` of the grader's CPU time, which a busy machine does not use up (other
# processes' load once made a 50 ms pitfall overrun a 1 s wall-clock limit); the wall clock, this many times
# later, stops one that sleeps or waits.
WALL_FACTOR = 10


@contextlib.contextmanager
def time_limit(seconds: float = TRUSTED_LIMIT) -> Iterator[None]:
    """Stop the body with OutOfTime after `seconds` of CPU time (only on the main thread, where a signal can land)."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer"):
        yield
        return

    def out_of_time(signum: int, frame: Any) -> None:
        raise OutOfTime()

    previous_cpu = signal.signal(signal.SIGPROF, out_of_time)
    previous_wall = signal.signal(signal.SIGALRM, out_of_time)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    signal.setitimer(signal.ITIMER_REAL, seconds * WALL_FACTOR)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGPROF, previous_cpu)
        signal.signal(signal.SIGALRM, previous_wall)


def built_inputs(case: Case) -> None:
    """Build the case's generated texts now (Arguments keeps them), outside any trusted call's time limit.

    The limit stops trusted code looping on a bad case; making a 100-million-character text is the
    grader's own work, and on a busy machine it alone can take longer than the limit.
    """
    dict(case.input)


def call_trusted(function: Callable[..., Any], exercise: Exercise, case: Case) -> Any:
    """Call a trusted solve-like function on a case and return its answer as plain data."""
    arguments = dict(case.input)
    if exercise.is_program:
        # A simulated program answers with its stdout lines, "error" for a proper rejection, or its streams
        # ({"stdout", "stderr", "exit_code"}), judged as a real program's are.
        result = function(arguments["stdin"])
        if isinstance(result, dict):
            return program_answer(str(result["stdout"]), int(result["exit_code"]), str(result.get("stderr", "")))
        return list(result) if isinstance(result, list) else result
    value = function(**arguments)
    if exercise.kind.lazy and case.take is not None:
        return list(itertools.islice(value, case.take))
    return list(value) if exercise.kind.unit else value


# A learner's copy of the course (`kata release`) keeps long expected answers here instead of in cases.yaml.
ANSWERS_FILE = "answers.json"


@cache
def stored_answers(root: Path) -> dict[str, dict[str, Any]]:
    """Exercise → case → answer, from the course's answers file (empty when there is none)."""
    path = root / ANSWERS_FILE
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise CasesError(
            f"cannot read the stored answers: {error}",
            file=ANSWERS_FILE,
            fix="restore the file from the course release",
        ) from None
    return data if isinstance(data, dict) else {}


def reference_answer(course: Course, exercise: Exercise, case: Case) -> Any:
    """What the case expects: its `expected`, a stored answer, or else the reference's answer."""
    if case.has_expected:
        return case.expected
    stored = stored_answers(course.root).get(exercise.name, {})
    if case.name in stored:
        return stored[case.name]
    return computed_reference_answer(course, exercise, case)


def computed_reference_answer(course: Course, exercise: Exercise, case: Case) -> Any:
    module = reference_module(course, exercise)
    built_inputs(case)
    try:
        with time_limit():
            if exercise.is_program:
                return run_program_main(module.main, case.input["stdin"])
            return call_trusted(module.solve, exercise, case)
    except OutOfTime:
        raise CasesError(
            f"exercise {exercise.name}, case {case.name}: the reference solution did not finish within "
            f"{TRUSTED_LIMIT:g} s on this input",
            file=case.source,
            line=case.line,
            fix="check the values in `input:` (e.g. 0 <= overlap < size), or give the case its `expected`",
        ) from None
    except Exception as error:
        raise CasesError(
            f"exercise {exercise.name}, case {case.name}: the reference solution rejects this input "
            f"({type(error).__name__}: {error})",
            file=case.source,
            line=case.line,
            fix="check the argument names and values in `input:` against solve's parameters",
        ) from None


# A pitfall function raises this to say "this mistake never finishes on this input".
NEVER_ENDS = TimeoutError


class _NeverEnds:
    """Stands for the answer of a pitfall that never finishes on a case."""

    def __repr__(self) -> str:
        return "<never ends>"


NEVER = _NeverEnds()


def pitfall_answers(course: Course, exercise: Exercise, case: Case) -> dict[str, Any]:
    """Each pitfall's answer on this case (NEVER when it never ends); one that raises is left out."""
    answers: dict[str, Any] = {}
    built_inputs(case)
    for name, function in pitfall_functions(course, exercise).items():
        try:
            with time_limit():
                answers[name] = call_trusted(function, exercise, case)
        except NEVER_ENDS:
            answers[name] = NEVER
        except OutOfTime:
            continue  # looping on a case the author got wrong: it explains nothing (it did not say NEVER_ENDS)
        except Exception:
            continue
    return answers


def matching(answers: Mapping[str, Any], actual: Any, expected: Any, *, timed_out: bool = False) -> list[str]:
    """The pitfalls among `answers` that explain this wrong answer (or this timeout)."""
    if timed_out:
        return [name for name, answer in answers.items() if answer is NEVER]
    return [name for name, answer in answers.items() if answer is not NEVER and answer == actual and answer != expected]


def pitfall_matching(course: Course, exercise: Exercise, case: Case, actual: Any, expected: Any) -> str | None:
    """The first known mistake whose answer on this case equals the learner's wrong answer, if any."""
    names = matching(pitfall_answers(course, exercise, case), actual, expected)
    return names[0] if names else None
