"""cases.yaml → frozen records. Every problem names the file, the line, the exercise, the case and the fix."""

from __future__ import annotations

import difflib
import json
import re
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ..errors import CasesError
from ..run.model import RETURN_KINDS
from .model import BLANK, GENERATE, QUIZ_KINDS, Arguments, Case, Course, Exercise, Hint, QuizItem

# A cases file is a few hundred lines; anything far larger is a mistake or an attack.
MAX_FILE_BYTES = 4 * 1024 * 1024
# Aliases can make a small file expand without bound (a "billion laughs"); count every node visited.
MAX_NODES = 200_000
# Generated inputs ({words: N}, {repeat: S, times: N}) are capped so a typo cannot fill memory.
MAX_GENERATED_CHARS = 256 * 1024 * 1024

EXERCISE_KEYS = ("title", "returns", "unit", "hints", "pitfalls", "cases", "random", "quiz")
QUIZ_KEYS = ("name", *QUIZ_KINDS, "code", "answer", "accept", "options", "fix", "explain")
CASE_KEYS = ("name", "input", "expected", "tags", "timeout", "hidden", "points", "take")
HINT_KEYS = ("text", "pitfall", "tag")
_PLAIN_COLLECTION_TAGS = ("tag:yaml.org,2002:map", "tag:yaml.org,2002:seq")
NAME_PATTERN = re.compile(r"^[a-z][a-z0-9_]*$")

_Loader: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def course_above(start: Path | None = None) -> Path | None:
    """The nearest folder at or above `start` holding cases.yaml and exercises/, if any."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / "cases.yaml").is_file() and (folder / "exercises").is_dir():
            return folder
    return None


def installed_course() -> Path | None:
    """The course kata was installed from in editable mode (the folder above the grader package), if any."""
    package_parent = Path(__file__).resolve().parent.parent.parent
    return package_parent if (package_parent / "cases.yaml").is_file() else None


def find_root(start: Path | None = None) -> Path:
    """The course folder: the nearest folder at or above `start` holding cases.yaml and exercises/.

    Outside every course kata refuses, naming the course it was installed from: grading that one silently
    would grade files the learner is not looking at, and write progress where they would not find it.
    """
    here = (start or Path.cwd()).resolve()
    found = course_above(here)
    if found is not None:
        return found
    installed = installed_course()
    raise CasesError(
        f"no cases.yaml with an exercises/ folder beside it was found in {here} or above it",
        fix=f"cd into the course folder (kata was installed from {installed}) or pass --root {installed}"
        if installed is not None
        else "run kata from inside the course folder (the one with cases.yaml), or pass --root",
    )


def load_course(root: Path, extra: Path | None = None) -> Course:
    """Load root/cases.yaml, and merge an instructor's extra cases file into it when given."""
    exercises = load_exercises(root / "cases.yaml", label="cases.yaml")
    if extra is not None:
        # An extra file's exercises are the course's: what `solve` returns is declared there once.
        kinds = {exercise.name: exercise.returns for exercise in exercises}
        exercises = merge_extra(exercises, load_exercises(extra, label=str(extra), partial=True, kinds=kinds))
    return Course(root=root, exercises=exercises)


def load_exercises(
    path: Path, *, label: str, partial: bool = False, kinds: Mapping[str, str] | None = None
) -> tuple[Exercise, ...]:
    """Parse one cases file. `partial` files (extra/hidden cases) may hold only `cases:` per exercise, and an
    exercise that states no `returns:` takes its kind from `kinds` (the course's)."""
    node = _compose(path, label)
    reader = _Reader(label)
    if not isinstance(node, yaml.MappingNode) or not node.value:
        raise CasesError(
            "the file must be a mapping with one key per exercise",
            file=label,
            line=_line(node) if node is not None else 1,
            fix="start the file with an exercise name followed by a colon, e.g. `chunk_words:`",
        )
    exercises = []
    seen: dict[str, int] = {}
    for position, (key_node, value_node) in enumerate(node.value, start=1):
        name = reader.scalar(key_node, str, "an exercise name")
        if name in seen:
            raise CasesError(
                f"exercise {name!r} is declared twice (first on line {seen[name]})",
                file=label,
                line=_line(key_node),
                fix="merge the two blocks into one",
            )
        if not NAME_PATTERN.match(name):
            raise CasesError(
                f"exercise name {name!r} is not a lower_snake_case identifier",
                file=label,
                line=_line(key_node),
                fix="use the file name of the exercise without .py, e.g. chunk_words",
            )
        seen[name] = _line(key_node)
        default_kind = (kinds or {}).get(name, "list[str]")
        exercises.append(_exercise(reader, name, position, key_node, value_node, partial, default_kind))
    return tuple(exercises)


