"""What a learner's copy ships so that it teaches without a reference: the lesson's promise checks and the
known mistakes' answers on the public cases.

- Promises (solutions/EX.py's PROMISES) judge the learner's answer from the input alone. Their source is
  taken out of the reference file with the helpers they call; a promise that reaches the reference's own
  answer (solve, main or what they call, or another solutions module), or repeats a line of any exercise's
  answer (keeps_whole's checks recompute chunk_words' windows), stays behind, so no line of an algorithm
  ships. They land in promises/EX.py, which grader/judge/promises.py reads where there is no
  reference.
- Known mistakes ship as their answers (wrong answers, no code) on each public case, in mistakes.json,
  which grader/judge/oracle.py reads where there is no solutions/pitfalls/EX.py.
"""

from __future__ import annotations

import ast
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..course.model import Course
from ..judge.oracle import Oracle
from ..judge.promises import PROMISES_FOLDER
from ..judge.trusted import MISTAKES_FILE, NEVER, answer_fingerprint

# The reference's own answer: what a promise must not call to ship.
ANSWERING = ("solve", "main")
# A known mistake's answer longer than this (as JSON) ships as its fingerprint: perf answers run to megabytes.
LONGEST_ANSWER_CHARS = 4000
# A line at least this long that a promise shares with an answer is the answer's code, not a lesson fact.
TELLING_LINE = 24

HEADER = '''"""The promise checks of {name}'s lesson, taken from the reference by `kata release` (no solution code).

Each function's first docstring paragraph is a promise; it returns None when the answer keeps it on these
arguments, or a sentence of evidence from this input when it breaks it.
"""

'''


@dataclass(frozen=True)
class Shipped:
    """What a release could ship of one exercise's teaching."""

    promises: tuple[str, ...]
    promises_left_behind: tuple[str, ...]
    mistake_answers: int


def _top_level(tree: ast.Module) -> dict[str, ast.stmt]:
    found: dict[str, ast.stmt] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            found[node.name] = node
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name):
                    found[target.id] = node
    return found


def _uses(node: ast.AST, defined: dict[str, ast.stmt]) -> set[str]:
    return {child.id for child in ast.walk(node) if isinstance(child, ast.Name) and child.id in defined}


def _closure(roots: set[str], defined: dict[str, ast.stmt]) -> set[str]:
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in seen or name not in defined:
            continue
        seen.add(name)
        todo.extend(_uses(defined[name], defined) - seen)
    return seen


def _segment(lines: list[str], node: ast.stmt) -> str:
    decorators = getattr(node, "decorator_list", [])
    first = min([node.lineno, *(decorator.lineno for decorator in decorators)])
    return "".join(lines[first - 1 : node.end_lineno])


def answering_lines(reference: Path) -> set[str]:
    """The telling lines of what computes this reference's answer: solve, main and every helper they call.
    Short lines (`step = size - overlap`) are the lesson's own facts, which a promise may state too."""
    text = reference.read_text(encoding="utf-8")
    defined = _top_level(ast.parse(text))
    lines = text.splitlines()
    found: set[str] = set()
    for name in _closure({root for root in ANSWERING if root in defined}, defined):
        node = defined[name]
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            found.update(line.strip() for line in lines[node.lineno - 1 : node.end_lineno])
    return {line for line in found if len(line) >= TELLING_LINE and not line.startswith(("#", "return None", '"""'))}


