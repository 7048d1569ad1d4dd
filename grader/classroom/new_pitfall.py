"""`kata pitfalls add EX NAME --from FILE`: a class's unforeseen mistake made a known one, in one step.

A student's `solve` (and the top-level helpers and constants it uses) is appended to solutions/pitfalls/EX.py
as the function NAME, its other names prefixed so they cannot clash with the file's; the message (and, when
given, a hint that points at it) goes into cases.yaml by line, in the file's own indentation, so the author's
comments and layout stay. The files are written atomically, and only once both edits are known to load.
"""

from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import dataclass
from pathlib import Path

import yaml

from ..course.model import Course, Exercise
from ..errors import UsageError
from ..files import write_atomically

NAME = re.compile(r"[a-z][a-z0-9_]*\Z")
# The statements of a submission that can belong to a pitfall: code that runs at import stays behind.
KEPT = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Import, ast.ImportFrom, ast.Assign, ast.AnnAssign)


@dataclass(frozen=True)
class NewPitfall:
    exercise: str
    name: str
    pitfalls_file: Path
    cases_file: Path
    # The helpers of the submission that came along, as renamed.
    helpers: tuple[str, ...]


def pitfall_source(source: str, name: str, *, file: str = "the submission") -> tuple[str, tuple[str, ...]]:
    """The submission's `solve` as a function called `name`, and its top-level helpers renamed `_name_helper`."""
    try:
        tree = ast.parse(source)
    except SyntaxError as error:
        raise UsageError(
            f"{file} is not valid Python: {error.msg}",
            line=error.lineno or 0,
            fix="take the file of a submission that ran",
        ) from None
    body: list[ast.stmt] = [node for node in tree.body if isinstance(node, KEPT) and not _is_future(node)]
    defined = {target for node in body for target in _defines(node)}
    if "solve" not in defined:
        raise UsageError(f"{file} defines no solve()", fix="take the file of a submission that defines solve")
    renames = {old: (name if old == "solve" else f"_{name}_{old.lstrip('_')}") for old in defined}
    renamed = _Rename(renames).visit(ast.Module(body=body, type_ignores=[]))
    ast.fix_missing_locations(renamed)
    helpers = tuple(sorted(new for old, new in renames.items() if old != "solve"))
    return ast.unparse(renamed) + "\n", helpers


def _is_future(node: ast.stmt) -> bool:
    """`from __future__ import …` is legal only at a file's top: the pitfalls file has its own."""
    return isinstance(node, ast.ImportFrom) and node.module == "__future__"


def _defines(node: ast.stmt) -> list[str]:
    """Top-level names a statement binds (imports keep theirs: renaming a module would break its uses)."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    if isinstance(node, ast.Assign):
        return [target.id for target in node.targets if isinstance(target, ast.Name)]
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return [node.target.id]
    return []


class _Rename(ast.NodeTransformer):
    def __init__(self, renames: dict[str, str]) -> None:
        self.renames = renames

    def visit_Name(self, node: ast.Name) -> ast.Name:
        node.id = self.renames.get(node.id, node.id)
        return node

    def visit_arg(self, node: ast.arg) -> ast.arg:
        node.arg = self.renames.get(node.arg, node.arg)
        return node

    def visit_keyword(self, node: ast.keyword) -> ast.keyword:
        if node.arg is not None:
            node.arg = self.renames.get(node.arg, node.arg)
        self.generic_visit(node)
        return node

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.FunctionDef:
        node.name = self.renames.get(node.name, node.name)
        self.generic_visit(node)
        return node

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.ClassDef:
        node.name = self.renames.get(node.name, node.name)
        self.generic_visit(node)
        return node


def cases_with_pitfall(text: str, exercise: str, name: str, message: str, hint: str | None) -> str:
    """cases.yaml with `name: message` at the end of EX's `pitfalls:` (and a last hint linked to it), by line."""
    root = yaml.compose(text)
    lines = text.splitlines(keepends=True)
    body = next((value for key, value in (root.value if root else []) if key.value == exercise), None)
    sections = {key.value: (key, value) for key, value in (body.value if isinstance(body, yaml.MappingNode) else [])}
    if "pitfalls" not in sections:
        raise UsageError(f"{exercise} has no pitfalls: section in cases.yaml", fix="add `pitfalls: {}` to it first")
    additions: dict[int, list[str]] = {}
    key, pitfalls = sections["pitfalls"]
    indent = " " * (key.start_mark.column + 2)
    _append(additions, lines, key, pitfalls, [f"{indent}{name}: >-\n", *_wrapped(message, indent + "  ")])
    if hint is not None:
        if "hints" not in sections:
            raise UsageError(f"{exercise} has no hints: section in cases.yaml", fix="leave --hint out, or add hints")
        key, hints = sections["hints"]
        dash = " " * (key.start_mark.column + 2)
        block = [f"{dash}- text: >-\n", *_wrapped(hint, dash + "    "), f"{dash}  pitfall: {name}\n"]
        _append(additions, lines, key, hints, block)
    out: list[str] = []
    for number, line in enumerate(lines):
        out.append(line if line.endswith("\n") else line + "\n")
        out += additions.get(number, [])
    return "".join(out)