def merge_extra(exercises: tuple[Exercise, ...], extra: tuple[Exercise, ...]) -> tuple[Exercise, ...]:
    """Append the extra file's cases to the matching exercises; unknown exercises are errors."""
    by_name = {exercise.name: exercise for exercise in exercises}
    merged = dict(by_name)
    for addition in extra:
        base = by_name.get(addition.name)
        if base is None:
            raise CasesError(
                f"exercise {addition.name!r} is not in cases.yaml",
                file=addition.source,
                line=addition.line,
                fix=_did_you_mean(addition.name, by_name) or f"use one of: {', '.join(by_name)}",
            )
        if addition.returns != base.returns:
            raise CasesError(
                f"exercise {addition.name}: returns is {addition.returns!r} here but {base.returns!r} in cases.yaml",
                file=addition.source,
                line=addition.line,
                fix="leave `returns:` out of the extra file: it takes the course's",
            )
        taken = {case.name: case for case in base.cases}
        for case in addition.cases:
            if case.name in taken:
                raise CasesError(
                    f"exercise {addition.name}, case {case.name!r}: the name is already used "
                    f"in cases.yaml line {taken[case.name].line}",
                    file=case.source,
                    line=case.line,
                    fix="give the extra case a name of its own",
                )
            _check_same_arguments(case.source, addition.name, _usual_arguments(base.cases), case, case.line)
        merged[addition.name] = _replace_cases(base, base.cases + addition.cases)
    return tuple(merged[exercise.name] for exercise in exercises)


def _replace_cases(exercise: Exercise, cases: tuple[Case, ...]) -> Exercise:
    from dataclasses import replace

    return replace(exercise, cases=cases)


def _compose(path: Path, label: str) -> yaml.Node | None:
    try:
        size = path.stat().st_size
    except OSError as error:
        raise CasesError(
            f"cannot read the cases file: {error.strerror}",
            file=label,
            fix="check the path; cases.yaml lives at the root of the course",
        ) from None
    if size > MAX_FILE_BYTES:
        raise CasesError(
            f"the file is {size:,} bytes; a cases file is limited to {MAX_FILE_BYTES:,}",
            file=label,
            fix="generate long inputs with {words: N} or {repeat: TEXT, times: N} instead of pasting them",
        )
    text = path.read_bytes()
    try:
        return yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        fix = "check the indentation and quoting around this line (a value with ': ' or '#' needs quotes)"
        context = error.context or ""
        if error.context_mark is not None and ("flow" in context or "quoted scalar" in context):
            # An unclosed bracket or quote is noticed lines later: the line to fix is the one that opened it.
            mark = error.context_mark
            fix = "close the bracket or quote opened on this line (or put quotes around a value holding ': ')"
        line = mark.line + 1 if mark is not None else 0
        problem = error.problem or ""
        if "mapping values are not allowed" in problem:
            fix = (
                "look at this line and the one above: a key needs a colon after it (`title: Words`), a value "
                "holding ': ' needs quotes, and a key is indented like the keys beside it"
            )
        elif "expected key" in problem or "expected <block end>" in problem:
            fix = "indent this line like the keys beside it (2 more spaces per level, as in the rest of the file)"
        if _indented_with_tab(text, line):
            # PyYAML's words for a tab ("cannot start any token") do not say that the tab is the problem.
            fix = "indent with spaces: YAML does not allow a tab in the indentation (set your editor to insert spaces)"
        raise CasesError(
            f"this is not valid YAML: {error.problem or error.context}",
            file=label,
            line=line,
            fix=fix,
        ) from None
    except yaml.YAMLError as error:
        raise CasesError(f"this is not valid YAML: {error}", file=label) from None


def _indented_with_tab(text: bytes, line: int) -> bool:
    lines = text.splitlines()
    if not 0 < line <= len(lines):
        return False
    row = lines[line - 1]
    return b"\t" in row[: len(row) - len(row.lstrip())]


def _line(node: yaml.Node) -> int:
    return node.start_mark.line + 1


def _did_you_mean(word: str, choices: Any) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f"did you mean {close[0]!r}?" if close else ""


