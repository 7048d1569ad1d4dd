"""The child process that imports and calls the learner's code. Standard library only, run as a script.

The grader starts it as `python -I -S -B worker.py` with its stdin and stdout on two pipes: the
worker moves them to private descriptors at once, and points fds 0, 1 and 2 at /dev/null and a scratch
file, so nothing the learner prints can reach the grader as a result. The first request (setup) names the
file, the memory limit, the sandbox mode and a private scratch folder; the worker reads the file, locks
itself down (grader/run/sandbox.py, where the system has it), and only then runs learner code. Requests and
responses are JSON lines; answers are converted to plain data here, so an object with a rigged `__eq__`
never leaves this process, and the worker is never told the expected answers.
"""

from __future__ import annotations

import builtins
import copy
import io
import os
import sys
import time
import types

# Only what every run needs is imported up front: the worker's start is on every grade's clock (typing alone
# would add ~5 ms, so its TYPE_CHECKING is spelled out).
TYPE_CHECKING = False
try:  # `signal` imports enum: ~8 ms of every start, for two constants
    import _signal as signal  # type: ignore[import-not-found, unused-ignore]
except ImportError:  # pragma: no cover (only CPython has it under this name)
    import signal
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Mapping
    from types import CodeType, FrameType, TracebackType
    from typing import Any

# Kept per case: enough to debug with, small enough that a flood of prints costs nothing.
OUTPUT_LIMIT = 8 * 1024
# A program's stdout is its answer, so more of it is kept.
PROGRAM_OUTPUT_LIMIT = 4 * 1024 * 1024
# An iterator that never ends, or an absurd answer, must not exhaust the worker.
MAX_ITEMS = 1_000_000
MAX_ANSWER_CHARS = 64 * 1024 * 1024
# The grader reads no longer reply (grader/runner.py REPLY_LIMIT): a bigger answer is "invalid".
REPLY_LIMIT = 128 * 1024 * 1024
# Writes straight to file descriptors 1 and 2 land in a scratch file capped at this size.
SCRATCH_LIMIT = 16 * 1024 * 1024
# A program judged on stdout reads this when it asks for its file name.
LEARNER_MODULE = "kata_learner"

THIS_FILE = os.path.abspath(__file__)
SANDBOX_FILE = os.path.join(os.path.dirname(THIS_FILE), "sandbox.py")


def _json_codec() -> tuple[Callable[[Any], str], Callable[[bytes], Any]]:
    """json's dumps and loads, built on its C accelerator alone where there is one: `import json` imports re,
    ~12 ms of every worker's start. The same text both ways (compact separators; NaN as json writes it)."""
    try:
        import _json

        constants = {"NaN": float("nan"), "Infinity": float("inf"), "-Infinity": float("-inf")}

        # What the C scanner reads from the json.JSONDecoder it is usually given.
        decoder = types.SimpleNamespace(
            strict=True,
            object_hook=None,
            object_pairs_hook=None,
            parse_float=float,
            parse_int=int,
            parse_constant=constants.__getitem__,
        )
        scan = _json.make_scanner(decoder)  # type: ignore[arg-type]
        make_encoder, quote = _json.make_encoder, _json.encode_basestring_ascii
    except (ImportError, AttributeError, TypeError):  # pragma: no cover (a Python without the accelerator)
        import json

        return json.dumps, json.loads

    def unencodable(value: Any) -> Any:
        raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")

    def dumps(value: Any) -> str:
        # A new encoder each time: its record of the containers open (circular references) starts empty.
        return "".join(make_encoder({}, unencodable, quote, None, ":", ",", False, False, True)(value, 0))

    def loads(line: bytes) -> Any:
        text = line.decode("utf-8")
        try:
            value, end = scan(text, 0)
        except StopIteration:
            raise ValueError("not a JSON document") from None
        if end != len(text):
            raise ValueError("extra data after the JSON document")
        return value

    return dumps, loads


# Learner code shares this process and may replace anything in json, os, time or builtins (to mock, to
# silence prints, or to trick). The worker answers with the originals, taken before any learner code runs.
_dumps, _loads = _json_codec()
_write, _read, _lseek, _ftruncate = os.write, os.read, os.lseek, os.ftruncate
_clock = time.perf_counter
_deepcopy = copy.deepcopy
try:  # blake2b is built in (no OpenSSL to load at every start); hashlib's is the same function
    from _blake2 import blake2b as _blake2b
except ImportError:  # pragma: no cover (a Python built without it)
    from hashlib import blake2b as _blake2b
# The functions below look builtins up in this private copy: `del builtins.type` cannot reach them.
_BUILTINS = dict(vars(builtins))
globals()["__builtins__"] = _BUILTINS
_MISSING = object()


# An input value {GENERATE: spec} is expanded here, so a 100 MB text never crosses the pipe.
GENERATE = "__kata_generate__"


_GENERATED: dict[str, str] = {}


def generated_text(spec: dict[str, Any]) -> str:
    """The text a cases.yaml generator stands for: {words: N} or {repeat: TEXT, times: N}."""
    if "words" in spec:
        count, first = spec["words"], spec.get("first", 1)
        key = f"words:{count}:{first}"
        if key not in _GENERATED:  # cases often share one long text; keep the last few
            if len(_GENERATED) > 4:
                _GENERATED.clear()
            _GENERATED[key] = numbered_words(count, first)
        return _GENERATED[key]
    return spec["repeat"] * spec["times"]


