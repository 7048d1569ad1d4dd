# The changes are lambdas with default arguments (one per site), which mypy cannot type: checked by the tests.
# mypy: disable-error-code="misc"
"""Mutants of the reference: the method with one small change, to name what the learner computed instead.

The reference's solving part (solutions/EX.py above its "For the grader" line) is parsed, and every small
change a learner could make is applied to a copy, one at a time: a comparison's boundary, ±1 on a number (an
index then reads the item beside the one meant), a bound or a slice, a statement left out, an early exit added
or left out, swapped operands, `and`/`or`, a negated test, words split at single spaces, a running value set
instead of grown. Each mutant is compiled and run as trusted code under a line budget (bounded.py). A mutant
is described by the lesson step its line belongs to (the reference's numbered step comments) and the change
in words — never by the reference's code.
"""

from __future__ import annotations

import ast
import re
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache, partial
from pathlib import Path
from typing import Any

# The line that ends the solving part of a reference; promises and inputs for the grader follow it.
GRADER_PART = "---- For the grader"
# A numbered step comment: "# Step 3: stop once a chunk holds the last word." (or "# 3. …").
_STEP = re.compile(r"^\s*#\s*(?:[Ss]tep\s+)?(\d+)[.:]\s*(.+?)\s*$")


@dataclass(frozen=True)
class Mutant:
    """One changed copy of the reference: where (the step) and what (the change), and its namespace."""

    number: int
    step: int | None
    step_text: str
    change: str
    namespace: dict[str, Any]
    # The line of the reference that is changed (from 1), for a message that points at it.
    line: int = 0

    @property
    def where(self) -> str:
        return f"step {self.step} ({self.step_text})" if self.step is not None else "one line"


# ---- The changes. Each site is (node, description, how to make the changed node from a copy).

Change = Callable[[ast.AST], ast.AST | list[ast.stmt] | None]

_BOUNDARY = {
    ast.Lt: (ast.LtE, "a comparison that also holds when both sides are equal"),
    ast.LtE: (ast.Lt, "a comparison that no longer holds when both sides are equal"),
    ast.Gt: (ast.GtE, "a comparison that also holds when both sides are equal"),
    ast.GtE: (ast.Gt, "a comparison that no longer holds when both sides are equal"),
    ast.In: (ast.NotIn, "a membership test reversed"),
    ast.NotIn: (ast.In, "a membership test reversed"),
}
_ARITHMETIC = {
    ast.Add: (ast.Sub, "a subtraction where an addition belongs"),
    ast.Sub: (ast.Add, "an addition where a subtraction belongs"),
}


def _plus(node: ast.expr, delta: int) -> ast.expr:
    op: ast.operator = ast.Add() if delta > 0 else ast.Sub()
    return ast.BinOp(left=node, op=op, right=ast.Constant(abs(delta)))


