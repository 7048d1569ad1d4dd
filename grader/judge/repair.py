"""One change away: the learner's own file changed in one place at a time, each copy run in their worker, and the
change that makes every case right, and every input it is checked on, named by its line.

A mutant of the reference (mutants.py) says what the learner computed; a repair says where in their own code the
difference sits, which no reference of another shape can: a wrong variable, a comparison, a bound, a value set
once before a loop where each round needs it afresh. The copies are the learner's code: they run only in the
learner's worker, under its limits and a budget of lines per call, and are never told a right answer (the grader
compares their answers with the reference's). The grader only parses the file and writes the copies' text.
"""

from __future__ import annotations

import ast
import copy
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from ..run.model import Attempt
from .evidence import Finding, Fit, Raised, Returned
from .mutants import Change, locals_of, sites
from .verdicts import learner_answer

if TYPE_CHECKING:
    from .explain import Context

# A file longer than this is not searched (a learner's solution is a screenful; a longer one is not one change
# from right in a way a line can show).
SOURCE_MOST = 12_000
# At most this many changed copies are tried, in the order they are made (the usual changes first).
COPIES_MOST = 600
# Copies are sent to the worker this many at a time, each request with this long to come back.
BATCH = 60
BATCH_SECONDS = 3.0
# The whole search stops after this long (what is left untried is not a reason to state anything).
SEARCH_SECONDS = 8.0
# Inputs a change that fixes the failing ones must also answer right, at most (smallest first).
CHECKED_MOST = 300
# More lines than this, each with a change that makes everything right: the answers do not point at one place.
PLACES_MOST = 2

_COMPARISONS: tuple[type[ast.cmpop], ...] = (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE)


@dataclass(frozen=True)
class Copy:
    """The learner's file with one change: where it is (their line and its text), what it becomes, and the text."""

    line: int
    before: str
    # The line as the change writes it; "" when the change leaves the line out.
    after: str
    kind: str
    source: str

    def told(self) -> str:
        """The change, in the learner's own code."""
        if self.kind == "left_out":
            return f"line {self.line}, `{self.before}`, left out"
        if self.kind == "break_after":
            return f"a `break` right after line {self.line}, `{self.before}`"
        if self.kind == "break_after_block":
            return f"a `break` right after the block that starts on line {self.line}, `{self.before}`"
        if self.kind == "again_each_round":
            return f"`{self.before}` (line {self.line}) done again at the start of each round of the loop after it"
        return f"line {self.line}, `{self.before}`, written `{self.after}`"


# ---- The changes a learner's file is tried with: the reference's mutations, and those only another hand makes.


def _learner_sites(tree: ast.Module) -> Iterator[tuple[int, ast.AST, str, Change]]:
    """Changes beyond the reference's mutations (mutants.sites): any comparison for any other, a name read where
    another of the function's names was meant, a truth test for a test of None, ±1 on what range() and len() give,
    a value set before a loop set again in each round."""
    names = _names_by_function(tree)
    readable = _swappable_names(tree)
    for index, node in enumerate(ast.walk(tree)):
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _COMPARISONS:
            for other in _COMPARISONS:
                if other is not type(node.ops[0]):
                    yield index, node, "comparison", partial(_compared_by, other)
        elif isinstance(node, ast.Name) and id(node) in readable:
            for name in names.get(id(node), ()):
                if name != node.id:
                    yield index, node, "name", partial(_named, name)
        elif isinstance(node, ast.If | ast.While) and _truth_test(node.test) is not None:
            yield index, node, "none_test", _none_test
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("len", "range"):
            for position in range(len(node.args) if node.func.id == "range" else 0):
                for delta in (1, -1):
                    yield index, node, "bound", partial(_argument_plus, position, delta)
            if node.func.id == "len":
                for delta in (1, -1):
                    yield index, node, "bound", partial(_plus, delta)
        if isinstance(node, ast.FunctionDef | ast.Module):
            for position, statement in enumerate(node.body):
                if _resettable(statement) and _loop_after(node.body, position) is not None:
                    yield index, node, "again_each_round", partial(_again_each_round, position)


def _compared_by(op: type[ast.cmpop], node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Compare)
    node.ops = [op()]
    return node


def _named(name: str, node: ast.AST) -> ast.AST:
    return ast.Name(name, ast.Load())


def _plus(delta: int, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.expr)
    op: ast.operator = ast.Add() if delta > 0 else ast.Sub()
    return ast.BinOp(left=node, op=op, right=ast.Constant(abs(delta)))


