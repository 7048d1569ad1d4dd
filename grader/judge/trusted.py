"""Trusted code, loaded and called: the reference and the known mistakes (pitfalls), in the grader's process,
each call under a time limit that holds on any thread. judge/oracle.py keeps their answers."""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import io
import itertools
import json
import sys
import threading
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from ..course.model import Case, Course, Exercise
from ..errors import CasesError
from ..run.platform import interrupt_thread, thread_cpu_clock

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


def learners_copy(course: Course, exercise: Exercise) -> bool:
    """A copy made by `kata release`: no reference, no solutions/ at all (its reports say what it cannot do)."""
    return not course.reference_path(exercise.name).is_file() and not (course.root / "solutions").is_dir()


def load_trusted(path: Path, name: str) -> ModuleType:
    """A trusted course module (a learner's copy's promises/EX.py), imported once."""
    return _load(path, name)


# Trusted modules by (course root, file), once found: the oracle asks for one with every answer (hundreds while
# shrinking), and checking and resolving the path each time cost ~0.2 ms an answer.
_FOUND: dict[tuple[Path, str], ModuleType | None] = {}


def reference_module(course: Course, exercise: Exercise) -> ModuleType:
    key = (course.root, f"solutions/{exercise.name}.py")
    if key not in _FOUND:
        _FOUND[key] = _reference_module(course, exercise)
    return _FOUND[key]  # type: ignore[return-value]


def _reference_module(course: Course, exercise: Exercise) -> ModuleType:
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
    key = (course.root, f"solutions/pitfalls/{exercise.name}.py")
    if key not in _FOUND:
        path = course.pitfalls_path(exercise.name)
        _FOUND[key] = _load(path.resolve(), f"kata_pitfalls_{exercise.name}") if path.is_file() else None
    return _FOUND[key]


def pitfall_functions(course: Course, exercise: Exercise) -> dict[str, Callable[..., Any]]:
    """The pitfalls declared in cases.yaml that have a function in solutions/pitfalls/EX.py."""
    module = pitfall_module(course, exercise) if exercise.pitfalls else None
    if module is None:
        return {}
    return {name: getattr(module, name) for name in exercise.pitfalls if callable(getattr(module, name, None))}


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
    """Raised inside a trusted call that ran past its limit; not an Exception, so no `except Exception` eats it."""


def time_limit(seconds: float = TRUSTED_LIMIT) -> _Limit:
    """Stop the body with OutOfTime after `seconds`, on whichever thread it runs (a batch's pool threads too).

    A watchdog thread raises OutOfTime in the calling thread (platform.interrupt_thread): it lands at the next
    Python instruction, so a loop in trusted code stops; a single long C call finishes first. Nested, the
    outer limit holds. The caller touches only a plain lock, never a Condition or an Event: an exception landing
    inside their Python-level code would leave them locked, and the watchdog stuck.
    """
    return _Limit(seconds)


class _Limit:
    """time_limit's context manager: a class, not a generator, as the known mistakes' answers on a wrong run's
    inputs take thousands of limited calls (a generator's context manager cost a tenth of a second of them)."""

    __slots__ = ("entry", "ident", "outer", "seconds")

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def __enter__(self) -> None:
        ident = self.ident = threading.get_ident()
        with _LOCK:
            # An entry left by a limit whose clean-up its own OutOfTime cut short is over: it was raised.
            current = _LIMITS.get(ident)
            self.outer = current is not None and not current[1]
        if self.outer:
            return
        cpu = _cpu_clock(ident)
        # [CPU deadline, raised, the thread's CPU clock, wall deadline, seconds]: CPU time decides where the system
        # measures it (load cannot fake an overrun); the wall clock, far later, stops a call that sleeps or waits.
        # The CPU deadline is set by the watchdog when it first sees the entry: reading a thread's CPU clock is a
        # system call, too dear for each of a wrong run's thousands of limited calls, and a limit that starts at
        # most a watch step late is still a limit.
        wall = self.seconds * WALL_FACTOR if cpu is not None else self.seconds
        self.entry = [None, False, cpu, time.monotonic() + wall, self.seconds]
        with _LOCK:
            _LIMITS[ident] = self.entry
            start = not _WATCHDOG
            if start:
                _WATCHDOG.append(threading.Thread(target=_watch, name="kata-trusted-limit", daemon=True))
        if start:
            _WATCHDOG[0].start()

    def __exit__(self, kind: type[BaseException] | None, *_: object) -> None:
        if self.outer:
            return
        with _LOCK:
            if _LIMITS.get(self.ident) is self.entry:
                del _LIMITS[self.ident]
        landed = kind is not None and issubclass(kind, OutOfTime)
        if self.entry[1] and not landed:
            _absorb()