def sites(tree: ast.Module) -> Iterator[tuple[int, ast.AST, str, Change]]:
    """Every change that can be made, as (index of the node in walk order, node, words, change)."""
    # A number that picks an item (`span[1]`) is an index: shifted, it reads the item beside the one meant.
    indices = {id(node.slice) for node in ast.walk(tree) if isinstance(node, ast.Subscript)}
    for index, node in enumerate(ast.walk(tree)):
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            op = type(node.ops[0])
            if op in _BOUNDARY:
                new_op, words = _BOUNDARY[op]
                yield index, node, words, lambda n, new_op=new_op: _with(n, ops=[new_op()])
            if op is ast.In:
                # A look for a part anywhere, made at one end only (text.startswith(part)): on a list the
                # mutant only raises, which no learner's answers match.
                for method, words in (("startswith", "only at the start"), ("endswith", "only at the end")):
                    yield index, node, f"a search for a part anywhere made {words}", partial(_at_one_end, method)
            if op in (ast.Lt, ast.LtE, ast.Gt, ast.GtE):
                for delta, words in ((1, "one larger"), (-1, "one smaller")):
                    yield (
                        index,
                        node,
                        f"the bound a comparison tests against {words}",
                        lambda n, d=delta: _with(n, comparators=[_plus(n.comparators[0], d)]),
                    )
                yield index, node, "the two sides of a comparison swapped", _swapped_compare
        elif isinstance(node, ast.BinOp) and type(node.op) in _ARITHMETIC:
            arithmetic, words = _ARITHMETIC[type(node.op)]
            yield index, node, words, lambda n, arithmetic=arithmetic: _with(n, op=arithmetic())
            yield index, node, "a sum or difference with its second term left out", lambda n: n.left  # type: ignore[attr-defined]
            if isinstance(node.op, ast.Sub):
                yield index, node, "a subtraction with its two sides swapped", swapped_operands
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            for delta, words in ((1, "one larger"), (-1, "one smaller")):
                if id(node) in indices:
                    side = "after" if delta > 0 else "before"
                    words = f"{words}: an index reading the item just {side} the one meant"
                yield index, node, f"a number {words}", lambda n, d=delta: ast.Constant(n.value + d)
        elif isinstance(node, ast.Slice):
            for part, name in (("lower", "start"), ("upper", "end")):
                if getattr(node, part) is not None:
                    for delta, words in ((1, "one later"), (-1, "one earlier")):
                        yield (
                            index,
                            node,
                            f"a slice whose {name} is {words}",
                            lambda n, p=part, d=delta: _with(n, **{p: _plus(getattr(n, p), d)}),
                        )
        elif isinstance(node, ast.BoolOp):
            other: type[ast.boolop] = ast.Or if isinstance(node.op, ast.And) else ast.And
            words = (
                "two conditions joined so that either one is enough, where both must hold"
                if other is ast.Or
                else "two conditions joined so that both must hold, where either one is enough"
            )
            yield index, node, words, lambda n, other=other: _with(n, op=other())
        elif isinstance(node, ast.If | ast.While | ast.IfExp):
            yield index, node, "a test reversed (its yes and its no swapped)", _negated
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in ("min", "max", "sorted") and node.args:
                left_out = {
                    "min": "a smallest-of left out",
                    "max": "a largest-of left out",
                    "sorted": "the sorting left out",
                }
                yield index, node, left_out[node.func.id], lambda n: n.args[0]  # type: ignore[attr-defined]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "split" and not node.args:
                yield (
                    index,
                    node,
                    "words split at single spaces only (a tab, a line break or a run of spaces is not one separator)",
                    lambda n: _with(n, args=[ast.Constant(" ")]),
                )
                yield (
                    index,
                    node,
                    "words split at each run of whitespace by a pattern, which makes an empty word of an empty text "
                    "and before whitespace at the start or after it at the end",
                    _split_by_pattern,
                )
        elif isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add):
            yield index, node, "a running value set to the new amount where it should grow by it", _assigned
        elif _sets_together(node):
            for position in range(len(node.value.elts)):  # type: ignore[attr-defined]
                yield (
                    index,
                    node,
                    "of the values one line sets together, one is not updated: it keeps its old value",
                    lambda n, p=position: _one_kept(n, p),
                )
        if isinstance(node, ast.Call):
            yield from _call_sites(index, node)
        if isinstance(node, ast.Return) and node.value is not None:
            yield from _return_sites(index, node, locals_of(tree), _set_in_loops(tree))
        if isinstance(node, ast.For | ast.While | ast.If | ast.FunctionDef):
            yield from _statement_sites(index, node)


# What a call left out takes away, in the lesson's words (any other call: by its name).
_CALLS_LEFT_OUT = {
    "sqrt": "the square root left out",
    "lower": "the lower-casing left out",
    "casefold": "the lower-casing left out",
    "strip": "the trimming of whitespace at the ends left out",
    "abs": "the absolute value left out",
    "set": "the removal of repeats left out",
    "reversed": "the reversing left out",
}


