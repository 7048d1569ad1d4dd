"""`kata new EX`: a new exercise as its own files plus its block at the end of cases.yaml.

Every file is written from a template in scaffold/ with `TODO(kata new)` where the author has to write something;
`kata cases check EX` lists each of those places by file and line (unfinished_work) until none is left, beside
what its other checks find missing (pitfalls, promises, kinds of case). Nothing is overwritten: an exercise whose
name or files already exist is refused before anything is written, and cases.yaml only gains lines at its end.
"""

from __future__ import annotations

import json
import keyword
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from string import Template

from ..course.model import Course
from ..errors import UsageError
from ..files import write_atomically, write_bytes_atomically
from ..run.model import RETURN_KINDS

MARK = "TODO(kata new)"
NAME = re.compile(r"[a-z][a-z0-9_]*\Z")


@dataclass(frozen=True)
class ArgumentType:
    """A parameter type `kata new --arg NAME:TYPE` knows: a value for the first case, a strategy for inputs()."""

    example: object
    strategy: str


ARGUMENT_TYPES = {
    "str": ArgumentType("one two three", "st.text(max_size=40)"),
    "int": ArgumentType(2, "st.integers(min_value=0, max_value=10)"),
    "float": ArgumentType(0.5, "st.floats(min_value=0, max_value=1)"),
    "bool": ArgumentType(True, "st.booleans()"),
    "list[str]": ArgumentType(["one", "two"], "st.lists(st.text(max_size=10), max_size=8)"),
    "list[int]": ArgumentType([0, 2], "st.lists(st.integers(min_value=0, max_value=10), max_size=8)"),
}


@dataclass(frozen=True)
class Argument:
    name: str
    type: str


@dataclass(frozen=True)
class NewExercise:
    name: str
    # Every file written, relative to the course folder, in the order the author fills them in.
    written: tuple[str, ...]


@dataclass(frozen=True)
class Unfinished:
    """One place the scaffold left for the author: `file:line`, and what to write there."""

    file: str
    line: int
    what: str


def parse_argument(text: str) -> Argument:
    """`NAME:TYPE` as `--arg` takes it (TYPE defaults to str)."""
    name, _, kind = text.partition(":")
    name, kind = name.strip(), (kind.strip() or "str")
    if not NAME.match(name):
        raise UsageError(f"--arg {text!r}: {name!r} is not a parameter name", fix="write it as `text:str`")
    if kind not in ARGUMENT_TYPES:
        raise UsageError(
            f"--arg {text!r}: kata new does not know the type {kind!r}",
            fix=f"use one of {', '.join(ARGUMENT_TYPES)} (and change the files by hand for any other)",
        )
    return Argument(name, kind)


def scaffold(course: Course, name: str, title: str, returns: str, arguments: Sequence[Argument]) -> NewExercise:
    """Write the new exercise's files and append its block to cases.yaml; refuse before writing anything."""
    _refuse_clashes(course, name, title, returns, arguments)
    program = RETURN_KINDS[returns].program
    arguments = [Argument("stdin", "str")] if program else list(arguments or [Argument("text", "str")])
    fields = _fields(name, title, returns, arguments)
    root = course.root
    files = {
        f"solutions/{name}.py": "program.py.tmpl" if program else "reference.py.tmpl",
        f"solutions/pitfalls/{name}.py": "pitfalls.py.tmpl",
        f"exercises/{name}.md": "lesson.md.tmpl",
        f"exercises/{name}.py": "program_stub.py.tmpl" if program else "stub.py.tmpl",
        f".stubs/{name}.py": "program_stub.py.tmpl" if program else "stub.py.tmpl",
    }
    if (root / "tests" / "fixtures" / "submissions").is_dir():  # the course's repository, with its test suite
        files[f"tests/fixtures/submissions/{name}/correct_another_way.py"] = "fixture.py.tmpl"
    taken = [relative for relative in files if (root / relative).exists()]
    if taken:  # an author's file is never replaced: nothing is written
        raise UsageError(f"{taken[0]} already exists", fix="choose another name, or move the file away first")
    cases_file = root / "cases.yaml"
    raw = cases_file.read_bytes()
    newline = b"\r\n" if b"\r\n" in raw else b"\n"
    block = _filled("cases.yaml.tmpl", fields).encode("utf-8").replace(b"\n", newline)
    try:
        for relative, template in files.items():
            write_atomically(root / relative, _filled(template, fields))
        write_bytes_atomically(cases_file, raw.rstrip(b"\r\n") + newline + block)
    except OSError as error:
        raise UsageError(
            f"cannot write the new exercise: {error.strerror or error} ({error.filename or cases_file})",
            fix="make the course folder writable; remove what was written of the exercise and run kata new again",
        ) from None
    return NewExercise(name, ("cases.yaml", *files))