def _argument_plus(position: int, delta: int, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    shifted = _plus(delta, node.args[position])
    assert isinstance(shifted, ast.expr)
    node.args[position] = shifted
    return node


def _names_by_function(tree: ast.Module) -> dict[int, list[str]]:
    """For each name read inside a function, the names that function sets or takes (the module's, outside one)."""
    found: dict[int, list[str]] = {}
    scopes: list[ast.AST] = [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef))]
    for scope in scopes:
        inner = [n for n in ast.walk(scope) if isinstance(n, ast.FunctionDef) and n is not scope]
        hidden = {id(child) for function in inner for child in ast.walk(function)}
        taken = [a.arg for a in scope.args.args] if isinstance(scope, ast.FunctionDef) else []
        own = [name for name in locals_of(scope) if name not in taken]
        choices = [*taken, *own]
        for child in ast.walk(scope):
            if isinstance(child, ast.Name) and id(child) not in hidden and child is not scope:
                found[id(child)] = choices
    return found


def _swappable_names(tree: ast.Module) -> set[int]:
    """Names read as values (not called, not a method's owner, not assigned): where another value could be meant."""
    fixed: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            fixed.add(id(node.func))
        elif isinstance(node, ast.Attribute):
            fixed.add(id(node.value))
        annotations = [getattr(node, "annotation", None), getattr(node, "returns", None)]
        fixed |= {id(part) for annotation in annotations if annotation is not None for part in ast.walk(annotation)}
    return {
        id(node)
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and id(node) not in fixed
    }


def _truth_test(test: ast.expr) -> tuple[ast.expr, bool] | None:
    """`x` or `not x` on a plain name: (the name, negated?)."""
    if isinstance(test, ast.Name):
        return test, False
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) and isinstance(test.operand, ast.Name):
        return test.operand, True
    return None


def _none_test(node: ast.AST) -> ast.AST:
    """`if not x:` → `if x is None:` (0 and "" are false, yet set)."""
    assert isinstance(node, ast.If | ast.While)
    tested = _truth_test(node.test)
    assert tested is not None
    name, negated = tested
    op: ast.cmpop = ast.Is() if negated else ast.IsNot()
    node.test = ast.Compare(left=name, ops=[op], comparators=[ast.Constant(None)])
    return node


def _resettable(statement: ast.stmt) -> bool:
    """`name = 0`, `= ""`, `= []`, `= {}`, `= set()` …: a fresh start for a value a loop builds up."""
    if not isinstance(statement, ast.Assign) or len(statement.targets) != 1:
        return False
    if not isinstance(statement.targets[0], ast.Name):
        return False
    value = statement.value
    empty_call = isinstance(value, ast.Call) and not value.args and isinstance(value.func, ast.Name)
    return isinstance(value, ast.Constant | ast.List | ast.Dict | ast.Set | ast.Tuple) or empty_call


def _loop_after(body: list[ast.stmt], position: int) -> ast.For | ast.While | None:
    """The first loop after the statement at `position` that uses the name it sets, if any."""
    target = body[position].targets[0]  # type: ignore[attr-defined]
    for statement in body[position + 1 :]:
        if isinstance(statement, ast.For | ast.While):
            used = {n.id for n in ast.walk(statement) if isinstance(n, ast.Name)}
            return statement if target.id in used else None
    return None


def _again_each_round(position: int, node: ast.AST) -> ast.AST:
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    loop = _loop_after(body, position)
    assert loop is not None
    loop.body.insert(0, ast.parse(ast.unparse(body[position])).body[0])
    return node


# ---- Making the copies.