def _call_sites(index: int, node: ast.Call) -> Iterator[tuple[int, ast.AST, str, Change]]:
    """A call left out, its value used as it is: `math.sqrt(x)` → `x`, `text.lower()` → `text`."""
    if node.keywords:
        return
    function = node.func
    name = function.attr if isinstance(function, ast.Attribute) else getattr(function, "id", "")
    if name in ("min", "max", "sorted", "split", "join", "len", "range", "enumerate", "zip", "sum", "print"):
        return  # left out, they change what kind of value flows on (or are mutated above)
    words = _CALLS_LEFT_OUT.get(name, f"a call to {name}() left out, its value used as it is")
    if isinstance(function, ast.Attribute) and not node.args:
        yield index, node, words, lambda n: n.func.value  # type: ignore[attr-defined]
    elif (
        isinstance(function, ast.Name | ast.Attribute)
        and len(node.args) == 1
        and not isinstance(node.args[0], ast.Starred)
    ):
        yield index, node, words, lambda n: n.args[0]  # type: ignore[attr-defined]


def locals_of(tree: ast.AST) -> list[str]:
    """The names a function sets itself (assignments, loop variables; not its arguments), in order."""
    names = (node.id for node in ast.walk(tree) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store))
    return list(dict.fromkeys(names))


def _set_in_loops(tree: ast.AST) -> set[str]:
    """The names only a loop sets (its variable, what its rounds work out): what is left in them is the last round's."""
    inside: set[int] = set()
    for loop in (node for node in ast.walk(tree) if isinstance(node, ast.For | ast.While)):
        parts = [getattr(loop, "target", None), *loop.body]
        inside |= {id(name) for part in parts if part is not None for name in ast.walk(part)}
    stored = [node for node in ast.walk(tree) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)]
    return {n.id for n in stored if id(n) in inside} - {n.id for n in stored if id(n) not in inside}


def _return_sites(
    index: int, node: ast.Return, names: list[str], in_loops: set[str]
) -> Iterator[tuple[int, ast.AST, str, Change]]:
    """A name in the returned value read from another of the function's names: the last value a loop computed
    handed back instead of the one it kept, one value for another …"""
    returned = [n for n in ast.walk(node) if isinstance(n, ast.Name) and n.id in names]
    for position, name in enumerate(returned):
        for other in names:
            if other != name.id:
                words = (
                    "the answer hands back the value the loop worked out last, not the one kept for it"
                    if other in in_loops
                    else "the answer hands back another of the values worked out on the way, not the one meant"
                )
                yield index, node, words, lambda n, p=position, o=other: _renamed(n, p, o, names)


class _Renamed(ast.NodeTransformer):
    """The `position`-th returned name read from `other` where that is set (on a path that never sets it, such
    as a loop that never ran, the code it stands for would have had to set it first: the name itself)."""

    def __init__(self, position: int, other: str, names: list[str]) -> None:
        self.left, self.other, self.names = position, other, names

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if node.id not in self.names:
            return node
        self.left -= 1
        if self.left != -1:
            return node
        lookup = ast.Attribute(value=ast.Call(ast.Name("locals", ast.Load()), [], []), attr="get", ctx=ast.Load())
        return ast.Call(lookup, [ast.Constant(self.other), ast.Name(node.id, ast.Load())], [])


def _renamed(node: ast.AST, position: int, other: str, names: list[str]) -> ast.AST:
    return _Renamed(position, other, names).visit(node)


def _statement_sites(index: int, node: ast.AST) -> Iterator[tuple[int, ast.AST, str, Change]]:
    body: list[ast.stmt] = getattr(node, "body", [])
    for position, statement in enumerate(body):
        if _is_docstring(statement) or isinstance(statement, ast.FunctionDef):
            continue
        if len(body) > 1 or isinstance(node, ast.For | ast.While):
            words = _dropped_words(statement)
            yield index, node, words, lambda n, p=position: _body_without(n, p)
        if isinstance(node, ast.For | ast.While) and not isinstance(statement, ast.Break | ast.Continue | ast.Return):
            yield index, node, "an early exit added: the loop stops there", lambda n, p=position: _body_break(n, p)