def numbered_words(count: int, first: int = 1) -> str:
    """'wF w(F+1) … w(F+N-1)', a hundred words per C-speed replace (grader/course/model.py's copy says why)."""
    last = first + count - 1
    if count < 200:
        return " ".join(map("w{}".format, range(first, last + 1)))
    head_end = first // 100 * 100 + 99
    block = " ".join(f"w#{digits:02d}" for digits in range(100))
    parts = [" ".join(map("w{}".format, range(first, head_end + 1)))]
    parts += [block.replace("#", str(prefix)) for prefix in range(head_end // 100 + 1, last // 100)]
    parts.append(" ".join(map("w{}".format, range(last // 100 * 100, last + 1))))
    return " ".join(parts)


def expanded(arguments: dict[str, Any]) -> dict[str, Any]:
    return {
        name: generated_text(value[GENERATE]) if isinstance(value, dict) and GENERATE in value else value
        for name, value in arguments.items()
    }


class BoundedSink(io.RawIOBase):
    """A writable byte stream that keeps the first `limit` bytes and counts the rest."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.kept = bytearray()
        self.dropped = 0

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        data = bytes(data)
        room = self.limit - len(self.kept)
        if room > 0:
            self.kept += data[:room]
        self.dropped += max(0, len(data) - max(room, 0))
        return len(data)

    def text(self) -> str:
        text = self.kept.decode("utf-8", errors="replace")
        if self.dropped:
            text += f"\n… ({self.dropped:,} more bytes of output cut)"
        return text


def new_stream(sink: BoundedSink) -> io.TextIOWrapper:
    # newline="\n": print() writes "\n" on every system (Windows would write "\r\n"), as a pipe would carry it.
    return io.TextIOWrapper(
        io.BufferedWriter(sink), encoding="utf-8", errors="backslashreplace", newline="\n", write_through=True
    )


class Channel:
    """JSON lines over the two private pipes."""

    def __init__(self, request_fd: int, response_fd: int) -> None:
        self.requests = os.fdopen(request_fd, "rb", buffering=0)
        self.response_fd = response_fd
        self.pending = b""

    def receive(self) -> dict[str, Any] | None:
        # Pieces are joined once at the end: growing one bytes object would copy a 10 MB request ~160 times.
        pieces = [self.pending]
        while b"\n" not in pieces[-1]:
            chunk = self.requests.read(1 << 20)
            if not chunk:
                return None
            pieces.append(chunk)
        line, _, self.pending = b"".join(pieces).partition(b"\n")
        return _loads(line)

    def send(self, message: dict[str, Any]) -> None:
        # json's own code uses the shared builtins: the learner's changes are set aside while it encodes.
        learners = {name: vars(builtins).get(name, _MISSING) for name in _BUILTINS}
        changed = {name: value for name, value in learners.items() if value is not _BUILTINS[name]}
        vars(builtins).update({name: _BUILTINS[name] for name in changed})
        try:
            data = (_dumps(message) + "\n").encode()
        finally:
            for name, value in changed.items():
                if value is _MISSING:
                    del vars(builtins)[name]
                else:
                    vars(builtins)[name] = value
        if len(data) > REPLY_LIMIT:
            detail = f"the answer is longer than {REPLY_LIMIT // (1 << 20)} MB once encoded"
            data = (_dumps({**message, "status": "invalid", "value": None, "detail": detail}) + "\n").encode()
        view = memoryview(data)
        while view:
            written = _write(self.response_fd, view)
            view = view[written:]


def describe(value: Any) -> str:
    """A short name for a value's type, for "invalid" verdicts."""
    if value is None:
        return "None"
    kind = type(value)
    name = kind.__name__
    builtin_bases = [base.__name__ for base in kind.__mro__[1:] if base.__module__ == "builtins"]
    if kind.__module__ != "builtins" and builtin_bases and builtin_bases[0] != "object":
        return f"a {name} (a subclass of {builtin_bases[0]})"
    article = "an" if name[:1].lower() in "aeiou" else "a"
    return f"{article} {name}"


def shown(value: Any) -> str:
    """The short plain value that came back, said after the type it should have had (", not 'yes'"), so a learner sees
    what came back (the text "yes" for True); nothing for any other value. Read with the types' own methods: a
    learner's subclass cannot run code here."""
    kind = type(value)
    if kind is str and len(value) <= SHOWN_MOST:
        written = str.__repr__(value)
    elif kind is str:
        written = str.__repr__(value[:SHOWN_MOST]) + "…"
    elif kind is bool:
        written = "True" if value else "False"
    elif kind is int and int.bit_length(value) < 64:
        written = int.__repr__(value)
    elif kind is float:
        written = float.__repr__(value)
    else:
        return ""
    return f", not {written}"


# The characters of a text shown by `shown`: enough to recognise it, short enough for one line.
SHOWN_MOST = 30


def answer_digest(items: list[str]) -> str:
    """A digest of a list of strings (grader/run/runner.py holds the same function): the count, each length,
    then the characters, so no two lists share the bytes hashed. Sent instead of a long answer; the grader
    compares it with the expected answer's and asks for the answer itself when they differ."""
    hashed = _blake2b(digest_size=32)
    hashed.update(f"{len(items)}:{','.join(map(str, map(len, items)))}:".encode())
    hashed.update("".join(items).encode("utf-8", "surrogatepass"))
    return hashed.hexdigest()


# A changed copy of the learner's code runs at most this many Python lines per call (its import too): a copy whose
# loop no longer ends is stopped by count, the same on any machine, within milliseconds (the inputs are small: a
# right answer on a few hundred words takes a few thousand lines).
VARIANT_STEPS = 20_000
# A case that did not shrink (its failure needs its length) may take more: its copies get up to this many, and
# are only the few that fix the small inputs.
VARIANT_STEPS_MOST = 2_500_000
# …and at most this many times the lines the learner's own code ran on the same input (and 1,000 more), unless the
# request asks for another margin (never more than VARIANT_MARGIN_MOST).
VARIANT_MARGIN = 4
VARIANT_MARGIN_MOST = 64
# …and never fewer than this many lines for each character of the input as written: a copy that mends a mistake
# which made the learner's code skip most of its input (a split that stopped after 32 words) must read all of it.
VARIANT_LINES_PER_CHARACTER = 2
# A round of a few copies (one that asks a margin wider than VARIANT_MARGIN: those right on every small input) may
# do all of the work, which for check_the_cut is a search of every piece at every overlap (a generator used up by
# counting it skipped it all; 2 a character let the right copy run out on the long case). Only there: in a round
# of hundreds of copies the endless ones would each spend it, and the search prices its rounds by what they spent.
FEW_LINES_PER_CHARACTER = 20
# An input this short (its text as written) that the learner's own code runs this many lines on never ends there
# (and the learner's run is not asked for a million lines on every request). A right answer on it takes a few
# hundred lines, a few thousand at most: its copies get ENDLESS_LINES_PER_CHARACTER lines for each of its
# characters, ENDLESS_STEPS_LEAST at least, VARIANT_STEPS at most, so that the hundreds of copies whose loop still
# never ends spend little of the search's budget.
SHORT_INPUT_CHARACTERS = 1_000
SHORT_INPUT_STEPS_MOST = 20_000
ENDLESS_LINES_PER_CHARACTER = 20
ENDLESS_STEPS_LEAST = 2_000
# A copy still running after this many seconds is stopped by a timer: a backstop for a loop the line count no
# longer sees (its raise was dropped in a finaliser), long enough that load never decides what a copy answers.
VARIANT_ALARM_SECONDS = 2.0


class _OutOfSteps(BaseException):
    """Raised inside a changed copy that ran past its lines: not an Exception, so its `except Exception` cannot
    eat it (run_function reports it as any other raise: no answer)."""


def within_steps(function: Callable[[], Any], limit: int, spent: list[int] | None = None) -> Any:
    """Call `function()`, raising _OutOfSteps inside it once it has run `limit` lines (how many it ran is appended
    to `spent`). The raise lands on a line event only: one in a generator being closed would be printed and
    dropped, tracing off. Where a raise is dropped anyway (a finaliser's lines), a timer raises again and again
    until the call ends (Unix; elsewhere the grader's deadline on the request ends the worker)."""
    taken = 0

    def count(frame: FrameType, event: str, argument: Any) -> Any:
        nonlocal taken
        if event == "line" or event == "call":
            taken += 1
            if taken > limit and event == "line":
                raise _OutOfSteps
        return count

    alarm = _alarm_every(VARIANT_ALARM_SECONDS)
    sys.settrace(count)
    try:
        return function()
    finally:
        sys.settrace(None)
        if alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
        if spent is not None:
            spent.append(taken)


def _alarm_every(seconds: float) -> bool:
    """Raise _OutOfSteps every `seconds` from now on (until the timer is cleared); False where it cannot be."""
    if not hasattr(signal, "setitimer"):
        return False

    def ring(number: int, frame: FrameType | None) -> None:
        raise _OutOfSteps

    signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds, seconds / 4)
    return True


def partial_call(function: Callable[..., Any], *args: Any, **kwargs: Any) -> Callable[[], Any]:
    """`function` with its arguments, called later (functools is not imported into every worker for this)."""

    def call() -> Any:
        return function(*args, **kwargs)

    return call


def _lines_by_length(inputs: list[Any]) -> list[int]:
    """Each input's budget of lines by its length alone: VARIANT_STEPS, or ENDLESS_LINES_PER_CHARACTER for each of
    its characters, at most VARIANT_STEPS_MOST."""
    by_length = (ENDLESS_LINES_PER_CHARACTER * len(repr(each)) for each in inputs)
    return [min(VARIANT_STEPS_MOST, max(VARIANT_STEPS, lines)) for lines in by_length]


def _all_ok(replies: list[dict[str, Any]], past_steps: bool = False) -> bool:
    """A copy that raised or ran out of lines on one input is not right on all: its later inputs are not run (with
    `past_steps`, running out of lines is no sign of a wrong copy, and the later inputs are run)."""
    return not replies or replies[-1]["status"] == "ok" or (past_steps and replies[-1]["status"] == "steps")


class Invalid(Exception):
    """The answer has the wrong type or shape."""


class Endless(Exception):
    """An iterator that kept yielding past any sensible answer: as good as a call that never ends."""


def as_str_list(value: Any, what: str) -> list[str]:
    if type(value) is not list:
        raise Invalid(f"{what} returned {describe(value)}; it must return a list of strings{shown(value)}")
    return checked_items(value, what)


def checked_items(items: Any, what: str, most: int = MAX_ITEMS) -> list[str]:
    result: list[str] = []
    total = 0
    for index, item in enumerate(items):
        if type(item) is not str:
            raise Invalid(f"item {index} of what {what} returned is {describe(item)}; it must be a str{shown(item)}")
        total += len(item)
        if index >= most or total > MAX_ANSWER_CHARS:
            raise Invalid(f"{what} produced more than {most:,} chunks or {MAX_ANSWER_CHARS:,} characters")
        result.append(str.__str__(item))
    return result


# Each chunk of a text starts later in it than the one before, so an iterator never has more chunks than its text has
# characters: many times more (and a floor for tiny texts) is one that never ends, whatever the machine's speed (a
# time limit alone would cut it off at a count that depends on the machine).
CHUNKS_PER_CHARACTER = 10
CHUNKS_FLOOR = 1_000


def chunks_most(arguments: Mapping[str, Any] | None) -> int:
    """The most chunks an iterator over these arguments' texts may yield before it counts as endless."""
    if not arguments:
        return MAX_ITEMS
    characters = sum(len(value) for value in arguments.values() if isinstance(value, str))
    return min(MAX_ITEMS, CHUNKS_FLOOR + CHUNKS_PER_CHARACTER * characters)


def as_iterator(value: Any, take: int | None, what: str, most: int = MAX_ITEMS) -> list[str]:
    kind = type(value)
    if kind in (list, tuple, str) or not hasattr(kind, "__next__"):
        raise Invalid(
            f"{what} returned {describe(value)}, not an iterator; yield the chunks one at a time "
            "(a generator function) so the caller can stop early"
        )
    if take is None:
        try:
            return checked_items(value, what, most)
        except Invalid as problem:
            if "more than" in str(problem):
                raise Endless(
                    f"{what} kept yielding chunks: more than {most:,} without stopping. "
                    "Look for a loop whose position never moves forward, or one with no way to stop."
                ) from None
            raise
    items = []
    for _ in range(take):
        try:
            items.append(next(value))
        except StopIteration:
            break
    return checked_items(items, what)


def as_bool(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise Invalid(f"{what} returned {describe(value)}; it must return True or False{shown(value)}")
    return bool(value)


# A whole number in an answer fits 64 bits: a larger one cannot be written as JSON (Python refuses to print an
# int of more than 4,300 digits), and no exercise's answer is one.
LARGEST_INT = 2**63


def as_index(value: Any, what: str) -> int:
    if type(value) is not int:
        raise Invalid(f"{what} is {describe(value)}; it must be an int{shown(value)}")
    number = int.__index__(value)
    if not -LARGEST_INT <= number < LARGEST_INT:
        raise Invalid(f"{what} is a whole number of {number.bit_length()} bits; no answer is that large")
    return number


def as_number(value: Any, what: str) -> float:
    if type(value) not in (int, float):
        raise Invalid(f"{what} is {describe(value)}; it must be a float{shown(value)}")
    try:
        number = float(value)
    except OverflowError:
        number = float("inf")
    if number - number != 0:  # NaN or an infinity
        raise Invalid(f"{what} is {value!r:.40}; it must be a finite float")
    return number


def as_scored(value: Any, what: str) -> list[Any]:
    """tuple[int, float]: (index, similarity), sent as a list (JSON has no tuples)."""
    if type(value) not in (tuple, list) or len(value) != 2:
        raise Invalid(f"{what} returned {describe(value)}; it must return a pair (index, similarity){shown(value)}")
    return [as_index(value[0], f"the index {what} returned"), as_number(value[1], f"the similarity {what} returned")]


def as_cut_rows(value: Any, what: str) -> list[list[Any]]:
    """list[tuple[int, int, float, bool]]: rows (overlap, pieces, similarity, whole)."""
    if type(value) is not list:
        raise Invalid(f"{what} returned {describe(value)}; it must return a list of rows{shown(value)}")
    rows = []
    for number, row in enumerate(value):
        if number >= MAX_ITEMS:
            raise Invalid(f"{what} produced more than {MAX_ITEMS:,} rows")
        if type(row) not in (tuple, list) or len(row) != 4:
            raise Invalid(f"row {number} of what {what} returned is {describe(row)}, not a tuple of 4 values")
        if type(row[3]) is not bool:
            last = row[3]
            raise Invalid(f"the last value of row {number} is {describe(last)}; it must be True or False{shown(last)}")
        rows.append(
            [
                as_index(row[0], f"the overlap in row {number}"),
                as_index(row[1], f"the number of pieces in row {number}"),
                as_number(row[2], f"the similarity in row {number}"),
                bool(row[3]),
            ]
        )
    return rows


# Each return kind's conversion (the grader's table is RETURN_KINDS in run/model.py; this file runs alone, so it
# keeps its own): the value as plain JSON data, or Invalid. `take` and the call's arguments are read by the lazy kind
# only (how many chunks its texts allow).
CONVERSIONS: dict[str, Callable[[Any, str, int | None, Mapping[str, Any] | None], Any]] = {
    "list[str]": lambda value, what, take, arguments: as_str_list(value, what),
    "iterator[str]": lambda value, what, take, arguments: as_iterator(value, take, what, chunks_most(arguments)),
    "bool": lambda value, what, take, arguments: as_bool(value, what),
    "int": lambda value, what, take, arguments: as_index(value, f"what {what} returned"),
    "float": lambda value, what, take, arguments: as_number(value, f"what {what} returned"),
    "tuple[int, float]": lambda value, what, take, arguments: as_scored(value, what),
    "list[tuple[int, int, float, bool]]": lambda value, what, take, arguments: as_cut_rows(value, what),
}


def convert(value: Any, returns: str, take: int | None, arguments: Mapping[str, Any] | None = None) -> Any:
    """The answer as plain JSON data, or Invalid. Runs the learner's iterators, so it is timed too."""
    conversion = CONVERSIONS.get(returns)
    if conversion is None:
        raise Invalid(f"unknown return kind {returns!r}")
    return conversion(value, "solve", take, arguments)


# The learner's source by path: once locked down the worker cannot read the file again, so the lines a
# traceback shows come from here.
_SOURCES: dict[str, bytes] = {}


def _traceback() -> types.ModuleType:
    try:
        import linecache
        import traceback  # only failures need it
    except ImportError:  # learner code put None in sys.modules["traceback"]
        sys.modules.pop("traceback", None)
        sys.modules.pop("linecache", None)
        import linecache
        import traceback
    for path, source in _SOURCES.items():
        if path not in linecache.cache:
            lines = source.decode("utf-8", "replace").splitlines(keepends=True)
            linecache.cache[path] = (len(source), None, lines, path)
    return traceback


# A recursion a million deep has a million frames: the first and last few tell the story, and reading
# them all (source lines included) would take seconds and megabytes.
TRACEBACK_ENDS = 20
# An exception's message is the learner's text: a 100 MB message must not cross the channel.
MESSAGE_LIMIT = 2000


def learner_traceback(error: BaseException, tb: TracebackType | None) -> str:
    """The traceback with the grader's own frames cut away: only the learner's code is shown."""
    steps = []
    while tb is not None:
        filename = tb.tb_frame.f_code.co_filename
        if filename != THIS_FILE and not filename.startswith("<frozen"):
            steps.append(tb)
        tb = tb.tb_next
    cut = max(0, len(steps) - 2 * TRACEBACK_ENDS)
    parts = [steps[:TRACEBACK_ENDS], steps[-TRACEBACK_ENDS:]] if cut else [steps]
    shown = [_traceback().format_list(_traceback().StackSummary.extract(_walk(part))) for part in parts]
    lines = ["Traceback (most recent call last):\n"] if steps else []
    lines += shown[0]
    if cut:
        lines += [f"  ... ({cut:,} more frames cut)\n", *shown[1]]
    lines += exception_lines(error)
    return "".join(lines)


def _walk(steps: list[TracebackType]) -> Iterator[tuple[FrameType, int]]:
    return ((step.tb_frame, step.tb_lineno) for step in steps)


def exception_lines(error: BaseException) -> list[str]:
    """`Type: message` (a SyntaxError adds where), each line cut to MESSAGE_LIMIT characters."""
    try:
        lines = _traceback().format_exception_only(type(error), error)
    except BaseException:  # a learner's __str__ may raise anything, even SystemExit
        lines = [type(error).__name__ + "\n"]
    return [
        line if len(line) <= MESSAGE_LIMIT else line[:MESSAGE_LIMIT] + f"… ({len(line):,} characters)\n"
        for line in lines or [type(error).__name__ + "\n"]
    ]


def exception_line(error: BaseException) -> str:
    return exception_lines(error)[-1].strip()


def short_repr(value: Any) -> str:
    """repr() of a learner's object, which may raise or be enormous."""
    try:
        text = repr(value)
    except BaseException:
        return f"<{type(value).__name__}>"
    return text if len(text) <= 200 else text[:200] + "…"


class Capture:
    """Per-case capture of everything the learner prints, at the Python level and the fd level."""

    def __init__(self, scratch_fd: int) -> None:
        self.scratch_fd = scratch_fd

    def start(self, limit: int = OUTPUT_LIMIT) -> tuple[BoundedSink, BoundedSink]:
        _lseek(self.scratch_fd, 0, os.SEEK_SET)
        _ftruncate(self.scratch_fd, 0)
        out, err = BoundedSink(limit), BoundedSink(OUTPUT_LIMIT)
        sys.stdout, sys.stderr = new_stream(out), new_stream(err)
        return out, err

    def stop(self) -> str:
        """Restore the streams and return what reached the file descriptors directly."""
        for stream in (getattr(sys, "stdout", None), getattr(sys, "stderr", None)):
            try:  # noqa: SIM105  (contextlib stays unimported in the worker: start-up time)
                stream.flush()  # type: ignore[union-attr]
            except Exception:  # the learner may have closed or replaced the stream
                pass
        sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
        size = _lseek(self.scratch_fd, 0, os.SEEK_END)
        _lseek(self.scratch_fd, 0, os.SEEK_SET)
        raw = _read(self.scratch_fd, min(size, OUTPUT_LIMIT)) if size else b""
        text = raw.decode("utf-8", errors="replace")
        if size > OUTPUT_LIMIT:
            text += f"\n… ({size - OUTPUT_LIMIT:,} more bytes of output cut)"
        return text


def joined_output(*parts: str) -> str:
    return "".join(part if part.endswith("\n") or not part else part + "\n" for part in parts)


def failure(error: BaseException, tb: TracebackType | None, exited_as: str) -> dict[str, Any]:
    """The response for an exception that escaped the learner's code."""
    if isinstance(error, MemoryError):
        return {
            "status": "memory",
            "detail": "MemoryError: ran out of the memory allowed to one case",
            "traceback": learner_traceback(error, tb),
        }
    if isinstance(error, SystemExit):
        return {
            "status": "crash",
            "detail": f"{exited_as} called sys.exit({short_repr(error.code)})",
            "traceback": learner_traceback(error, tb),
        }
    if isinstance(error, RecursionError):
        return {
            "status": "error",
            "detail": "RecursionError: the recursion never stopped (or went too deep)",
            "traceback": learner_traceback(error, tb),
        }
    return {"status": "error", "detail": exception_line(error), "traceback": learner_traceback(error, tb)}


def exit_status(code: Any) -> int:
    """The status a process ending with sys.exit(code) reports. The system keeps only the low 8 bits:
    sys.exit(256) succeeds in a real run, so it must not pass here as a rejected input."""
    if code is None:
        return 0
    if not isinstance(code, int):
        return 1  # sys.exit("message") prints the message and fails
    value = int.__index__(code)  # an int subclass's own operators are the learner's code: not called
    return value & 0xFF if -(1 << 63) <= value < (1 << 63) else 255


def changed_arguments(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """The arguments a call changed, each with its value after the call (shown only when it is plain data)."""
    changed: dict[str, Any] = {}
    for name, value in before.items():
        now = after.get(name)
        try:
            same = type(now) is type(value) and now == value
        except Exception:
            same = False
        if not same:
            plain = isinstance(now, list) and all(type(item) in (str, int) for item in now)
            changed[name] = list(now) if plain and isinstance(now, list) else None
    return changed


def check_signature(solve: Any, arguments: list[str]) -> None:
    """solve must accept these keyword arguments: a plain function is read from its code object (fast)."""
    wanted = ", ".join(arguments)
    if type(solve) is types.FunctionType:
        code = solve.__code__
        named = code.co_varnames[code.co_posonlyargcount : code.co_argcount + code.co_kwonlyargcount]
        takes_any = bool(code.co_flags & 0x08)  # **kwargs
        unknown = [name for name in arguments if name not in named and not takes_any]
        required = code.co_varnames[code.co_posonlyargcount : code.co_argcount]
        required = required[: len(required) - len(solve.__defaults__ or ())]
        missing = [name for name in required if name not in arguments]
        kw_required = [
            name
            for name in code.co_varnames[code.co_argcount : code.co_argcount + code.co_kwonlyargcount]
            if name not in (solve.__kwdefaults__ or {}) and name not in arguments
        ]
        positional_only = code.co_varnames[: code.co_posonlyargcount]
        problems = (
            [f"it has no parameter {name!r}" for name in unknown]
            + [f"it also needs {name!r}, which is never given" for name in missing + kw_required]
            + [f"{name!r} cannot be given by name" for name in positional_only if name in arguments]
        )
        if problems:
            raise TypeError(f"solve must accept ({wanted}): " + "; ".join(problems))
        return
    import inspect

    try:
        inspect.signature(solve).bind(**dict.fromkeys(arguments))
    except TypeError as error:
        raise TypeError(f"solve must accept ({wanted}): {error}") from None
    except ValueError:
        pass  # builtins without a signature: let the call decide


class Worker:
    def __init__(self, channel: Channel, capture: Capture, sandbox_code: CodeType | OSError | None) -> None:
        self.channel = channel
        self.capture = capture
        self.sandbox_code = sandbox_code
        self.solve: Any = None
        self.namespace: dict[str, Any] = {}
        # The lines the changed copies of one variants request ran (its budget: most_steps).
        self.spent: list[int] = []
        self.code: CodeType | None = None
        self.path = ""
        self.source = b""
        self.returns = "list[str]"
        # The last answer sent as a digest, for a `resend` request (the grader wants it when the digest differs).
        self.kept: list[str] | None = None

    def setup(self, message: dict[str, Any]) -> dict[str, Any]:
        self.path = os.path.abspath(message["file"])
        self.returns = message["returns"]
        if message.get("token"):  # sent to a forked worker only (a started one's is in its environment already)
            _set_token(TOKEN_VARIABLE, str(message["token"]))
        try:
            # Read while the file can still be read: once locked down, only the scratch folder can.
            with open(self.path, "rb") as file:
                self.source = _SOURCES[self.path] = file.read()
            held = self.lock_down(message)
        except OSError as error:
            return {"status": "crash", "detail": f"the worker could not be set up: {error}"}
        # The grader times the import from this message (its clock, not ours: learner code shares this process).
        # It is the last one sent before any learner code runs, so it alone says what held: any later line may
        # be the learner's.
        self.channel.send({"status": "importing", "isolation": held})
        self.capture.start()
        try:
            if self.returns == "stdout":
                self.load_program()
            else:
                self.load_function(message.get("arguments") or [])
        except BaseException as error:  # anything the import does is the learner's
            output = self.capture.stop()
            response = failure(error, error.__traceback__, "importing the file")
            response["status"] = "crash" if isinstance(error, SystemExit) else "unloadable"
            if isinstance(error, MemoryError):
                response["status"] = "memory"
            response["output"] = output
            return response
        output = self.capture.stop()
        return {"status": "loaded", "output": output}

    def lock_down(self, message: dict[str, Any]) -> dict[str, Any]:
        """Limits, then the sandbox the setup asks for; what held, as plain data for the report."""
        scratch = message.get("scratch") or ""
        held: dict[str, Any] = {"memory_mb": limit_memory(int(message.get("memory_mb", 0)))}
        mode = message.get("sandbox", "auto")
        sandbox = load_sandbox(self.sandbox_code) if mode != "off" else None
        budget = message.get("scratch_budget") or {}
        if sandbox is not None and scratch and budget:
            # Before the folder is first used: the cwd must be the tmpfs, not the folder beneath it.
            held["scratch_private"] = sandbox.private_scratch(
                scratch, max_bytes=int(budget["bytes"]), max_files=int(budget["files"])
            )
        if scratch:
            os.chdir(scratch)  # relative paths and temporary files land in the private folder
            for name in ("TMPDIR", "TEMP", "TMP"):
                os.environ[name] = scratch
        if sandbox is None:
            return held
        read = [*sandbox.python_read_paths(), THIS_FILE, SANDBOX_FILE]
        protections = sandbox.lock_down(read=read, read_write=[scratch] if scratch else [], scratch_bytes=SCRATCH_LIMIT)
        held.update(protections.as_dict())
        return held

    def load_program(self) -> None:
        self.code = compile(self.source, self.path, "exec")

    def load_function(self, arguments: list[str]) -> None:
        module = types.ModuleType(LEARNER_MODULE)
        module.__file__ = self.path
        module.__dict__["__builtins__"] = builtins  # the real ones: the worker keeps a copy of its own
        sys.modules[LEARNER_MODULE] = module
        exec(compile(self.source, self.path, "exec"), module.__dict__)
        solve = getattr(module, "solve", None)
        if solve is None:
            raise NameError("the file has no function named `solve` (check the spelling)")
        if not callable(solve):
            raise TypeError(f"`solve` is {describe(solve)}, not a function")
        if arguments:
            check_signature(solve, arguments)
        self.solve = solve
        # What the import left, for changed copies of the file's functions (run_variants): defined over a copy of
        # it, they run none of the module's own code again.
        self.namespace = dict(module.__dict__)

    def run_function(self, message: dict[str, Any]) -> dict[str, Any]:
        self.kept = None
        out, err = self.capture.start()
        started = _clock()
        try:
            arguments = expanded(message["input"])
            # The clock restarts once generated texts are built: `seconds` is the learner's time alone.
            started = _clock()
            # Asked to watch the arguments (the call contract): a copy taken before, compared after the answer.
            before = _deepcopy(arguments) if message.get("watch") else None
            value = self.solve(**arguments)
            answer = convert(value, self.returns, message.get("take"), arguments)
            # A timing run (the reference calibrating a perf case) needs no answer: sending it costs time.
            response: dict[str, Any] = {"status": "ok", "value": None if message.get("discard") else answer}
            if before is not None:
                response["changed"] = changed_arguments(before, arguments)
        except Invalid as problem:
            response = {"status": "invalid", "detail": str(problem)}
        except Endless as problem:
            response = {"status": "timeout", "detail": str(problem)}
        except BaseException as error:
            response = failure(error, error.__traceback__, "solve")
        finally:
            seconds = _clock() - started
            direct = self.capture.stop()
        response["seconds"] = seconds
        response["output"] = joined_output(out.text(), err.text(), direct)
        if message.get("digest") and response["status"] == "ok" and type(response["value"]) is list:
            self.kept = response.pop("value")
            response["digest"] = answer_digest(self.kept)
        return response

    def resend(self) -> dict[str, Any]:
        """The answer the last digest stood for."""
        if self.kept is None:
            return {"status": "crash", "detail": "the worker kept no answer to send"}
        return {"status": "ok", "value": self.kept}

    def run_program(self, message: dict[str, Any]) -> dict[str, Any]:
        out, err = self.capture.start(PROGRAM_OUTPUT_LIMIT)
        sys.stdin = program_stdin(expanded(message["input"])["stdin"])
        sys.argv = [self.path]
        namespace = {"__name__": "__main__", "__file__": self.path, "__builtins__": builtins}
        started = _clock()
        exit_code: Any = 0
        response: dict[str, Any] = {}
        try:
            assert self.code is not None
            exec(self.code, namespace)
        except SystemExit as stop:
            exit_code = stop.code
        except BaseException as error:
            response = failure(error, error.__traceback__, "the program")
        finally:
            seconds = _clock() - started
            direct = self.capture.stop()
            sys.stdin = sys.__stdin__
            point_at_null(0)
        if not response:
            code = exit_status(exit_code)
            if exit_code is not None and not isinstance(exit_code, int):
                err.write(str(exit_code).encode() + b"\n")  # sys.exit("message") prints it
            response = {
                "status": "ok",
                "value": {"stdout": out.kept.decode("utf-8", "replace"), "exit_code": code, "stderr": err.text()},
            }
            if out.dropped:
                response = {
                    "status": "invalid",
                    "detail": f"the program printed more than {PROGRAM_OUTPUT_LIMIT:,} bytes",
                }
        response["seconds"] = seconds
        response["output"] = (
            joined_output(err.text(), direct)
            if response["status"] == "ok"
            else joined_output(out.text(), err.text(), direct)
        )
        return response

    def run_variants(self, message: dict[str, Any]) -> dict[str, Any]:
        """Changed copies of the learner's file (the grader's search for one change that makes it right), each
        loaded afresh and run on the same small inputs, every call under a budget of lines: status and answer
        only, prints dropped. None for a copy that does not load. A function's copy holds the file's definitions
        alone (the grader blanks the rest), defined over what the file's import left; a program's is the whole
        program, as each of its runs is. The grader replaces this worker afterwards."""
        inputs, most = message["inputs"], int(message.get("most_steps") or 0)
        margin = min(VARIANT_MARGIN_MOST, max(1, int(message.get("margin") or VARIANT_MARGIN)))
        kept = self.code
        self.spent = []
        results: list[list[dict[str, Any]] | None] = []
        self.capture.start()
        try:
            past = message.get("past_steps") is True
            # A search for a sign of a wrong copy passes over an input a copy runs out of lines on: it needs no
            # margin of the learner's own run (on which the learner's code may never end, a million lines each).
            steps = _lines_by_length(inputs) if past else self._steps_each(inputs, margin)
            for source in message["variants"]:
                if most and sum(self.spent) > most:
                    break  # the search's budget of lines is spent: the grader states nothing from a search cut short
                results.append(self._variant_answers(source, inputs, steps, past=past))
        finally:
            self.capture.stop()
            self.code = kept
        complete = len(results) == len(message["variants"])
        results += [None] * (len(message["variants"]) - len(results))
        return {"status": "ok", "variants": results, "steps": sum(self.spent), "complete": complete}

    def _steps_each(self, inputs: list[Any], margin: int) -> list[int]:
        """Each input's budget of lines: `margin` times what the learner's own code ran on it (a copy that runs far
        longer has a loop that no longer ends), never more than VARIANT_STEPS_MOST."""
        budgets = []
        for each in inputs:
            written = len(repr(each))
            most = SHORT_INPUT_STEPS_MOST if written <= SHORT_INPUT_CHARACTERS else VARIANT_STEPS_MOST
            spent: list[int] = []
            try:
                if self.returns == "stdout":
                    within_steps(partial_call(self.run_program, {"input": each}), most, spent)
                else:
                    within_steps(self._answering(self.solve, each), most, spent)
            except BaseException:  # its own raise, or its lines spent: the budget is what it ran
                pass
            own = spent[0] if spent else most
            floor = (FEW_LINES_PER_CHARACTER if margin > VARIANT_MARGIN else VARIANT_LINES_PER_CHARACTER) * written
            if own >= most and most == SHORT_INPUT_STEPS_MOST:
                budgets.append(min(VARIANT_STEPS, max(ENDLESS_STEPS_LEAST, ENDLESS_LINES_PER_CHARACTER * written)))
            else:
                budgets.append(min(VARIANT_STEPS_MOST, max(margin * own + 1_000, floor)))
        return budgets

    def _variant_answers(
        self, source: str, inputs: list[Any], steps: list[int], *, past: bool = False
    ) -> list[dict[str, Any]] | None:
        try:
            code = compile(source, self.path, "exec")
        except BaseException:  # a copy that does not compile gives no answers
            return None
        if self.returns == "stdout":
            self.code = code
            replies: list[dict[str, Any]] = []
            for each, budget in zip(inputs, steps, strict=True):
                replies.append(self._variant_run(each, budget) if _all_ok(replies, past) else {"status": "error"})
            return replies
        module = dict(self.namespace)  # the file's functions, defined again over what its import left
        try:
            within_steps(partial_call(exec, code, module), VARIANT_STEPS, self.spent)
        except BaseException:  # nor one whose import fails
            return None
        solve = module.get("solve")
        if not callable(solve):
            return None
        answers: list[dict[str, Any]] = []
        for each, budget in zip(inputs, steps, strict=True):
            answers.append(self._variant_call(solve, each, budget) if _all_ok(answers, past) else {"status": "error"})
        return answers

    def _variant_run(self, each: dict[str, Any], steps: int) -> dict[str, Any]:
        try:
            reply = within_steps(partial_call(self.run_program, {"input": each}), steps, self.spent)
            return {"status": reply["status"], "value": reply.get("value")}
        except _OutOfSteps:  # its lines spent outside the program's own run
            return {"status": "steps"}
        except BaseException:  # a limit that landed outside the program's own run
            return {"status": "error"}

    def _answering(self, solve: Callable[..., Any], each: dict[str, Any]) -> Callable[[], Any]:
        """`solve` on `each`, its answer converted: inside a budget, an iterator's items are counted too (one may
        never end)."""
        arguments = expanded(each)

        def answer() -> Any:
            return convert(solve(**arguments), self.returns, None, arguments)

        return answer

    def _variant_call(self, solve: Callable[..., Any], each: dict[str, Any], steps: int) -> dict[str, Any]:
        try:
            return {"status": "ok", "value": within_steps(self._answering(solve, each), steps, self.spent)}
        except Invalid:
            return {"status": "invalid"}
        except _OutOfSteps:  # its lines spent: no answer, and no sign of a wrong one
            return {"status": "steps"}
        except BaseException:  # its raise or a limit: no answer
            return {"status": "error"}

    def serve(self) -> None:
        setup = self.channel.receive()
        if setup is None:
            return
        loaded = self.setup(setup)
        self.channel.send(loaded)
        if loaded["status"] != "loaded":
            return
        while True:
            message = self.channel.receive()
            if message is None:
                return
            run = self.run_program if self.returns == "stdout" else self.run_function
            if message.get("resend"):
                response = self.resend()
            elif "variants" in message:
                response = self.run_variants(message)
            elif "inputs" in message:
                # Many small inputs in one request (the random phase): one reply each, in order; with `watch`, each
                # says which arguments its call changed.
                watch = bool(message.get("watch"))
                replies = [run({"input": each, "watch": watch}) for each in message["inputs"]]
                response = {"status": "ok", "replies": replies}
            else:
                response = run(message)
            response["id"] = message["id"]
            self.channel.send(response)


def program_stdin(text: str) -> io.TextIOWrapper:
    """The case's stdin on file descriptor 0 itself, so sys.stdin.buffer, open(0) and os.read(0, n) all read
    it, as in a real run: a file in the scratch folder (the sandbox refuses memfds), removed at once and open
    read-only, so the program cannot grow it. A text past the worker's file-size cap is given to sys.stdin alone."""
    data = text.encode("utf-8")
    path = os.path.join(os.getcwd(), f".kata-stdin-{os.getpid()}")
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except OSError:
        return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", newline="\n")
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
        reader = os.open(path, os.O_RDONLY)
    except OSError:
        return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", newline="\n")
    finally:
        try:  # noqa: SIM105  (contextlib stays unimported in the worker: start-up time)
            os.unlink(path)
        except OSError:
            pass
    move_to(reader, 0)
    return io.TextIOWrapper(io.BufferedReader(io.FileIO(0, "r", closefd=False)), encoding="utf-8", newline="\n")


def point_at_null(fd: int) -> None:
    move_to(os.open(os.devnull, os.O_RDONLY), fd)


def move_to(fd: int, target: int) -> None:
    """Make `target` the file `fd` is open on. (The learner may have closed `target`: then `fd` is it.)"""
    if fd != target:
        os.dup2(fd, target)
        os.close(fd)


def limit_memory(memory_mb: int) -> int:
    """Cap the address space before any learner code runs; the cap in MiB, or 0 where the system has none."""
    try:
        import resource  # POSIX only: Windows caps the worker's memory from outside (a Job Object)
    except ImportError:
        return 0
    if memory_mb <= 0:
        return 0
    limit = memory_mb * 1024 * 1024
    try:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ValueError, OSError):  # macOS refuses a limit below what is already mapped
        return 0
    return memory_mb


def limit_resources() -> None:
    """No core files; writes past the scratch cap fail with an error instead of killing the worker."""
    try:
        import resource
    except ImportError:
        return
    if hasattr(signal, "SIGXFSZ"):
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    for name, value in (("RLIMIT_FSIZE", SCRATCH_LIMIT), ("RLIMIT_CORE", 0)):
        try:  # noqa: SIM105  (contextlib stays unimported in the worker: start-up time)
            resource.setrlimit(getattr(resource, name), (value, value))
        except (ValueError, OSError):
            pass


def compile_sandbox() -> CodeType | OSError | None:
    """grader/run/sandbox.py's code: as the grader compiled it and sent it down the pipe with this file's (the
    bootstrap puts it in KATA_SANDBOX_CODE), or compiled here from its source when run as a script; never from a
    cache file someone else could write. None off Linux; the error, raised at set-up, when it cannot be read."""
    if not sys.platform.startswith("linux"):
        return None
    sent = globals().get("KATA_SANDBOX_CODE")
    if sent is not None:
        return sent
    try:
        with open(SANDBOX_FILE, "rb") as file:
            return compile(file.read(), SANDBOX_FILE, "exec")
    except OSError as error:
        return error


def load_sandbox(code: CodeType | OSError | None) -> Any:
    """grader/run/sandbox.py as a module, from its code compiled as the worker started."""
    if isinstance(code, OSError):
        raise code
    if code is None:
        return None
    module = types.ModuleType("kata_sandbox")
    module.__file__ = SANDBOX_FILE
    sys.modules["kata_sandbox"] = module
    exec(code, module.__dict__)
    return module


def die_with_grader(grader_pid: int) -> None:
    """End this worker when the grader ends, however it ends (even SIGKILL), so no worker outlives it.

    Linux: the kernel kills us when our parent dies. Elsewhere a thread notices the parent is gone.
    """
    if sys.platform.startswith("linux") and os.environ.get("KATA_PORTABLE") != "1":
        try:
            import ctypes

            pr_set_pdeathsig = 1
            ctypes.CDLL(None).prctl(pr_set_pdeathsig, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass
        else:
            if os.getppid() != grader_pid:  # the grader died before the call: nobody would signal us
                os._exit(0)
            return
    import threading

    exit_now, parent = os._exit, os.getppid

    def watch() -> None:
        while parent() == grader_pid:
            time.sleep(0.25)
        exit_now(0)

    threading.Thread(target=watch, name="kata-grader-watch", daemon=True).start()


def isolate_stdio() -> int:
    """Point fds 0, 1 and 2 away from the grader: stdin at /dev/null, output at a scratch file."""
    point_at_null(0)
    try:
        scratch = os.memfd_create("kata-output")
    except (AttributeError, OSError):
        import tempfile

        scratch = os.dup(tempfile.TemporaryFile().fileno())  # noqa: SIM115 (kept open as fds 1 and 2)
    os.dup2(scratch, 1)
    os.dup2(scratch, 2)
    return scratch


def main(argv: list[str]) -> int:
    # The grader is the parent: its pid is never on the command line, where any process could read it. A zygote
    # returns only in a worker it forked (which the grader has adopted): both serve from here, as deep in the stack.
    grader_pid = zygote(0) if argv[-1:] == ["zygote"] else os.getppid()
    serve(grader_pid)
    return 0


LEARNER_FRAMES = 3000


def _depth() -> int:
    """How many frames deep the caller is."""
    frame: FrameType | None = sys._getframe(1)
    depth = 0
    while frame is not None:
        frame, depth = frame.f_back, depth + 1
    return depth


def serve(grader_pid: int) -> None:
    """Be a worker: on the stdin and stdout the grader gave us, until the grader closes the channel."""
    # The channel is moved aside before anything else runs.
    request_fd, response_fd = os.dup(0), os.dup(1)
    scratch = isolate_stdio()
    limit_resources()
    # The learner's calls get the same depth however this worker started (as a script, from the code the grader
    # sent, or forked): what a limit of 3,000 left them when worker.py ran as a script (the frames this worker
    # stands on counted, less the one such a script's own stack had below its main()).
    sys.setrecursionlimit(LEARNER_FRAMES + _depth() - 1)
    die_with_grader(grader_pid)
    worker = Worker(Channel(request_fd, response_fd), Capture(scratch), compile_sandbox())
    worker.serve()
    # A non-daemon thread the learner left running must not keep this process alive.
    os._exit(0)


# ---- The fork server (Linux, `kata batch`): workers forked from a process that has started already.
#
# A batch starts a worker for every submission, and much of a worker's cost is its start: Python, this module and
# ctypes (~14 ms of the ~34 ms before the learner's file is loaded). The zygote is this module, run by the grader
# as its child with a control socket on its stdin; it runs no learner code and is told nothing about any worker
# (a request is a nonce and the worker's two pipes). For each request it forks twice: the middle process exits at
# once, so the worker is adopted by the grader (a child subreaper), which can then wait for it, kill it and read
# its exit status as it does for a worker it started itself.
ZYGOTE_TOKEN_PLACEHOLDER = "0" * 16


def zygote(control_fd: int) -> int:
    """Serve fork requests on `control_fd` (a Unix socket) until the grader closes it. Returns only in a forked
    worker, ready to serve: the grader's pid."""
    import _socket  # not `socket`, which imports enum and selectors into every worker forked from here

    grader_pid = os.getppid()
    die_with_grader(grader_pid)  # imports ctypes: once here, not in every worker
    _set_dumpable(False)  # no worker may ptrace the process every other submission's workers come from
    control = _socket.socket(fileno=control_fd)
    while True:
        try:
            header, ancillary, _, _ = control.recvmsg(4096, _socket.CMSG_SPACE(2 * 4))
        except OSError:
            os._exit(0)
        fds = [
            int.from_bytes(data[at : at + 4], sys.byteorder)
            for level, kind, data in ancillary
            if (level, kind) == (_socket.SOL_SOCKET, _socket.SCM_RIGHTS)
            for at in range(0, len(data) - 3, 4)
        ]
        if not header or len(fds) != 2:
            os._exit(0)
        report_r, report_w = os.pipe()
        middle = os.fork()
        if middle == 0:
            worker = os.fork()
            if worker == 0:
                os.close(report_r)
                os.close(report_w)
                control.detach()  # closed below with every other descriptor; the object must not close it again
                _become_worker(grader_pid, fds)
                return grader_pid
            os.write(report_w, str(worker).encode())
            os._exit(0)
        os.close(report_w)
        for fd in fds:
            os.close(fd)
        pid = os.read(report_r, 32)
        os.close(report_r)
        os.waitpid(middle, 0)  # once the middle process has exited, the worker is the grader's child
        reply = {"pid": int(pid or b"0"), "nonce": header.decode("ascii", "replace")}
        control.sendall(_dumps(reply).encode() + b"\n")


def _become_worker(grader_pid: int, fds: list[int]) -> None:
    """In the forked worker: its own session, the pipes as stdin and stdout and nothing else open; returns once
    the grader has adopted it. (Its token and scratch folder come with the set-up, as a started worker's would
    be in its environment: see Worker.setup.)"""
    os.dup2(fds[0], 0)
    os.dup2(fds[1], 1)
    _close_all_but_stdio()
    os.setsid()
    _set_dumpable(True)  # as a worker Python started is, until the sandbox makes it not dumpable
    deadline = _clock() + 5.0
    while os.getppid() != grader_pid:  # the middle process is exiting: the grader adopts us
        if _clock() > deadline:
            os._exit(0)
        time.sleep(0.0002)


def _close_all_but_stdio() -> None:
    """Close every descriptor above 2: those /proc lists (a container's limit on open files can run to a
    billion, which closing one number at a time would take minutes over, where close_range is missing)."""
    try:
        listed = [int(name) for name in os.listdir("/proc/self/fd")]
    except (OSError, ValueError):
        os.closerange(3, 65536)
        return
    for fd in listed:
        if fd > 2:
            try:  # noqa: SIM105  (contextlib stays unimported in the worker: start-up time)
                os.close(fd)
            except OSError:
                pass  # the listing's own descriptor, closed already


def _set_dumpable(dumpable: bool) -> None:
    import ctypes

    pr_set_dumpable = 4
    ctypes.CDLL(None).prctl(pr_set_dumpable, int(dumpable), 0, 0, 0)


TOKEN_VARIABLE = "KATA_WORKER"  # grader/run/platform.py's


def _set_token(name: str, token: str) -> None:
    """The worker's token, written over the zygote's placeholder in the environment block this process started
    with, where /proc/<pid>/environ reads it (and so the grader, looking for what the worker started), and in
    the environment the processes it starts inherit."""
    entry = f"{name}={ZYGOTE_TOKEN_PLACEHOLDER}".encode()
    if len(token) == len(ZYGOTE_TOKEN_PLACEHOLDER):
        try:
            import ctypes

            environ = ctypes.POINTER(ctypes.c_char_p).in_dll(ctypes.CDLL(None), "environ")
            index = 0
            while environ[index] is not None:
                if environ[index] == entry:
                    address = ctypes.cast(environ, ctypes.POINTER(ctypes.c_void_p))[index]
                    ctypes.memmove(address + len(name) + 1, token.encode(), len(token))
                    break
                index += 1
        except (OSError, ValueError, AttributeError, TypeError):
            pass
    os.environ[name] = token


if __name__ == "__main__":
    main(sys.argv)
