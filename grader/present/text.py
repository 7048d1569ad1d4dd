"""Words every presenter shares: the verdict in a paragraph, the call that reproduces a case, safe text."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..judge.model import Verdict
from .public import PublicExercise, PublicOutcome, PublicResult

# Long inputs are shown by their start, with their size.
TEXT_PREVIEW = 160
# A long list shows its first items.
LIST_PREVIEW = 3
# Captured output in a results file (Exercism caps `output` at 500 characters).
OUTPUT_LIMIT = 500

# XML 1.0 and many CI viewers refuse control characters; a learner's print("\x1b[31m") must not break a report.
# C1 controls too (U+009B is an 8-bit CSI some terminals obey), the bidi overrides and isolates (they make a
# line read in another order than it is written) and the line and paragraph separators (a line break to some
# viewers, none to others). (Compiled on first use: the surrogate range costs ~1 ms, and a plain `kata grade`
# never needs it.)
_CONTROL = "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff\ufffe\uffff]"


def printable(text: str) -> str:
    """The text with control characters shown as \\xNN and lone surrogates as \\uNNNN, so every format can carry it.

    Tab, line feed and carriage return stay: they are text. A result that is already printable is unchanged.
    """
    return re.sub(_CONTROL, _escape, text)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def printable_data(data: Any) -> Any:
    """Every string in a JSON-like structure (keys too) made printable: no lone surrogate can reach an encoder."""
    if isinstance(data, str):
        return printable(data)
    if isinstance(data, dict):
        return {printable_data(key): printable_data(value) for key, value in data.items()}
    if isinstance(data, list | tuple):
        return [printable_data(item) for item in data]
    return data


def inert_json(text: str) -> str:
    """A JSON document that GitHub's runner cannot read a workflow command from, holding the same data.

    The runner obeys `##[command]` anywhere in a line of a step's output, and a document printed to stdout
    carries the learner's text; `[` spelled as an escape inside those strings stops it. (`::command` must
    start a line, and no line of an indented JSON document starts inside a string.)
    """
    return text.replace("##[", "##\\u005b")


def json_document(data: Any) -> str:
    """A results document as text: indented, UTF-8 as is, inert for GitHub's runner, printable throughout.

    A learner's text may hold lone surrogates (which no UTF-8 file can hold) and escape codes (which a web page
    or a log would obey or garble): every string is made printable first, whatever field it is in.
    """
    return inert_json(json.dumps(printable_data(data), indent=2, ensure_ascii=False)) + "\n"


def display_path(file: Path) -> str:
    """The graded file relative to the working folder when it is inside it (what CI annotations need).

    Printable: a file name may hold control characters, or bytes that are not UTF-8 (lone surrogates here).
    """
    try:
        shown = file.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        shown = file.as_posix()
    return printable(shown)


def truncated(text: str, limit: int = OUTPUT_LIMIT) -> str:
    if len(text) <= limit:
        return text
    note = "\n… (output cut)"
    return text[: limit - len(note)] + note


def verdict_line(outcome: PublicOutcome) -> str:
    """`wrong answer: chunk 1 differs …`, or the verdict alone when there is nothing more to say."""
    return f"{outcome.verdict.value}: {outcome.message}" if outcome.message else outcome.verdict.value


# What a report says of a wrong answer that neither a known mistake nor a promise explains: no guess.
UNEXPLAINED = (
    "No known mistake or promise of the lesson explains this difference: compare the expected and actual "
    "answers item by item."
)


def cause_lines(outcome: PublicOutcome) -> list[str]:
    """Why the answer is wrong, as far as the grader can tell: the known mistake, else the broken promise."""
    lines = [f"Likely mistake ({outcome.pitfall}): {outcome.pitfall_message}"] if outcome.pitfall else []
    if outcome.promise:
        lines.append(f"Broken promise ({outcome.promise}): {outcome.promise_text}")
        if outcome.promise_evidence:
            lines.append(f"Here: {outcome.promise_evidence}")
    return lines or ([UNEXPLAINED] if outcome.unexplained else [])


def _smallest(outcome: PublicOutcome, exercise: PublicExercise | None, file: Path | None) -> list[str]:
    if outcome.smallest is None or exercise is None:
        return []
    return [f"Smallest failing input: {smallest_line(exercise, outcome, file)}"]


def teaches_by_similar(outcome: PublicOutcome) -> bool:
    """A hidden case that ran and failed is taught by a visible input that fails alike (one not run, by nothing)."""
    return outcome.case.hidden and not outcome.verdict.passed and outcome.verdict is not Verdict.NOT_RUN


def public_message(outcome: PublicOutcome, exercise: PublicExercise | None = None, file: Path | None = None) -> str:
    """The verdict and its cause; for a failing hidden case, the visible input that fails alike. `file`: the graded
    file, which a reproduction line runs."""
    text = "\n".join([verdict_line(outcome), *cause_lines(outcome), *_smallest(outcome, exercise, file)])
    if teaches_by_similar(outcome):
        text += "\n" + similar_message(outcome.similar, None)
    return printable(text)


def outcome_message(outcome: PublicOutcome, exercise: PublicExercise | None = None, file: Path | None = None) -> str:
    """The verdict, its cause, the traceback and (for a hidden case) the similar input, as one paragraph."""
    message = "\n".join([verdict_line(outcome), *cause_lines(outcome), *_smallest(outcome, exercise, file)])
    if outcome.traceback:
        message += "\n" + outcome.traceback.rstrip()
    if teaches_by_similar(outcome):
        message += "\n" + similar_message(outcome.similar, exercise)
    return message


def similar_message(similar: PublicOutcome | None, exercise: PublicExercise | None) -> str:
    """What a failing hidden case teaches instead of its own input: a visible input that fails too."""
    if similar is None:
        return "No visible input that fails the same way was found; read the hints."
    arguments = dict(similar.case.input)
    call = call_text(exercise, arguments) if exercise is not None else json.dumps(arguments, ensure_ascii=False)
    lines = [f"A visible input where your answer also goes wrong: {call}", outcome_message(similar, exercise)]
    if similar.verdict is Verdict.WRONG:
        lines += [f"expected: {similar.expected!r}", f"got: {similar.actual!r}"]
    return "\n".join(lines)


def call_text(
    exercise: PublicExercise, arguments: dict[str, Any], file: Path | None = None, *, ascii_only: bool = False
) -> str:
    """The call (or, for a program, the shell command) that reproduces a case; a program is run from `file`,
    the file that was graded. `ascii_only`: a printf line for a terminal that shows ASCII only."""
    if exercise.is_program:
        stdin = str(arguments.get("stdin", ""))
        shown = stdin if len(stdin) <= TEXT_PREVIEW else stdin[:TEXT_PREVIEW]
        cut = "" if shown == stdin else f"  # first {TEXT_PREVIEW} of {len(stdin):,} characters"
        program = shell_path(file) if file is not None else f"exercises/{exercise.name}.py"
        return stdin_command(shown, program, cut, ascii_only=ascii_only)
    parts = []
    for name, value in arguments.items():
        shown = repr(value)
        if isinstance(value, str) and len(value) > TEXT_PREVIEW:
            shown = repr(value[:TEXT_PREVIEW]) + f"...  # {len(value):,} characters"
        elif isinstance(value, list) and len(shown) > TEXT_PREVIEW:
            # A long list is never printed whole (a case of 9,000 sentences is one line of megabytes).
            head = repr(value[:LIST_PREVIEW])[:-1]
            shown = f"{head}, ...]  # {len(value):,} items"
        parts.append(f"{name}={shown}")
    return f"solve({', '.join(parts)})"


def smallest_line(
    exercise: PublicExercise, outcome: PublicOutcome, file: Path | None = None, *, ascii_only: bool = False
) -> str:
    """The smallest input that fails the same way, and both answers on it, on one line (empty: none)."""
    if outcome.smallest is None:
        return ""
    call = call_text(exercise, dict(outcome.smallest), file, ascii_only=ascii_only)
    if outcome.verdict is Verdict.ERROR:
        # It fails the same way: the same exception (an error has no answer to show, so not "got None").
        return f"{call}  expected {_short(outcome.smallest_expected)}, raises {outcome.smallest_actual}"
    if outcome.verdict is Verdict.INVALID:
        # The same way too: a value of the same wrong type ("solve returned a tuple"), not shown as None.
        return f"{call}  expected {_short(outcome.smallest_expected)}; {outcome.smallest_actual}"
    return f"{call}  expected {_short(outcome.smallest_expected)}, got {_short(outcome.smallest_actual)}"


def _short(value: Any) -> str:
    shown = repr(value)
    return shown if len(shown) <= TEXT_PREVIEW else shown[: TEXT_PREVIEW - 3] + "..."


def stdin_command(
    stdin: str, program: str, cut: str = "", shell: str | None = None, *, ascii_only: bool = False
) -> str:
    """`program` fed `stdin`, in the learner's shell: printf in a POSIX shell; in PowerShell a double-quoted
    string with backtick escapes (PowerShell adds one line break at the end of what it pipes)."""
    from ..run.platform import learner_shell

    if (shell or learner_shell()) == "powershell":
        return f"{powershell_quote(stdin)} | python {program}{cut}"
    return f"printf {printf_quote(stdin, ascii_only=ascii_only)} | python {program}{cut}"


def powershell_quote(text: str) -> str:
    """A PowerShell double-quoted string that is exactly `text` (backtick escapes; nothing expands)."""
    escapes = {"`": "``", '"': '`"', "$": "`$", "\n": "`n", "\r": "`r", "\t": "`t"}
    return '"' + "".join(escapes.get(char, char) for char in text) + '"'


def printf_quote(text: str, *, ascii_only: bool = False) -> str:
    """A printf format, single-quoted for the shell, that prints exactly `text` (a carriage return included).
    `ascii_only`: every other character as the octal escapes of its UTF-8 bytes (`é` is `\\303\\251`), which
    every printf writes back as those bytes: the line stays exact where the terminal cannot show the letter."""
    escaped = text.replace("\\", "\\\\").replace("%", "%%").replace("\n", "\\n").replace("\t", "\\t")
    escaped = escaped.replace("\r", "\\r")
    if ascii_only:
        escaped = "".join(
            char if char.isascii() else "".join(f"\\{byte:03o}" for byte in char.encode("utf-8")) for char in escaped
        )
    return "'" + escaped.replace("'", "'\\''") + "'"


def reproduce_command(exercise: PublicExercise, outcome: PublicOutcome, file: Path | None = None) -> str:
    """The command that draws the same random inputs again, on the same file when it was not the exercise's."""
    command = f"kata grade {exercise.name} --seed {outcome.seed}"
    if file is not None and shell_path(file) != f"exercises/{exercise.name}.py":
        command += f" --file {shell_path(file)}"
    return command


def shell_path(file: Path) -> str:
    """The path as typed in a shell here: relative to the working folder when inside it, quoted when needed."""
    import shlex

    try:
        shown = file.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except (ValueError, OSError):
        shown = str(file)
    if os.name != "posix":  # cmd.exe and PowerShell: double quotes
        return f'"{shown}"' if any(char.isspace() for char in shown) else shown
    return shlex.quote(shown)


def isolation_by_exercise(results: Sequence[PublicResult]) -> dict[str, str]:
    """What protected each exercise's run, every protection named (a learner's terminal shows a short line): for
    the documents CI reads."""
    return {result.exercise.name: printable(result.isolation) for result in results if result.isolation}