def _dropped_words(statement: ast.stmt) -> str:
    if isinstance(statement, ast.Break):
        return "the loop's early exit left out: it does not stop there"
    if isinstance(statement, ast.Return):
        return "an early return left out"
    if isinstance(statement, ast.Continue):
        return "a skip (go on to the next item) left out"
    if isinstance(statement, ast.If):
        return "a whole test and what it does left out"
    return "a statement left out"


def _is_docstring(statement: ast.stmt) -> bool:
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)


def _with(node: ast.AST, **fields: Any) -> ast.AST:
    for name, value in fields.items():
        setattr(node, name, value)
    return node


def _at_one_end(method: str, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Compare)
    function = ast.Attribute(value=node.comparators[0], attr=method, ctx=ast.Load())
    return ast.Call(func=function, args=[node.left], keywords=[])


def _split_by_pattern(node: ast.AST) -> ast.AST:
    r"""`text.split()` → `re.split(r"\s+", text)` (re imported where it is used: the reference may not import it)."""
    assert isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
    module = ast.Call(ast.Name("__import__", ast.Load()), [ast.Constant("re")], [])
    function = ast.Attribute(value=module, attr="split", ctx=ast.Load())
    return ast.Call(function, [ast.Constant(r"\s+"), node.func.value], [])


def _swapped_compare(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Compare)
    node.left, node.comparators = node.comparators[0], [node.left]
    return node


def swapped_operands(node: ast.AST) -> ast.AST:
    """`a - b` → `b - a` (repair.py swaps `+` of lists and texts with it too)."""
    assert isinstance(node, ast.BinOp)
    node.left, node.right = node.right, node.left
    return node


def _negated(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.If | ast.While | ast.IfExp)
    node.test = ast.UnaryOp(op=ast.Not(), operand=node.test)
    return node


def _sets_together(node: ast.AST) -> bool:
    """`a, b = b, a + b`: names set together from as many values."""
    if not isinstance(node, ast.Assign) or len(node.targets) != 1:
        return False
    target, value = node.targets[0], node.value
    return (
        isinstance(target, ast.Tuple)
        and isinstance(value, ast.Tuple)
        and len(target.elts) == len(value.elts) > 1
        and all(isinstance(name, ast.Name) for name in target.elts)
    )


def _one_kept(node: ast.AST, position: int) -> ast.AST:
    assert isinstance(node, ast.Assign) and isinstance(node.value, ast.Tuple)
    target = node.targets[0]
    assert isinstance(target, ast.Tuple)
    kept = target.elts[position]
    assert isinstance(kept, ast.Name)
    node.value.elts[position] = ast.Name(id=kept.id, ctx=ast.Load())
    return node


def _assigned(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.AugAssign)
    return ast.Assign(targets=[node.target], value=node.value, lineno=node.lineno)


def _body_without(node: ast.AST, position: int) -> ast.AST:
    body = list(vars(node)["body"])
    body[position] = ast.Pass()
    vars(node)["body"] = body
    return node


def _body_break(node: ast.AST, position: int) -> ast.AST:
    body = list(vars(node)["body"])
    body.insert(position + 1, ast.Break())
    vars(node)["body"] = body
    return node


# ---- Making the mutants.


def solving_part(source: str) -> str:
    """The reference up to its grader part: the code that solves the task (and its step comments)."""
    cut = source.find(GRADER_PART)
    if cut < 0:
        return source
    return source[: source.rfind("\n", 0, cut) + 1]


def steps(source: str) -> list[tuple[int, int, str]]:
    """(line, step number, words) of every numbered step comment, in order."""
    found = []
    lines = source.splitlines()
    for number, line in enumerate(lines, start=1):
        match = _STEP.match(line)
        if match:
            # The step's first sentence names it (it may go on over the comment's indented lines); the rest of the
            # comment explains the code.
            text = " ".join([match.group(2), *_continued(lines[number:])])
            words = re.split(r"\. |; | \(", text, maxsplit=1)[0]
            found.append((number, int(match.group(1)), words.rstrip(".:")))
    return found


def _continued(lines: list[str]) -> Iterator[str]:
    """The indented comment lines that go on from a step's first line (`#    leave room for …`)."""
    for line in lines:
        text = line.strip()
        if not text.startswith("#  ") or _STEP.match(line):
            return
        yield text.lstrip("# ")