def copies_of(source: str) -> list[Copy]:
    """Every one-change copy of the file, distinct in text, the usual changes first. Each change is made on a copy
    of the one node it touches and written back into the learner's text in its place, so the rest of the file
    (comments, spacing, line numbers) stays theirs."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    text = _Text(source)
    statement_lines = _statement_lines(tree)
    parents = {id(child): parent for parent in ast.walk(tree) for child in ast.iter_child_nodes(parent)}
    seen = {source}
    made: list[Copy] = []
    for _, node, words, change in [*sites(tree), *_learner_sites(tree)]:
        if words.startswith("the answer hands back"):
            continue  # a returned name read from another: the name changes below say it in the learner's code
        one = _made(text, node, statement_lines.get(id(node), 0), parents.get(id(node)), words, change)
        if one is None or one.source in seen:
            continue
        seen.add(one.source)
        made.append(one)
        if len(made) >= COPIES_MOST:
            break
    return made


class _Text:
    """The learner's source, with what splicing a node's new text in its place needs (columns are UTF-8 bytes)."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.encoded = source.encode("utf-8")
        self.lines = source.splitlines()
        self.starts = [0]
        for line in self.encoded.splitlines(keepends=True):
            self.starts.append(self.starts[-1] + len(line))

    def spliced(self, node: ast.AST, new: str) -> str | None:
        """The source with `node`'s extent replaced by `new` (a block's later lines indented as its first)."""
        if isinstance(node, ast.Module):
            return new
        first, last = getattr(node, "lineno", None), getattr(node, "end_lineno", None)
        if first is None or last is None or last > len(self.lines):
            return None
        begin = self.starts[first - 1] + node.col_offset  # type: ignore[attr-defined]
        end = self.starts[last - 1] + node.end_col_offset  # type: ignore[attr-defined]
        line = self.lines[first - 1]
        indent = line[: len(line) - len(line.lstrip())]
        written = new.replace("\n", "\n" + indent).encode("utf-8")
        return (self.encoded[:begin] + written + self.encoded[end:]).decode("utf-8")


def _statement_lines(tree: ast.Module) -> dict[int, int]:
    """For every node, the line of the innermost statement that holds it (a block's own line for its header)."""
    lines: dict[int, int] = {}
    for statement in ast.walk(tree):  # outer statements come first: an inner one's line overwrites theirs
        if isinstance(statement, ast.stmt):
            for child in ast.walk(statement):
                lines[id(child)] = statement.lineno
    return lines


# An operator's result written where an operand of another stood needs brackets to stay one operand.
_OPERATORS = (ast.BinOp, ast.BoolOp, ast.Compare, ast.UnaryOp, ast.IfExp, ast.Lambda, ast.NamedExpr)
_OPERAND_OF = (ast.BinOp, ast.BoolOp, ast.Compare, ast.UnaryOp, ast.Attribute, ast.Subscript, ast.Await, ast.Starred)


def _made(text: _Text, node: ast.AST, line: int, parent: ast.AST | None, words: str, change: Change) -> Copy | None:
    position = _position_in_body(change)
    try:
        replaced = change(copy.deepcopy(node))
    except (AssertionError, IndexError, AttributeError, TypeError):
        return None
    if replaced is None or isinstance(replaced, list):
        return None
    if isinstance(replaced, ast.FunctionDef):
        replaced.decorator_list = []  # they stay above it in the learner's text
    if isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.USub) and _whole(replaced):
        node, replaced = parent, ast.Constant(-replaced.value)  # type: ignore[attr-defined]  # `-1` → `-2`, not `--2`
    try:
        new = ast.unparse(ast.fix_missing_locations(_Folded().visit(replaced)))
    except (ValueError, TypeError, AttributeError, RecursionError):
        return None
    if isinstance(replaced, _OPERATORS) and type(replaced) is not type(node) and isinstance(parent, _OPERAND_OF):
        new = f"({new})"
    source = text.spliced(node, new)
    if source is None:
        return None
    kind, line = _kind_and_line(node, words, position, line)
    before = text.lines[line - 1].strip() if 0 < line <= len(text.lines) else ""
    if not before:
        return None
    after = ""
    if kind == "changed":
        changed_lines = source.splitlines()
        after = changed_lines[line - 1].strip() if line <= len(changed_lines) else ""
        if not after or after == before:
            return None
    return Copy(line, before, after, kind, source)


class _Folded(ast.NodeTransformer):
    """Sums of whole numbers worked out (`lines[1 - 1:]` → `lines[0:]`): the change as a learner would write it."""

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        left, right = node.left, node.right
        if _whole(left) and _whole(right) and isinstance(node.op, ast.Add | ast.Sub):
            total = left.value + right.value if isinstance(node.op, ast.Add) else left.value - right.value  # type: ignore[attr-defined]
            return ast.copy_location(ast.Constant(total), node)
        return node

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.op, ast.USub) and _whole(node.operand):
            return ast.copy_location(ast.Constant(-node.operand.value), node)  # type: ignore[attr-defined]
        return node