class _Reader:
    """Turns YAML nodes into plain values, checking types, with a budget against alias bombs."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.nodes = 0
        self.constructor = _Loader("")

    def fail(self, node: yaml.Node, problem: str, fix: str) -> CasesError:
        return CasesError(problem, file=self.label, line=_line(node), fix=fix)

    def value(self, node: yaml.Node) -> Any:
        """Any YAML value as plain Python data."""
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise self.fail(
                node,
                f"the file expands to more than {MAX_NODES:,} values (aliases that repeat aliases?)",
                "write the data out, or use {words: N} / {repeat: TEXT, times: N} for long inputs",
            )
        if isinstance(node, yaml.CollectionNode) and node.tag not in _PLAIN_COLLECTION_TAGS:
            raise self.fail(
                node, f"cannot read a value tagged {node.tag!r}", "use plain strings, numbers, lists and mappings only"
            )
        if isinstance(node, yaml.MappingNode):
            result = {}
            for key_node, value_node in node.value:
                key = self.value(key_node)
                if not isinstance(key, str | int | bool | float) and key is not None:
                    raise self.fail(key_node, "a mapping key must be a plain value", "quote it")
                result[key] = self.value(value_node)
            return result
        if isinstance(node, yaml.SequenceNode):
            return [self.value(item) for item in node.value]
        try:
            return self.constructor.construct_object(node, deep=True)
        except yaml.constructor.ConstructorError as error:
            raise self.fail(
                node,
                f"cannot read this value: {error.problem}",
                "use plain strings, numbers, booleans, lists and mappings only",
            ) from None

    def scalar(self, node: yaml.Node, kind: type | tuple[type, ...], what: str) -> Any:
        value = self.value(node)
        if isinstance(value, bool) and kind is not bool and bool not in _as_tuple(kind):
            value = None  # YAML's yes/no/true must not pass for a number or a string
        if not isinstance(value, kind):
            shown = (
                repr(value)
                if not isinstance(node, yaml.CollectionNode)
                else "a " + ("list" if isinstance(node, yaml.SequenceNode) else "mapping")
            )
            raise self.fail(node, f"expected {what}, not {shown}", f"write {what} here")
        return value

    def mapping(self, node: yaml.Node, allowed: tuple[str, ...], where: str) -> dict[str, tuple[yaml.Node, yaml.Node]]:
        """A mapping's entries by key, refusing unknown and repeated keys."""
        if not isinstance(node, yaml.MappingNode):
            raise self.fail(node, f"{where}: expected a mapping of keys", f"use keys: {', '.join(allowed)}")
        entries: dict[str, tuple[yaml.Node, yaml.Node]] = {}
        for key_node, value_node in node.value:
            key = self.scalar(key_node, str, "a key")
            if key not in allowed:
                hint = _did_you_mean(key, allowed)
                raise self.fail(
                    key_node,
                    f"{where}: unknown key {key!r}",
                    (hint + " " if hint else "") + f"the keys allowed here are: {', '.join(allowed)}",
                )
            if key in entries:
                raise self.fail(key_node, f"{where}: key {key!r} appears twice", "keep one of them")
            entries[key] = (key_node, value_node)
        return entries