# Words YAML 1.1 reads as a boolean or null: as a key of cases.yaml they would not be the exercise's name.
YAML_WORDS = frozenset({"y", "n", "yes", "no", "on", "off", "true", "false", "null"})


def _refuse_clashes(course: Course, name: str, title: str, returns: str, arguments: Sequence[Argument]) -> None:
    if not NAME.match(name) or keyword.iskeyword(name) or name in YAML_WORDS:
        raise UsageError(f"{name!r} is not an exercise name", fix="use lower_snake_case words, e.g. count_words")
    if not title.strip() or any(character in title for character in '\n\r"\\'):
        raise UsageError("--title must be one line, without quotes or backslashes", fix='e.g. --title "Chunks?"')
    for argument in arguments:
        if keyword.iskeyword(argument.name):
            raise UsageError(f"--arg {argument.name!r} is a Python keyword", fix="choose another parameter name")
    if name in course.names:
        raise UsageError(f"cases.yaml already has an exercise {name}", fix="choose another name")
    if returns not in RETURN_KINDS:
        raise UsageError(f"--returns {returns!r} is not a return kind", fix=f"use one of {', '.join(RETURN_KINDS)}")
    if RETURN_KINDS[returns].program and arguments:
        raise UsageError("a program (--returns stdout) reads its stdin and takes no --arg", fix="leave out --arg")
    if len({argument.name for argument in arguments}) != len(arguments):
        raise UsageError("two --arg have the same name", fix="give each parameter its own name")


def _fields(name: str, title: str, returns: str, arguments: Sequence[Argument]) -> dict[str, str]:
    annotation = returns.replace("iterator[", "Iterator[")
    iterator = "from collections.abc import Iterator\n" if annotation.startswith("Iterator[") else ""
    example = {argument.name: ARGUMENT_TYPES[argument.type].example for argument in arguments}
    return {
        "name": name,
        "title": title,
        # A double-quoted YAML scalar: a colon, a `#` or a leading `[` in the title stays part of it.
        "title_yaml": json.dumps(title, ensure_ascii=False),
        "returns": returns,
        "annotation": annotation,
        "entry": "main" if RETURN_KINDS[returns].program else "solve",
        "parameters": ", ".join(f"{argument.name}: {argument.type}" for argument in arguments),
        "imports": f"{iterator}from typing import Any\n",
        "stub_imports": f"\n{iterator}" if iterator else "",
        "boundary": json.dumps(example, ensure_ascii=False),
        "strategies": ", ".join(f'"{a.name}": {ARGUMENT_TYPES[a.type].strategy}' for a in arguments),
        # A YAML flow mapping; JSON is YAML, and keeps a text's spaces and quotes as they are.
        "example": ", ".join(f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in example.items()),
    }


def _filled(template: str, fields: dict[str, str]) -> str:
    source = resources.files(__package__).joinpath("scaffold", template).read_text(encoding="utf-8")
    return Template(source).substitute(fields)


def unfinished_work(course: Course, name: str, cases_lines: tuple[int, int] | None = None) -> list[Unfinished]:
    """Every `TODO(kata new)` left in the exercise's own files (and in its block of cases.yaml, lines
    `cases_lines` from–to), in the order the author would fill them in."""
    root = course.root
    files = [
        course.reference_path(name),
        course.pitfalls_path(name),
        course.lesson_path(name),
        course.stub_path(name),
        root / ".stubs" / f"{name}.py",
        *sorted((root / "tests" / "fixtures" / "submissions" / name).glob("*.py")),
    ]
    found = [item for path in files if path.is_file() for item in _marks(root, path)]
    if cases_lines is not None:
        first, last = cases_lines
        found += [item for item in _marks(root, root / "cases.yaml") if first <= item.line <= last]
    return found


def _marks(root: Path, path: Path) -> Iterator[Unfinished]:
    shown = path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)
    for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), start=1):
        if MARK in line:
            what = line.split(MARK, 1)[1].lstrip(":").strip(" \"')") or "fill this in"
            yield Unfinished(shown, number, what)