def _append(
    additions: dict[int, list[str]], lines: list[str], key: yaml.Node, value: yaml.Node, block: list[str]
) -> None:
    """Add `block` after the last line of `value` that is not blank or a comment (or after `key` when empty)."""
    if isinstance(value, yaml.MappingNode | yaml.SequenceNode) and value.flow_style and value.value:
        raise UsageError(
            f"{key.value} is written in flow style ([…] or {{…}})",
            line=key.start_mark.line + 1,
            fix="write it as a block (one entry per line) so an entry can be added",
        )
    end = value.end_mark.line if value.value else key.start_mark.line + 1
    if value.value and lines[min(end, len(lines) - 1)][: value.end_mark.column].strip():
        end += 1
    last = end - 1
    while last > key.start_mark.line and (not lines[last].strip() or lines[last].lstrip().startswith("#")):
        last -= 1
    if not value.value and isinstance(value, yaml.MappingNode | yaml.SequenceNode) and value.flow_style:
        raise UsageError(
            f"{key.value} is empty in flow style",
            line=key.start_mark.line + 1,
            fix=f"replace `{key.value}: {{}}` with `{key.value}:` and its entries below",
        )
    additions.setdefault(last, []).extend(block)


def _wrapped(text: str, indent: str) -> list[str]:
    return [
        line + "\n"
        for line in textwrap.wrap(" ".join(text.split()), 100, initial_indent=indent, subsequent_indent=indent)
    ]


def add_pitfall(
    course: Course, exercise: Exercise, name: str, source_file: Path, message: str, hint: str | None = None
) -> NewPitfall:
    """Write the pitfall and its message (see the module's docstring); nothing is written if either would not load."""
    if not NAME.match(name):
        raise UsageError(f"{name!r} is not a pitfall name", fix="use lower_snake_case saying what goes wrong")
    if name in exercise.pitfalls:
        raise UsageError(f"{exercise.name} already has a pitfall called {name}", fix="choose another name")
    if exercise.is_program:
        raise UsageError(
            f"{exercise.name} is a program; its pitfalls are written by hand",
            fix=f"add a function to solutions/pitfalls/{exercise.name}.py",
        )
    try:
        source = source_file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"cannot read {source_file}: {error}", fix="give the path of a student's file") from None
    code, helpers = pitfall_source(source, name, file=str(source_file))
    pitfalls_file = course.root / "solutions" / "pitfalls" / f"{exercise.name}.py"
    existing = pitfalls_file.read_text(encoding="utf-8") if pitfalls_file.is_file() else '"""Known wrong answers."""\n'
    combined = (
        existing.rstrip("\n") + f"\n\n\n# From {source_file.name}, made a known mistake by `kata pitfalls add`.\n"
    )
    combined += code
    compile(combined, str(pitfalls_file), "exec")  # a clash or a broken merge is found before anything is written
    cases_file = course.root / "cases.yaml"
    cases = cases_with_pitfall(cases_file.read_text(encoding="utf-8"), exercise.name, name, message, hint)
    loaded = yaml.safe_load(cases)
    if loaded[exercise.name]["pitfalls"].get(name) != " ".join(message.split()):
        raise UsageError("the message could not be added to cases.yaml by line", fix="add it by hand")
    write_atomically(pitfalls_file, combined)
    write_atomically(cases_file, cases)
    return NewPitfall(exercise.name, name, pitfalls_file, cases_file, helpers)