def _as_tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def _exercise(
    reader: _Reader,
    name: str,
    position: int,
    key_node: yaml.Node,
    node: yaml.Node,
    partial: bool,
    default_kind: str = "list[str]",
) -> Exercise:
    where = f"exercise {name}"
    entries = reader.mapping(node, EXERCISE_KEYS, where)
    required = ("cases",) if partial else ("title", "cases")
    for key in required:
        if key not in entries:
            raise reader.fail(key_node, f"{where}: the key {key!r} is missing", f"add `{key}:` under `{name}:`")

    def get(key: str, convert: Callable[[yaml.Node], Any], default: Any) -> Any:
        return convert(entries[key][1]) if key in entries else default

    title = get("title", lambda n: _text(reader, n, f"{where}: title"), name)
    returns = get("returns", lambda n: _returns(reader, n, where), default_kind)
    pitfalls = get("pitfalls", lambda n: _pitfalls(reader, n, where), {})
    hints = get("hints", lambda n: _hints(reader, n, where, pitfalls), ())
    random = get("random", lambda n: _count(reader, n, f"{where}: random", minimum=0), None)
    unit = get("unit", lambda n: _text(reader, n, f"{where}: unit"), None)
    cases_node = entries["cases"][1]
    if not isinstance(cases_node, yaml.SequenceNode) or not cases_node.value:
        raise reader.fail(
            cases_node,
            f"{where}: `cases` must be a non-empty list",
            "add at least one case: `- name: ...` with an `input:` mapping",
        )
    cases: list[Case] = []
    input_lines: list[int] = []
    names: dict[str, int] = {}
    for case_node in cases_node.value:
        case = _case(reader, name, returns, case_node)
        if case.name in names:
            raise reader.fail(
                case_node,
                f"{where}: the case name {case.name!r} is used twice (first on line {names[case.name]})",
                "give each case a unique name that says which mistake it catches",
            )
        names[case.name] = case.line
        cases.append(case)
        input_lines.append(_input_line(case_node, case))
    usual = _usual_arguments(cases)
    for case, line in zip(cases, input_lines, strict=True):
        _check_same_arguments(reader.label, name, usual, case, line)
    _check_hint_tags(reader, entries.get("hints"), where, hints, cases)
    quiz = get("quiz", lambda n: _quiz(reader, n, where, program=RETURN_KINDS[returns].program), ())
    return Exercise(
        name=name,
        title=title,
        position=position,
        returns=returns,
        hints=hints,
        pitfalls=pitfalls,
        cases=tuple(cases),
        random=random,
        source=reader.label,
        line=_line(key_node),
        unit=unit,
        quiz=quiz,
        key_lines=_key_lines(entries),
        pitfall_lines=_pitfall_lines(entries.get("pitfalls")),
    )


def _key_lines(entries: Mapping[str, tuple[yaml.Node, yaml.Node]]) -> tuple[tuple[str, int], ...]:
    """Each key of a mapping with the line it is written on, kept for messages about that key."""
    return tuple((key, _line(key_node)) for key, (key_node, _) in entries.items())


def _pitfall_lines(entry: tuple[yaml.Node, yaml.Node] | None) -> tuple[tuple[str, int], ...]:
    """Each pitfall's name with the line that declares it (already checked to be a mapping of names)."""
    if entry is None or not isinstance(entry[1], yaml.MappingNode):
        return ()
    return tuple((str(key_node.value), _line(key_node)) for key_node, _ in entry[1].value)


def _quiz(reader: _Reader, node: yaml.Node, where: str, *, program: bool) -> tuple[QuizItem, ...]:
    """The lesson's quick checks; what only running code can prove (`kata cases check`) is not checked here."""
    if not isinstance(node, yaml.SequenceNode):
        raise reader.fail(node, f"{where}: `quiz` must be a list", "write one `- name: ...` item per question")
    items: list[QuizItem] = []
    for item_node in node.value:
        item = _quiz_item(reader, item_node, where, program)
        if any(item.name == other.name for other in items):
            raise reader.fail(item_node, f"{where}: the quiz item name {item.name!r} is used twice", "rename one")
        items.append(item)
    return tuple(items)


