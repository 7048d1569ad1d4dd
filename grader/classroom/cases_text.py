"""The learner's cases.yaml as the instructor wrote it: the same lines, comments and layout, less what must go.

`kata release` must drop hidden cases, `random:` and keys a learner's copy has no use for, and must state every
public case's answer. Re-dumping the document through PyYAML would lose the schema line, every comment and the
author's wrapping; instead the file is edited by line: YAML's composer gives each node's first and last line,
so a dropped part is cut out whole and an added answer is one line in the case's own indentation.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import yaml


def _span(lines: list[str], node: yaml.Node, value: yaml.Node) -> tuple[int, int]:
    """Lines [first, end) from `node`'s first line to the end of `value`. A block node's end mark is where the
    next token starts (the next key, the next item's dash): when only indentation precedes it on its line,
    that line belongs to what follows."""
    end = value.end_mark
    before = lines[end.line][: end.column] if end.line < len(lines) else ""
    return node.start_mark.line, end.line if not before.strip() else end.line + 1


def _pairs(node: yaml.Node) -> Iterable[tuple[str, yaml.Node, yaml.Node]]:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            yield str(key.value), key, value


def _json_line(value: Any) -> str:
    """A YAML flow value: JSON is one (its strings are YAML's double-quoted scalars, escapes included)."""
    return json.dumps(value, ensure_ascii=False)


def learner_text(
    text: str,
    keep_exercise: Callable[[str], bool],
    keep_case: Callable[[str, str], bool],
    dropped_keys: Mapping[str, tuple[str, ...]],
    answers: Mapping[tuple[str, str], Any],
) -> str:
    """`text` (a cases.yaml) with: exercises `keep_exercise` refuses cut out; per exercise the keys in
    dropped_keys["exercise"] cut; cases `keep_case(exercise, case)` refuses cut; in the others the keys in
    dropped_keys["case"] cut; and `expected: …` added where `answers[(exercise, case)]` is given and the case
    states none."""
    lines = text.splitlines(keepends=True)
    root = yaml.compose(text)
    if root is None:
        return text
    cut: list[tuple[int, int]] = []
    added: dict[int, list[str]] = {}
    for exercise, key, body in _pairs(root):
        if not keep_exercise(exercise):
            cut.append(_span(lines, key, body))
            continue
        for name, inner_key, value in _pairs(body):
            if name in dropped_keys.get("exercise", ()):
                cut.append(_span(lines, inner_key, value))
            elif name == "cases" and isinstance(value, yaml.SequenceNode):
                _edit_cases(exercise, value, lines, keep_case, dropped_keys.get("case", ()), answers, cut, added)
    dropped = {line for first, end in cut for line in range(first, end)}
    out: list[str] = []
    for number, line in enumerate(lines):
        if number not in dropped:
            out.append(line)
        out += added.get(number, [])
    return "".join(out)


def _edit_cases(
    exercise: str,
    cases: yaml.SequenceNode,
    lines: list[str],
    keep_case: Callable[[str, str], bool],
    dropped: tuple[str, ...],
    answers: Mapping[tuple[str, str], Any],
    cut: list[tuple[int, int]],
    added: dict[int, list[str]],
) -> None:
    for case in cases.value:
        pairs = {name: (key, value) for name, key, value in _pairs(case)}
        name = str(pairs["name"][1].value) if "name" in pairs else ""
        first, end = _span(lines, case, case)
        if not keep_case(exercise, name):
            # The "- " of the item sits on its first key's line: the whole item goes, and so do the comment
            # lines right above it, which speak of it (a hidden case's comment says what it hides).
            while first > 0 and lines[first - 1].lstrip().startswith("#"):
                first -= 1
            cut.append((first, end))
            continue
        for key_name, (key, value) in pairs.items():
            if key_name in dropped:
                if key.start_mark.line == first:
                    raise ValueError(f"{exercise}/{name}: {key_name} is the case's first key; it cannot be cut alone")
                cut.append(_span(lines, key, value))
        if "expected" not in pairs and (exercise, name) in answers:
            indent = " " * case.start_mark.column
            last = _last_content_line(lines, first, end)
            added.setdefault(last, []).append(f"{indent}expected: {_json_line(answers[(exercise, name)])}\n")


def _last_content_line(lines: list[str], first: int, end: int) -> int:
    """The item's last line that is not blank or a comment: a trailing comment belongs to what follows."""
    for number in range(end - 1, first - 1, -1):
        stripped = lines[number].strip()
        if stripped and not stripped.startswith("#"):
            return number
    return first