def _step_of(line: int, functions: list[tuple[int, int]], marks: list[tuple[int, int, str]]) -> tuple[int, str] | None:
    """The step comment a line belongs to: the last one above it inside the same function."""
    for start, end in functions:
        if start <= line <= end:
            above = [(number, words) for at, number, words in marks if start <= at <= line]
            return above[-1] if above else None
    return None


def _line_of(node: ast.AST) -> int:
    line = getattr(node, "lineno", None)
    if line is not None:
        return int(line)
    for child in ast.walk(node):
        found = getattr(child, "lineno", None)
        if found is not None:
            return int(found)
    return 0


# CPython 3.11's ast module keeps one recursion count per interpreter while it builds nodes: two threads parsing or
# copying trees at once (`kata batch --jobs 2`) can fail with "SystemError: AST constructor recursion depth
# mismatch" (gh-106905). Every parse and copy of a tree made for mutants and repairs holds this lock.
AST_LOCK = threading.Lock()


@cache
def mutants_of(path: Path) -> tuple[Mutant, ...]:
    """Every mutant of the reference at `path` that compiles and loads, in a stable order (cached per process)."""
    with AST_LOCK:
        return tuple(_made(path))


def _made(path: Path) -> Iterator[Mutant]:
    source = solving_part(path.read_text(encoding="utf-8"))
    tree = ast.parse(source)
    marks = steps(source)
    functions = [node for node in tree.body if isinstance(node, ast.FunctionDef)]
    spans = [(node.lineno, node.end_lineno or node.lineno) for node in functions]
    base = compile(tree, f"<reference {path.name}>", "exec")
    number = 0
    for function in functions:
        # Each function is changed on its own: parsed from its own text (a fresh parse is the cheapest copy),
        # compiled alone, and defined over a fresh copy of the whole reference, so its callers find it.
        text = ast.get_source_segment(source, function) or ""
        offset = function.lineno - 1
        for index, node, words, change in list(sites(ast.parse(text))):
            copied = ast.parse(text)
            target = next(n for i, n in enumerate(ast.walk(copied)) if i == index)
            replaced = change(target)
            if replaced is None:
                continue
            replace_node(copied, target, replaced)
            try:
                code = compile(ast.fix_missing_locations(copied), f"<mutant of {path.name}>", "exec")
            except (SyntaxError, ValueError, TypeError):
                continue
            namespace: dict[str, Any] = {"__name__": f"kata_mutant_{path.stem}"}
            try:
                exec(base, namespace)  # trusted: the reference's own definitions…
                exec(code, namespace)  # …with this one function changed
            except Exception:
                continue
            line = _statement_line(node, change, words) + offset
            step = _step_of(line, spans, marks)
            yield Mutant(
                number=number,
                step=step[0] if step else None,
                step_text=step[1] if step else "",
                change=words,
                namespace=namespace,
                line=line,
            )
            number += 1


def _statement_line(node: ast.AST, change: Change, words: str) -> int:
    """Where the change sits: for a statement left out or an exit added, that statement's own line."""
    closure = getattr(change, "__defaults__", None) or ()
    position = next((value for value in closure if isinstance(value, int)), None)
    body = getattr(node, "body", None)
    statement = "left out" in words or "early exit" in words
    if body is not None and position is not None and statement and 0 <= position < len(body):
        return _line_of(body[position])
    return _line_of(node)


def replace_node(tree: ast.AST, old: ast.AST, new: ast.AST | list[ast.stmt]) -> None:
    if new is old:
        return
    for parent in ast.walk(tree):
        for name, value in ast.iter_fields(parent):
            if value is old:
                setattr(parent, name, new)
                return
            if isinstance(value, list):
                for position, item in enumerate(value):
                    if item is old:
                        value[position] = new
                        return


def describe(mutant: Mutant) -> str:
    """The mutant for the learner: the step and the change, in words."""
    return f"Your answers are those of the lesson's method with one change at {mutant.where}: {mutant.change}."
