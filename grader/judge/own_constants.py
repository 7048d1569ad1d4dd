"""Inputs made from the learner's own constants: the random phase's fourth source, after the varied cases.

Code is special about what it names: a `"\\r"` it deletes, a `","` it splits at, a `7` it compares with. A
mistake that lives in such a branch shows only on an input that holds the constant, and neither a case nor a
drawn text need hold it. So the small visible cases are tried again with each short constant of the learner's
file put into a text (between two words, as a word, at a word's end) and each small whole number (and its
neighbours) as a number argument. The file is only parsed, never run here; the reference answers every input, so
the lesson's rules decide what is right, and an input the reference will not answer is left out. Hidden cases
are never used.
"""

from __future__ import annotations

import ast
import collections
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..course.model import Case
from .shrink import valid
from .variants import is_small_case

# A string constant longer than this is a message, not something the code looks for in a text.
LONGEST_TEXT = 12
# Whole numbers beyond this are limits and sizes of no small case.
LARGEST_NUMBER = 100
# A pattern longer than this is read for no characters (it is data, not something a learner writes to search).
PATTERN_MOST = 1_000
# At most this many constants of each kind, and inputs in all.
MOST_CONSTANTS = 12
MOST = 300


def constants_of(source: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The short strings (a short list of words written out counts as their text) and small whole numbers written in
    `source` (docstrings left out), in the order first written; empty when it does not parse."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return (), ()
    documented = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    docstrings = {ast.get_docstring(node, clean=False) for node in ast.walk(tree) if isinstance(node, documented)}
    texts: dict[str, None] = {}
    numbers: dict[int, None] = {}
    expressions = [node for node in ast.walk(tree) if isinstance(node, ast.expr)]
    written = sorted(
        (node for node in expressions if isinstance(node, ast.Constant) or _words_list(node)),
        key=lambda node: (node.lineno, node.col_offset),
    )
    characters = _code_points(tree)
    patterns = _patterns(tree)
    for node in written:
        value = _words_list(node) or node.value  # type: ignore[attr-defined]
        if value in docstrings:
            continue
        if id(node) in patterns:
            # A pattern is no text the code looks for; the characters it names are (`[.!?]`, `\.`, `#`).
            texts.update(dict.fromkeys(_literals(value)))
        elif isinstance(value, str) and 0 < len(value) <= LONGEST_TEXT and value not in (" ", "__main__"):
            texts[value] = None
        elif type(value) is int and id(node) in characters:
            # A character compared by its code point (`ord(c) <= 57`): it and its neighbours, one of which is on
            # the wrong side of a bound written one off (`58` lets ":" in among the digits).
            for near in (value - 1, value, value + 1):
                if 32 < near < 0x110000 and chr(near).isprintable():
                    texts[chr(near)] = None
        elif type(value) is int and abs(value) <= LARGEST_NUMBER:
            numbers[value] = None
    return tuple(texts)[:MOST_CONSTANTS], tuple(numbers)[:MOST_CONSTANTS]


def _words_list(node: ast.AST) -> str | None:
    """A short list of words written out (`["0", "0"]`, compared with `line.split()`), as the text it stands for."""
    if not isinstance(node, ast.List | ast.Tuple) or not 1 < len(node.elts) <= 4:
        return None
    if not all(isinstance(item, ast.Constant) and isinstance(item.value, str) for item in node.elts):
        return None
    words = [item.value for item in node.elts]  # type: ignore[attr-defined]
    if not all(word and not any(character.isspace() for character in word) for word in words):
        return None
    return " ".join(words)


def _patterns(tree: ast.Module) -> set[int]:
    """The strings handed to a function of `re` (or to `re.compile`) as its pattern: its first argument."""
    found: set[int] = set()
    for node in ast.walk(tree):
        func = node.func if isinstance(node, ast.Call) else None
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "re":
            first = node.args[0] if node.args else None  # type: ignore[attr-defined]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.add(id(first))
    return found


def _literals(pattern: str) -> list[str]:
    """The characters other than letters, digits and whitespace a pattern matches as themselves, one by one or
    in a class (a full stop, `!` and `?` from `(?<=[.!?])` followed by whitespace); none when it does not
    compile."""
    if len(pattern) > PATTERN_MOST:
        return []
    try:
        parsed = _parser().parse(pattern)
    except Exception:  # a pattern re refuses, or a parser this Python does not have: no constants from it
        return []
    found: list[str] = []
    pending = collections.deque(parsed)
    while pending:
        kind, value = pending.popleft()
        name = str(kind)
        if name == "LITERAL":
            found.append(chr(value))
        elif name == "IN":
            pending.extendleft(reversed(list(value)))
        elif isinstance(value, tuple | list):
            pending.extendleft(reversed(list(_subpatterns(value))))
    return [c for c in dict.fromkeys(found) if not c.isalnum() and not c.isspace() and c.isprintable()]


def _subpatterns(value: Any) -> Iterator[tuple[Any, Any]]:
    """The (kind, value) items inside a group, a repeat, an alternation or a look-around."""
    for part in value:
        if isinstance(part, tuple) and len(part) == 2 and hasattr(part[0], "name"):
            yield part
        elif hasattr(part, "data"):  # a SubPattern
            yield from part.data
        elif isinstance(part, list | tuple):
            yield from _subpatterns(part)


def _parser() -> Any:
    """The standard library's pattern parser (re._parser since Python 3.11, sre_parse before)."""
    import re

    parser = getattr(re, "_parser", None)
    if parser is None:  # pragma: no cover - Python 3.10
        import sre_parse as parser
    return parser


def _code_points(tree: ast.Module) -> set[int]:
    """The whole numbers compared with a character's code point (`48 <= ord(c) <= 57`)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        if any(isinstance(side, ast.Call) and ast.unparse(side.func) == "ord" for side in sides):
            found.update(id(side) for side in sides if isinstance(side, ast.Constant) and type(side.value) is int)
    return found


def constant_inputs(cases: Sequence[Case], source: str | None) -> list[dict[str, Any]]:
    """The small visible cases with one of the learner's constants put in, each input once (at most MOST)."""
    if not source:
        return []
    texts, numbers = constants_of(source)
    if not texts and not numbers:
        return []
    small = [dict(case.input) for case in cases if is_small_case(case)]
    seen = {repr(sorted(arguments.items())) for arguments in small}
    found: list[dict[str, Any]] = []
    for arguments in small:
        for changed in _with_constants(arguments, texts, numbers):
            key = repr(sorted(changed.items()))
            if key not in seen and valid(changed):
                seen.add(key)
                found.append(changed)
                if len(found) >= MOST:
                    return found
    return found


def _with_constants(
    arguments: Mapping[str, Any], texts: tuple[str, ...], numbers: tuple[int, ...]
) -> Iterator[dict[str, Any]]:
    for constant in texts:
        yield from _glued_everywhere(arguments, constant)
    for name, value in arguments.items():
        if isinstance(value, str):
            for constant in texts:
                for changed in _text_with(value, constant, program=name == "stdin"):
                    yield {**arguments, name: changed}
        elif isinstance(value, list) and value and all(isinstance(item, str) for item in value):
            # In the first item, in the last (code often treats an item by what came before it: a sentence that
            # opens a new piece), and as an item of its own at the end.
            for constant in texts:
                for changed in _text_with(value[0], constant, program=False):
                    yield {**arguments, name: [changed, *value[1:]]}
                if len(value) > 1:
                    for changed in _text_with(value[-1], constant, program=False):
                        yield {**arguments, name: [*value[:-1], changed]}
                yield {**arguments, name: [*value, constant]}
        elif type(value) is int:
            for number in numbers:
                for near in (number - 1, number, number + 1):
                    if near != value:
                        yield _long_enough({**arguments, name: near}, near)


# At most this many of the words two texts share get a constant glued on.
SHARED_WORDS_MOST = 4


def _glued_everywhere(arguments: Mapping[str, Any], constant: str) -> Iterator[dict[str, Any]]:
    """The input with `constant` glued to the end of a word wherever that word stands, in every text of it, for
    each word two of its texts share: the texts keep what ties them (an answer still a run of the text's words, a
    question still sharing its words with a piece), now with the constant where code looks for it (an answer cut
    at its full stops)."""
    texts = {name: value for name, value in arguments.items() if name != "stdin" and _is_text(value)}
    if len(texts) < 2:
        return
    words_in = [{word for item in _items(value) for word in item.split()} for value in texts.values()]
    shared = [word for word in dict.fromkeys(w for words in words_in for w in sorted(words)) if _in_two(word, words_in)]
    for word in shared[:SHARED_WORDS_MOST]:
        changed = dict(arguments)
        for name, value in texts.items():
            glued = [_glued(item, word, constant) for item in _items(value)]
            changed[name] = glued[0] if isinstance(value, str) else glued
        yield changed


def _is_text(value: Any) -> bool:
    listed = isinstance(value, list) and bool(value) and all(isinstance(item, str) for item in value)
    return isinstance(value, str) or listed


def _items(value: str | list[str]) -> list[str]:
    return [value] if isinstance(value, str) else value


def _in_two(word: str, words_in: list[set[str]]) -> bool:
    return sum(word in words for words in words_in) >= 2


def _glued(text: str, word: str, constant: str) -> str:
    return " ".join(each + constant if each == word else each for each in text.split(" "))


def _long_enough(arguments: dict[str, Any], number: int) -> dict[str, Any]:
    """The input with its texts made longer than twice `number` words (their words again, in turn): a size or a
    limit of 64 changes nothing on a text of 20 words, and code that caps it at 64 would go unseen."""
    wanted = 2 * number + 1
    for name, value in arguments.items():
        words = value.split() if isinstance(value, str) and name != "stdin" else []
        if 0 < len(words) < wanted:
            arguments[name] = " ".join(words[index % len(words)] for index in range(wanted))
    return arguments


def _text_with(text: str, constant: str, *, program: bool) -> Iterator[str]:
    """The text with `constant` in place of its last space, as a word of its own at the end, glued to its last word,
    as its first word and as a line of its own: code tests a constant where it expects it (`line.startswith("#")`,
    `line == "--help"`, `text.endswith(".")`). For a program, also as the whole of line 1 and glued to the end of
    line 1's first word (a setting that code reading it may take for a number), and otherwise put in the lines
    after line 1, and on line 1 after its numbers."""
    head, newline, body = text.partition("\n") if program else ("", "", text)
    if program and head.split():
        first = head.split()[0]
        place = head.index(first) + len(first)
        yield head[:place] + constant + head[place:] + newline + body
        yield constant + (newline or "\n") + body
        # After line 1's numbers, among the text it may carry (`#` taken there for a comment): before its last word.
        fields = head.split()
        line = [*fields[:-1], constant, fields[-1]] if len(fields) > 2 else [*fields, constant]
        yield " ".join(line) + (newline or "\n") + body
    if program and not body.split():
        return
    kept = head + newline
    stripped = body.rstrip()
    ending = body[len(stripped) :]
    gap = stripped.rfind(" ")
    if gap > 0:
        yield kept + stripped[:gap] + constant + stripped[gap + 1 :] + ending
    if stripped:
        yield kept + stripped + " " + constant + ending
        yield kept + stripped + constant + ending
        yield kept + constant + " " + body.lstrip()
        yield kept + stripped + "\n" + constant + ending