def _cpu_clock(ident: int) -> Any:
    """The thread's CPU clock, looked up once per thread (a thread's ident may be reused by a later thread, its
    native id with it is not reused while it runs)."""
    key = (ident, threading.get_native_id())
    if key not in _CLOCKS:
        _CLOCKS[key] = thread_cpu_clock(ident)
    return _CLOCKS[key]


_CLOCKS: dict[tuple[int, int], Any] = {}


def _absorb() -> None:
    """Let an OutOfTime raised just as the body finished land here, and drop it: it must not land later, outside
    the limit. (Taking it back with PyThreadState_SetAsyncExc(id, NULL) leaves CPython's eval breaker set for
    good: every thread then stops at every instruction to look for it, and a grader slows to a crawl.)"""
    try:
        for _ in range(1_000_000):  # it lands at the first backward jump
            pass
    except OutOfTime:
        return


# Thread id → [CPU deadline, raised, CPU clock, wall deadline, seconds]: the limited calls running now, and whether
# OutOfTime was raised in them.
_LIMITS: dict[int, list[Any]] = {}
_LOCK = threading.Lock()
_WATCHDOG: list[threading.Thread] = []
# How often the watchdog looks again when no limit is due sooner (a limit holds this late at most).
WATCH_STEP = 0.02
# The watchdog ends once no limited call has run for this long (a wrong run's limited calls come in bursts with
# gaps between them: starting a thread again for each burst cost more than the calls).
WATCHDOG_IDLE = 0.5
# Where CPU time is measured, a limited call may take this many times its limit in wall time (sleeping, waiting,
# or starved by a busy machine) before it is stopped anyway.
WALL_FACTOR = 10


def _watch() -> None:
    idle_since: float | None = None
    while True:
        with _LOCK:
            now = time.monotonic()
            if not _LIMITS:  # nothing limited runs: after a while, the next limited call starts a watchdog again
                idle_since = now if idle_since is None else idle_since
                if now - idle_since >= WATCHDOG_IDLE:
                    _WATCHDOG.clear()
                    return
            else:
                idle_since = None
            due = WATCH_STEP
            for ident, entry in _LIMITS.items():
                if entry[1]:
                    continue
                left = entry[3] - now
                if entry[2] is not None:
                    with contextlib.suppress(OSError):  # the thread ended between its call and its clean-up
                        used = entry[2]()
                        entry[0] = used + entry[4] if entry[0] is None else entry[0]
                        left = min(left, entry[0] - used)
                if left <= 0:
                    entry[1] = True
                    interrupt_thread(ident, OutOfTime)
                else:
                    due = min(due, left)
        time.sleep(min(max(due, 0.0005), WATCH_STEP))


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


# A learner's copy: each known mistake's answer on each public case (grader/classroom/teaching.py).
MISTAKES_FILE = "mistakes.json"


def shipped_pitfall_answers(course: Course, exercise: Exercise, case: Case) -> dict[str, Any]:
    if not exercise.pitfalls:
        return {}
    stored = _stored_mistakes(course.root).get(exercise.name, {}).get(case.name)
    if not isinstance(stored, dict):
        return {}
    answers: dict[str, Any] = {name: answer for name, answer in stored.get("answers", {}).items()}
    answers.update({name: AnswerDigest(digest) for name, digest in stored.get("digests", {}).items()})
    answers.update({name: NEVER for name in stored.get("never", ())})
    return {name: answer for name, answer in answers.items() if name in exercise.pitfalls}


def answer_fingerprint(answer: Any) -> str:
    """A long answer as a learner's copy stores a known mistake's: its JSON, hashed."""
    text = json.dumps(answer, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class AnswerDigest:
    """A known mistake's long answer, kept as its fingerprint: equal to any answer with the same one."""

    def __init__(self, digest: str) -> None:
        self.digest = digest

    def __eq__(self, other: object) -> bool:
        if isinstance(other, AnswerDigest):
            return other.digest == self.digest
        try:
            return answer_fingerprint(other) == self.digest
        except (TypeError, ValueError):
            return False

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<answer {self.digest[:12]}>"


@cache
def _stored_mistakes(root: Path) -> dict[str, Any]:
    path = root / MISTAKES_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    except (OSError, ValueError):
        return {}  # a damaged file costs the known-mistake lines, never the grading
    return data if isinstance(data, dict) else {}