def _quiz_item(reader: _Reader, node: yaml.Node, where: str, program: bool) -> QuizItem:
    entries = reader.mapping(node, QUIZ_KEYS, f"{where}, a quiz item")
    if "name" not in entries:
        raise reader.fail(node, f"{where}: a quiz item has no `name`", "add `name:` (lower_snake_case)")
    name = reader.scalar(entries["name"][1], str, "a quiz item name")
    label = f"{where}, quiz item {name}"
    if not NAME_PATTERN.match(name):
        raise reader.fail(entries["name"][1], f"{label}: the name is not lower_snake_case", "e.g. `the_step`")
    kinds = [kind for kind in QUIZ_KINDS if kind in entries]
    if len(kinds) != 1:
        raise reader.fail(
            node,
            f"{label}: give exactly one of {', '.join(QUIZ_KINDS)} (the key holds the question)",
            "e.g. `predict: How many pieces come out?`",
        )
    kind = kinds[0]

    def text(key: str) -> str:
        if key not in entries:
            raise reader.fail(node, f"{label}: `{key}` is missing", f"add `{key}:`")
        return _text(reader, entries[key][1], f"{label}: {key}")

    def strings(key: str) -> tuple[str, ...]:
        if key not in entries:
            return ()
        values = reader.value(entries[key][1])
        if not isinstance(values, list) or not all(isinstance(value, str) and value.strip() for value in values):
            raise reader.fail(entries[key][1], f"{label}: `{key}` must be a list of strings", "quote each one")
        return tuple(values)

    def number(most: int, what: str) -> str:
        value = whole_number(reader.scalar(entries["answer"][1], (int, float), f"the number of the {what}"))
        if value is None or not 1 <= value <= most:
            raise reader.fail(
                entries["answer"][1], f"{label}: `answer` must be the {what}'s number, from 1 to {most}", "fix it"
            )
        return str(value)

    allowed = {"predict": {"code", "answer", "accept"}, "fill": {"code", "answer", "accept"}, "bug": {"code", "fix"}}
    extra = sorted(set(entries) - {"name", kind, "explain", "answer"} - allowed.get(kind, {"options"}))
    if extra:
        raise reader.fail(entries[extra[0]][0], f"{label}: a {kind} item has no `{extra[0]}`", "remove it")
    question, explain = text(kind), text("explain")
    if "answer" not in entries:
        raise reader.fail(node, f"{label}: `answer` is missing", "add `answer:`")
    code, answer, fix = "", "", ""
    options: tuple[str, ...] = ()
    if kind == "choice":
        options = strings("options")
        if len(options) < 2:
            raise reader.fail(node, f"{label}: a choice needs `options`, two or more", "list the options")
        answer = number(len(options), "option")
    else:
        code = text("code")
    if kind in ("predict", "fill"):
        answer = str(reader.value(entries["answer"][1])).strip()
        if not answer:
            raise reader.fail(entries["answer"][1], f"{label}: `answer` is empty", "write the answer")
    if kind == "predict" and program:
        raise reader.fail(node, f"{label}: a program has no `solve` to call", "ask with `fill`, `bug` or `choice`")
    if kind == "fill" and code.count(BLANK) != 1:
        raise reader.fail(entries["code"][1], f"{label}: the code must hold one blank {BLANK}", f"mark it {BLANK}")
    if kind == "bug":
        answer = number(len(code.rstrip("\n").split("\n")), "line")
        fix = text("fix")
        if fix.strip() == code.rstrip("\n").split("\n")[int(answer) - 1].strip():
            raise reader.fail(entries["fix"][1], f"{label}: `fix` is the marked line as it is", "write the right line")
    return QuizItem(
        name=name,
        kind=kind,
        question=question,
        code=code,
        answer=answer,
        accept=strings("accept"),
        options=options,
        fix=fix,
        explain=explain,
        source=reader.label,
        line=_line(node),
        key_lines=_key_lines(entries),
    )


def _check_hint_tags(
    reader: _Reader, entry: tuple[yaml.Node, yaml.Node] | None, where: str, hints: tuple[Hint, ...], cases: list[Case]
) -> None:
    """A hint tied to a case tag must name a tag some case carries, or it could never be suggested."""
    carried = {tag for case in cases for tag in case.tags}
    for stage, hint in enumerate(hints, start=1):
        if hint.tag is not None and hint.tag not in carried and entry is not None:
            raise reader.fail(
                entry[1].value[stage - 1],
                f"{where}: hint {stage} names tag {hint.tag!r}, which no case of the exercise carries",
                _did_you_mean(hint.tag, sorted(carried)) or "add the tag to the cases it is about",
            )


def _text(reader: _Reader, node: yaml.Node, where: str) -> str:
    value = reader.scalar(node, str, "a string")
    if not value.strip():
        raise reader.fail(node, f"{where} is empty", "write the text, or remove the key")
    return value


def _returns(reader: _Reader, node: yaml.Node, where: str) -> str:
    value = reader.scalar(node, str, "a return kind")
    if value not in RETURN_KINDS:
        raise reader.fail(
            node,
            f"{where}: returns must be one of {', '.join(map(repr, RETURN_KINDS))} (not {value!r})",
            _did_you_mean(value, RETURN_KINDS) or "pick the kind that `solve` returns",
        )
    return value


