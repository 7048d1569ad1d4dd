"""`kata cases add`: a new case appended to cases.yaml by text insertion, so every comment stays as it was."""

from __future__ import annotations

import math
import re
import tempfile
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import yaml
from rich.console import Console
from rich.syntax import Syntax
from rich.text import Text

from ..course.loader import NAME_PATTERN, _Loader, load_exercises
from ..course.model import Case, Course, Exercise
from ..errors import CasesError, KataError, UsageError
from ..files import write_bytes_atomically
from ..judge.model import Outcome, Verdict
from ..judge.oracle import Oracle
from ..judge.trusted import pitfall_functions
from ..pipeline import grade
from ..policy import Policy
from ..run.model import DEFAULT_MEMORY_MB, Limits

# Seconds the reference may take on the new input: an input it does not expect may make it loop.
REFERENCE_LIMIT = 10.0
# Seconds one pitfall may take on the new input, in a worker: a bound that only stops a loop (a busy machine
# must never make a pitfall that ends look like one that does not).
PITFALL_LIMIT = 10.0
# Beyond this many characters a flow line is split into a block (one key or item per line).
LINE_LIMIT = 110
# An `expected` longer than this is left out: the reference answers the case at grading time anyway.
EXPECTED_LIMIT = 2000
# Characters PyYAML refuses in a stream (its Reader.NON_PRINTABLE), plus line breaks it would fold.
_MUST_ESCAPE = re.compile(
    "[^\x09\x0a\x0d\x20-\x7e\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]|[\x85\u2028\u2029\ufeff]"
)
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"}


@dataclass(frozen=True)
class CaseRequest:
    """What the instructor asked for on the command line."""

    exercise: str
    name: str
    # A JSON or YAML mapping of solve's arguments; `pairs` are KEY=VALUE flags added on top.
    snippet: str | None = None
    pairs: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    hidden: bool = False
    timeout: float | None = None
    take: int | None = None
    with_expected: bool = True
    # An instructor's private cases file to add to instead of the course's cases.yaml (made when missing).
    target: Path | None = None


@dataclass(frozen=True)
class Addition:
    """The case as it was (or would be) written, and what it proves."""

    case: Case
    # The YAML lines inserted into cases.yaml.
    text: str
    line: int
    expected: Any
    expected_written: bool
    # Pitfalls whose answer on this case is wrong: the mistakes this case catches.
    catches: tuple[str, ...]
    written: bool
    path: Path


def add_case(course: Course, request: CaseRequest, *, write: bool) -> Addition:
    """Build the case, ask the reference for `expected`, insert it, prove the file still loads, then write."""
    exercise = course.exercise(request.exercise)
    _check_name(exercise, request.name)
    arguments = parse_arguments(request.snippet, request.pairs)
    path = request.target or course.root / "cases.yaml"
    original = path.read_bytes().decode("utf-8") if request.target is None or path.exists() else ""
    if not _has_cases(original, exercise.name):
        if request.target is None:
            raise CasesError(f"exercise {exercise.name} has no `cases:` list", file="cases.yaml", fix="add `cases:`")
        original = _with_exercise_block(original, exercise.name)
    kinds = {item.name: item.returns for item in course.exercises} if request.target is not None else None
    # First without `expected`: the loader expands generated inputs and checks every key.
    draft = _case_lines(original, exercise.name, request, arguments, None)
    case = _load_new_case(course, original, exercise.name, draft, kinds)
    expected = reference_in_worker(course, exercise, case)
    written_expected = request.with_expected and len(repr(expected)) <= EXPECTED_LIMIT
    lines = _case_lines(original, exercise.name, request, arguments, expected if written_expected else None)
    updated, line = _place(original, exercise.name, lines)
    case = _load_new_case(course, original, exercise.name, lines, kinds)
    if written_expected and not exercise.kind.agrees(case.expected, expected):
        raise KataError(
            "the case text would not read back as written (a value changed on the way)",
            fix="write the case into cases.yaml by hand, then run `kata cases check`",
        )
    catches = tuple(
        name
        for name, answer in bounded_pitfall_answers(course, exercise, case).items()
        if not exercise.kind.agrees(answer, expected)
    )
    if write:
        write_bytes_atomically(path, updated.encode("utf-8"))
    return Addition(case, lines, line, expected, written_expected, catches, write, path)