def _whole(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int


def _position_in_body(change: Change) -> int | None:
    """The body position a statement change is made at (its default argument `p`), if it is one."""
    given = (*(getattr(change, "__defaults__", None) or ()), *(getattr(change, "args", None) or ()))
    return next((value for value in given if type(value) is int), None)


def _kind_and_line(node: ast.AST, words: str, position: int | None, line: int) -> tuple[str, int]:
    body = getattr(node, "body", None)
    at_statement = body is not None and position is not None and 0 <= position < len(body)
    if at_statement and "left out" in words and isinstance(node, ast.For | ast.While | ast.If | ast.FunctionDef):
        return "left_out", body[position].lineno  # type: ignore[index]
    if at_statement and "early exit added" in words:
        statement = body[position]  # type: ignore[index]
        return ("break_after_block" if hasattr(statement, "body") else "break_after"), statement.lineno
    if at_statement and words == "again_each_round":
        return "again_each_round", body[position].lineno  # type: ignore[index]
    return "changed", line


# ---- The search.


def explain(context: Context) -> Finding | None:
    """The one place in the learner's file where one change makes every failing case right, keeps every passing
    one right, and answers right on every input it is checked on; None when no change does, or changes at more
    than PLACES_MOST places do."""
    source = context.judging.code.source()
    if source is None or len(source) > SOURCE_MOST:
        return None
    failing = [t for t in context.evidence.failing if t.source == "shrunk"] or list(context.evidence.failing)
    if not failing:
        return None
    copies = copies_of(source)
    if not copies:
        return None
    deadline = time.monotonic() + SEARCH_SECONDS
    first = [(dict(t.arguments), t.expected) for t in failing]
    fixing = _right_on(context, copies, first, deadline)
    if not fixing:
        return None
    checked = _checked_inputs(context, first)
    found = _right_on(context, fixing, checked, deadline)
    places = sorted({each.line for each in found})
    if not found or len(places) > PLACES_MOST:
        return None
    chosen = [next(each for each in found if each.line == line) for line in places]
    message = _message(chosen, len(checked))
    every = tuple(range(len(context.evidence.failing)))
    return Finding("repair", f"one_change_on_line_{places[0]}", message, Fit(every, len(every), False))


def _right_on(
    context: Context, copies: list[Copy], inputs: list[tuple[dict[str, Any], Any]], deadline: float
) -> list[Copy]:
    """The copies whose answers are right on every input (none once the search's time is spent or a request did
    not come back: nothing half-tried is stated)."""
    right: list[Copy] = []
    arguments = [each for each, _ in inputs]
    for start in range(0, len(copies), BATCH):
        if time.monotonic() > deadline:
            return []
        batch = copies[start : start + BATCH]
        results = context.judging.code.call_variants([each.source for each in batch], arguments, timeout=BATCH_SECONDS)
        if results is None:
            return []
        for each, attempts in zip(batch, results, strict=True):
            if attempts is not None and _all_right(context, attempts, inputs):
                right.append(each)
    return right


def _all_right(context: Context, attempts: list[Attempt], inputs: list[tuple[dict[str, Any], Any]]) -> bool:
    agrees: Callable[[Any, Any], bool] = context.evidence.agrees
    for attempt, (_, expected) in zip(attempts, inputs, strict=True):
        if attempt.status != "ok" or not agrees(learner_answer(context.exercise, attempt), expected):
            return False
    return True


def _checked_inputs(context: Context, first: list[tuple[dict[str, Any], Any]]) -> list[tuple[dict[str, Any], Any]]:
    """Every failing and passing input of the evidence, the inputs made around the failing ones, the edge inputs and
    case variants, and the random search's small inputs, each once, with the reference's answers."""
    from .explain import CHECK_MOST, _population, answered_around
    from .mutant_explainer import drawn_small

    gathered = [
        *first,
        *((dict(t.arguments), t.expected) for t in context.evidence.failing),
        *((dict(t.arguments), t.expected) for t in context.evidence.passing),
        *answered_around(context, CHECK_MOST),
        *_population(context),
        *drawn_small(context),
    ]
    kept: dict[str, tuple[dict[str, Any], Any]] = {}
    for arguments, right in gathered:
        if isinstance(right, (Raised, Returned)):
            continue
        kept.setdefault(repr(sorted(arguments.items())), (arguments, right))
    return list(kept.values())[:CHECKED_MOST]


def _message(chosen: list[Copy], checked: int) -> str:
    tried = f"on every case and on {checked} more inputs checked against the lesson's method"
    if len(chosen) == 1:
        return f"One change makes your code right {tried}: {chosen[0].told()}."
    either = "; or ".join(each.told() for each in chosen)
    return f"Either of two changes makes your code right {tried}: {either}."