def whole_number(value: Any) -> int | None:
    """An int, or a float with no fraction (`10.0`) as the int it equals; None for anything else.

    JSON Schema's "integer" is a number without a fractional part, so cases.schema.json (and an editor checking
    with it) accepts `10.0` wherever it asks for a whole number: the loader accepts the same files.
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def _count(reader: _Reader, node: yaml.Node, where: str, *, minimum: int) -> int:
    value = whole_number(reader.scalar(node, (int, float), "a whole number"))
    if value is None:
        raise reader.fail(node, f"{where} must be a whole number", "write it without a fraction, e.g. 3")
    if value < minimum:
        raise reader.fail(node, f"{where} must be at least {minimum} (not {value})", f"use {minimum} or more")
    return value


def _pitfalls(reader: _Reader, node: yaml.Node, where: str) -> dict[str, str]:
    if not isinstance(node, yaml.MappingNode):
        raise reader.fail(
            node,
            f"{where}: `pitfalls` must be a mapping of name: message",
            "write each pitfall as `step_by_size: The step is size - overlap, not size.`",
        )
    pitfalls: dict[str, str] = {}
    for key_node, value_node in node.value:
        pitfall = reader.scalar(key_node, str, "a pitfall name")
        if not NAME_PATTERN.match(pitfall):
            raise reader.fail(
                key_node,
                f"{where}: pitfall name {pitfall!r} is not a lower_snake_case identifier",
                "use the name of its function in solutions/pitfalls/",
            )
        if pitfall in pitfalls:
            raise reader.fail(key_node, f"{where}: pitfall {pitfall!r} appears twice", "keep one of them")
        pitfalls[pitfall] = _text(reader, value_node, f"{where}: the message of pitfall {pitfall}")
    return pitfalls


def _hints(reader: _Reader, node: yaml.Node, where: str, pitfalls: Mapping[str, str]) -> tuple[Hint, ...]:
    if not isinstance(node, yaml.SequenceNode):
        raise reader.fail(node, f"{where}: `hints` must be a list", "write one `- ...` line per stage")
    hints = []
    for stage, item in enumerate(node.value, start=1):
        label = f"{where}: hint {stage}"
        if isinstance(item, yaml.MappingNode):
            entries = reader.mapping(item, HINT_KEYS, label)
            if "text" not in entries:
                raise reader.fail(item, f"{label} has no `text`", "add `text:` with the hint itself")
            text = _text(reader, entries["text"][1], label)
            pitfall = None
            if "pitfall" in entries:
                pitfall_node = entries["pitfall"][1]
                pitfall = reader.scalar(pitfall_node, str, "a pitfall name")
                if pitfall not in pitfalls:
                    raise reader.fail(
                        pitfall_node,
                        f"{label} names pitfall {pitfall!r}, which the exercise does not declare",
                        _did_you_mean(pitfall, pitfalls) or "declare it under `pitfalls:` first",
                    )
            tag = reader.scalar(entries["tag"][1], str, "a case tag") if "tag" in entries else None
            hints.append(Hint(text=text, pitfall=pitfall, tag=tag))
        else:
            hints.append(Hint(text=_text(reader, item, label)))
    return tuple(hints)


def _case(reader: _Reader, exercise: str, returns: str, node: yaml.Node) -> Case:
    entries = reader.mapping(node, CASE_KEYS, f"exercise {exercise}, a case")
    if "name" not in entries:
        raise reader.fail(
            node,
            f"exercise {exercise}: a case has no `name`",
            "add `name:` saying which mistake the case catches",
        )
    name = reader.scalar(entries["name"][1], str, "a case name")
    where = f"exercise {exercise}, case {name}"
    if not NAME_PATTERN.match(name):
        raise reader.fail(
            entries["name"][1],
            f"{where}: the name is not lower_snake_case",
            "use letters, digits and underscores, starting with a letter",
        )
    if "input" not in entries:
        raise reader.fail(
            node,
            f"{where}: the case has no `input`",
            "add `input:` with a mapping of solve's arguments (for a program, `stdin:`)",
        )
    input_node = entries["input"][1]
    if not isinstance(input_node, yaml.MappingNode):
        raise reader.fail(
            input_node,
            f"{where}: `input` must be a mapping of argument names to values",
            'write e.g. `input: {text: "a b c", size: 2, overlap: 1}`',
        )
    arguments: dict[str, Any] = {}
    generated: dict[str, dict[str, Any]] = {}
    for key_node, value_node in input_node.value:
        argument = reader.scalar(key_node, str, "an argument name")
        if not argument.isidentifier():
            raise reader.fail(key_node, f"{where}: {argument!r} is not an argument name", "use solve's parameter names")
        arguments[argument] = _plain_or_generator(reader, value_node, f"{where}, argument {argument}")
        if isinstance(arguments[argument], GeneratorSpec):
            generated[argument] = arguments[argument].spec
    if RETURN_KINDS[returns].program and set(arguments) != {"stdin"}:
        raise reader.fail(
            input_node,
            f"{where}: a program's input is one key, `stdin` (found {', '.join(arguments) or 'none'})",
            'write `input: {stdin: "4 2\\na b c d e f"}`',
        )
    expected = reader.value(entries["expected"][1]) if "expected" in entries else None
    if "expected" in entries:
        _check_expected_shape(reader, entries["expected"][1], expected, returns, where)
    tags = _tags(reader, entries["tags"][1], where) if "tags" in entries else ()
    timeout = None
    if "timeout" in entries:
        timeout = float(reader.scalar(entries["timeout"][1], (int, float), "a number of seconds"))
        if not 0 < timeout <= 120:
            raise reader.fail(
                entries["timeout"][1], f"{where}: timeout must be between 0 and 120 seconds", "use e.g. `timeout: 5`"
            )
    hidden = reader.scalar(entries["hidden"][1], bool, "true or false") if "hidden" in entries else False
    points = 1.0
    if "points" in entries:
        points = float(reader.scalar(entries["points"][1], (int, float), "a number of points"))
        if points < 0:
            raise reader.fail(entries["points"][1], f"{where}: points cannot be negative", "use 0 or more")
    take = None
    if "take" in entries:
        if not RETURN_KINDS[returns].lazy:
            raise reader.fail(
                entries["take"][0],
                f"{where}: `take` only applies to exercises that return an iterator",
                "remove `take:`",
            )
        take = _count(reader, entries["take"][1], f"{where}: take", minimum=1)
    return Case(
        name=name,
        input=Arguments(arguments, generated),
        expected=expected,
        has_expected="expected" in entries,
        tags=tags,
        timeout=timeout,
        hidden=hidden,
        points=points,
        take=take,
        source=reader.label,
        line=_line(node),
        key_lines=_key_lines(entries),
    )


def _input_line(case_node: yaml.Node, case: Case) -> int:
    for key_node, value_node in case_node.value:
        if key_node.value == "input":
            return _line(value_node)
    return case.line


def _kind(value: Any) -> str:
    """What an argument is, in the words an author uses (a generated text is a string)."""
    if (isinstance(value, dict) and GENERATE in value) or isinstance(value, str):
        return "a string"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a decimal number"
    if isinstance(value, list):
        return "a list"
    return "a mapping" if isinstance(value, dict) else "empty"


def _kinds(arguments: Mapping[str, Any]) -> dict[str, str]:
    """Each argument's kind, a generated one read off its spec: building a course's long texts and lists only to
    name their kind cost a run ~80 ms at load (sentences and numbers are lists, the other generators strings)."""
    generated = arguments.generated if isinstance(arguments, Arguments) else {}
    return {
        name: ("a list" if {"sentences", "numbers"} & set(generated[name]) else "a string")
        if name in generated
        else _kind(arguments[name])
        for name in arguments
    }


def _usual_arguments(cases: list[Case] | tuple[Case, ...]) -> tuple[Case, dict[str, str]]:
    """The argument names and kinds most cases share (with one case that has them), to judge the odd one by."""
    shapes = Counter(tuple(_kinds(case.input).items()) for case in cases)
    shape = shapes.most_common(1)[0][0]
    example = next(case for case in cases if tuple(_kinds(case.input).items()) == shape)
    return example, dict(shape)


def _check_same_arguments(label: str, exercise: str, usual: tuple[Case, dict[str, str]], case: Case, line: int) -> None:
    """Every case calls solve alike: the worker binds one case's argument names for all of them.

    Without this, a typo in one argument name fails every case of the exercise on the learner's side,
    and a quoted number ("4") reaches solve as a string: either way the learner is blamed for the course.
    """
    example, kinds = usual
    ours = _kinds(case.input)
    where = f"exercise {exercise}, case {case.name}"
    others = f"case {example.name}, {example.source} line {example.line}"
    for name in ours:
        if name not in kinds:
            guess = _did_you_mean(name, [other for other in kinds if other not in ours])
            raise CasesError(
                f"{where}: argument {name!r} is not one of {', '.join(kinds)}, the arguments of the other cases "
                f"(e.g. {others})",
                file=label,
                line=line,
                fix=guess or "give every case the same argument names: solve's parameters",
            )
    for name, kind in kinds.items():
        if name not in ours:
            raise CasesError(
                f"{where}: argument {name!r} is missing (the other cases give it, e.g. {others})",
                file=label,
                line=line,
                fix=f"add `{name}:` to this case's input",
            )
        if ours[name] != kind:
            raise CasesError(
                f"{where}: argument {name!r} is {ours[name]} here but {kind} in the other cases (e.g. {others})",
                file=label,
                line=line,
                fix=f"write {name} as {kind}, as the other cases do"
                + (f' (no quotes: `{name}: 4`, not `{name}: "4"`)' if kind == "a whole number" else ""),
            )


def _tags(reader: _Reader, node: yaml.Node, where: str) -> tuple[str, ...]:
    if not isinstance(node, yaml.SequenceNode):
        raise reader.fail(node, f"{where}: `tags` must be a list of words", "write e.g. `tags: [edge, unicode]`")
    return tuple(reader.scalar(item, str, "a tag") for item in node.value)


def _check_expected_shape(reader: _Reader, node: yaml.Node, expected: Any, returns: str, where: str) -> None:
    kind = RETURN_KINDS[returns]
    if not kind.fits(expected):
        raise reader.fail(node, f"{where}: `expected` does not fit `returns: {returns}`", kind.example)


@dataclass(frozen=True)
class GeneratorSpec:
    """A checked `{words: N}` or `{repeat: TEXT, times: N}`; expanded only when a case is run."""

    spec: dict[str, Any]


def _plain_or_generator(reader: _Reader, node: yaml.Node, where: str) -> Any:
    """An input value; `{words: N}` and `{repeat: TEXT, times: N}` stand for long strings, `{repeat: [ITEMS], times:
    N}` for a long list (expanded here: the worker is sent the list)."""
    if not isinstance(node, yaml.MappingNode):
        return reader.value(node)
    spec = reader.value(node)
    if set(spec) in ({"words"}, {"words", "before"}):
        count = whole_number(spec["words"])
        if count is None or count < 0:
            raise reader.fail(node, f"{where}: `words` takes a whole number", "write e.g. `{words: 10000}`")
        if not isinstance(spec.get("before", ""), str):
            raise reader.fail(node, f"{where}: `before` takes a string", 'write e.g. `{words: 1000, before: "4 2\\n"}`')
        _check_generated_size(reader, node, where, count * (len(str(count)) + 2))
        return GeneratorSpec({"words": count, **({"before": spec["before"]} if "before" in spec else {})})
    if len(spec) == 1 and set(spec) <= {"sentences", "numbers"}:
        # A list: sentences of 1 to 24 words, or the numbers 0 to N-1 shuffled (hits); drawn afresh in perf cases.
        ((key, count),) = spec.items()
        if whole_number(count) is None or count < 0:
            raise reader.fail(node, f"{where}: `{key}` takes a whole number", f"write e.g. `{{{key}: 1000}}`")
        _check_generated_size(reader, node, where, count * (100 if key == "sentences" else 8))
        return GeneratorSpec({key: count})
    if set(spec) == {"repeat", "times"} and isinstance(spec["repeat"], list):
        # A long list (of sentences, say): expanded now, and sent to the worker as the list itself.
        items, times = spec["repeat"], whole_number(spec["times"])
        if times is None or times < 0:
            raise reader.fail(
                node, f"{where}: `times` takes a whole number", "write e.g. `{repeat: [a, b], times: 100}`"
            )
        _check_generated_size(reader, node, where, len(json.dumps(items, ensure_ascii=False)) * times)
        return items * times
    if set(spec) == {"repeat", "times"}:
        text, times = spec["repeat"], whole_number(spec["times"])
        if not isinstance(text, str) or times is None or times < 0:
            raise reader.fail(
                node,
                f"{where}: `repeat` takes a string and `times` a whole number",
                'write e.g. `{repeat: "ab ", times: 1000}`',
            )
        _check_generated_size(reader, node, where, len(text) * times)
        return GeneratorSpec({"repeat": text, "times": times})
    raise reader.fail(
        node,
        f"{where}: a mapping here must be {{words: N}} or {{repeat: TEXT, times: N}} (for a list: "
        "{repeat: [ITEMS], times: N}, {sentences: N} or {numbers: N})",
        "write the value itself, or one of those generators",
    )


def _check_generated_size(reader: _Reader, node: yaml.Node, where: str, size: int) -> None:
    if size > MAX_GENERATED_CHARS:
        raise reader.fail(
            node,
            f"{where}: the generated text would be about {size:,} characters",
            f"keep generated inputs under {MAX_GENERATED_CHARS:,} characters",
        )