def reference_in_worker(course: Course, exercise: Exercise, case: Case) -> Any:
    """The reference's answer, computed in the isolated worker: a new input may make it loop or eat memory."""
    path = course.reference_path(exercise.name)
    if not path.is_file():
        raise UsageError(f"there is no reference at solutions/{exercise.name}.py", fix="write the reference first")
    outcome = _in_worker(course, replace(exercise, cases=(case,)), path, REFERENCE_LIMIT)
    if not outcome.verdict.passed:
        raise UsageError(
            f"the reference rejects the new case's input ({outcome.verdict.value}: {outcome.message})",
            fix="check the input: the argument names must be solve's parameters and the values legal "
            "(e.g. 0 <= overlap < size)",
        )
    return outcome.actual


def _in_worker(course: Course, exercise: Exercise, file: Path, timeout: float) -> Outcome:
    """The one case of `exercise`, run on `file` through the door, its answer kept (Policy.trusted_in_worker)."""
    limits = Limits(timeout=timeout, memory_mb=DEFAULT_MEMORY_MB)
    result = grade(exercise, file, Oracle(course, exercise), Policy.trusted_in_worker(limits))
    return result.outcomes[0]


# In the worker, a pitfall for a program answers its stdout lines, or this for a rejection.
_REJECTED = "\x00kata: rejected"


def bounded_pitfall_answers(course: Course, exercise: Exercise, case: Case) -> dict[str, Any]:
    """Each pitfall's answer on the new case, computed in a worker with its time and memory limits.

    Grading runs pitfalls in the grader's own process, so a new case must not make one loop or eat
    memory (off_by_one_stop loops forever when overlap == size): such a case is refused here. The
    worker runs a copy of the pitfalls file with `solve` bound to each pitfall in turn: the same on
    every system, no fork.
    """
    names = list(pitfall_functions(course, exercise))
    if not names:
        return {}
    source = course.pitfalls_path(exercise.name).read_text(encoding="utf-8")
    answers: dict[str, Any] = {}
    # A program's pitfall is run as a function of its stdin that answers lines (see _binding).
    shimmed = (
        replace(exercise, returns="list[str]", cases=(case,))
        if exercise.is_program
        else replace(exercise, cases=(case,))
    )
    with tempfile.TemporaryDirectory(prefix="kata-pitfalls-") as folder:
        for name in names:
            shim = Path(folder) / f"{name}.py"
            shim.write_text(source + _binding(name, exercise.is_program), encoding="utf-8")
            outcome = _in_worker(course, shimmed, shim, PITFALL_LIMIT)
            if outcome.verdict is Verdict.TIMEOUT:  # once more, on a fresh worker: a busy machine is not a loop
                outcome = _in_worker(course, shimmed, shim, PITFALL_LIMIT)
            if outcome.verdict in (Verdict.TIMEOUT, Verdict.MEMORY):
                raise UsageError(
                    f"pitfall {name} "
                    f"{'does not finish' if outcome.verdict is Verdict.TIMEOUT else 'runs out of memory'} "
                    "on the new case's input, and grading runs pitfalls in the grader's own process",
                    fix="check that the input is legal (e.g. 0 <= overlap < size); if it is, fix the pitfall so "
                    f"it always ends (solutions/pitfalls/{exercise.name}.py)",
                )
            if not outcome.verdict.passed:
                answers[name] = f"<raised: {outcome.message}>"
            elif exercise.is_program:
                answers[name] = "error" if outcome.actual == [_REJECTED] else outcome.actual
            else:
                answers[name] = outcome.actual
    return answers