def promise_source(
    reference: Path, name: str, forbidden: frozenset[str] = frozenset()
) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """The promises module to ship for this reference, the promises in it and the ones left behind (those that
    reach the answer, or hold a line of `forbidden`: every exercise's answering_lines)."""
    text = reference.read_text(encoding="utf-8")
    tree = ast.parse(text)
    defined = _top_level(tree)
    declared = defined.get("PROMISES")
    if not isinstance(declared, ast.Assign) or not isinstance(declared.value, ast.Tuple | ast.List):
        return "", (), ()
    promised = [element.id for element in declared.value.elts if isinstance(element, ast.Name)]
    imports = [node for node in tree.body if isinstance(node, ast.Import | ast.ImportFrom)]
    # Names bound by imports of the course's own solutions are the reference's code too.
    foreign = {
        alias.asname or alias.name
        for node in imports
        if isinstance(node, ast.ImportFrom) and (node.level or (node.module or "").startswith("solutions"))
        for alias in node.names
    }
    answering = {
        helper
        for helper in _closure({root for root in ANSWERING if root in defined}, defined)
        if isinstance(defined[helper], ast.FunctionDef | ast.ClassDef)
    }
    kept: list[str] = []
    left: list[str] = []
    for promise in promised:
        needed = _closure({promise}, defined)
        reaches_foreign = any(_names_in(defined[helper]) & foreign for helper in needed)
        repeats = any(_lines_of(text, defined[helper]) & forbidden for helper in needed)
        (left if needed & answering or reaches_foreign or repeats else kept).append(promise)
    if not kept:
        return "", (), tuple(left)
    needed = set().union(*(_closure({promise}, defined) for promise in kept)) - {"PROMISES"}
    lines = text.splitlines(keepends=True)
    body = [_segment(lines, node) for node in imports if not _imports_foreign(node)]
    body += [_segment(lines, node) for node in tree.body if any(defined.get(n) is node for n in needed)]
    source = HEADER.format(name=name) + "\n".join(body) + "\n\nPROMISES = (\n"
    source += "".join(f"    {promise},\n" for promise in kept) + ")\n"
    return source, tuple(kept), tuple(left)


def _lines_of(text: str, node: ast.stmt) -> set[str]:
    return {line.strip() for line in text.splitlines()[node.lineno - 1 : node.end_lineno]}


def _names_in(node: ast.AST) -> set[str]:
    return {child.id for child in ast.walk(node) if isinstance(child, ast.Name)}


def _imports_foreign(node: ast.stmt) -> bool:
    return isinstance(node, ast.ImportFrom) and bool(node.level or (node.module or "").startswith("solutions"))


def mistake_answers(course: Course) -> dict[str, dict[str, dict[str, Any]]]:
    """Exercise → public case → {"answers": pitfall → its answer, "digests": pitfall → its long answer's
    fingerprint, "never": pitfalls that never finish}."""
    shipped: dict[str, dict[str, dict[str, Any]]] = {}
    for exercise in course.exercises:
        oracle = Oracle(course, exercise)
        for case in exercise.cases:
            if case.hidden:
                continue
            answers, digests, never = {}, {}, []
            for pitfall, answer in oracle.mistakes(case).items():
                if answer is NEVER:
                    never.append(pitfall)
                elif len(json.dumps(answer)) <= LONGEST_ANSWER_CHARS:
                    answers[pitfall] = answer
                else:
                    digests[pitfall] = answer_fingerprint(answer)
            if answers or digests or never:
                entry = {"answers": answers, "digests": digests, "never": never}
                shipped.setdefault(exercise.name, {})[case.name] = entry
    return shipped


def promise_plan(course: Course) -> dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]]:
    """Per exercise: the promises module a release ships, the promises in it and the ones left behind."""
    references = {exercise.name: course.reference_path(exercise.name) for exercise in course.exercises}
    forbidden = frozenset(line for path in references.values() if path.is_file() for line in answering_lines(path))
    return {
        name: promise_source(path, name, forbidden) if path.is_file() else ("", (), ())
        for name, path in references.items()
    }


def write_teaching(course: Course, folder: Path) -> dict[str, Shipped]:
    """promises/EX.py and mistakes.json into the release `folder`; what shipped, per exercise."""
    mistakes = mistake_answers(course)
    (folder / MISTAKES_FILE).write_text(json.dumps(mistakes, ensure_ascii=False) + "\n", encoding="utf-8")
    shipped = {}
    for exercise in course.exercises:
        source, kept, left = promise_plan(course)[exercise.name]
        if source:
            target = folder / PROMISES_FOLDER / f"{exercise.name}.py"
            target.parent.mkdir(exist_ok=True)
            target.write_text(source, encoding="utf-8")
        entries = mistakes.get(exercise.name, {}).values()
        answers = sum(len(entry["answers"]) + len(entry["digests"]) + len(entry["never"]) for entry in entries)
        shipped[exercise.name] = Shipped(kept, left, answers)
    return shipped