def _binding(name: str, program: bool) -> str:
    """The line that makes pitfall `name` the file's `solve` (a program's pitfall answers lines or "error")."""
    if not program:
        return f"\n\nsolve = {name}\n"
    return (
        f"\n\ndef solve(stdin):\n    answer = {name}(stdin)\n"
        f"    return [{_REJECTED!r}] if answer == 'error' else list(answer)\n"
    )


def _check_name(exercise: Exercise, name: str) -> None:
    if not NAME_PATTERN.match(name):
        raise UsageError(
            f"the case name {name!r} is not lower_snake_case",
            fix="use letters, digits and underscores, starting with a letter, e.g. tab_between_words",
        )
    for case in exercise.cases:
        if case.name == name:
            raise UsageError(
                f"exercise {exercise.name} already has a case named {name!r} ({case.source} line {case.line})",
                fix="choose another name that says what the new case catches",
            )


def parse_arguments(snippet: str | None, pairs: Sequence[str]) -> dict[str, Any]:
    """solve's arguments from a JSON/YAML mapping and KEY=VALUE flags (each VALUE read as YAML)."""
    arguments: dict[str, Any] = {}
    if snippet is not None:
        try:
            value = yaml.load(snippet, Loader=_Loader)
        except yaml.YAMLError as error:
            raise UsageError(
                f"--input is not valid JSON or YAML: {_first_line(error)}",
                fix='quote the whole mapping for the shell, e.g. --input \'{"text": "a b", "size": 1, "overlap": 0}\'',
            ) from None
        if not isinstance(value, dict):
            raise UsageError(
                "--input must be a mapping of argument names to values",
                fix='write e.g. --input \'{"text": "a b", "size": 1, "overlap": 0}\'',
            )
        arguments.update(value)
    for pair in pairs:
        key, equals, text = pair.partition("=")
        if not equals or not key.strip():
            raise UsageError(f"--arg {pair!r} is not KEY=VALUE", fix="write e.g. --arg size=2 --arg 'text=a b'")
        arguments[key.strip()] = _arg_value(pair, text)
    if not arguments:
        raise UsageError("the case has no input", fix="give --input '{...}' or one --arg KEY=VALUE per argument")
    for key in arguments:
        if not isinstance(key, str) or not key.isidentifier():
            raise UsageError(f"{key!r} is not an argument name", fix="use solve's parameter names as keys")
    return arguments


def _arg_value(pair: str, text: str) -> Any:
    """An --arg VALUE: a number, list or quoted string as YAML reads it; any other text exactly as typed.

    Read as YAML, a string loses what a case may be about: its line breaks fold into spaces and the spaces
    at its ends go. So an unquoted value that YAML reads as a string is the text itself, and the line breaks
    of a double-quoted one are kept (as if written \\n); any other value with a line break is taken as typed.
    """
    if not text.strip():
        return text
    if "\n" in text or "\r" in text:
        if not (len(text) > 1 and text.startswith('"') and text.endswith('"')):
            return text
        text = text.replace("\r", "\\r").replace("\n", "\\n")
    try:
        value = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as error:
        raise UsageError(f"--arg {pair!r}: the value is not valid YAML: {_first_line(error)}", fix="quote it") from None
    if isinstance(value, str) and not text.lstrip().startswith(("'", '"')):
        return text
    return value


def _first_line(error: Exception) -> str:
    return str(error).strip().split("\n")[0]


# ---- writing YAML in the file's own style ---------------------------------------------------------


def flow(value: Any) -> str:
    """A value as one line of YAML flow style: strings always double-quoted, as cases.yaml writes them."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return ".nan"
        if math.isinf(value):
            return ".inf" if value > 0 else "-.inf"
        return repr(value)
    if isinstance(value, str):
        return quoted(value)
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{_key(key)}: {flow(item)}" for key, item in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(flow(item) for item in value) + "]"
    raise UsageError(f"cannot write {type(value).__name__} values into cases.yaml", fix="use plain data")


def quoted(text: str) -> str:
    """A YAML double-quoted scalar that reads back as exactly `text`."""
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif _MUST_ESCAPE.match(char) or _invisible(char):
            code = ord(char)
            out.append(f"\\x{code:02x}" if code < 0x100 else (f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"))
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def _invisible(char: str) -> bool:
    """A character an editor shows as nothing, or as a plain space: a no-break space, a zero-width joiner, a
    bidi mark... Written raw, a case's point would be invisible in cases.yaml (and lost to a careless edit)."""
    return char != " " and unicodedata.category(char) in ("Zs", "Zl", "Zp", "Cf", "Cc", "Co", "Cn")


def _key(key: Any) -> str:
    # A key that YAML would read as something else (yes, null, 1) is quoted.
    plain = isinstance(key, str) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key)
    return key if plain and yaml.load(key, Loader=_Loader) == key else flow(key)


def _entry(indent: str, key: str, value: Any) -> list[str]:
    """`key: value` on one line, or as a block below the key when the line would be too long."""
    line = f"{indent}{key}: {flow(value)}"
    if len(line) <= LINE_LIMIT:
        return [line]
    inner = indent + "  "
    if isinstance(value, Mapping) and value:
        return [f"{indent}{key}:"] + [f"{inner}{_key(name)}: {flow(item)}" for name, item in value.items()]
    if isinstance(value, list) and value:
        return [f"{indent}{key}:"] + [f"{inner}- {flow(item)}" for item in value]
    return [line]


def _case_lines(original: str, exercise: str, request: CaseRequest, arguments: Mapping[str, Any], expected: Any) -> str:
    """The new case's YAML, indented like the exercise's other cases."""
    dash, keys = _indents(original, exercise)
    lines = [f"{dash}- name: {request.name}"]
    lines += _entry(keys, "input", dict(arguments))
    if expected is not None:
        lines += _entry(keys, "expected", expected)
    if request.tags:
        lines.append(f"{keys}tags: [{', '.join(_key(tag) for tag in request.tags)}]")
    if request.timeout is not None:
        lines += _entry(keys, "timeout", request.timeout)
    if request.take is not None:
        lines += _entry(keys, "take", request.take)
    if request.hidden:
        lines += _entry(keys, "hidden", True)
    return "\n".join(lines) + "\n"


# ---- finding where the case goes --------------------------------------------------------------


def _cases_node(original: str, exercise: str) -> yaml.SequenceNode:
    root = yaml.compose(original, Loader=_Loader)
    for key, value in root.value if isinstance(root, yaml.MappingNode) else ():
        if key.value == exercise and isinstance(value, yaml.MappingNode):
            for inner_key, inner_value in value.value:
                if inner_key.value == "cases" and isinstance(inner_value, yaml.SequenceNode):
                    if inner_value.flow_style:
                        raise UsageError(
                            f"the cases of {exercise} are written as a [flow, list]: a case cannot be appended as text",
                            fix="rewrite `cases:` as a block list (one `- name: ...` per case), then run this again",
                        )
                    return inner_value
    raise CasesError(f"exercise {exercise} has no `cases:` list", file="cases.yaml", fix="add `cases:` first")


def _indents(original: str, exercise: str) -> tuple[str, str]:
    """The indentation of the last case's dash, and of its keys."""
    last = _cases_node(original, exercise).value[-1]
    line = original.split("\n")[last.start_mark.line]
    column = last.start_mark.column
    dash = line.rfind("-", 0, column)
    return " " * max(dash, 0), " " * column


def _last_line(node: yaml.Node) -> int:
    """The last line (0-based) holding part of `node`: the greatest end of its scalars and flow collections.

    A block collection's own end mark lies at the next token, past blank lines and comments that
    belong to whatever follows, so it cannot be used.
    """
    if isinstance(node, yaml.ScalarNode) or (isinstance(node, yaml.CollectionNode) and node.flow_style):
        end = node.end_mark
        return end.line - 1 if end.column == 0 else end.line
    children: list[yaml.Node] = []
    if isinstance(node, yaml.MappingNode):
        children = [part for pair in node.value for part in pair]
    elif isinstance(node, yaml.SequenceNode):
        children = list(node.value)
    return max((_last_line(child) for child in children), default=node.start_mark.line)


def insert_case(original: str, exercise: str, lines: str) -> tuple[str, int]:
    """`original` with `lines` after the exercise's last case; also the 1-based line where they start."""
    cases = _cases_node(original, exercise)
    last = cases.value[-1]
    rows = original.split("\n")
    end = _last_line(last)
    # Comments right below the last case, indented deeper than its dash, belong to it.
    dash = len(_indents(original, exercise)[0])
    while end + 1 < len(rows) and rows[end + 1].strip().startswith("#") and _indent(rows[end + 1]) > dash:
        end += 1
    # Rows keep their "\r" in a CRLF file; the new lines get the file's own line ending.
    newline = "\r\n" if "\r\n" in original else "\n"
    before = "\n".join(rows[: end + 1])
    after = "\n".join(rows[end + 1 :])
    block = lines.replace("\n", newline)
    if before and not before.endswith("\n"):
        before += "\n" if before.endswith("\r") else newline
    updated = before + block + after if after else before + block
    return updated, end + 2


# A private file without the exercise gets its block with one placeholder case, which the new case replaces.
_PLACEHOLDER = "    - name: kata_placeholder_removed_on_write\n      input: {}\n"


def _has_cases(original: str, exercise: str) -> bool:
    try:
        _cases_node(original, exercise)
    except CasesError:
        return False
    return True


def _with_exercise_block(original: str, exercise: str) -> str:
    start = original if not original or original.endswith("\n") else original + "\n"
    return f"{start}{exercise}:\n  cases:\n{_PLACEHOLDER}"


def _place(original: str, exercise: str, lines: str) -> tuple[str, int]:
    """insert_case, then the placeholder (if any) taken out: the text to write and the case's first line."""
    updated, line = insert_case(original, exercise, lines)
    if _PLACEHOLDER not in updated:
        return updated, line
    return updated.replace(_PLACEHOLDER, "", 1), line - _PLACEHOLDER.count("\n")


def _indent(row: str) -> int:
    return len(row) - len(row.lstrip(" "))


def _load_new_case(
    course: Course, original: str, exercise: str, lines: str, kinds: Mapping[str, str] | None = None
) -> Case:
    """Insert the case into a scratch copy and load it with the real loader: what we write must load. `kinds`
    given: the file is a private one, whose exercises take their kinds from the course."""
    updated, line = _place(original, exercise, lines)
    with tempfile.TemporaryDirectory(prefix="kata-add-") as folder:
        scratch = Path(folder) / "cases.yaml"
        scratch.write_bytes(updated.encode("utf-8"))
        try:
            exercises = load_exercises(scratch, label="cases.yaml", partial=kinds is not None, kinds=kinds)
        except CasesError as error:
            raise UsageError(
                f"the new case would not load: {error.problem}",
                fix=error.fix or "check the input values",
            ) from None
    loaded = next(item for item in exercises if item.name == exercise)
    case = loaded.cases[-1]
    if case.line != line:
        raise KataError("the new case did not land at the end of the exercise's cases", fix="add it by hand")
    return case


# ---- showing what happened ----------------------------------------------------------------------


def render_addition(addition: Addition, console: Console) -> None:
    console.print(Syntax(addition.text.rstrip("\n"), "yaml", background_color="default"))
    shown = repr(addition.expected)
    if len(shown) > 300:
        shown = shown[:300] + f"… ({len(shown):,} characters)"
    console.print(Text("expected (from the reference): ", style="bold") + Text(shown))
    if not addition.expected_written:
        console.print(Text("`expected` is not written: the reference answers this case when grading.", style="dim"))
    if addition.catches:
        console.print(Text("catches pitfalls: ", style="bold") + Text(", ".join(addition.catches)))
    else:
        console.print(Text("catches no declared pitfall (every known mistake gets this case right)", style="yellow"))
    where = f"{addition.path.name} line {addition.line}"
    if addition.written:
        console.print(Text(f"Added case {addition.case.name} at {where}. Run `kata cases check` next.", style="green"))
    else:
        console.print(Text(f"Dry run: nothing written (the case would go at {where}).", style="dim"))
