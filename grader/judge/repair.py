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
import collections
import copy
import difflib
import itertools
import math
import random
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Any, TypeGuard

from ..errors import KataError
from ..run.model import Attempt
from .evidence import Finding, Fit, Raised, Returned, Trial
from .judging import Net
from .model import Outcome, Verdict
from .mutants import AST_LOCK, Change, locals_of, sites, swapped_operands
from .shrink import size_of, valid
from .trusted import OutOfTime
from .verdicts import learner_answer

if TYPE_CHECKING:
    from .explain import Context

# A file longer than this is not searched (a learner's solution is a screenful; a longer one is not one change
# from right in a way a line can show).
SOURCE_MOST = 12_000
# At most this many changed copies are tried, in the order they are made (the usual changes first).
COPIES_MOST = 1_000
# …and at most this many more that make one change at every place it applies to (a slip repeated), whatever the
# others took (the file long enough to fill the first allowance is the one likeliest to repeat itself), and as many
# that make it at two of three places or more.
ALIKE_MOST = 200
# Copies are sent to the worker this many at a time.
BATCH = 60
# A round's price is a guess from the last round's lines per word of input (longer inputs cost a copy more per word):
# the copies kept for a round the budget cannot pay whole are priced this much higher, so the budget pays for all of
# them (a round left unfinished states nothing).
PRICE_MARGIN = 1.5
# The copies of one search run at most this many lines in all (counted, so the same file gets the same search on
# any machine, loaded or not: a few seconds at the most); a search cut short states nothing.
SEARCH_STEPS = 4_000_000
# Where another explainer has stated the cause, the line is only added to it: under half the budget, so a learner
# whose cause is already said waits a fraction of a second more, not seconds. (A million paid for the copies of
# files of about 900 until the kinds of change grew; then fifty-odd copies right on 160 inputs went unpaid.)
LOCATING_STEPS = 1_500_000
# The lines the copies right on every other input may run on the failing cases as written, whatever is left of
# the search's budget (a long case as written costs a right copy of check_the_cut 600,000).
AS_WRITTEN_STEPS = 1_000_000
LOCATING_SECONDS = 5.0
LOCATING_CHECKED = 400
# Time is only a net under the count, for a copy that turns the count off: a request, and the whole search (the
# judge's clock, judging.Net: CPU seconds, so a busy machine stops no search sooner than a quiet one).
BATCH_SECONDS = 10.0
# A round of at most FEW_COPIES copies lets each call run WIDE_MARGIN times the lines the learner's code ran on its
# input, not the worker's usual 4: a copy that mends an early exit (a `break` too soon, a loop that stops after one
# round) does several times the learner's work, and the few copies left after the failing inputs can afford it.
FEW_COPIES = 8
WIDE_MARGIN = 16
SEARCH_SECONDS = 20.0
# Inputs a change that fixes the failing ones must also answer right, at most (smallest first); the first few
# are asked first, the rest of only the copies right on those.
CHECKED_MOST = 1_000
CHECKED_FIRST = 40
# More lines than this, each with a change that makes everything right: the answers do not point at one place,
# unless they stand side by side, at most PLACE_LINES of them (a test, what it guards and the value it replaces).
PLACES_MOST = 2
PLACE_LINES = 4
# A failing input of at most this many words and items is tried with every copy; a larger one only with the copies
# that fix the small ones.
SMALL_INPUT_UNITS = 60

_COMPARISONS: tuple[type[ast.cmpop], ...] = (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE)


@dataclass(frozen=True)
class Copy:
    """The learner's file with one change: where it is (their line and its text), what it becomes, and the text."""

    line: int
    before: str
    # The line as the change writes it (a kind of change "changed"), or the other line a change moves it past.
    after: str
    kind: str
    source: str
    other_line: int = 0
    # Which kind of change made it (FAMILIES): of several at one line, the first family's is told.
    family: str = "reference"
    # The same change made at more than one place (a slip repeated): a guess beside a change at one place.
    repeated: bool = False

    def told(self) -> str:
        """The change, in the learner's own code."""
        return TOLD[self.kind].format(line=self.line, before=self.before, after=self.after, other=self.other_line)


# The families of changes, the likeliest mistake first: of several changes at one line that each make every input
# right, the first family's is told (a call left out is likelier than one swapped for its look-alike that happens
# to agree on every input tried: `w.strip(p)` left out, not `w.lstrip(p)`).
FAMILIES = (
    "left_out",
    "unwrapped",
    "none_test",
    "name",
    "sibling",
    "reference",
    "comparison",
    "bound",
    "length",
    "number",
    # A second name for an object the function then changes, where a copy was meant: likelier than the value
    # worked out again, which makes the same copy the long way.
    "alias",
    # A value the function holds for one it works out or reads (after the bounds: `len(x)` is likelier one off than
    # meant as another value).
    "value",
    "kept",
    "carried",
    "set_elsewhere",
    "in_place",
    "loop_else",
    "copy",
    "division",
    "operator",
    "grouped",
    "exit",
    "separator",
    "pattern",
    "statement",
    "swapped",
    "unpacked",
    "moved_out",
    "dedented",
    "indented",
    "again_after",
    "moved_in",
    "moved_after",
    "again_each_round",
    "moved_before",
    "renamed",
    # A value set back before each round: after a name of its own for what a round computes, which says the same of
    # an assignment more plainly.
    "refilled",
    "call",
    "unordered",
    "declared",
    # One change at two of the three or more places a group of them was found at: told only where no change at one
    # place (or at every place of a group) fits, as the most guessing of all.
    "paired",
)

# How each kind of change is told (the learner's line, its text, and what it becomes or the line it moves past).
TOLD = {
    "changed": "line {line}, `{before}`, written `{after}`",
    "changed_alike": "line {line}, `{before}`, written `{after}`, and the same change on line {other}",
    "left_out": "line {line}, `{before}`, left out",
    "left_out_block": "line {line}, `{before}`, left out with the block under it",
    "unwrapped": "the test of line {line}, `{before}`, left out: what it guards always runs",
    "else_always": "the test of line {line}, `{before}`, left out with the block under it: what its `else` holds "
    "always runs",
    "renamed": "line {line}, `{before}`, under a name of its own: `{after}` already holds a value your code "
    "was given or set before the loop, and reads again",
    "renamed_loop": "line {line}, `{before}`, with a name of its own for `{after}`: `{after}` already holds a value "
    "your code was given or set before this loop, and reads it again after the loop",
    "break_after": "a `break` right after line {line}, `{before}`",
    "break_after_block": "a `break` right after the block that starts on line {line}, `{before}`",
    "again_each_round": "`{before}` (line {line}) done again at the start of each round of the loop on line {other}",
    "moved_before": "line {line}, `{before}`, done once before the loop on line {other}, not in each round",
    "declared": "`{after}` added at the start of the function on line {line}, `{before}`",
    "swapped": "line {line}, `{before}`, and line {other}, `{after}`, in the other order",
    "swapped_block": "line {line}, `{before}`, with the block under it, and line {other}, `{after}`, in the other "
    "order",
    "before_continue": "line {line}, `{before}`, skips line {other}, `{after}`, which moves the loop on: done before "
    "the `continue` as well",
    "moved_out": "line {line}, `{before}`, moved out of the loop, to run once after it",
    "moved_in": "line {line}, `{before}`, moved into the loop above it, to run at the end of each round",
    "indented": "line {line}, `{before}`, moved into the `if` on line {other}, to run only when its test holds",
    "dedented": "line {line}, `{before}`, moved out of the `if` on line {other}, to run after it whether or not its "
    "test holds",
    "again_after": "line {line}, `{before}`, with the block under it, done once more after the loop on line {other} "
    "ends: what is still open then is kept too",
    "moved_after": "line {line}, `{before}`, moved down to just after line {other}, `{after}`, which sets a value "
    "it reads",
    "moved_after_block": "line {line}, `{before}`, moved down past the block that starts on line {other}, "
    "`{after}`, which sets a value it reads",
    "loop_else": "line {line}, `{before}`, with its `else` run only when there is nothing to walk (`{after}`): a "
    "loop's `else` runs whenever the loop ends without `break`, after every round too",
    "in_place": "line {line}, `{before}`: {after} changes the list in place and gives back None, so the function "
    "returns None. Call it on a line of its own, then return the list",
    "set_elsewhere": "`{after}` added at the end of one way through line {line}, `{before}`: another way sets it "
    "(line {other}), and this way keeps the value it had before",
    "refilled_round": "`{after}` set back to the value it had before the loop on line {other} at the start of each "
    "of its rounds: line {line}, `{before}`, changes it, and later rounds see only what is left",
    "refilled_block": "`{after}` set back to the value it had before the loop each time the block under line "
    "{other} runs: line {line}, `{before}`, changes it, and later rounds see only what is left",
    "refilled_else": "`{after}` set back to the value it had before the loop each time the `else` of the `if` on "
    "line {other} runs: line {line}, `{before}`, changes it, and later rounds see only what is left",
    "carried": "`{after}` added at the end of each round of the loop on line {other}: line {line}, `{before}`, builds "
    "on a value no round sets again",
}


# ---- The changes a learner's file is tried with: the reference's mutations, and those only another hand makes.


def _learner_sites(tree: ast.Module) -> Iterator[tuple[int, ast.AST, str, Change]]:
    """Changes beyond the reference's mutations (mutants.sites), from LEARNER_CHANGES, in walk order."""
    imported = {alias.asname or alias.name for n in tree.body if isinstance(n, ast.Import) for alias in n.names}
    loops = [node for node in ast.walk(tree) if isinstance(node, ast.For | ast.While)]
    in_loops = {id(inner) for loop in loops for statement in loop.body for inner in ast.walk(statement)}
    names = _names_by_function(tree)
    scope = _Scope(
        names,
        _swappable_names(tree),
        imported,
        in_loops,
        _pattern_constants(tree),
        _twins(tree),
        _held(tree),
        _siblings(tree),
        _items_read(tree),
        _owners(tree),
        _measures(tree),
        _overwrites(tree),
        _walked_unordered(tree),
        _undeclared(tree),
        _named_not_called(tree),
        _left_behind(tree),
        _alike_sides(tree),
        _made_from_arguments(tree),
        _read_again(tree),
        _reversed_walks(tree),
        _tested_places(tree),
        _lists_grown(tree),
        {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)},
        _texts_walked(tree),
        _worked_out_before(tree),
        _round_values(tree),
        _lists_joined(tree),
        _given_lists(tree),
        _counted_places(tree),
        _aliases_changed(tree),
        _handler_returns(tree),
        _defaults_left(tree),
        {f.name for f in _functions(tree) if any(isinstance(n, ast.Yield | ast.YieldFrom) for n in ast.walk(f))},
    )
    for index, node in enumerate(ast.walk(tree)):
        for make in LEARNER_CHANGES:
            for words, change in make(node, scope):
                yield index, node, words, change


@dataclass(frozen=True)
class _Scope:
    # For each name read, the names its function sets or takes; the names read as values (swappable).
    names: dict[int, list[str]]
    readable: set[int]
    # The modules the file imports (`import math`): a call swapped for one of theirs needs it.
    imported: set[str]
    # The statements inside a loop's body.
    in_loops: set[int]
    # The patterns given to a function of `re`.
    patterns: set[int]
    # For each read of a value the function derives from one of its arguments (`words = text.split()`), the same
    # derivation from each other argument (`answer.split()`).
    twins: dict[int, list[ast.expr]]
    # For each value a function hands on (returned, appended, an item of either) that it computes there, the names
    # the function sets: a value it already holds may be the one meant.
    held: dict[int, list[str]]
    # For each comprehension, the other comprehensions of its function (`[w for w in piece.split() if w not in
    # STOP]` for the question's `[w for w in question.split() if w in vocabulary]`): two inputs treated alike.
    siblings: dict[int, list[ast.comprehension]]
    # For each name read in a sum or a comparison, the items the function reads (`window[i][0]`): an item may be
    # the value meant where a name set from another item stands (`e - window_start` for `e - window[i][0]`).
    items: dict[int, list[ast.expr]]
    # For each argument whose method or item is read (`q.values()`), the function's other arguments: the one meant.
    owners: dict[int, list[str]]
    # For each `len(x)`, what a length may need taking from it: the function's other arguments and other lengths.
    measures: dict[int, list[ast.expr]]
    # The assignments in a loop's body to a name the function takes or sets outside that loop (and the loops inside
    # it that count with such a name), with the name: one name, two values.
    overwrites: dict[int, str]
    # What a loop or a comprehension walks that keeps no order of its own (a set, a name): walked sorted instead.
    unordered: set[int]
    # For a function inside another (or its `nonlocal` statement), the names it sets that the outer one also sets,
    # without declaring them: each assignment makes a name of its own, and the outer one's never changes.
    undeclared: dict[int, list[str]]
    # A method named and never called (`token.isdigit`, always true): called with nothing.
    uncalled: set[int]
    # For each read, in a later loop, of the name an earlier loop left behind (its last item), what that later
    # loop holds in its own name: the name itself, its first and last item (`ranges[h]` for `ranges[g[-1]]`).
    left_behind: dict[int, list[ast.expr]]
    # For each comparison of a value made from one side (`" " + answer + " " in chunk`), the comparison with the
    # other side made the same way (`… in " " + chunk + " "`).
    alike_sides: dict[int, list[ast.expr]]
    # For each test or one-name value a function makes from one of its arguments alone (`not " ".join(chunks).split()`,
    # `plain = …(text)`), that argument itself (`not chunks`, `plain = text`).
    from_one_argument: dict[int, str]
    # The one-name assignments whose name is read twice or more after them, or in a loop's rounds.
    read_again: set[int]
    # For each read of the count of an `enumerate(reversed(seq))` in its loop, the place in `seq` it stands for.
    reversed_places: dict[int, list[ast.expr]]
    # The `find` calls tested for truth (`if chunk.find(word):`), where -1 is true and 0 false.
    tested_places: set[int]
    # The `+=` and `extend` onto a name the function sets to a list (`pieces = []`).
    lists_grown: set[int]
    # The functions the file defines: a call of one of them may hand its arguments in the other order.
    own_functions: set[str]
    # A text argument walked character by character (`for i, char in enumerate(text)`): the name walked.
    texts_walked: set[int]
    # For each read inside a loop of a name set once before it from a name that loop sets again (`count =
    # len(pieces)` before `for …: pieces = …`), the value it was set to: worked out again where it is read.
    worked_out_before: dict[int, ast.expr]
    # For each assignment in a loop's round to a name the round carries on from before the loop (`end += step`,
    # `current = next(words, None)`), the names the round has set before it, nearest first: the value meant.
    round_values: dict[int, list[str]]
    # The `+=` and `extend` of a list of items onto a list the function appends joined texts to, with the joiner.
    lists_joined: dict[int, ast.expr]
    # A function's own arguments read as the owner of a method call (`words.pop(0)`).
    given_lists: set[int]
    # For each item read by the count of an `enumerate(seq)` loop (`ranges[i - 1]` in `for i, h in
    # enumerate(valid)`), `seq`: the count is a place in `seq`, and the item at that place may be what was meant.
    counted: dict[int, ast.expr]
    # The `name = other` after which the function changes `name` in place (`words.update(…)`): `other` too.
    aliases_changed: set[int]
    # For each `return` that is the whole of an `except` block inside a loop, the names its `try` block sets: the
    # round was meant to go on with a value for one of them.
    handler_returns: dict[int, list[str]]
    # For each call of a function of the file that leaves parameters to their defaults, those parameters and the
    # names the calling function takes: a value the caller holds was meant to be handed on.
    defaults_left: dict[int, tuple[list[str], list[str]]]
    # The file's own generator functions (a `def` with `yield`): a call of one is as lazy as `map(…)`.
    own_generators: set[str]


_Sites = Iterator[tuple[str, Change]]


def _other_comparisons(node: ast.AST, scope: _Scope) -> _Sites:
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _COMPARISONS:
        for other in _COMPARISONS:
            if other is not type(node.ops[0]):
                yield "comparison", partial(_compared_by, other)


def _identity_tests(node: ast.AST, scope: _Scope) -> _Sites:
    """`is` where `==` was meant (and `is not` for `!=`): two equal strings or numbers need not be one object."""
    if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.Is | ast.IsNot)):
        return
    if not any(isinstance(side, ast.Constant) and side.value is None for side in (node.left, *node.comparators)):
        yield "comparison", partial(_compared_by, ast.Eq if isinstance(node.ops[0], ast.Is) else ast.NotEq)


def _items_for_counts(node: ast.AST, scope: _Scope) -> _Sites:
    """`ranges[i - 1]` where `i` counts the loop `for i, h in enumerate(valid)`: the place in `valid` used as a place
    in `ranges`, where the item at that place was meant (`ranges[valid[i - 1]]`)."""
    walked = scope.counted.get(id(node))
    if walked is not None:
        assert isinstance(node, ast.Subscript)
        item = ast.Subscript(_tree_copy(walked), _tree_copy(node.slice), ast.Load())
        yield "reference", partial(_written_as, ast.Subscript(_tree_copy(node.value), item, ast.Load()))


def _counted_places(tree: ast.Module) -> dict[int, ast.expr]:
    """For each item read, inside an `enumerate(seq)` loop, at a place worked out from the loop's count (of another
    list than `seq`), `seq`."""
    found: dict[int, ast.expr] = {}
    for loop in ast.walk(tree):
        counted = isinstance(loop, ast.For) and isinstance(loop.iter, ast.Call) and len(loop.iter.args) == 1
        target = getattr(loop, "target", None)
        if not counted or not isinstance(target, ast.Tuple) or not isinstance(target.elts[0], ast.Name):
            continue
        assert isinstance(loop, ast.For) and isinstance(loop.iter, ast.Call)
        if ast.unparse(loop.iter.func) != "enumerate":
            continue
        count, walked = target.elts[0].id, loop.iter.args[0]
        for statement in loop.body:
            for node in ast.walk(statement):
                if not isinstance(node, ast.Subscript) or not isinstance(node.ctx, ast.Load):
                    continue
                if isinstance(node.slice, ast.Slice) or ast.dump(node.value) == ast.dump(walked):
                    continue
                if count in _names_in(node.slice, ast.Load):
                    found[id(node)] = walked
    return found


def _places_for_items(node: ast.AST, scope: _Scope) -> _Sites:
    """`h in starts` where `h` is a place in that list (`h in range(len(starts))`): a number looked up among a list's
    items, where the question was whether the list has that place."""
    one = isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.In | ast.NotIn)
    if one and isinstance(node.comparators[0], ast.Name):  # type: ignore[attr-defined]
        yield "reference", _among_places


def _among_places(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Compare)
    length = ast.Call(ast.Name("len", ast.Load()), [node.comparators[0]], [])
    node.comparators = [ast.Call(ast.Name("range", ast.Load()), [length], [])]
    return node


# Methods whose argument may be left out (`read(65536)` for all of it, `split(",")` for any whitespace).
_OPTIONAL_ARGUMENTS = frozenset({"read", "readline", "split", "rsplit", "strip", "lstrip", "rstrip", "pop"})


def _calls_left_out(node: ast.AST, scope: _Scope) -> _Sites:
    """A method's argument left out (`read(65536)` for `read()`), and a list taken where a copy of it was meant
    (`piece = words` for `piece = list(words)`). A call left out whole is the reference's mutation (mutants.py)."""
    method = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.keywords
    if method and len(node.args) == 1 and node.func.attr in _OPTIONAL_ARGUMENTS:  # type: ignore[attr-defined]
        yield "call", _without_arguments
    # `input("size overlap: ")` writes its prompt on stdout, before the program's own answer.
    if isinstance(node, ast.Call) and ast.unparse(node.func) == "input" and len(node.args) == 1:
        yield "call", _without_arguments
    one_name = isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
    if one_name and isinstance(node.value, ast.Name):  # type: ignore[attr-defined]
        yield "copy", _copied
    # A list kept (appended) while the code goes on changing it (`current.clear()`, `current.append(w)`): every
    # kept item is then that one list, and ends up as its last contents.
    kept = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "append"
    if kept and len(node.args) == 1 and isinstance(node.args[0], ast.Name) and not node.keywords:  # type: ignore[attr-defined]
        yield "copy", _argument_copied
    # One argument too many: a flag handed in where the call takes a count (`re.split(p, text, re.I)` passes it as
    # maxsplit), a step or a keyword the call did not need. (Only the last given: leaving out one in the middle
    # would hand the rest to other parameters.)
    if isinstance(node, ast.Call) and not any(isinstance(a, ast.Starred) for a in node.args):
        if len(node.args) >= 2:
            yield "call", _last_argument_left_out
        for position in range(len(node.keywords)):
            yield "call", partial(_keyword_left_out, position)


def _without_arguments(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    node.args = []
    return node


def _last_argument_left_out(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    node.args = node.args[:-1]
    return node


def _keyword_left_out(position: int, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    del node.keywords[position]
    return node


def _argument_copied(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    node.args = [_list_of(node.args[0])]
    return node


def _copied(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Assign)
    node.value = _list_of(node.value)
    return node


def _list_of(value: ast.expr) -> ast.Call:
    return ast.Call(ast.Name("list", ast.Load()), [value], [])


_BINARY = frozenset({"+", "-", "*", "/", "//", "%", "**", "@", "<<", ">>", "&", "|", "^"})


def _regroupings(node: ast.AST, scope: _Scope) -> _Sites:
    """Brackets a learner left out: two neighbouring operands of an expression grouped (`x ** 1/2` read as
    `(x ** 1) / 2`, where `x ** (1/2)` was meant). Each grouping that reads otherwise is a change."""
    if not isinstance(node, ast.BinOp):
        return
    text = ast.unparse(node)
    spans = _operand_spans(text)
    for (first, _), (_, end) in itertools.pairwise(spans):
        try:
            regrouped = ast.parse(f"{text[:first]}({text[first:end]}){text[end:]}", mode="eval").body
        except SyntaxError:
            continue
        if ast.dump(regrouped) != ast.dump(node):
            yield "grouped", partial(_written_as, regrouped)


def _applied_to_one_side(node: ast.AST, scope: _Scope) -> _Sites:
    """A function of one argument applied to a whole sum, product or quotient, where it belonged to one side of it:
    `sqrt(dot / (a * b))` for `dot / sqrt(a * b)` (each side tried)."""
    if not (isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords):
        return
    inner = node.args[0]
    if not isinstance(inner, ast.BinOp) or (isinstance(node.func, ast.Name) and node.func.id in _WHOLE_ONLY):
        return
    for side in ("left", "right"):
        moved = _tree_copy(inner)
        setattr(moved, side, ast.Call(_tree_copy(node.func), [getattr(inner, side)], []))
        yield "grouped", partial(_written_as, moved)


def _conditional_groupings(node: ast.AST, scope: _Scope) -> _Sites:
    """A conditional expression that took in more than was meant, as it binds loosest of all: `s + " " if s else ""
    + word` is `(s + " ") if s else ("" + word)`, where `s + (" " if s else "") + word` was meant. The brackets
    are tried around each run of operands from one in the first branch to one in the second."""
    if not isinstance(node, ast.IfExp) or any(isinstance(part, _LOOSEST) for part in (node.body, node.orelse)):
        return
    body, test, orelse = (ast.unparse(part) for part in (node.body, node.test, node.orelse))
    starts = [start for start, _ in _operand_spans(body)] or [0]
    ends = [end for _, end in _operand_spans(orelse)] or [len(orelse)]
    for start, end in itertools.product(starts, ends):
        if (start, end) == (starts[0], ends[-1]):
            continue  # the expression as written
        text = f"{body[:start]}({body[start:]} if {test} else {orelse[:end]}){orelse[end:]}"
        try:
            regrouped = ast.parse(text, mode="eval").body
        except SyntaxError:
            continue
        if ast.dump(regrouped) != ast.dump(node):
            yield "grouped", partial(_written_as, regrouped)


def _spent_arguments(node: ast.AST, scope: _Scope) -> _Sites:
    """A value the function was given, changed inside a loop where each round, or each time a block of it runs,
    meant to start from it again (`overlap -= cost` spends the overlap of every later chunk, `room -= n` is
    never refilled when a piece closes): the given value kept aside before the loop and set back there."""
    if not isinstance(node, ast.FunctionDef):
        return
    arguments = node.args
    given = {argument.arg for argument in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)}
    for position, loop in enumerate(node.body):
        if not isinstance(loop, ast.For | ast.While):
            continue
        spent = {name for statement in _all_statements(loop) for name in _names_changed(statement)}
        for name in sorted(spent & given):
            for block in range(len(_blocks_of(loop))):
                yield "refilled", partial(_refilled, position, block, name)


def _all_statements(loop: ast.For | ast.While) -> list[ast.stmt]:
    """The statements of a loop's body at every depth, a loop's inside it too."""
    return [inner for statement in loop.body for inner in ast.walk(statement) if isinstance(inner, ast.stmt)]


def _names_changed(statement: ast.stmt) -> list[str]:
    """The names a statement sets by itself (`x = …`, `x -= …`), not those of a block under it."""
    targets: list[ast.AST]
    if isinstance(statement, ast.AugAssign | ast.AnnAssign):
        targets = [statement.target]
    elif isinstance(statement, ast.Assign):
        targets = [leaf for target in statement.targets for leaf in ast.walk(target)]
    else:
        return []
    # Stored only: `slots[room % 10] = 1` reads `room`, and sets no name.
    return [t.id for t in targets if isinstance(t, ast.Name) and isinstance(t.ctx, ast.Store)]


def _blocks_of(loop: ast.For | ast.While) -> list[tuple[list[ast.stmt], str, int]]:
    """Where a value may be set back, with how to say it and the line to say it by: the start of each round, then
    the start of each `if` block in it and of each `else` (an `elif` is an `if` of its own), BLOCKS_MOST in all."""
    blocks = [(loop.body, "refilled_round", loop.lineno)]
    for test in (statement for statement in _own_statements(loop.body) if isinstance(statement, ast.If)):
        blocks.append((test.body, "refilled_block", test.lineno))
        if test.orelse and not (len(test.orelse) == 1 and isinstance(test.orelse[0], ast.If)):
            blocks.append((test.orelse, "refilled_else", test.lineno))
    return blocks[:BLOCKS_MOST]


# A loop with many tests gets its value set back at the first few of them only (each is a copy of the function).
BLOCKS_MOST = 6


def _refilled_lines(body: list[ast.stmt], args: tuple[int, int, str]) -> tuple[str, int, int]:
    """The kind, the first line in the loop that changes the name, and the line of the loop or of the block's test."""
    position, block, name = args
    loop = body[position]
    assert isinstance(loop, ast.For | ast.While)
    spender = min((s for s in _all_statements(loop) if name in _names_changed(s)), key=lambda s: s.lineno)
    _, kind, line = _blocks_of(loop)[block]
    return kind, spender.lineno, line


def _refilled(position: int, block: int, name: str, node: ast.AST) -> ast.AST:
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    loop = body[position]
    assert isinstance(loop, ast.For | ast.While)
    kept = f"{name}_given"
    _blocks_of(loop)[block][0].insert(0, ast.Assign(targets=[ast.Name(name, ast.Store())], value=ast.Name(kept)))
    body.insert(position, ast.Assign(targets=[ast.Name(kept, ast.Store())], value=ast.Name(name)))
    return node


def _results_dropped(node: ast.AST, scope: _Scope) -> _Sites:
    """`chunk.strip()` on a line of its own: a text (or a tuple) never changes in place, and the new value the call
    gives back is dropped. Kept in the name instead."""
    if not isinstance(node, ast.Expr) or not isinstance(node.value, ast.Call):
        return
    function = node.value.func
    if isinstance(function, ast.Attribute) and function.attr in _NEW_VALUE and isinstance(function.value, ast.Name):
        yield "call", partial(_kept_in, function.value.id)
    elif isinstance(function, ast.Name) and function.id == "sorted" and node.value.args:
        first = node.value.args[0]
        if isinstance(first, ast.Name):
            yield "call", partial(_kept_in, first.id)


# Methods that give back a new value and leave their text (or tuple) as it was.
_NEW_VALUE = frozenset(
    {"strip", "lstrip", "rstrip", "lower", "upper", "casefold", "replace", "removeprefix", "removesuffix", "title"}
)


def _kept_in(name: str, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Expr)
    return ast.Assign(targets=[ast.Name(name, ast.Store())], value=node.value, lineno=node.lineno)


def _aliases_copied(node: ast.AST, scope: _Scope) -> _Sites:
    """`words = counts` and then `words.update(…)`: a second name for the same object, changed through it, where a
    copy of its own was meant (`counts.copy()`)."""
    if id(node) in scope.aliases_changed:
        yield "alias", _copied_value


def _copied_value(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Assign)
    node.value = ast.Call(ast.Attribute(node.value, "copy", ast.Load()), [], [])
    return node


def _aliases_changed(tree: ast.Module) -> set[int]:
    """The `name = other` of a function (`other` a plain name) where the function also changes `name` in place: a
    method that changes its object, or an item or a slice of it set or deleted."""
    found: set[int] = set()
    for function in _functions(tree):
        changed = set()
        for node in ast.walk(function):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _CHANGES:
                changed.add(ast.unparse(node.func.value))
            elif isinstance(node, ast.Assign | ast.AugAssign | ast.Delete):
                targets = node.targets if isinstance(node, ast.Assign | ast.Delete) else [node.target]
                changed |= {ast.unparse(t.value) for t in targets if isinstance(t, ast.Subscript)}
        for node in ast.walk(function):
            if (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Name)
                and node.targets[0].id in changed
            ):
                found.add(id(node))
    return found


def _conversions_dropped(node: ast.AST, scope: _Scope) -> _Sites:
    """`f"{chunk!r}"`: the `!r` (or `!a`) conversion shows a value's repr, quotes and escapes included, where the
    value itself was meant."""
    if not isinstance(node, ast.JoinedStr):
        return
    for place, part in enumerate(node.values):
        if isinstance(part, ast.FormattedValue) and part.conversion in (ord("r"), ord("a")):
            yield "call", partial(_without_conversion, place)


def _without_conversion(place: int, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.JoinedStr)
    part = node.values[place]
    assert isinstance(part, ast.FormattedValue)
    part.conversion = -1
    return node


def _kept_generators(node: ast.AST, scope: _Scope) -> _Sites:
    """A generator expression kept to be read later (`windows.append(words[start + i] for i in …)`): it reads
    `start` only when it runs, after the loop moved it on, where the list it makes now was meant."""
    if isinstance(node, ast.Call) and getattr(node.func, "attr", "") in ("append", "insert", "add"):
        for place, argument in enumerate(node.args):
            if isinstance(argument, ast.GeneratorExp):
                yield "call", partial(_made_now, place)


def _made_now(place: int, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    lazy = node.args[place]
    assert isinstance(lazy, ast.GeneratorExp)
    node.args[place] = ast.ListComp(lazy.elt, lazy.generators)
    return node


def _wrapping_values(node: ast.AST, scope: _Scope) -> _Sites:
    """A number read from the item before a place (`before = totals[i - 1]`), which at place 0 is the last item,
    where nothing before the first place (0) was meant."""
    place = _one_before(node.slice) if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) else None
    if place is not None:
        first = ast.Compare(ast.Name(place, ast.Load()), [ast.Gt()], [ast.Constant(0)])
        yield "bound", partial(_written_as, ast.IfExp(first, _tree_copy(node), ast.Constant(0)))


def _mirrored_comparisons(node: ast.AST, scope: _Scope) -> _Sites:
    """A comparison with a margin written the wrong way round as a whole (`score < best - 1e-9` for `score > best +
    1e-9`): the other direction, and the margin on the other side with it."""
    if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _MIRRORED):
        return
    for side in ("left", "right"):
        value = node.left if side == "left" else node.comparators[0]
        if isinstance(value, ast.BinOp) and type(value.op) in _MIRRORED:
            yield "comparison", partial(_mirrored, side)


_MIRRORED: dict[type, type] = {
    ast.Lt: ast.Gt,
    ast.Gt: ast.Lt,
    ast.LtE: ast.GtE,
    ast.GtE: ast.LtE,
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
}


def _mirrored(side: str, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Compare)
    node.ops = [_MIRRORED[type(node.ops[0])]()]
    value = node.left if side == "left" else node.comparators[0]
    assert isinstance(value, ast.BinOp)
    value.op = _MIRRORED[type(value.op)]()
    return node


def _powers_of_each(node: ast.AST, scope: _Scope) -> _Sites:
    """`sum(n for n in counts) ** 2`: the power of the sum, where the sum of each term's power was meant
    (`sum(n ** 2 for n in counts)`)."""
    if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow) and isinstance(node.left, ast.Call)):
        return
    total = node.left
    plain = len(total.args) == 1 and not total.keywords and not isinstance(total.args[0], ast.Starred)
    # The new loop's name must not be one the power reads (`sum(v) ** term`).
    free = not any(isinstance(n, ast.Name) and n.id == "term" for n in ast.walk(node.right))
    if ast.unparse(total.func) == "sum" and plain and free:
        yield "grouped", _power_inside


def _power_inside(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.BinOp) and isinstance(node.left, ast.Call)
    terms = node.left.args[0]
    if isinstance(terms, ast.GeneratorExp | ast.ListComp):
        each = ast.GeneratorExp(ast.BinOp(terms.elt, ast.Pow(), node.right), terms.generators)
    else:
        item = ast.Name("term", ast.Load())
        walk = ast.comprehension(ast.Name("term", ast.Store()), terms, [], 0)
        each = ast.GeneratorExp(ast.BinOp(item, ast.Pow(), node.right), [walk])
    return ast.Call(node.left.func, [each], [])


def _fallbacks_for_returns(node: ast.AST, scope: _Scope) -> _Sites:
    """`except ZeroDivisionError: return i, 0.0` in a loop ends the whole search at the first piece without words,
    where that piece was meant to get the fallback value and the loop to go on: `similarity = 0.0`."""
    if not isinstance(node, ast.Return) or node.value is None:
        return
    values = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
    for name in scope.handler_returns.get(id(node), ()):
        for value in values:
            if isinstance(value, ast.Constant):
                yield "statement", partial(_set_instead, name, value)


def _set_instead(name: str, value: ast.expr, node: ast.AST) -> ast.AST:
    return ast.Assign(targets=[ast.Name(name, ast.Store())], value=_tree_copy(value), lineno=getattr(node, "lineno", 0))


def _handler_returns(tree: ast.Module) -> dict[int, list[str]]:
    found: dict[int, list[str]] = {}
    for loop in (node for node in ast.walk(tree) if isinstance(node, ast.For | ast.While)):
        for attempt in (node for statement in loop.body for node in ast.walk(statement)):
            if not isinstance(attempt, ast.Try):
                continue
            names = [name for statement in attempt.body for name in _names_changed(statement)]
            for handler in attempt.handlers:
                if len(handler.body) == 1 and isinstance(handler.body[0], ast.Return) and names:
                    found[id(handler.body[0])] = list(dict.fromkeys(names))
    return found


def _defaults_handed_on(node: ast.AST, scope: _Scope) -> _Sites:
    """`_fits(start, end)` of a helper `_fits(start, end, limit=60)`: the default (the lesson example's size) used
    where the caller's own value was meant, `_fits(start, end, limit=size)`."""
    left, given = scope.defaults_left.get(id(node), ([], []))
    for parameter in left:
        for name in given:
            yield "call", partial(_default_handed_on, parameter, name)


def _default_handed_on(parameter: str, name: str, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    node.keywords.append(ast.keyword(parameter, ast.Name(name, ast.Load())))
    return node


def _defaults_left(tree: ast.Module) -> dict[int, tuple[list[str], list[str]]]:
    defined = {function.name: function for function in _functions(tree)}
    found: dict[int, tuple[list[str], list[str]]] = {}
    for caller in _functions(tree):
        arguments = caller.args
        given = [a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs) if a.arg != "self"]
        for call in (node for node in ast.walk(caller) if isinstance(node, ast.Call)):
            callee = defined.get(call.func.id) if isinstance(call.func, ast.Name) else None
            if callee is None or callee is caller or any(isinstance(a, ast.Starred) for a in call.args):
                continue
            positional = [a.arg for a in (*callee.args.posonlyargs, *callee.args.args)]
            defaulted = positional[len(positional) - len(callee.args.defaults) :]
            named = {keyword.arg for keyword in call.keywords}
            left = [p for p in defaulted if positional.index(p) >= len(call.args) and p not in named]
            if left and given:
                found[id(call)] = (left, given)
    return found


# Expressions that bind as loosely as a conditional one or more: bracketing around them would read otherwise.
_LOOSEST = (ast.IfExp, ast.Lambda, ast.NamedExpr)

# Functions whose argument is never one side of a sum or quotient in learner code: the whole is what they take.
_WHOLE_ONLY = frozenset({"len", "range", "print", "str", "repr", "list", "tuple", "set", "dict", "sorted", "bool"})


def _operand_spans(text: str) -> list[tuple[int, int]]:
    """Where each operand of the expression's outermost binary operators starts and ends in `text`."""
    import io
    import tokenize

    spans: list[tuple[int, int]] = []
    depth, start, last, previous_end = 0, None, "", 0
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return []
    for token in tokens:
        if token.type in (tokenize.NEWLINE, tokenize.ENDMARKER, tokenize.NL):
            continue
        at, end = token.start[1], token.end[1]
        binary = token.type == tokenize.OP and token.string in _BINARY and last not in ("", "op")
        if depth == 0 and binary:
            if start is not None:
                spans.append((start, previous_end))
            start, last = None, "op"
            continue
        if token.string in "([{":
            depth += 1
        elif token.string in ")]}":
            depth -= 1
        if start is None:
            start = at
        previous_end, last = end, "operand"
    if start is not None:
        spans.append((start, previous_end))
    return spans


def _written_as(expression: ast.expr, node: ast.AST) -> ast.AST:
    return copy.deepcopy(expression)


def _other_names(node: ast.AST, scope: _Scope) -> _Sites:
    if isinstance(node, ast.Name) and id(node) in scope.readable:
        for name in scope.names.get(id(node), ()):
            if name != node.id:
                yield "name", partial(_named, name)


def _other_owners(node: ast.AST, scope: _Scope) -> _Sites:
    """One argument's method or item read where another argument's was meant (`q.values()` for `c.values()`)."""
    for name in scope.owners.get(id(node), ()):
        yield "name", partial(_named, name)


def _owners(tree: ast.Module) -> dict[int, list[str]]:
    """For each argument read as an owner (`q.values()`, `q[w]`), the function's other arguments read as owners
    somewhere (a number the function only counts with is no owner of a method)."""
    found: dict[int, list[str]] = {}
    for function in _functions(tree):  # outer functions first: an inner one's arguments overwrite theirs
        taken = {a.arg for a in function.args.args}
        owners = [
            node.value
            for node in ast.walk(function)
            if isinstance(node, ast.Attribute | ast.Subscript)
            and isinstance(node.value, ast.Name)
            and isinstance(node.value.ctx, ast.Load)
            and node.value.id in taken
        ]
        named = list(dict.fromkeys(owner.id for owner in owners))
        for owner in owners:
            found[id(owner)] = [name for name in named if name != owner.id]
    return found


def _measures(tree: ast.Module) -> dict[int, list[ast.expr]]:
    found: dict[int, list[ast.expr]] = {}
    for function in _functions(tree):
        lengths = [n for n in ast.walk(function) if _is_length(n)]
        taken: list[ast.expr] = [ast.Name(a.arg, ast.Load()) for a in function.args.args]
        for length in _counted_out(function):
            measured = ast.dump(length.args[0])
            others = {ast.dump(o.args[0]): o for o in lengths if ast.dump(o.args[0]) != measured}
            found[id(length)] = [*(t for t in taken if ast.dump(t) != measured), *others.values()]
    return found


def _counted_out(function: ast.FunctionDef) -> Iterator[ast.Call]:
    """The lengths a function counts places or rounds with: range()'s arguments, what `%` or `//` divides (a length
    tested or compared is left alone: taking a value from it only turns the test off)."""
    for node in ast.walk(function):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range":
            yield from (each for each in node.args if _is_length(each))
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod | ast.FloorDiv) and _is_length(node.left):
            yield node.left


def _is_length(node: ast.AST) -> TypeGuard[ast.Call]:
    return (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len" and len(node.args) == 1
    )


def _twin_values(node: ast.AST, scope: _Scope) -> _Sites:
    """A value derived from one argument where the same derived from another was meant (`question_words` where
    `answer.split()` was: the learner's own derivation, given the other argument)."""
    for twin in scope.twins.get(id(node), ()):
        yield "name", partial(_written_as, twin)


def _held_values(node: ast.AST, scope: _Scope) -> _Sites:
    """A value worked out again where the function hands it on, where one it already holds was meant
    (`rows.append((k, cosine(answer, piece)))` for `rows.append((k, best))`)."""
    for name in scope.held.get(id(node), ()):
        yield "value", partial(_named, name)


def _like_its_sibling(node: ast.AST, scope: _Scope) -> _Sites:
    """A comprehension's test written as another comprehension of the function writes its own (with its loop's
    name put in): the question's words filtered as the pieces' are."""
    if not isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp) or len(node.generators) != 1:
        return
    mine = node.generators[0]
    if not isinstance(mine.target, ast.Name):
        return
    for other in scope.siblings.get(id(node), ()):
        if isinstance(other.target, ast.Name):
            tests = [_renamed(test, other.target.id, mine.target.id) for test in other.ifs]
            if [ast.dump(test) for test in tests] != [ast.dump(test) for test in mine.ifs]:
                yield "sibling", partial(_tested_as, tests)


def _tested_as(tests: list[ast.expr], node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp)
    node.generators[0].ifs = [_tree_copy(test) for test in tests]
    return node


def _siblings(tree: ast.Module) -> dict[int, list[ast.comprehension]]:
    """For each one-loop comprehension, the loops of the other one-loop comprehensions of its function."""
    found: dict[int, list[ast.comprehension]] = {}
    for function in _functions(tree):
        made = [
            n
            for n in ast.walk(function)
            if isinstance(n, ast.ListComp | ast.SetComp | ast.GeneratorExp) and len(n.generators) == 1
        ]
        for each in made:
            found[id(each)] = [other.generators[0] for other in made if other is not each]
    return found


def _item_values(node: ast.AST, scope: _Scope) -> _Sites:
    """An item the function reads (`window[i][0]`) where a name or another item stands in a sum or a comparison."""
    for item in scope.items.get(id(node), ()):
        yield "value", partial(_written_as, item)


# At most this many of a function's items are tried in place of one name.
ITEMS_MOST = 8


def _items_read(tree: ast.Module) -> dict[int, list[ast.expr]]:
    """For each name or item read as an operand of a sum or a comparison, the first ITEMS_MOST items its function
    reads (but itself)."""
    found: dict[int, list[ast.expr]] = {}
    annotations = _annotation_parts(tree)  # `list[tuple[int, int]]` is no item
    for function in _functions(tree):
        items: dict[str, ast.expr] = {}
        for node in ast.walk(function):
            if (
                isinstance(node, ast.Subscript)
                and isinstance(node.ctx, ast.Load)
                and not isinstance(node.slice, ast.Slice)
                and id(node) not in annotations
            ):
                items.setdefault(ast.unparse(node), node)
        chosen = list(items.values())[:ITEMS_MOST]
        for node in ast.walk(function):
            if isinstance(node, ast.BinOp | ast.Compare):
                for operand in (
                    getattr(node, "left", None),
                    getattr(node, "right", None),
                    *getattr(node, "comparators", ()),
                ):
                    if isinstance(operand, ast.Name) and isinstance(operand.ctx, ast.Load):
                        found[id(operand)] = chosen
                    elif isinstance(operand, ast.Subscript) and isinstance(operand.ctx, ast.Load):
                        # An item read where another was meant (`window[j - 1][1]` for `window[j][0]`).
                        found[id(operand)] = [i for i in chosen if ast.unparse(i) != ast.unparse(operand)]
            # A slice's bound worked out where an item read elsewhere was meant (`text[first:first + size]` for
            # `text[first:window[-1][1]]`: a fixed length where the last word's end was).
            if isinstance(node, ast.Slice):
                for bound in (node.lower, node.upper):
                    if isinstance(bound, ast.BinOp):
                        found[id(bound)] = [i for i in chosen if ast.unparse(i) not in ast.unparse(bound)]
    return found


def _twins(tree: ast.Module) -> dict[int, list[ast.expr]]:
    """For each read of a name set once from one argument, that value made from each other argument instead."""
    found: dict[int, list[ast.expr]] = {}
    for function in _functions(tree):
        taken = [a.arg for a in function.args.args]
        derived: dict[str, ast.expr] = {}
        for name, value in _set_once(function).items():
            read = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)}
            if name not in taken and len(read & set(taken)) == 1 and not isinstance(value, ast.Name):
                derived[name] = value
        for node in ast.walk(function):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id in derived:
                value = derived[node.id]
                (source,) = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)} & set(taken)
                found[id(node)] = [_renamed(value, source, other) for other in taken if other != source]
    return found


def _functions(tree: ast.Module) -> Iterator[ast.FunctionDef]:
    return (node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef))


def _set_once(function: ast.FunctionDef) -> dict[str, ast.expr]:
    """The names a function sets in one plain assignment and nowhere else, with their values."""
    values: dict[str, ast.expr] = {}
    counts: dict[str, int] = {}
    for node in ast.walk(function):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            counts[node.id] = counts.get(node.id, 0) + 1
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            values[node.targets[0].id] = node.value
    return {name: value for name, value in values.items() if counts.get(name) == 1}


def _renamed(value: ast.expr, old: str, new: str) -> ast.expr:
    renamed: ast.expr = _tree_copy(value)
    for node in ast.walk(renamed):
        if isinstance(node, ast.Name) and node.id == old:
            node.id = new
    return renamed


def _held(tree: ast.Module) -> dict[int, list[str]]:
    """For each call or sum a function hands on, the names it sets that the value does not already read."""
    found: dict[int, list[str]] = {}
    for function in _functions(tree):
        own = [name for name in locals_of(function) if name not in {a.arg for a in function.args.args}]
        for handed in _handed_on(function):
            if isinstance(handed, ast.Call | ast.BinOp):
                read = {n.id for n in ast.walk(handed) if isinstance(n, ast.Name)}
                found[id(handed)] = [name for name in own if name not in read]
    return found


def _handed_on(function: ast.FunctionDef) -> Iterator[ast.expr]:
    """What a function returns or appends, and each item of a tuple or list it returns or appends."""
    for node in ast.walk(function):
        value: ast.expr | None = None
        if isinstance(node, ast.Return):
            value = node.value
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "append" and len(node.args) == 1:
            value = node.args[0]
        if value is None:
            continue
        yield value
        if isinstance(value, ast.Tuple | ast.List):
            yield from value.elts


def _none_tests(node: ast.AST, scope: _Scope) -> _Sites:
    if isinstance(node, ast.If | ast.While) and _truth_test(node.test) is not None:
        yield "none_test", _none_test


def _bounds(node: ast.AST, scope: _Scope) -> _Sites:
    """±1 on what range() is given and what len() gives, and on an index that is a name (`words[i]`)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("len", "range"):
        for position in range(len(node.args) if node.func.id == "range" else 0):
            for delta in (1, -1):
                yield "bound", partial(_argument_plus, position, delta)
            # Another of the function's values, one past it (`range(size)` for `range(most_overlap + 1)`).
            argument = node.args[position]
            for name in scope.names.get(id(argument), ()) if isinstance(argument, ast.Name) else ():
                if name != argument.id:  # type: ignore[attr-defined]
                    yield "bound", partial(_argument_named_plus, position, name)
        if node.func.id == "len":
            for delta in (1, -1):
                yield "bound", partial(_plus, delta)
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Name | ast.BinOp):
        for delta in (1, -1):
            yield "bound", partial(_index_plus, delta)


def _other_ends(node: ast.AST, scope: _Scope) -> _Sites:
    """A slice counted from the other end: the first n (`x[:n]`) where the last n were meant, all but the first n
    (`x[n:]`) for all but the last n, and back. Written `x[len(x) - n:]`, as `x[-n:]` is the whole list at n = 0.
    And the slice left out: some items left out where all were meant (`piece[overlap:]` for `piece`)."""
    if not (isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice) and node.slice.step is None):
        return
    lower, upper = node.slice.lower, node.slice.upper
    if lower is not None or upper is not None:
        yield "bound", _unsliced
    if isinstance(node.value, ast.Name | ast.Attribute) and (lower is None) != (upper is None):
        yield "bound", _from_the_other_end
        yield "bound", _counted_from_the_end
    # How many given where the slice takes where to stop (`words[first:count]` for `words[first:first + count]`).
    if lower is not None and upper is not None and not _whole(lower) and not _whole(upper):
        yield "bound", _stop_counted_from_start
    # The n items after a start (`window[1:1 + count]`) where the last n were meant.
    if _run_of(lower, upper) is not None and isinstance(node.value, ast.Name | ast.Attribute):
        yield "bound", _last_of_a_run
    # Everything from a place on (`pieces[index:]`) where the one item there was meant, as a list.
    if lower is not None and upper is None and not _whole(lower):
        yield "bound", _one_item_on


def _run_of(lower: ast.expr | None, upper: ast.expr | None) -> ast.expr | None:
    """n, for a slice `x[a:a + n]`."""
    if lower is None or not (isinstance(upper, ast.BinOp) and isinstance(upper.op, ast.Add)):
        return None
    return upper.right if ast.dump(upper.left) == ast.dump(lower) else None


def _last_of_a_run(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice)
    count = _run_of(node.slice.lower, node.slice.upper)
    assert count is not None
    length = ast.Call(ast.Name("len", ast.Load()), [_tree_copy(node.value)], [])
    node.slice = ast.Slice(lower=ast.BinOp(length, ast.Sub(), count))
    return node


def _one_item_on(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice) and node.slice.lower is not None
    node.slice.upper = ast.BinOp(left=copy.deepcopy(node.slice.lower), op=ast.Add(), right=ast.Constant(1))
    return node


def _stop_counted_from_start(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice)
    assert node.slice.lower is not None and node.slice.upper is not None
    node.slice.upper = ast.BinOp(left=copy.deepcopy(node.slice.lower), op=ast.Add(), right=node.slice.upper)
    return node


def _concatenation_orders(node: ast.AST, scope: _Scope) -> _Sites:
    """Two lists or texts put together the other way round (`words + piece` for `piece + words`, and `piece +=
    words` where `piece = words + piece` was meant). Sums of numbers are left alone: their order is no mistake."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and not _numeric(node.left, node.right):
        yield "operator", swapped_operands
    if (
        isinstance(node, ast.AugAssign)
        and isinstance(node.op, ast.Add)
        and isinstance(node.target, ast.Name)
        and not _numeric(node.value)
    ):
        yield "operator", _added_in_front


def _lists_as_tests(node: ast.AST, scope: _Scope) -> _Sites:
    """A list made to be tested for truth, true whenever it holds anything (`any([w == t for w in ws] for …)`,
    `if [w for w in ws if w == t]:`), where whether any of its items is true was meant."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("any", "all"):
        inner = node.args[0] if len(node.args) == 1 else None
        if isinstance(inner, ast.GeneratorExp | ast.ListComp) and isinstance(inner.elt, ast.ListComp):
            yield "call", _items_tested
    if isinstance(node, ast.If | ast.While | ast.IfExp) and isinstance(node.test, ast.ListComp):
        yield "call", _items_tested


def _items_tested(node: ast.AST) -> ast.AST:
    """The list made a test of whether any of its items is true."""
    if isinstance(node, ast.Call):
        inner = node.args[0]
        assert isinstance(inner, ast.GeneratorExp | ast.ListComp) and isinstance(inner.elt, ast.ListComp)
        inner.elt = _any_of(inner.elt)
    else:
        assert isinstance(node, ast.If | ast.While | ast.IfExp) and isinstance(node.test, ast.ListComp)
        node.test = _any_of(node.test)
    return node


def _places_as_tests(node: ast.AST, scope: _Scope) -> _Sites:
    """`if chunk.find(word):` tests a place for truth: -1 (not there) is true and 0 (there, first) false, where
    whether it was found was meant."""
    if id(node) in scope.tested_places:
        yield "comparison", _found


def _found(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.expr)
    return ast.Compare(node, [ast.NotEq()], [ast.UnaryOp(ast.USub(), ast.Constant(1))])


_PLACE_CALLS = frozenset({"find", "rfind"})


def _tested_places(tree: ast.Module) -> set[int]:
    """The `find` calls that stand where a truth value is read: a test, a part of `and`/`or`, what `not` turns."""
    tested: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.If | ast.While | ast.IfExp | ast.Assert):
            tested.append(node.test)
        elif isinstance(node, ast.BoolOp):
            tested.extend(node.values)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            tested.append(node.operand)
        elif isinstance(node, ast.comprehension):
            tested.extend(node.ifs)
    called = (each for each in tested if isinstance(each, ast.Call))
    return {id(each) for each in called if getattr(each.func, "attr", "") in _PLACE_CALLS}


def _lazy_statements(node: ast.AST, scope: _Scope) -> _Sites:
    """`map(print, chunks)` as a statement: a lazy call nothing reads never runs. Read it whole instead."""
    if isinstance(node, ast.Expr) and _is_lazy(node.value):
        yield "call", _read_whole


def _read_whole(node: ast.AST) -> ast.AST:
    """The lazy call read into a list (a generator written as the list it would make: `[print(c) for c in cs]`)."""
    assert isinstance(node, ast.Expr)
    lazy = node.value
    node.value = ast.ListComp(lazy.elt, lazy.generators) if isinstance(lazy, ast.GeneratorExp) else _list_of(lazy)
    return node


def _items_added_whole(node: ast.AST, scope: _Scope) -> _Sites:
    """`pieces += text` (or `pieces.extend(text)`) onto a list adds the text's characters, one item each, where
    the text was meant as one item; `chunks += words[start:]` adds the words one by one onto a list the function
    elsewhere appends joined texts to, where they were meant joined, as one item."""
    if id(node) in scope.lists_grown:
        yield "call", _appended_whole
    if id(node) in scope.lists_joined:
        yield "call", partial(_appended_joined, scope.lists_joined[id(node)])


def _appended_joined(separator: ast.expr, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.AugAssign | ast.Call)
    value = node.value if isinstance(node, ast.AugAssign) else node.args[0]
    node = _appended_whole(node)
    call = node.value if isinstance(node, ast.Expr) else node
    assert isinstance(call, ast.Call)
    call.args = [ast.Call(ast.Attribute(_tree_copy(separator), "join", ast.Load()), [value], [])]
    return node


def _lists_joined(tree: ast.Module) -> dict[int, ast.expr]:
    """The `name += items` and `name.extend(items)` (of anything but a plain text) onto a list the function
    elsewhere appends `sep.join(…)` to, with that `sep`."""
    found: dict[int, ast.expr] = {}
    for function in _functions(tree):
        separators: dict[str, ast.expr] = {}
        for node in ast.walk(function):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "append" and len(node.args) == 1:
                added = node.args[0]
                if isinstance(added, ast.Call) and getattr(added.func, "attr", "") == "join":
                    owner = ast.unparse(node.func.value)  # type: ignore[attr-defined]
                    separators.setdefault(owner, added.func.value)  # type: ignore[attr-defined]
        for node in ast.walk(function):
            grows = _grown_by(node)
            if grows is None or grows[0] not in separators:
                continue
            value = grows[1]
            text = (
                isinstance(value, ast.JoinedStr | ast.Constant)
                or getattr(getattr(value, "func", None), "attr", "") == "join"
            )
            if not text:
                found[id(node)] = separators[grows[0]]
    return found


def _appended_whole(node: ast.AST) -> ast.AST:
    if isinstance(node, ast.AugAssign):
        assert isinstance(node.target, ast.Name)
        added = ast.Call(ast.Attribute(ast.Name(node.target.id, ast.Load()), "append", ast.Load()), [node.value], [])
        return ast.Expr(added, lineno=node.lineno)
    assert isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
    node.func.attr = "append"
    return node


def _lists_grown(tree: ast.Module) -> set[int]:
    """The `name += value` and `name.extend(value)` of a function that sets `name` to a list (`pieces = []`,
    `list()`, a comprehension), where the value is not plainly a list itself."""
    grown: set[int] = set()
    for function in _functions(tree):
        lists = {
            target.id
            for node in ast.walk(function)
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None and _makes_a_list(node.value)
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
            if isinstance(target, ast.Name)
        }
        for node in ast.walk(function):
            grows = _grown_by(node)
            # A tuple written out (`rows += (a, b)`) adds its items one by one, where it may be meant as one.
            if grows is not None and grows[0] in lists and not _makes_a_list(grows[1], tuples=False):
                grown.add(id(node))
    return grown


def _grown_by(node: ast.AST) -> tuple[str, ast.expr] | None:
    """(the list, what is added) for `name += value` and `name.extend(value)`."""
    if isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add) and isinstance(node.target, ast.Name):
        return node.target.id, node.value
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "extend":
        return (ast.unparse(node.func.value), node.args[0]) if len(node.args) == 1 else None
    return None


def _makes_a_list(value: ast.expr, *, tuples: bool = True) -> bool:
    called = isinstance(value, ast.Call) and ast.unparse(value.func) in ("list", "sorted")
    return called or isinstance(value, ast.List | ast.ListComp) or (tuples and isinstance(value, ast.Tuple))


def _any_of(made: ast.ListComp) -> ast.Call:
    return ast.Call(ast.Name("any", ast.Load()), [ast.GeneratorExp(made.elt, made.generators)], [])


def _numeric(*sides: ast.expr) -> bool:
    """Is a side plainly a number (a number written out, a length, a count)?"""
    return any(
        (isinstance(side, ast.Constant) and type(side.value) in (int, float))
        or (isinstance(side, ast.Call) and isinstance(side.func, ast.Name) and side.func.id in ("len", "sum", "int"))
        for side in sides
    )


def _added_in_front(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name)
    name = node.target.id
    joined = ast.BinOp(left=node.value, op=ast.Add(), right=ast.Name(name, ast.Load()))
    return ast.Assign(targets=[ast.Name(name, ast.Store())], value=joined, lineno=node.lineno)


def _unsliced(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Subscript)
    return node.value


def _from_the_other_end(node: ast.AST) -> ast.AST:
    """`x[:n]` → `x[len(x) - n:]` and `x[n:]` → `x[:len(x) - n]`; a negative bound keeps its side, written with
    the length (`x[-n:]` → `x[len(x) - n:]`, right at n = 0 too)."""
    assert isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice)
    bound = node.slice.upper if node.slice.upper is not None else node.slice.lower
    assert bound is not None
    negative = isinstance(bound, ast.UnaryOp) and isinstance(bound.op, ast.USub)
    count = bound.operand if isinstance(bound, ast.UnaryOp) and negative else bound
    length = ast.Call(ast.Name("len", ast.Load()), [copy.deepcopy(node.value)], [])
    end = ast.BinOp(length, ast.Sub(), count)
    starts = (node.slice.lower is not None) == negative
    node.slice = ast.Slice(lower=end) if starts else ast.Slice(upper=end)
    return node


def _counted_from_the_end(node: ast.AST) -> ast.AST:
    """`x[n:]` → `x[len(x) - n:]`: the same side of the slice, its bound counted from the end (the last n, where
    all but the first n were taken), and `x[:n]` → `x[:len(x) - n]`."""
    assert isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice)
    length = ast.Call(ast.Name("len", ast.Load()), [copy.deepcopy(node.value)], [])
    if node.slice.lower is not None:
        node.slice = ast.Slice(lower=ast.BinOp(length, ast.Sub(), node.slice.lower))
    else:
        assert node.slice.upper is not None
        node.slice = ast.Slice(upper=ast.BinOp(length, ast.Sub(), node.slice.upper))
    return node


def _lengths(node: ast.AST, scope: _Scope) -> _Sites:
    """A length measured another way: in words where characters were counted (and back), or another of the
    function's values where a length was taken (`start + len(chunk)` for `start + size`)."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"):
        return
    if len(node.args) != 1:
        return
    measured = node.args[0]
    split = isinstance(measured, ast.Call) and getattr(measured.func, "attr", "") == "split"
    yield "length", _in_characters if split else _in_words
    for name in scope.names.get(id(node.func), ()):
        yield "length", partial(_named, name)
    # Where a run of another length fits (`range(len(chunk) - len(answer) + 1)` for `range(len(chunk))`): the
    # positions, or what is left after it, counted as if it took no room.
    for other in scope.measures.get(id(node), ()):
        yield "length", partial(_less, other, 0)
        yield "length", partial(_less, other, 1)


def _less(other: ast.expr, plus: int, node: ast.AST) -> ast.AST:
    less = ast.BinOp(_tree_copy(node), ast.Sub(), _tree_copy(other))
    return ast.BinOp(less, ast.Add(), ast.Constant(plus)) if plus else less


def _in_words(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    node.args = [ast.Call(ast.Attribute(node.args[0], "split", ast.Load()), [], [])]
    return node


def _in_characters(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call) and isinstance(node.args[0], ast.Call)
    assert isinstance(node.args[0].func, ast.Attribute)
    node.args = [node.args[0].func.value]
    return node


def _numbers_for_names(node: ast.AST, scope: _Scope) -> _Sites:
    """A fixed number where one of the function's values was meant: an index (`scores[0]` for `scores[best]`, and
    `scores[i - 1]`, the one before, for the best so far),
    or a value reset in a loop (`count = 0` for `count = len(words)`)."""
    fixed_index = _whole(node.slice) or _shifted_name(node.slice) if isinstance(node, ast.Subscript) else False
    if isinstance(node, ast.Subscript) and fixed_index and isinstance(node.value, ast.Name):
        for name in scope.names.get(id(node.value), ()):
            yield "number", partial(_index_named, name)
    one_name = isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
    if one_name and id(node) in scope.in_loops and _whole(node.value):  # type: ignore[attr-defined]
        for name in scope.names.get(id(node.targets[0]), ()):  # type: ignore[attr-defined]
            yield "number", partial(_set_to, name, False)
            yield "number", partial(_set_to, name, True)


def _index_named(name: str, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Subscript)
    node.slice = ast.Name(name, ast.Load())
    return node


def _set_to(name: str, length: bool, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Assign)
    value: ast.expr = ast.Name(name, ast.Load())
    node.value = ast.Call(ast.Name("len", ast.Load()), [value], []) if length else value
    return node


def _kept_across_rounds(node: ast.AST, scope: _Scope) -> _Sites:
    """A value set afresh in each round of a loop where it should be kept (`found = x` for `found = found or x`)
    or added to (`total = x` for `total += x`)."""
    one_name = isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
    if one_name and id(node) in scope.in_loops:
        yield "kept", partial(_kept_by, ast.Or)
        yield "kept", partial(_kept_by, ast.And)
        yield "kept", _grown


def _kept_by(op: type[ast.boolop], node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
    name = ast.Name(node.targets[0].id, ast.Load())
    node.value = ast.BoolOp(op=op(), values=[name, node.value])
    return node


def _grown(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
    return ast.AugAssign(target=node.targets[0], op=ast.Add(), value=node.value)


# Calls a learner mixes up: each for the others of its group.
_RELATED_CALLS = (
    ("append", "extend"),
    ("min", "max"),
    ("any", "all"),
    ("round", "int", "math.ceil", "math.floor"),
    # A text of digits read as Python source (a leading zero is a syntax error there) where a number was meant.
    ("eval", "int"),
    ("strip", "rstrip", "lstrip"),
    # A prefix taken off as a set of characters: `"cab".lstrip("a b c")` leaves "", not "cab".
    ("lstrip", "removeprefix"),
    ("rstrip", "removesuffix"),
    ("find", "rfind"),
    ("startswith", "endswith"),
    ("bisect_left", "bisect_right"),
    # A pattern tried at the start only, or anywhere, where the whole text was meant to match it.
    ("match", "fullmatch", "search"),
)
# Strings a learner writes as a separator: each for the others.
_SEPARATORS = ("", " ", "\n")


def _related_calls(node: ast.AST, scope: _Scope) -> _Sites:
    if not isinstance(node, ast.Call):
        return
    called = ast.unparse(node.func)
    module_call = called.startswith("math.")
    name = called if module_call or isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
    method = isinstance(node.func, ast.Attribute) and not module_call
    for group in _RELATED_CALLS:
        if name not in group:
            continue
        for other in group:
            # A function of math only where the file imports it, and never for a method (text.strip()).
            if other != name and not ("." in other and (method or "math" not in scope.imported)):
                yield "call", partial(_called, other)
    if called == "re.split" and len(node.args) >= 2:
        yield "call", partial(_split_as_method, 1)  # `re.split(r"\s+", text)` gives "" at a text's ends
    elif _split_of_a_module(node, scope):
        yield "call", partial(_split_as_method, 0)  # `shlex.split(text)` reads quotes; text.split() does not
    elif name == "split" and node.args:
        yield "call", _split_at_whitespace
    for other in _close_names(node, scope):
        yield "call", partial(_called, other)


# The modules whose functions a call may be swapped for one of a close name (`math.isqrt` for `math.sqrt`): the
# standard library's, read only when the grader has loaded them itself (never imported for a learner's file: a
# course folder first on the path could hold a file of the same name).
_CLOSE_MODULES = ("math", "bisect", "re", "string", "unicodedata")
# How close a name must be (difflib's ratio): `rfind` of `find`, `rstrip` of `strip`, `sqrt` of `isqrt`.
CLOSE_NAME = 0.8
# The methods of a text, a list, a dict, a set and a queue: what a call on a value the file does not import may be
# swapped for.
_METHODS = sorted(
    {name for kind in (str, list, dict, set, collections.deque) for name in dir(kind) if not name.startswith("_")}
)
# Names that are one another with a part added (`pop` and `popleft`, `split` and `rsplit`, `remove` and
# `removeprefix`) are look-alikes however far apart difflib puts them: the shared stem must be this long at least,
# and at least half the shorter name.
STEM_MOST_OTHERS = 4
STEM_LEAST = 3


def _close_names(node: ast.Call, scope: _Scope) -> list[str]:
    """The functions of the same module, or the methods of a text, list or dict, whose names are close to the one
    called: one letter more or less is a look-alike a learner picks by mistake."""
    func = node.func
    if not isinstance(func, ast.Attribute) or func.attr.startswith("_"):
        return []
    module = func.value.id if isinstance(func.value, ast.Name) else ""
    loaded = sys.modules.get(module) if module in _CLOSE_MODULES else None
    if module in scope.imported and loaded is not None:
        names = [name for name in dir(loaded) if not name.startswith("_")]
    elif module not in scope.imported:
        names = _METHODS
    else:
        return []
    others = [name for name in names if name != func.attr]
    close = difflib.get_close_matches(func.attr, others, n=3, cutoff=CLOSE_NAME)
    close += [name for name in others if _one_stem(func.attr, name) and name not in close][:STEM_MOST_OTHERS]
    return [f"{module}.{name}" if module in scope.imported else name for name in close]


def _one_stem(name: str, other: str) -> bool:
    """Whether one name is the other with a part added before or after (`pop`, `popleft`)."""
    shorter, longer = sorted((name, other), key=len)
    stem = len(shorter) >= max(STEM_LEAST, len(longer) // 2)
    return stem and (longer.startswith(shorter) or longer.endswith(shorter))


# Methods that rewrite a text: one with arguments left out, its text used as it is (the reference's mutations
# leave out only calls without arguments).
_REWRITING = frozenset(
    {"strip", "lstrip", "rstrip", "lower", "upper", "casefold", "replace", "removeprefix", "removesuffix"}
)


def _condition_parts(node: ast.AST, scope: _Scope) -> _Sites:
    """One part of an `and`/`or` left out."""
    if isinstance(node, ast.BoolOp):
        for position in range(len(node.values)):
            yield "left_out", partial(_without_part, position)


def _one_branch(node: ast.AST, scope: _Scope) -> _Sites:
    """`a if test else b` as `a` or as `b`: the test left out."""
    if isinstance(node, ast.IfExp):
        yield "left_out", partial(_branch, "body")
        yield "left_out", partial(_branch, "orelse")


def _branch(which: str, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.IfExp)
    branch: ast.AST = getattr(node, which)
    return branch


def _without_part(position: int, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.BoolOp)
    kept = [value for index, value in enumerate(node.values) if index != position]
    return kept[0] if len(kept) == 1 else ast.BoolOp(op=node.op, values=kept)


# Methods that turn a text into bytes or back: printed, bytes show as `b'…'`; compared, they never equal a text.
_CONVERTING = frozenset({"encode", "decode"})


def _dropped_calls(node: ast.AST, scope: _Scope) -> _Sites:
    method = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
    if method and node.func.attr in _REWRITING | _CONVERTING:  # type: ignore[attr-defined]
        yield "left_out", _receiver
    # `words = " ".join(text.split())`: the words joined back into a text, where the list itself was meant.
    joined = method and node.func.attr == "join" and isinstance(node.func.value, ast.Constant)  # type: ignore[attr-defined]
    if joined and len(node.args) == 1 and not isinstance(node.args[0], ast.Starred):  # type: ignore[attr-defined]
        yield "left_out", _joined_items


def _joined_items(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    return node.args[0]


def _receiver(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
    return node.func.value


def _separators(node: ast.AST, scope: _Scope) -> _Sites:
    if isinstance(node, ast.Constant) and node.value in _SEPARATORS and type(node.value) is str:
        for other in _SEPARATORS:
            if other != node.value:
                yield "separator", partial(_constant, other)


def _trims(node: ast.AST, scope: _Scope) -> _Sites:
    """A text handed on as built, where its whitespace at the ends should have been trimmed: what is appended,
    yielded or returned, with `.strip()`."""
    handed: ast.expr | None = None
    if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "append" and len(node.args) == 1:
        handed = node.args[0]
    if isinstance(handed, ast.Name | ast.Subscript | ast.BinOp | ast.Call) and not _is_strip(handed):
        yield "call", _stripped_argument


def _is_strip(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and getattr(node.func, "attr", "") in ("strip", "rstrip", "lstrip")


def _stripped_argument(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    node.args = [ast.Call(ast.Attribute(node.args[0], "strip", ast.Load()), [], [])]
    return node


# What a pattern a learner writes is often off by, each (old, new) tried alone: a word boundary that cuts
# punctuation off, letters only for any non-space, a space for any whitespace, one or more for any number.
_PATTERN_CHANGES = (
    (r"\b", ""),
    (r"\w", r"\S"),
    (r"\S", r"\w"),
    (" ", r"\s+"),
    (r"\s", " "),
    ("+", "*"),
    ("*", "+"),
    # A lazy repeat, which matches as little as it can (one character of a word for `\S+?`), for a greedy one.
    ("+?", "+"),
    ("*?", "*"),
    # A group that captures, which `re.split` hands back among the pieces, for one that does not.
    ("(", "(?:"),
)
_PATTERN_FUNCTIONS = frozenset({"compile", "finditer", "findall", "split", "sub", "match", "fullmatch", "search"})


def _patterns(node: ast.AST, scope: _Scope) -> _Sites:
    """A regular expression given to `re` written another way (_PATTERN_CHANGES)."""
    if id(node) in scope.patterns and isinstance(node, ast.Constant) and isinstance(node.value, str):
        for old, new in _PATTERN_CHANGES:
            if old in node.value:
                yield "pattern", partial(_pattern_changed, old, new)


def _pattern_constants(tree: ast.Module) -> set[int]:
    """The patterns written as they are where a function of `re` is called."""
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)]
    return {
        id(call.args[0])
        for call in calls
        if call.args
        and getattr(call.func, "attr", "") in _PATTERN_FUNCTIONS
        and ast.unparse(call.func).startswith("re.")
    }


def _pattern_changed(old: str, new: str, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Constant)
    changed = _changed_in_pattern(str(node.value), old, new)
    assert changed != node.value
    return ast.Constant(changed)


# Inside a character class (`[ \t]`) a repeat or a group is a plain character: only these changes mean the same
# there, written so (`\s+` in a class would add `+` to it).
_IN_A_CLASS = {r"\w": r"\S", r"\S": r"\w", " ": r"\s", r"\s": " "}


def _changed_in_pattern(pattern: str, old: str, new: str) -> str:
    """`old` made `new` wherever it is part of the pattern's syntax, and in a character class only as _IN_A_CLASS
    has it (and not at all where it has no meaning there)."""
    made, place, in_class = [], 0, False
    while place < len(pattern):
        written = _IN_A_CLASS.get(old) if in_class else new
        if written is not None and pattern.startswith(old, place):
            made.append(written)
            place += len(old)
            continue
        character = pattern[place]
        if character == "\\":
            made.append(pattern[place : place + 2])
            place += 2
            continue
        if character == "[" and not in_class:
            in_class = True
        elif character == "]" and in_class:
            in_class = False
        made.append(character)
        place += 1
    return "".join(made)


# Another arithmetic operator where one was meant: a sum for a product (`sqrt(a + b)` for `sqrt(a * b)`), a
# product for a power (`x * 2` for `x ** 2`), and back.
_OTHER_OPERATORS: dict[type[ast.operator], tuple[type[ast.operator], ...]] = {
    ast.Add: (ast.Mult,),
    ast.Mult: (ast.Add, ast.Pow),
    ast.Pow: (ast.Mult,),
    # `n ^ 2` is a bitwise exclusive or in Python, where a power was meant (as written in maths or a spreadsheet).
    ast.BitXor: (ast.Pow,),
}


def _other_operators(node: ast.AST, scope: _Scope) -> _Sites:
    if isinstance(node, ast.BinOp):
        for other in _OTHER_OPERATORS.get(type(node.op), ()):
            yield "operator", partial(_operated_by, other)


def _bitwise_for_logical(node: ast.AST, scope: _Scope) -> _Sites:
    """`a > limit & bool(piece)` for `a > limit and bool(piece)`: `&` and `|` bind tighter than a comparison, so the
    comparison takes `limit & …` for its side (and `a > limit & n > 0` is a chain of two). Regrouped as the `and`
    or `or` meant."""
    if isinstance(node, ast.Compare) and _bitwise_side(node) is not None:
        yield "operator", _regrouped_as_logical


_LOGICAL_FOR: dict[type[ast.operator], type[ast.boolop]] = {ast.BitAnd: ast.And, ast.BitOr: ast.Or}


def _bitwise_side(node: ast.Compare) -> int | None:
    """The place of the first side of a comparison (0 its left) that is an `&` or `|`."""
    sides = [node.left, *node.comparators]
    return next(
        (i for i, side in enumerate(sides) if isinstance(side, ast.BinOp) and type(side.op) in _LOGICAL_FOR), None
    )


def _regrouped_as_logical(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Compare)
    place = _bitwise_side(node)
    assert place is not None
    sides = [node.left, *node.comparators]
    joined = sides[place]
    assert isinstance(joined, ast.BinOp)
    before: ast.expr = joined.left
    if place > 0:
        before = ast.Compare(sides[0], node.ops[:place], [*sides[1:place], joined.left])
    after: ast.expr = joined.right
    if place < len(node.ops):
        after = ast.Compare(joined.right, node.ops[place:], sides[place + 1 :])
    return ast.BoolOp(_LOGICAL_FOR[type(joined.op)](), [before, after])


def _loop_elses(node: ast.AST, scope: _Scope) -> _Sites:
    """`for … else: <no items>` taken for "when the loop has nothing to walk": the `else` runs whenever the loop
    ends without `break`. Written as `if items: <the loop> else: …`."""
    if isinstance(node, ast.For) and node.orelse and _walked(node) is not None:
        yield "loop_else", _else_when_empty


def _walked(node: ast.AST) -> ast.expr | None:
    """What a `for` walks, as a value that is empty when the loop makes no round: `xs` for `xs`, `enumerate(xs)`,
    `reversed(xs)`, `sorted(xs)` and `range(len(xs))` (None for anything else)."""
    walked = getattr(node, "iter", None)
    while isinstance(walked, ast.Call) and ast.unparse(walked.func) in ("enumerate", "reversed", "sorted", "range"):
        if len(walked.args) != 1:
            return None
        walked = walked.args[0]
        if isinstance(walked, ast.Call) and ast.unparse(walked.func) == "len" and len(walked.args) == 1:
            walked = walked.args[0]
    return walked if isinstance(walked, ast.Name | ast.Attribute | ast.Subscript) else None


def _else_when_empty(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.For)
    walked = _walked(node)
    assert walked is not None
    otherwise, node.orelse = node.orelse, []
    return ast.If(_tree_copy(walked), [node], otherwise, lineno=node.lineno)


# A compiled pattern's methods that take where to start and stop in the text (`pattern.search(text, pos, endpos)`).
_POSITIONED = frozenset({"search", "match", "fullmatch", "finditer", "findall"})


def _positions_as_slices(node: ast.AST, scope: _Scope) -> _Sites:
    """`pattern.search(text, start, end)` where `pattern.search(text[start:end])` was meant: `^` and `$` (and a
    look-behind) still see the whole text around `pos` and `endpos`, as a slice would not let them."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _POSITIONED):
        return
    if 2 <= len(node.args) <= 3 and not node.keywords and ast.unparse(node.func.value) != "re":
        yield "call", _searched_in_a_slice


def _searched_in_a_slice(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    text, start, *end = node.args
    node.args = [ast.Subscript(text, ast.Slice(start, end[0] if end else None), ast.Load())]
    return node


def _characters_in_a_range(node: ast.AST, scope: _Scope) -> _Sites:
    """`"0" <= token <= "9"` compares the whole text with two characters (`"90"` sorts after `"9"`); each of its
    characters was meant: `all("0" <= c <= "9" for c in token)`."""
    if not (isinstance(node, ast.Compare) and len(node.ops) == 2 and isinstance(node.comparators[0], ast.Name)):
        return
    low, high = node.left, node.comparators[1]
    if all(isinstance(end, ast.Constant) and isinstance(end.value, str) and len(end.value) == 1 for end in (low, high)):
        yield "call", _each_character_compared


def _each_character_compared(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Compare) and isinstance(node.comparators[0], ast.Name)
    name = node.comparators[0].id
    each = ast.Compare(node.left, node.ops, [ast.Name("character", ast.Load()), node.comparators[1]])
    loop = ast.comprehension(ast.Name("character", ast.Store()), ast.Name(name, ast.Load()), [], 0)
    return ast.Call(ast.Name("all", ast.Load()), [ast.GeneratorExp(each, [loop])], [])


def _pops_from_arguments(node: ast.AST, scope: _Scope) -> _Sites:
    """`first = words.pop(0)` on a list the function was given takes the item out of the caller's list too (the next
    call, or the caller's next use, sees it shorter); the item and the rest without changing it were meant."""
    value = node.value if isinstance(node, ast.Assign) and len(node.targets) == 1 else None
    if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr == "pop"):
        return
    owner = value.func.value
    place = value.args[0] if value.args else ast.Constant(-1)
    whole = isinstance(place, ast.Constant) and place.value in (0, -1)
    if isinstance(owner, ast.Name) and id(owner) in scope.given_lists and whole and not value.keywords:
        yield "call", _taken_without_popping


def _taken_without_popping(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
    assert isinstance(node.value.func, ast.Attribute) and isinstance(node.value.func.value, ast.Name)
    name = node.value.func.value.id
    first = not node.value.args or getattr(node.value.args[0], "value", -1) == 0
    place, rest = (0, ast.Slice(ast.Constant(1), None)) if first else (-1, ast.Slice(None, ast.Constant(-1)))
    item = ast.Subscript(ast.Name(name, ast.Load()), ast.Constant(place), ast.Load())
    kept = ast.Subscript(ast.Name(name, ast.Load()), rest, ast.Load())
    targets = ast.Tuple([node.targets[0], ast.Name(name, ast.Store())], ast.Store())
    return ast.Assign([targets], ast.Tuple([item, kept], ast.Load()), lineno=node.lineno)


def _given_lists(tree: ast.Module) -> set[int]:
    """The reads of a function's own arguments as the owner of a method call (`words.pop(0)`)."""
    found: set[int] = set()
    for function in _functions(tree):
        given = {argument.arg for argument in function.args.args}
        for node in ast.walk(function):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in given:
                found.add(id(node.value))
    return found


# The methods that change their object and give back None.
_IN_PLACE = frozenset({"append", "extend", "insert", "sort", "reverse", "update", "add", "clear", "remove"})
# Methods that change their list, dict, set or Counter in place.
_CHANGES = _IN_PLACE | {"pop", "popitem", "setdefault", "subtract", "discard", "difference_update"}


def _returned_in_place(node: ast.AST, scope: _Scope) -> _Sites:
    """`return pieces.append(piece)` returns append's None; the list, changed, was meant."""
    if _in_place_call(node) is not None:
        yield "in_place", _returned_after


def _in_place_call(node: ast.AST) -> str | None:
    """`pieces.append(…)` for a `return` of such a call (None otherwise)."""
    call = node.value if isinstance(node, ast.Return) else None
    if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr in _IN_PLACE:
        return f"{ast.unparse(call.func)}(…)"
    return None


def _returned_after(node: ast.AST) -> ast.AST:
    """The call made, then its object returned: `return (pieces.append(piece), pieces)[1]` (one statement, as the
    search changes one; the learner is told the two lines)."""
    assert isinstance(node, ast.Return) and isinstance(node.value, ast.Call)
    assert isinstance(node.value.func, ast.Attribute)
    owner = _tree_copy(node.value.func.value)
    both = ast.Tuple([node.value, owner], ast.Load())
    return ast.Return(ast.Subscript(both, ast.Constant(1), ast.Load()), lineno=node.lineno)


# A match's attributes that read like the place of what it found, and the calls that give that place.
_MATCH_PLACES = {"pos": "start", "endpos": "end"}


def _match_places(node: ast.AST, scope: _Scope) -> _Sites:
    """`match.pos` (where the search began) for `match.start()` (where the match begins); `endpos` for `end()`."""
    if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and node.attr in _MATCH_PLACES:
        called = ast.Call(ast.Attribute(_tree_copy(node.value), _MATCH_PLACES[node.attr], ast.Load()), [], [])
        yield "name", partial(_written_as, called)


def _printed_generators(node: ast.AST, scope: _Scope) -> _Sites:
    """`print(line for line in lines)` prints the generator object; a loop printing each line was meant."""
    if not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)):
        return
    call = node.value
    made = call.args[0] if len(call.args) == 1 else None
    if ast.unparse(call.func) == "print" and isinstance(made, ast.GeneratorExp) and len(made.generators) == 1:
        yield "statement", _printed_one_by_one


def _printed_one_by_one(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
    call = node.value
    made = call.args[0]
    assert isinstance(made, ast.GeneratorExp)
    (loop,) = made.generators
    printed: ast.stmt = ast.Expr(ast.Call(call.func, [made.elt], call.keywords))
    for test in reversed(loop.ifs):
        printed = ast.If(test, [printed], [])
    return ast.For(loop.target, loop.iter, [printed], [], lineno=node.lineno)


def _class_items(node: ast.AST, scope: _Scope) -> _Sites:
    """A character class of a pattern with one of its items left out (`[^\\s\\u200b]` for `[^\\s]`): an
    item that keeps the pattern from matching what the lesson counts as part of a word."""
    if id(node) in scope.patterns and isinstance(node, ast.Constant) and isinstance(node.value, str):
        for found in re.finditer(r"\[(\^?)((?:\\.|[^\]\\])+)\]", node.value):
            items = re.findall(r"\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}|\\.|.", found[2])
            for index in range(len(items) if len(items) > 1 else 0):
                kept = "".join(items[:index] + items[index + 1 :])
                changed = node.value[: found.start()] + f"[{found[1]}{kept}]" + node.value[found.end() :]
                yield "pattern", partial(_constant, changed)


def _powers_of_ten(node: ast.AST, scope: _Scope) -> _Sites:
    """A power of ten with its exponent's sign lost (`1e9` for `1e-9`, `1000` for `0.001`): a tolerance typed as a
    huge number, a scale as a tiny one."""
    value = node.value if isinstance(node, ast.Constant) else None
    if isinstance(value, int | float) and not isinstance(value, bool) and 0 < value < 1e300:
        exponent = round(math.log10(value))
        if abs(exponent) >= 3 and value == 10.0**exponent:
            # As a learner writes it (`1e-9`; ast.unparse writes `1e-09`): a name's text is written as it is.
            yield "number", partial(_written_as, ast.Name(f"1e{-exponent}", ast.Load()))


def _divisions(node: ast.AST, scope: _Scope) -> _Sites:
    """`/` for `//` and back; a whole division rounded down where it was meant rounded up (`-(-a // b)`)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div | ast.FloorDiv):
        other: type[ast.operator] = ast.FloorDiv if isinstance(node.op, ast.Div) else ast.Div
        yield "division", partial(_operated_by, other)
        if isinstance(node.op, ast.FloorDiv) and not isinstance(node.left, ast.UnaryOp):
            yield "division", _rounded_up


def _rounded_up(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.BinOp)
    negated = ast.UnaryOp(ast.USub(), node.left)
    return ast.UnaryOp(ast.USub(), ast.BinOp(negated, ast.FloorDiv(), node.right))


def _statement_kinds(node: ast.AST, scope: _Scope) -> _Sites:
    """A statement of a look-alike kind: `if` where `while` repeats until its test fails, and back; `yield from`,
    which hands out the items of what it is given one by one, for `yield`, and back."""
    if isinstance(node, ast.If | ast.While) and not node.orelse:
        yield "statement", _if_as_while
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Yield | ast.YieldFrom) and node.value.value:
        yield "statement", _yield_as_yield_from


def _if_as_while(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.If | ast.While)
    kind = ast.While if isinstance(node, ast.If) else ast.If
    return ast.copy_location(kind(test=node.test, body=node.body, orelse=[]), node)


def _yield_as_yield_from(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Expr) and isinstance(node.value, ast.Yield | ast.YieldFrom)
    given = node.value.value
    assert given is not None
    node.value = ast.YieldFrom(given) if isinstance(node.value, ast.Yield) else ast.Yield(given)
    return node


# Keywords a call is often written without, each with the values a learner means by it: lines printed one to a
# line, or with nothing between; a list sorted from the largest.
_KEYWORDS_ADDED: dict[str, tuple[tuple[str, Any], ...]] = {
    "print": (("sep", "\n"), ("sep", ""), ("end", "")),
    "sorted": (("reverse", True),),
    "sort": (("reverse", True),),
}


def _keywords_added(node: ast.AST, scope: _Scope) -> _Sites:
    if not isinstance(node, ast.Call):
        return
    name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
    given = {keyword.arg for keyword in node.keywords}
    for keyword, value in _KEYWORDS_ADDED.get(name, ()):
        if keyword not in given:
            yield "call", partial(_with_keyword, keyword, value)


def _with_keyword(keyword: str, value: Any, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    node.keywords.append(ast.keyword(keyword, ast.Constant(value)))
    return node


# Calls given a start and a stop (their positions), where a learner may give a length for the stop.
_START_AND_STOP = {"range": (0, 1), "islice": (1, 2), "itertools.islice": (1, 2)}


def _lengths_for_stops(node: ast.AST, scope: _Scope) -> _Sites:
    """`islice(words, start, size)` where `islice(words, start, start + size)` was meant: how many given where the
    call takes where to stop."""
    if not isinstance(node, ast.Call) or any(isinstance(a, ast.Starred) for a in node.args):
        return
    start, stop = _START_AND_STOP.get(ast.unparse(node.func), (0, 0))
    if start != stop and len(node.args) in (stop + 1, stop + 2) and not _whole(node.args[start]):
        yield "bound", partial(_stop_from_start, start, stop)


def _stop_from_start(start: int, stop: int, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    node.args[stop] = ast.BinOp(left=node.args[start], op=ast.Add(), right=node.args[stop])
    return node


def _shared_values(node: ast.AST, scope: _Scope) -> _Sites:
    """`pieces = piece = []`: two names set to one list, where each was meant to have its own."""
    names = isinstance(node, ast.Assign) and all(isinstance(t, ast.Name) for t in node.targets)
    mutable = isinstance(getattr(node, "value", None), ast.List | ast.Dict | ast.Set | ast.Call | ast.ListComp)
    if names and mutable and len(node.targets) > 1:  # type: ignore[attr-defined]
        yield "copy", _each_its_own


def _each_its_own(node: ast.AST) -> ast.AST:
    """`a = b = []` → `a, b = [], []` (written as a name: unparsing brackets the tuple a learner writes bare)."""
    assert isinstance(node, ast.Assign)
    names = ", ".join(ast.unparse(target) for target in node.targets)
    values = ", ".join(ast.unparse(node.value) for _ in node.targets)
    return ast.Name(f"{names} = {values}", ast.Load())


def _wrapping_reads(node: ast.AST, scope: _Scope) -> _Sites:
    """A test that reads the item before a place (`text[at - 1] == " "`), which at place 0 is the last item: the
    test with the first place let through (`at == 0 or …`) or kept out (`at > 0 and …`)."""
    if not isinstance(node, ast.Compare):
        return
    for read in ast.walk(node):
        place = _one_before(read.slice) if isinstance(read, ast.Subscript) else None
        if place is not None:
            for first, join in ((ast.Eq(), ast.Or()), (ast.Gt(), ast.And())):
                guard = ast.Compare(ast.Name(place, ast.Load()), [first], [ast.Constant(0)])
                yield "bound", partial(_written_as, ast.BoolOp(join, [guard, _tree_copy(node)]))
            return


def _one_before(place: ast.expr) -> str | None:
    """The name of `name - 1`, else None."""
    if not (isinstance(place, ast.BinOp) and isinstance(place.op, ast.Sub) and isinstance(place.left, ast.Name)):
        return None
    one = isinstance(place.right, ast.Constant) and place.right.value == 1
    return place.left.id if one else None


def _repeated_mutables(node: ast.AST, scope: _Scope) -> _Sites:
    """`[[0, 0]] * count` repeats one inner list `count` times (a change to one is a change to all), where a list of
    its own in each place was meant: `[[0, 0] for _ in range(count)]`."""
    if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult)):
        return
    for listed, times in ((node.left, node.right), (node.right, node.left)):
        if isinstance(listed, ast.List) and len(listed.elts) == 1 and _made_anew(listed.elts[0]):
            places = ast.Call(ast.Name("range", ast.Load()), [_tree_copy(times)], [])
            loop = ast.comprehension(ast.Name("_", ast.Store()), places, [], 0)
            yield "copy", partial(_written_as, ast.ListComp(_tree_copy(listed.elts[0]), [loop]))


def _made_anew(value: ast.expr) -> bool:
    """A value that makes a new object each time it is worked out: a list, dict or set display, or one made by
    list(), dict() or set()."""
    if isinstance(value, ast.List | ast.Dict | ast.Set | ast.ListComp | ast.DictComp | ast.SetComp):
        return True
    return isinstance(value, ast.Call) and ast.unparse(value.func) in ("list", "dict", "set")


def _continues_past_the_end(node: ast.AST, scope: _Scope) -> _Sites:
    """A `continue` in a `while` loop whose body ends by moving it on (`i += 1`): the round it skips to never moves.
    (Made to the loop: its last statement done before each `continue` in it.)"""
    if not isinstance(node, ast.While) or len(node.body) < 2 or not isinstance(node.body[-1], ast.AugAssign):
        return
    if any(isinstance(inner, ast.Continue) for inner in _own_statements(node.body[:-1])):
        yield "exit", _step_before_continue


def _own_statements(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """The statements of a loop's body, nested blocks' included, but not those of a loop or function inside it."""
    for statement in body:
        yield statement
        if not isinstance(statement, ast.For | ast.While | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            for field in ("body", "orelse", "finalbody"):
                yield from _own_statements(getattr(statement, field, None) or [])
            for handler in getattr(statement, "handlers", None) or []:
                yield from _own_statements(handler.body)


def _step_before_continue(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.While)
    step = node.body[-1]
    for statement in _own_statements(node.body[:-1]):
        for field in ("body", "orelse", "finalbody"):
            block: list[ast.stmt] = getattr(statement, field, None) or []
            for index in reversed(range(len(block))):
                if isinstance(block[index], ast.Continue):
                    block.insert(index, _tree_copy(step))
    return node


# A call that puts an item before a position (`insert(-1, x)` puts it before the last item) where the item was
# meant to go at the end.
def _inserted_at_end(node: ast.AST, scope: _Scope) -> _Sites:
    method = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "insert"
    if method and len(node.args) == 2 and not node.keywords:  # type: ignore[attr-defined]
        yield "call", _appended


def _appended(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
    node.func.attr = "append"
    node.args = node.args[1:]
    return node


def _loop_exits(node: ast.AST, scope: _Scope) -> _Sites:
    if isinstance(node, ast.Break):
        yield "exit", lambda n: ast.Continue()
    elif isinstance(node, ast.Continue):
        yield "exit", lambda n: ast.Break()


def _statement_moves(node: ast.AST, scope: _Scope) -> _Sites:
    """Two statements in the other order; the last of a loop's body after the loop, the one after a loop at its
    end; a value set before a loop set again at the start of each round, and a fresh start made in each round made
    once before the loop."""
    body: list[ast.stmt] = getattr(node, "body", None) or []
    if not isinstance(node, ast.Module | ast.FunctionDef | ast.For | ast.While | ast.If | ast.With):
        return
    for position, statement in enumerate(body):
        if position + 1 < len(body) and not _is_definition(statement) and not _is_definition(body[position + 1]):
            yield "swapped", partial(_swapped_statements, position)
        if isinstance(statement, ast.For | ast.While):
            for index in range(len(_flushes(statement))):
                yield "again_after", partial(_flushed_after_loop, position, index)
        if isinstance(statement, ast.For | ast.While):
            for inner, name, target in _never_moved_on(body, position):
                yield "carried", partial(_carried_forward, position, inner, name, target)
        if isinstance(statement, ast.For | ast.While) and len(statement.body) > 1:
            yield "moved_out", partial(_moved_out_of_loop, position)
            if position + 1 < len(body) and not _is_definition(body[position + 1]):
                yield "moved_in", partial(_moved_into_loop, position)
            for inner, each in enumerate(statement.body):
                if _resettable(each):
                    yield "moved_before", partial(_moved_before_loop, position, inner)
        if _resettable(statement):
            for depth in range(len(_loops_after(body, position))):
                yield "again_each_round", partial(_again_each_round, position, depth)
        if isinstance(statement, ast.If) and statement.orelse:
            yield "left_out", partial(_branch_kept, "orelse", position)
            if _elif_of(statement) is not None:
                yield "left_out", partial(_elif_left_out, position)
        if isinstance(statement, ast.If) and not statement.orelse:
            yield "unwrapped", partial(_branch_kept, "body", position)
            if len(statement.body) > 1 and not _is_definition(statement.body[-1]):
                yield "dedented", partial(_moved_out_of_test, position)
            if position + 1 < len(body) and not _is_definition(body[position + 1]):
                yield "indented", partial(_moved_into_test, position)
        setter = _set_later(body, position)
        if setter is not None:
            yield "moved_after", partial(_moved_after, position, setter)
        if id(statement) in scope.overwrites and isinstance(node, ast.For | ast.While):
            if isinstance(statement, ast.For):
                yield "renamed", partial(_loop_renamed, position, scope.overwrites[id(statement)])
            else:
                yield "renamed", partial(_renamed_in_loop, position)


def _never_moved_on(body: list[ast.stmt], position: int) -> Iterator[tuple[int, str, str]]:
    """(place in the loop's body, name, target) for each `target = …name…` a loop's round builds from a value set
    before the loop that no round sets again (`window = previous[step:] + …`, `previous` never the last window)."""
    loop = body[position]
    assert isinstance(loop, ast.For | ast.While)
    before = {target.id for target in map(_one_target, body[:position]) if target is not None}
    inside = set(locals_of(loop))
    for inner, statement in enumerate(loop.body):
        target = _one_target(statement)
        if target is None:
            continue
        read = {n.id for n in ast.walk(statement.value) if isinstance(n, ast.Name)}  # type: ignore[attr-defined]
        for name in sorted((read & before) - inside - {target.id}):
            yield inner, name, target.id


def _carried_forward(position: int, inner: int, name: str, target: str, node: ast.AST) -> ast.AST:
    """`name = target` at the end of each round: what a round built is what the next one builds on."""
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    loop = body[position]
    assert isinstance(loop, ast.For | ast.While)
    loop.body.append(ast.Assign(targets=[ast.Name(name, ast.Store())], value=ast.Name(target, ast.Load())))
    return node


def _overwrites(tree: ast.Module) -> dict[int, str]:
    """The statements of a loop's body that set a name the function takes or sets outside that loop, with the name:
    a one-name assignment, or a loop inside it that counts with that name (`for k, piece in …` inside `for k in …`)."""
    found: dict[int, str] = {}
    for function in _functions(tree):
        for loop in (n for n in ast.walk(function) if isinstance(n, ast.For | ast.While)):
            inside = {id(n) for statement in loop.body for n in ast.walk(statement)}
            outside = {a.arg for a in function.args.args} | {
                n.id
                for n in ast.walk(function)
                if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and id(n) not in inside
            }
            for statement in loop.body:
                target = _one_target(statement)
                if target is not None and target.id in outside:
                    found[id(statement)] = target.id
                if isinstance(statement, ast.For):
                    counted = [n.id for n in ast.walk(statement.target) if isinstance(n, ast.Name) and n.id in outside]
                    found.update({id(statement): name for name in counted[:1]})
    return found


def _one_target(statement: ast.stmt) -> ast.Name | None:
    """The name a plain one-name assignment sets (`words = …`)."""
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and isinstance(statement.targets[0], ast.Name):
        return statement.targets[0]
    return None


def _renamed_in_loop(position: int, node: ast.AST) -> ast.AST:
    """The value set at `position` kept under a new name, read as such by the rest of the round: the name set
    before the loop keeps its value."""
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    target = _one_target(body[position])
    assert target is not None
    old, new = target.id, f"{target.id}_of_this_round"
    target.id = new
    for statement in body[position + 1 :]:
        for each in ast.walk(statement):
            if isinstance(each, ast.Name) and each.id == old:
                each.id = new
    return node


def _loop_renamed(position: int, name: str, node: ast.AST) -> ast.AST:
    """The loop at `position` counts with a name of its own, read as such in its body: `name` keeps the value it
    had before that loop for the statements after it."""
    inner = node.body[position]  # type: ignore[attr-defined]
    assert isinstance(inner, ast.For)
    for part in [inner.target, *inner.body, *inner.orelse]:
        for each in ast.walk(part):
            if isinstance(each, ast.Name) and each.id == name:
                each.id = f"{name}_of_this_loop"
    return node


def _set_later(body: list[ast.stmt], position: int) -> int | None:
    """The first statement past the next that sets a value the one at `position` reads: a value read before this
    round has set it (the next statement is the swap's)."""
    statement = body[position]
    if _is_definition(statement) or not isinstance(statement, ast.Assign | ast.AugAssign | ast.Expr):
        return None
    read = {n.id for n in ast.walk(statement) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    for later in range(position + 2, len(body)):
        if read & {n.id for n in ast.walk(body[later]) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}:
            return later
    return None


_SET_OPERATORS = (ast.BitOr, ast.BitAnd, ast.Sub, ast.BitXor)
_UNORDERED_CALLS = frozenset({"set", "frozenset", "keys", "values", "items"})


def _walked_unordered(tree: ast.Module) -> set[int]:
    """The iterables of loops and comprehensions that may hold no order of their own: a set or its operators, a
    dict's views, a name (set who knows how)."""
    walked = [node.iter for node in ast.walk(tree) if isinstance(node, ast.For | ast.comprehension)]
    return {id(each) for each in walked if _may_be_unordered(each)}


def _may_be_unordered(node: ast.expr) -> bool:
    if isinstance(node, ast.Name | ast.Set | ast.SetComp):
        return True
    if isinstance(node, ast.BinOp):
        return isinstance(node.op, _SET_OPERATORS)
    if isinstance(node, ast.Call) and not node.keywords:
        called = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        return called in _UNORDERED_CALLS
    return False


def _sorted_walks(node: ast.AST, scope: _Scope) -> _Sites:
    """A set (or what may be one) walked as it comes, where its items were meant in order: walked sorted."""
    if id(node) in scope.unordered:
        yield "unordered", _in_sorted_order


def _in_sorted_order(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.expr)
    return ast.Call(ast.Name("sorted", ast.Load()), [node], [])


def _undeclared(tree: ast.Module) -> dict[int, list[str]]:
    found: dict[int, list[str]] = {}
    for outer in _functions(tree):
        bound = _set_names(outer) | {argument.arg for argument in outer.args.args}
        for inner in (n for statement in outer.body for n in ast.walk(statement) if isinstance(n, ast.FunctionDef)):
            declared = [n for n in inner.body if isinstance(n, ast.Nonlocal | ast.Global)]
            named = {name for statement in declared for name in statement.names}
            missing = sorted((_set_names(inner) & bound) - named - {a.arg for a in inner.args.args})
            if missing:
                where = next((n for n in declared if isinstance(n, ast.Nonlocal)), inner)
                found[id(where)] = missing
    return found


def _set_names(function: ast.FunctionDef) -> set[str]:
    """The names a function's own body assigns (not those of functions inside it)."""
    names: set[str] = set()
    waiting: list[ast.AST] = list(function.body)
    while waiting:
        node = waiting.pop()
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        if not isinstance(node, ast.FunctionDef | ast.Lambda | ast.ClassDef):
            waiting.extend(ast.iter_child_nodes(node))
    return names


def _declared_nonlocal(node: ast.AST, scope: _Scope) -> _Sites:
    """A name the inner function sets, meant as the outer one's: declared `nonlocal` (in its `nonlocal` statement,
    or in one of its own at the top of the function)."""
    for name in scope.undeclared.get(id(node), []):
        yield "declared", partial(_made_nonlocal, name)


def _named_not_called(tree: ast.Module) -> set[int]:
    called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    methods = set(_METHODS)
    return {
        id(node)
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.ctx, ast.Load)
        and node.attr in methods
        and id(node) not in called
    }


def _methods_called(node: ast.AST, scope: _Scope) -> _Sites:
    """A method named where its answer was meant: a method object is always true, and equal to nothing else."""
    if id(node) in scope.uncalled:
        yield "call", _called_with_nothing


def _called_with_nothing(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Attribute)
    return ast.Call(node, [], [])


def _made_nonlocal(name: str, node: ast.AST) -> ast.AST:
    if isinstance(node, ast.Nonlocal):
        node.names = [*node.names, name]
        return node
    assert isinstance(node, ast.FunctionDef)
    node.body.insert(0, ast.Nonlocal([name]))
    return node


def _moved_after(position: int, later: int, node: ast.AST) -> ast.AST:
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    body.insert(later, body.pop(position))
    return node


def _unpacking_orders(node: ast.AST, scope: _Scope) -> _Sites:
    """`rest, full = divmod(…)`, `for word, i in enumerate(…)`: the names an unpacking sets, two side by side in the
    other order."""
    if not isinstance(node, ast.Tuple | ast.List) or not isinstance(node.ctx, ast.Store):
        return
    if 2 <= len(node.elts) <= 4 and all(isinstance(each, ast.Name) for each in node.elts):
        for position in range(len(node.elts) - 1):
            yield "unpacked", partial(_unpacked_in_other_order, position)


def _unpacked_in_other_order(position: int, node: ast.AST) -> ast.AST:
    """The names, bare as the learner writes them (unparsing a tuple brackets it)."""
    names = [each.id for each in node.elts]  # type: ignore[attr-defined]
    names[position], names[position + 1] = names[position + 1], names[position]
    return ast.Name(", ".join(names), ast.Load())


def _argument_orders(node: ast.AST, scope: _Scope) -> _Sites:
    """`_holds(words, run)` for `_holds(run, words)`: two arguments side by side handed to a function of the file's
    own in the other order."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in scope.own_functions):
        return
    if 2 <= len(node.args) <= 5 and not any(isinstance(each, ast.Starred) for each in node.args):
        for position in range(len(node.args) - 1):
            yield "unpacked", partial(_arguments_in_other_order, position)


def _arguments_in_other_order(position: int, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    node.args[position], node.args[position + 1] = node.args[position + 1], node.args[position]
    return node


def _ended_by_a_space(node: ast.AST, scope: _Scope) -> _Sites:
    """A scanner that hands out a word when it meets the whitespace after it loses the last word of a text that
    ends without any: the text walked with a space after it."""
    if id(node) in scope.texts_walked:
        yield "call", _with_a_space_after


def _words_for_characters(node: ast.AST, scope: _Scope) -> _Sites:
    """`[w for w in answer if w.strip()]`: a text walked is walked character by character, where its words were
    meant (`answer.split()`)."""
    if id(node) in scope.texts_walked:
        yield "call", _split_into_words


def _split_into_words(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Name)
    return ast.Call(ast.Attribute(ast.Name(node.id, ast.Load()), "split", ast.Load()), [], [])


def _with_a_space_after(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Name)
    return ast.BinOp(ast.Name(node.id, ast.Load()), ast.Add(), ast.Constant(" "))


def _texts_walked(tree: ast.Module) -> set[int]:
    """The reads of a text argument (annotated `str`) that a loop walks, bare or numbered by `enumerate`."""
    found: set[int] = set()
    for function in _functions(tree):
        texts = {a.arg for a in function.args.args if a.annotation is not None and ast.unparse(a.annotation) == "str"}
        for loop in (n for n in ast.walk(function) if isinstance(n, ast.For | ast.comprehension)):
            walked = loop.iter
            if isinstance(walked, ast.Call) and ast.unparse(walked.func) == "enumerate" and walked.args:
                walked = walked.args[0]
            if isinstance(walked, ast.Name) and walked.id in texts:
                found.add(id(walked))
    return found


def _values_worked_out_again(node: ast.AST, scope: _Scope) -> _Sites:
    """`rows.append((overlap, count))` where `count = len(pieces)` was worked out once, before the loop that cuts
    `pieces` again each round: the value worked out where it is read."""
    value = scope.worked_out_before.get(id(node))
    if value is not None:
        yield "value", partial(_written_as, value)


def _set_from_the_round(node: ast.AST, scope: _Scope) -> _Sites:
    """A carried name worked out anew in each round (`end += step`) where a value the round already holds was meant
    (`end = e`, the end of the chunk that joins): the learner's own value, moved, not made."""
    for name in scope.round_values.get(id(node), ()):
        yield "value", partial(_set_to_name, name)


def _set_to_name(name: str, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Assign | ast.AugAssign)
    target = node.targets[0] if isinstance(node, ast.Assign) else node.target
    return ast.Assign(targets=[target], value=ast.Name(name, ast.Load()), lineno=node.lineno)


# At most this many of a round's names are tried as the value of one carried name.
ROUND_NAMES_MOST = 4


def _round_values(tree: ast.Module) -> dict[int, list[str]]:
    """For each one-name assignment or `+=` in a loop's body to a name set before the loop, the names the loop sets
    on lines above it (its own variables first among equals), nearest first, but the name itself and those its
    value reads."""
    found: dict[int, list[str]] = {}
    for function in _functions(tree):
        for loop in (n for n in ast.walk(function) if isinstance(n, ast.For | ast.While)):
            before = {
                n.id
                for n in ast.walk(function)
                if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) and n.lineno < loop.lineno
            }
            parts = [getattr(loop, "target", None), *loop.body]
            stored = [
                n
                for part in parts
                if part is not None
                for n in ast.walk(part)
                if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
            ]
            for statement in (n for part in loop.body for n in ast.walk(part)):
                target = (
                    _one_target(statement) if isinstance(statement, ast.Assign) else getattr(statement, "target", None)
                )
                if not isinstance(statement, ast.Assign | ast.AugAssign) or not isinstance(target, ast.Name):
                    continue
                if target.id not in before or (
                    isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Name)
                ):
                    continue
                read = {n.id for n in ast.walk(statement.value) if isinstance(n, ast.Name)}
                above = sorted((n for n in stored if n.lineno < statement.lineno), key=lambda n: -n.lineno)
                names = [n.id for n in above if n.id != target.id and n.id not in read]
                kept = found.setdefault(id(statement), [])  # a loop inside another adds its own after the outer's
                kept += [name for name in dict.fromkeys(names) if name not in kept]
                del kept[ROUND_NAMES_MOST:]
    return found


def _set_on_other_ways(node: ast.AST, scope: _Scope) -> _Sites:
    """A name set on every way through a round or an `if` but one (`last = end` where a word joins the window,
    not where it opens the next one): that way keeps a stale value. The assignment added where that way ends."""
    for where, assignment in _ways_left_out(node):
        yield "set_elsewhere", partial(_added_to_way, where, assignment)


def _ways_left_out(node: ast.AST) -> Iterator[tuple[str, ast.Assign]]:
    """("body" or "orelse", an assignment another way makes) for each name one way through `node` never sets: a
    loop's rounds that end in a `continue` against the round's own end, and an `if`'s two branches."""
    if isinstance(node, ast.For | ast.While):
        ended = [s for s in node.body if isinstance(s, ast.If) and s.body and isinstance(s.body[-1], ast.Continue)]
        rest = [s for s in node.body if s not in ended]
        for way in ended:
            yield from (("body", a) for a in _assignments_missing(way.body, rest))
    elif isinstance(node, ast.If) and node.orelse and not _elif_of(node):
        yield from (("orelse", a) for a in _assignments_missing(node.body, node.orelse))
        yield from (("body", a) for a in _assignments_missing(node.orelse, node.body))


def _assignments_missing(way: list[ast.stmt], other: list[ast.stmt]) -> Iterator[ast.Assign]:
    """The one-name assignments of `way` (a pair of a tuple assignment too) of names `other` never sets."""
    set_there = {name for statement in other for name in locals_of(statement)}
    for statement in way:
        if not isinstance(statement, ast.Assign) or len(statement.targets) != 1:
            continue
        target, value = statement.targets[0], statement.value
        pairs = [(target, value)]
        if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple) and len(target.elts) == len(value.elts):
            pairs = list(zip(target.elts, value.elts, strict=True))
        for name, meant in pairs:
            if isinstance(name, ast.Name) and name.id not in set_there:
                yield ast.Assign(targets=[ast.Name(name.id, ast.Store())], value=meant, lineno=statement.lineno)


def _added_to_way(where: str, assignment: ast.Assign, node: ast.AST) -> ast.AST:
    body: list[ast.stmt] = getattr(node, where)
    body.append(_tree_copy(assignment))
    return node


def _worked_out_before(tree: ast.Module) -> dict[int, ast.expr]:
    found: dict[int, ast.expr] = {}
    for function in _functions(tree):
        once = _set_once(function)
        for loop in (n for n in ast.walk(function) if isinstance(n, ast.For | ast.While)):
            inside = [n for statement in loop.body for n in ast.walk(statement)]
            set_inside = {n.id for n in inside if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
            reads = (n for n in inside if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load))
            for read in reads:
                value = once.get(read.id)
                if value is None or read.id in set_inside:
                    continue
                if any(isinstance(n, ast.Name) and n.id in set_inside for n in ast.walk(value)):
                    found[id(read)] = value
    return found


_MATCH_PARTS = frozenset({"span", "start", "end", "group"})


def _whole_matches(node: ast.AST, scope: _Scope) -> _Sites:
    """`match.span()`, the whole match, where the pattern's group was meant (`match.span(1)`): in a file that writes
    a pattern with a group."""
    method = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _MATCH_PARTS
    if method and not node.args and not node.keywords and scope.patterns:  # type: ignore[attr-defined]
        yield "call", _of_the_first_group


def _of_the_first_group(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    node.args = [ast.Constant(1)]
    return node


# What a match holds of the search it came from rather than of itself: the whole text searched, where the search
# began and ended, the pattern.
_SEARCH_ATTRIBUTES = frozenset({"string", "pos", "endpos", "re"})


def _match_reads(node: ast.AST, scope: _Scope) -> _Sites:
    """`match.string` (the whole text searched) where the match's own text was meant, `match.group()`, and `.pos`
    or `.endpos` where its own place was meant, `.start()` or `.end()`: in a file that calls a function of `re`."""
    if isinstance(node, ast.Attribute) and node.attr in _SEARCH_ATTRIBUTES and scope.patterns:
        for method in ("group", "start", "end"):
            yield "call", partial(_own_part, method)


def _own_part(method: str, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Attribute)
    return ast.Call(ast.Attribute(node.value, method, ast.Load()), [], [])


def _chain_links(node: ast.AST, scope: _Scope) -> _Sites:
    """`count < limit < count + len(words)`: a chained comparison holds only when every link does, and one link
    too many makes it false where the test was meant to hold. Each link left out in turn."""
    if isinstance(node, ast.Compare) and len(node.ops) >= 2:
        for link in range(len(node.ops)):
            yield "left_out", partial(_without_link, link)


def _without_link(link: int, node: ast.AST) -> ast.AST:
    """The chain without its comparison number `link`, split there: `a < b < c` without link 0 is `b < c`, without
    link 1 `a < b`; a longer chain keeps the rest joined as written."""
    assert isinstance(node, ast.Compare)
    sides = [node.left, *node.comparators]
    before = (sides[: link + 1], node.ops[:link])
    after = (sides[link + 1 :], node.ops[link + 1 :])
    kept: list[ast.expr] = [ast.Compare(part[0], list(ops), part[1:]) for part, ops in (before, after) if len(part) > 1]
    return kept[0] if len(kept) == 1 else ast.BoolOp(ast.And(), kept)


def _module_constants(node: ast.AST, scope: _Scope) -> _Sites:
    """`string.octdigits` for `string.digits`: a value of a module the file imports, of a close name."""
    if not (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Name)):
        return
    module = node.value.id
    loaded = sys.modules.get(module) if module in _CLOSE_MODULES and module in scope.imported else None
    if loaded is None or callable(getattr(loaded, node.attr, None)):
        return
    values = [name for name in dir(loaded) if not name.startswith("_") and not callable(getattr(loaded, name))]
    for other in difflib.get_close_matches(node.attr, [name for name in values if name != node.attr], n=3, cutoff=0.6):
        yield "name", partial(_written_as, ast.Attribute(ast.Name(module, ast.Load()), other, ast.Load()))


def _left_behind_names(node: ast.AST, scope: _Scope) -> _Sites:
    for meant in scope.left_behind.get(id(node), ()):
        yield "name", partial(_written_as, meant)


def _left_behind(tree: ast.Module) -> dict[int, list[ast.expr]]:
    """A loop's name read after that loop ended, inside a later loop or comprehension with a name of its own:
    Python keeps the last item in it, and the later loop's own item was meant."""
    found: dict[int, list[ast.expr]] = {}
    for function in _functions(tree):
        for body in _bodies(function):
            for position, statement in enumerate(body):
                if not isinstance(statement, ast.For) or not isinstance(statement.target, ast.Name):
                    continue
                ended = statement.target.id
                for later in body[position + 1 :]:
                    if ended in locals_of(later):
                        break  # set again: what it holds from then on is the learner's choice
                    for walk, own in _own_loop_names(later):
                        for read in ast.walk(walk):
                            if isinstance(read, ast.Name) and read.id == ended and isinstance(read.ctx, ast.Load):
                                found[id(read)] = _items_of(own)
    return found


def _bodies(function: ast.FunctionDef) -> Iterator[list[ast.stmt]]:
    for node in ast.walk(function):
        for field in ("body", "orelse"):
            body = getattr(node, field, None)
            if isinstance(body, list) and body and isinstance(body[0], ast.stmt):
                yield body


def _own_loop_names(statement: ast.stmt) -> Iterator[tuple[ast.AST, str]]:
    """Each loop or comprehension in a statement with a plain name of its own: what it runs, and that name."""
    for node in ast.walk(statement):
        if isinstance(node, ast.For) and isinstance(node.target, ast.Name):
            yield ast.Module(body=node.body, type_ignores=[]), node.target.id
        if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp):
            names = [g.target.id for g in node.generators if isinstance(g.target, ast.Name)]
            if len(names) == 1:
                parts = [getattr(node, "elt", None), getattr(node, "key", None), getattr(node, "value", None)]
                for part in (*parts, *(test for g in node.generators for test in g.ifs)):
                    if part is not None:
                        yield part, names[0]


def _items_of(name: str) -> list[ast.expr]:
    def item(index: int) -> ast.expr:
        return ast.Subscript(ast.Name(name, ast.Load()), ast.Constant(index), ast.Load())

    return [ast.Name(name, ast.Load()), item(-1), item(0)]


def _sides_made_alike(node: ast.AST, scope: _Scope) -> _Sites:
    for made in scope.alike_sides.get(id(node), ()):
        yield "sibling", partial(_written_as, made)


def _alike_sides(tree: ast.Module) -> dict[int, list[ast.expr]]:
    """A comparison one side of which is made from a value (padded, lowered, stripped; in the comparison or in the
    one assignment that sets the name it reads) while the other side is taken as it is: the other side made the same
    way, at each depth of the making (`" " + chunk + " "`, not only `" ".join(chunk)`)."""
    found: dict[int, list[ast.expr]] = {}
    for function in _functions(tree):
        values = _set_once(function)
        for node in ast.walk(function):
            if not isinstance(node, ast.Compare) or len(node.ops) != 1:
                continue
            sides = [node.left, node.comparators[0]]
            if any(isinstance(side, ast.Constant) for side in sides):
                continue
            made: list[ast.expr] = []
            for which, side in enumerate(sides):
                other = sides[1 - which]
                making = values.get(side.id, side) if isinstance(side, ast.Name) else side
                for core in _cores(making):
                    alike = _replaced(making, core, other)
                    new = _tree_copy(node)
                    if which == 0:
                        new.comparators = [alike]
                    else:
                        new.left = alike
                    made.append(new)
            if made:
                found[id(node)] = made
    return found


def _cores(making: ast.expr) -> list[ast.expr]:
    """The parts of an expression that hold every name it reads, outermost first, itself and called names left out:
    what the rest of it is made around."""
    names = {id(n) for n in ast.walk(making) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
    if not names:
        return []
    cores: list[ast.expr] = []
    node: ast.AST = making
    while True:
        holding = [
            child
            for child in ast.iter_child_nodes(node)
            if isinstance(child, ast.expr) and names <= {id(n) for n in ast.walk(child)}
        ]
        if len(holding) != 1 or (isinstance(node, ast.Call) and holding[0] is node.func):
            return cores
        node = holding[0]
        if not isinstance(node, ast.Attribute):
            cores.append(node)


def _replaced(tree: ast.expr, part: ast.AST, by: ast.expr) -> ast.expr:
    """A copy of `tree` with `part` (one of its nodes) replaced by a copy of `by`."""
    if tree is part:
        return _tree_copy(by)
    made = type(tree).__new__(type(tree))
    for name, value in tree.__dict__.items():
        if isinstance(value, ast.expr):
            value = _replaced(value, part, by)
        elif isinstance(value, list):
            value = [_replaced(each, part, by) if isinstance(each, ast.expr) else _tree_copy(each) for each in value]
        else:
            value = _tree_copy(value)
        setattr(made, name, value)
    return made


def _argument_itself(node: ast.AST, scope: _Scope) -> _Sites:
    name = scope.from_one_argument.get(id(node))
    if name is not None:
        yield "left_out", partial(_named, name)


def _made_from_arguments(tree: ast.Module) -> dict[int, str]:
    """A test (of an `if`, a `while`, a `not`) or a value set (`plain = …`) made from one argument alone, through
    calls, items, operators and comprehensions (`" ".join(chunks).split()`, accents taken out of `text`): the
    argument itself may be what was meant (a step that rewrites the input, and should not)."""
    found: dict[int, str] = {}
    for function in _functions(tree):
        taken = {a.arg for a in function.args.args}
        own = set(locals_of(function)) - taken
        for node in ast.walk(function):
            made = getattr(node, "test", None) if isinstance(node, ast.If | ast.While | ast.IfExp) else None
            if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
                made = node.operand
            if isinstance(node, ast.Assign) and len(node.targets) == 1:
                made = node.value
            argument = _made_from_one_argument(made, taken, own)
            if made is not None and argument is not None:
                found[id(made)] = argument
    return found


def _made_from_one_argument(made: ast.expr | None, taken: set[str], own: set[str]) -> str | None:
    """The one argument a value is worked out from, when it reads no other value of the function (a name its own
    comprehension sets, a module, a built-in are fine)."""
    if not isinstance(made, ast.Call | ast.Subscript | ast.BinOp | ast.Attribute):
        return None
    inner = {n.id for n in ast.walk(made) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    read = {n.id for n in ast.walk(made) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)} - inner
    arguments = read & taken
    return arguments.pop() if len(arguments) == 1 and not read & own else None


def _printed_lists(node: ast.AST, scope: _Scope) -> _Sites:
    """`str(window)[1:-1].replace("'", "")…`: a list's printed form, trimmed and cleaned, taken for its items joined
    (at each step of the cleaning: the last is where the text is done)."""
    listed = _printed_list(node)
    if listed is not None:
        for separator in _SEPARATORS:
            joined = ast.Call(ast.Attribute(ast.Constant(separator), "join", ast.Load()), [_tree_copy(listed)], [])
            yield "call", partial(_written_as, joined)


def _printed_list(node: ast.AST) -> ast.expr | None:
    """The value whose printed form (`str(x)`, `repr(x)`) the expression trims or cleans, if it is one."""
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
        return _printed_list(node.value)
    if not isinstance(node, ast.Call):
        return None
    if isinstance(node.func, ast.Attribute):
        return _printed_list(node.func.value) if node.func.attr in _REWRITING | {"replace"} else None
    printing = isinstance(node.func, ast.Name) and node.func.id in ("str", "repr") and len(node.args) == 1
    return node.args[0] if printing else None


_LAZY_CALLS = frozenset({"filter", "map", "zip", "reversed", "iter", "enumerate"})


def _used_up_iterators(node: ast.AST, scope: _Scope) -> _Sites:
    """`question_words = filter(…)` read again after it is set (in each round of a loop): the first read uses it up,
    and the next ones find it empty. Kept as a list instead."""
    if id(node) in scope.read_again:
        value = node.value  # type: ignore[attr-defined]
        own = isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in scope.own_generators
        if own or _is_lazy(value):
            yield "copy", _copied


def _is_lazy(node: ast.AST) -> bool:
    called = isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _LAZY_CALLS
    return called or isinstance(node, ast.GeneratorExp)


def _read_again(tree: ast.Module) -> set[int]:
    """The one-name assignments of a function whose name is read again and again after them: twice or more, or in
    the rounds of a loop."""
    found: set[int] = set()
    for function in _functions(tree):
        for body in _bodies(function):
            for position, statement in enumerate(body):
                target = _one_target(statement)
                if target is not None and _reads_after(target.id, body[position + 1 :]) >= 2:
                    found.add(id(statement))
    return found


def _reads_after(name: str, statements: list[ast.stmt]) -> int:
    """How often the statements read `name` (a read in a loop's rounds counts twice)."""
    count = 0
    for statement in statements:
        for node in ast.walk(statement):
            if isinstance(node, ast.For | ast.While):
                looped = ast.Module(body=node.body, type_ignores=[])
                count += sum(2 for n in ast.walk(looped) if isinstance(n, ast.Name) and n.id == name)
        count += sum(1 for n in ast.walk(statement) if isinstance(n, ast.Name) and n.id == name)
    return count


def _places_from_the_end(node: ast.AST, scope: _Scope) -> _Sites:
    for meant in scope.reversed_places.get(id(node), ()):
        yield "value", partial(_written_as, meant)


def _reversed_walks(tree: ast.Module) -> dict[int, list[ast.expr]]:
    """`for i, x in enumerate(reversed(seq))`: `i` counts from the end, so where it stands for x's place in `seq`,
    `len(seq) - 1 - i` was meant."""
    found: dict[int, list[ast.expr]] = {}
    for loop in (node for node in ast.walk(tree) if isinstance(node, ast.For)):
        walked = loop.iter
        if not (isinstance(walked, ast.Call) and ast.unparse(walked.func) == "enumerate" and walked.args):
            continue
        inner = walked.args[0]
        if not (isinstance(inner, ast.Call) and ast.unparse(inner.func) == "reversed" and len(inner.args) == 1):
            continue
        target = loop.target
        if not (isinstance(target, ast.Tuple) and target.elts and isinstance(target.elts[0], ast.Name)):
            continue
        place = target.elts[0].id
        meant = ast.parse(f"len({ast.unparse(inner.args[0])}) - 1 - {place}", mode="eval").body
        for statement in loop.body:
            for read in ast.walk(statement):
                if isinstance(read, ast.Name) and read.id == place and isinstance(read.ctx, ast.Load):
                    found[id(read)] = [meant]
    return found


# Every kind of change tried on a learner's file beyond the reference's mutations, in the order they are made.
LEARNER_CHANGES: tuple[Callable[[ast.AST, _Scope], _Sites], ...] = (
    _condition_parts,
    _one_branch,
    _dropped_calls,
    _other_comparisons,
    _identity_tests,
    _places_for_items,
    _other_names,
    _other_owners,
    _twin_values,
    _held_values,
    _item_values,
    _like_its_sibling,
    _none_tests,
    _bounds,
    _other_ends,
    _lengths,
    _numbers_for_names,
    _kept_across_rounds,
    _calls_left_out,
    _related_calls,
    _separators,
    _trims,
    _patterns,
    _class_items,
    _powers_of_ten,
    _divisions,
    _other_operators,
    _regroupings,
    _loop_exits,
    _statement_kinds,
    _keywords_added,
    _lengths_for_stops,
    _shared_values,
    _continues_past_the_end,
    _inserted_at_end,
    _sorted_walks,
    _declared_nonlocal,
    _methods_called,
    _statement_moves,
    _unpacking_orders,
    _argument_orders,
    _ended_by_a_space,
    _values_worked_out_again,
    _chain_links,
    _whole_matches,
    _match_reads,
    _module_constants,
    _left_behind_names,
    _sides_made_alike,
    _argument_itself,
    _printed_lists,
    _used_up_iterators,
    _places_from_the_end,
    _concatenation_orders,
    _lists_as_tests,
    _places_as_tests,
    _lazy_statements,
    _items_added_whole,
    _set_from_the_round,
    _set_on_other_ways,
    _bitwise_for_logical,
    _match_places,
    _printed_generators,
    _returned_in_place,
    _loop_elses,
    _positions_as_slices,
    _characters_in_a_range,
    _pops_from_arguments,
    _repeated_mutables,
    _applied_to_one_side,
    _items_for_counts,
    _wrapping_reads,
    _conditional_groupings,
    _spent_arguments,
    _results_dropped,
    _aliases_copied,
    _conversions_dropped,
    _kept_generators,
    _wrapping_values,
    _mirrored_comparisons,
    _powers_of_each,
    _fallbacks_for_returns,
    _defaults_handed_on,
    _words_for_characters,
)


def _is_definition(statement: ast.stmt) -> bool:
    return isinstance(statement, ast.FunctionDef | ast.ClassDef | ast.Import | ast.ImportFrom) or (
        isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
    )


def _index_plus(delta: int, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Subscript)
    shifted = _plus(delta, node.slice)
    assert isinstance(shifted, ast.expr)
    node.slice = shifted
    return node


def _called(name: str, node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    if "." not in name and isinstance(node.func, ast.Attribute) and not ast.unparse(node.func).startswith("math."):
        node.func.attr = name  # text.strip() → text.rstrip()
    else:
        node.func = ast.parse(name, mode="eval").body  # round(x) → math.ceil(x), math.isqrt(x) → math.sqrt(x)
    return node


def _split_at_whitespace(node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.Call)
    node.args = []
    node.keywords = []
    return node


def _split_as_method(position: int, node: ast.AST) -> ast.AST:
    """A module's split of a text (the argument at `position`) as the text's own split at whitespace."""
    assert isinstance(node, ast.Call)
    return ast.Call(ast.Attribute(node.args[position], "split", ast.Load()), [], [])


def _split_of_a_module(node: ast.Call, scope: _Scope) -> bool:
    """`shlex.split(text)`: a function named split of a module the file imports, given one text."""
    func = node.func
    if not (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)):
        return False
    return func.value.id in scope.imported and func.attr == "split" and len(node.args) == 1 and not node.keywords


def _constant(value: str, node: ast.AST) -> ast.AST:
    return ast.Constant(value)


def _operated_by(op: type[ast.operator], node: ast.AST) -> ast.AST:
    assert isinstance(node, ast.BinOp)
    node.op = op()
    return node


def _swapped_statements(position: int, node: ast.AST) -> ast.AST:
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    body[position], body[position + 1] = body[position + 1], body[position]
    return node


def _moved_out_of_loop(position: int, node: ast.AST) -> ast.AST:
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    loop = body[position]
    assert isinstance(loop, ast.For | ast.While)
    body.insert(position + 1, loop.body.pop())
    return node


def _moved_before_loop(position: int, inner: int, node: ast.AST) -> ast.AST:
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    loop = body[position]
    assert isinstance(loop, ast.For | ast.While)
    body.insert(position, loop.body.pop(inner))
    return node


def _branch_kept(which: str, position: int, node: ast.AST) -> ast.AST:
    """`if test:` left out, what it guards kept (`which` "body"), or what its `else` holds ("orelse"): that branch
    always runs."""
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    test = body[position]
    assert isinstance(test, ast.If)
    body[position : position + 1] = getattr(test, which)
    return node


def _elif_left_out(position: int, node: ast.AST) -> ast.AST:
    """An `elif` and the block under it left out: the tests before it, and what comes after it, stay."""
    test = node.body[position]  # type: ignore[attr-defined]
    branch = _elif_of(test)
    assert isinstance(test, ast.If) and branch is not None
    test.orelse = branch.orelse
    return node


def _elif_of(test: ast.If) -> ast.If | None:
    """The `elif` right after an `if`'s block, if it has one."""
    branch = test.orelse[0] if len(test.orelse) == 1 else None
    return branch if isinstance(branch, ast.If) and branch.lineno != test.lineno else None


FLUSHES_MOST = 3


def _flushes(loop: ast.For | ast.While) -> list[ast.If]:
    """The tests in a loop that keep what the loop has built up (`if word: words.append(word)`, at any depth): the
    last thing built is still open when the loop ends, and is lost unless it is kept once more after it."""
    found = []
    for node in ast.walk(ast.Module(body=loop.body, type_ignores=[])):
        if isinstance(node, ast.If) and not node.orelse and any(_keeps(inner) for inner in node.body):
            found.append(node)
    return found[:FLUSHES_MOST]


def _keeps(statement: ast.stmt) -> bool:
    call = statement.value if isinstance(statement, ast.Expr) else None
    return isinstance(call, ast.Call) and getattr(call.func, "attr", "") in ("append", "extend")


def _flushed_after_loop(position: int, index: int, node: ast.AST) -> ast.AST:
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    loop = body[position]
    assert isinstance(loop, ast.For | ast.While)
    body.insert(position + 1, _tree_copy(_flushes(loop)[index]))
    return node


def _moved_out_of_test(position: int, node: ast.AST) -> ast.AST:
    """The last statement of an `if` block one level out, right after it: indented one level too deep, it ran only
    when the test held."""
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    test = body[position]
    assert isinstance(test, ast.If)
    body.insert(position + 1, test.body.pop())
    return node


def _moved_into_test(position: int, node: ast.AST) -> ast.AST:
    """The statement right after an `if` block moved to its end: indented one level too shallow, it ran whether or
    not the test held (`best = sim` after `if sim > best: best_index = i`)."""
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    test = body[position]
    assert isinstance(test, ast.If)
    test.body.append(body.pop(position + 1))
    return node


def _moved_into_loop(position: int, node: ast.AST) -> ast.AST:
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    loop = body[position]
    assert isinstance(loop, ast.For | ast.While)
    loop.body.append(body.pop(position + 1))
    return node


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


def _argument_named_plus(position: int, name: str, node: ast.AST) -> ast.AST:
    """`range(size)` → `range(most_overlap + 1)`: another value, one past it, as the argument."""
    assert isinstance(node, ast.Call)
    shifted = _plus(1, ast.Name(name, ast.Load()))
    assert isinstance(shifted, ast.expr)
    node.args[position] = shifted
    return node


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


def _annotation_parts(tree: ast.Module) -> set[int]:
    """Every node of a type annotation (`-> list[str]`): no change there changes what the code does."""
    parts: set[int] = set()
    for node in ast.walk(tree):
        annotations = [getattr(node, "annotation", None), getattr(node, "returns", None)]
        parts |= {id(part) for annotation in annotations if annotation is not None for part in ast.walk(annotation)}
    return parts


def _swappable_names(tree: ast.Module) -> set[int]:
    """Names read as values (not called, not a method's owner, not assigned): where another value could be meant."""
    fixed: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            fixed.add(id(node.func))
        elif isinstance(node, ast.Attribute):
            fixed.add(id(node.value))
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


def _loops_after(body: list[ast.stmt], position: int) -> list[ast.For | ast.While]:
    """The first loop after the statement at `position`, and the loops inside it, that use the name it sets."""
    target = body[position].targets[0]  # type: ignore[attr-defined]
    for statement in body[position + 1 :]:
        if isinstance(statement, ast.For | ast.While):
            loops = [n for n in ast.walk(statement) if isinstance(n, ast.For | ast.While)]
            return [loop for loop in loops if target.id in {n.id for n in ast.walk(loop) if isinstance(n, ast.Name)}]
    return []


def _again_each_round(position: int, depth: int, node: ast.AST) -> ast.AST:
    body: list[ast.stmt] = node.body  # type: ignore[attr-defined]
    loop = _loops_after(body, position)[depth]
    loop.body.insert(0, ast.parse(ast.unparse(body[position])).body[0])
    return node


# ---- Making the copies.


def copies_of(source: str, *, definitions_only: bool = False) -> list[Copy]:
    with AST_LOCK:  # see mutants.AST_LOCK
        return _copies_of(source, definitions_only=definitions_only)


def _copies_of(source: str, *, definitions_only: bool) -> list[Copy]:
    """Every one-change copy of the file, distinct in text, the usual changes first. Each change is made on a copy
    of the one node it touches and written back into the learner's text in its place, so the rest of the file
    (comments, spacing, line numbers) stays theirs.

    With `definitions_only` (a file that defines `solve`), a copy holds the file's functions and classes alone: the
    worker defines them over the namespace the file's own import left, so none of its module-level code runs
    again (a process started at import, a slow set-up, an attack). Changes outside a function are then made only
    to an assignment of plain values (a pattern, a stop list), which the copy keeps."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    text = _Text(source)
    statement_lines = _statement_lines(tree)
    parents = {id(child): parent for parent in ast.walk(tree) for child in ast.iter_child_nodes(parent)}
    tops = {id(child): top for top in tree.body for child in ast.walk(top)}
    annotations = _annotation_parts(tree)
    seen = {source}
    made: list[Copy] = []
    blanked: dict[int, _Text] = {}  # the text a copy of each kept top statement is made in
    # The changes of one kind in one function, made together after the single ones: (text, copy, edit) each.
    alike: dict[tuple[int, int, str, str, str], list[tuple[_Text, Copy, tuple[ast.AST, str]]]] = {}
    try:
        listed = [*sites(tree), *_learner_sites(tree)]
    except (RecursionError, OverflowError, ValueError):
        return []  # a sum of thousands of terms, a number no float holds: no change is told of such a file
    for _, node, words, change in listed:
        if words.startswith("the answer hands back") or id(node) in annotations:
            continue  # a returned name read from another: the name changes below say it in the learner's code
        base = text
        if definitions_only:
            top = tops.get(id(node))
            if top is None or not (_is_kept_definition(top) or _is_plain_assignment(top)):
                continue
            if id(top) not in blanked:
                others = [each for each in tree.body if each is not top and not _is_kept_definition(each)]
                blanked[id(top)] = text.blanked(others)
            base = blanked[id(top)]
        edit = _edit(base, node, parents.get(id(node)), change)
        one = None if edit is None else _made(base, edit, statement_lines.get(id(node), 0), words, change)
        if edit is None or one is None or one.source in seen:
            continue
        family = words if words in FAMILIES else "left_out" if "left out" in words else "reference"
        one = replace(one, family=family)
        seen.add(one.source)
        made.append(one)
        if one.kind == "changed" and getattr(node, "lineno", 0) == getattr(node, "end_lineno", -1):
            key = (id(base), id(tops.get(id(node))), words, _kind_of_place(node), _change_made(change))
            alike.setdefault(key, []).append((base, one, edit))
        if len(made) >= COPIES_MOST:
            break
    made += _the_same_change_twice(alike.values(), seen, ALIKE_MOST)
    return made


def _the_same_change_twice(
    groups: Iterable[list[tuple[_Text, Copy, tuple[ast.AST, str]]]], seen: set[str], most: int
) -> list[Copy]:
    """One kind of change made at every place of a function it applies to, on one line or two: a slip a learner
    repeats (both sides of a comparison, the two texts a function treats alike) is one mistake."""
    made: list[Copy] = []
    counts = {False: 0, True: 0}  # whole groups, and two places of a wider one: an allowance of `most` each
    for group, paired in _two_lines_each(groups):
        lines = sorted({one.line for _, one, _ in group})
        if len(group) < 2 or counts[paired] >= most:
            continue
        base, first = group[0][0], min((one for _, one, _ in group), key=lambda one: one.line)
        together = _made_alike(base, [edit for _, _, edit in group])
        if together is None or together in seen:
            continue
        seen.add(together)
        second = lines[-1] if len(lines) == 2 else 0
        kind = "changed_alike" if second else "changed"
        after = _changed_line(together, first.line)
        family = "paired" if paired else first.family
        made.append(
            replace(first, after=after, source=together, kind=kind, other_line=second, family=family, repeated=True)
        )
        counts[paired] += 1
    return made


def _two_lines_each(
    groups: Iterable[list[tuple[_Text, Copy, tuple[ast.AST, str]]]],
) -> Iterator[tuple[list[tuple[_Text, Copy, tuple[ast.AST, str]]], bool]]:
    """Each group whole when it spans one line or two; then, after all of those, each two lines of every group that
    spans more (a name read on three lines, at two of which the other name was meant), marked as such: the guesses
    never crowd out a whole group from the allowance."""
    wider = []
    for group in groups:
        lines = sorted({one.line for _, one, _ in group})
        if len(lines) <= 2:
            yield group, False
        else:
            wider.append((group, lines))
    for group, lines in wider:
        for pair in itertools.combinations(lines, 2):
            yield [member for member in group if member[1].line in pair], True


def _kind_of_place(node: ast.AST) -> str:
    """What makes two places the same slip: the function a call calls (a method by its name, whoever owns it), or
    else the node's own text."""
    if isinstance(node, ast.Call):
        return f".{node.func.attr}" if isinstance(node.func, ast.Attribute) else ast.unparse(node.func)
    if isinstance(node, ast.AugAssign):
        return f"{ast.unparse(node.target)} {type(node.op).__name__}="  # `rows += …` twice, whatever is added
    return ast.unparse(node)


def _change_made(change: Change) -> str:
    """Which change it is, whatever node it is made to: its function and what it was given (`rstrip` of the
    strip changes, the name a name is changed to), so that only the same change is made at each place."""
    given = (*(getattr(change, "args", None) or ()), *(getattr(change, "__defaults__", None) or ()))
    made = getattr(change, "func", change)
    code = getattr(made, "__code__", None)
    where = f"{getattr(made, '__qualname__', '')}:{getattr(code, 'co_firstlineno', 0)}"
    return where + "|" + "|".join(ast.dump(each) if isinstance(each, ast.AST) else repr(each) for each in given)


def _is_kept_definition(statement: ast.stmt) -> bool:
    """A function or class (defined again in a copy), or a `from __future__` import (which compiles with it)."""
    future = isinstance(statement, ast.ImportFrom) and statement.module == "__future__"
    return future or isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)


# What a module-level assignment a copy may set again can call: it builds plain values, nothing else.
_PLAIN_CALLS = frozenset({"re.compile", "frozenset", "set", "tuple", "list", "dict", "sorted", "str", "int", "float"})
_PLAIN_METHODS = frozenset({"split", "lower", "upper", "strip", "join", "replace", "casefold"})


def _is_plain_assignment(statement: ast.stmt) -> bool:
    if not isinstance(statement, ast.Assign | ast.AnnAssign):
        return False
    calls = [node for node in ast.walk(statement) if isinstance(node, ast.Call)]
    return all(
        ast.unparse(call.func) in _PLAIN_CALLS or getattr(call.func, "attr", "") in _PLAIN_METHODS for call in calls
    )


class _Text:
    """The learner's source, with what splicing a node's new text in its place needs (columns are UTF-8 bytes)."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.encoded = source.encode("utf-8")
        self.lines = source.splitlines()
        self.starts = [0]
        for line in self.encoded.splitlines(keepends=True):
            self.starts.append(self.starts[-1] + len(line))

    def blanked(self, statements: list[ast.stmt]) -> _Text:
        """The same text with these statements made spaces (line breaks kept): every position stays where it was."""
        encoded = bytearray(self.encoded)
        for statement in statements:
            begin = self.starts[statement.lineno - 1] + statement.col_offset
            end = self.starts[(statement.end_lineno or statement.lineno) - 1] + (statement.end_col_offset or 0)
            for position in range(begin, end):
                if encoded[position] not in b"\r\n":
                    encoded[position] = 32
        made = copy.copy(self)
        made.encoded = bytes(encoded)
        return made

    def line(self, number: int) -> str:
        """Line `number` (from 1) as the learner wrote it, without its indentation ("" for none)."""
        return self.lines[number - 1].strip() if 0 < number <= len(self.lines) else ""

    def in_their_quotes(self, new: str) -> str:
        """Unparsing quotes strings with '; in a file that quotes with ", a line it changes does too (`" ".join`). Only
        where no " is in it: then no string it holds has a ' of its own (unparsing would have chosen ")."""
        if '"' in new or "'" not in new or self.source.count('"') <= self.source.count("'"):
            return new
        return new.replace("'", '"')

    def raw_if_it_was(self, node: ast.AST, value: str) -> str | None:
        """`value` written as a raw string, where the learner wrote the node's text as one and it can be."""
        line = self.lines[getattr(node, "lineno", 1) - 1].encode("utf-8")
        written = line[getattr(node, "col_offset", 0) :][:2].decode("utf-8", "replace").lower()
        quote = written[1:2]
        if not written.startswith("r") or quote not in ("'", '"') or quote in value or value.endswith("\\"):
            return None
        return f"r{quote}{value}{quote}"

    def raw_strings(self, node: ast.AST) -> dict[str, str]:
        """The raw strings inside a node (`r"\\s+"`), each by the text unparsing writes for its value (`'\\\\s+'`): a
        change keeps them as the learner spelled them."""
        found = {}
        for each in ast.walk(node):
            if isinstance(each, ast.Constant) and isinstance(each.value, str) and each.lineno == each.end_lineno:
                line = self.lines[each.lineno - 1].encode("utf-8")
                spelled = line[each.col_offset : each.end_col_offset].decode("utf-8", "replace")
                if spelled[:1] in ("r", "R") and _spells(spelled, each.value):
                    found[repr(each.value)] = spelled
        return found

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


def _spells(written: str, value: str) -> bool:
    """Whether `written` is a string literal of `value` alone (not an f-string that holds it)."""
    try:
        return bool(ast.literal_eval(written) == value)
    except (ValueError, SyntaxError):
        return False


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
# Where a conditional expression (or a lambda, a walrus) written in needs brackets to stay one part.
_LOOSE_PLACES = (ast.IfExp, ast.comprehension)


def _made(text: _Text, edit: tuple[ast.AST, str], line: int, words: str, change: Change) -> Copy | None:
    node, new = edit
    source = text.spliced(node, new)
    if source is None:
        return None
    kind, line, other_line = _kind_and_line(node, words, change, line)
    before, after = text.line(line), text.line(other_line)
    if not before:
        return None
    if kind == "renamed":
        after = before.split("=", 1)[0].strip()
    if kind == "renamed_loop":
        after = getattr(change, "args", (0, ""))[1]
    if kind == "set_elsewhere":
        after = ast.unparse(getattr(change, "args", ("", ast.Pass()))[1])
    if kind == "in_place":
        after = f"`{_in_place_call(node)}`"
    if kind == "loop_else":
        after = f"if {ast.unparse(_walked(node) or ast.Name('…'))}: …"
    if kind.startswith("refilled"):
        after = getattr(change, "args", (0, 0, ""))[2]
    if kind == "carried":
        _, _, name, target = getattr(change, "args", (0, 0, "", ""))
        after = f"{name} = {target}"
    if kind == "declared":
        after = next((each.strip() for each in source.splitlines()[line:] if each.strip().startswith("nonlocal ")), "")
    if kind == "changed":
        after = _changed_line(source, line)
        header, _, body = new.partition("\n")
        if body and "\n" not in body and header.endswith(":"):
            after = f"{header} {body.strip()}"  # a block of one line, as one line: `for x in xs: print(x)`
        if not after or after == before:
            return None
    return Copy(line, before, after, kind, source, other_line)


def _edit(text: _Text, node: ast.AST, parent: ast.AST | None, change: Change) -> tuple[ast.AST, str] | None:
    """The node a change rewrites and the text it is written as (None: the change does not apply to it)."""
    try:
        replaced = change(_tree_copy(node))
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
    elif isinstance(replaced, _LOOSEST) and not isinstance(node, _LOOSEST) and isinstance(parent, _LOOSE_PLACES):
        new = f"({new})"  # `… if x[i - 1] if i > 0 else 0` would not parse, or would group otherwise
    if isinstance(replaced, ast.Constant) and isinstance(replaced.value, str):
        new = text.raw_if_it_was(node, replaced.value) or new
    for written, raw in text.raw_strings(node).items():
        new = new.replace(written, raw)  # a pattern the change kept stays as the learner spelled it
    return node, text.in_their_quotes(new)


def _changed_line(source: str, line: int) -> str:
    lines = source.splitlines()
    return lines[line - 1].strip() if line <= len(lines) else ""


def _made_alike(text: _Text, edits: list[tuple[ast.AST, str]]) -> str | None:
    """The text with one kind of change made at each of its places (the same slip made twice: `Counter(a) ==
    Counter(b)` for `a == b`), spliced from the last place back so each keeps its position."""
    places = [(getattr(node, "lineno", 0), getattr(node, "col_offset", 0)) for node, _ in edits]
    ends = [(getattr(node, "end_lineno", 0), getattr(node, "end_col_offset", 0)) for node, _ in edits]
    spans = sorted(zip(places, ends, range(len(edits)), strict=True), reverse=True)
    if any(later[1] > earlier[0] for earlier, later in itertools.pairwise(spans)):
        return None  # one place inside another
    made = text
    for _, _, index in spans:
        node, new = edits[index]
        source = made.spliced(node, new)
        if source is None:
            return None
        made = _Text(source)
    return made.source


def _tree_copy(node: Any) -> Any:
    """A deep copy of a syntax tree, by its fields alone (copy.deepcopy's general machinery costs a long file's
    hundreds of copies a third of a second)."""
    if isinstance(node, list):
        return [_tree_copy(each) for each in node]
    if not isinstance(node, ast.AST):
        return node  # a name, a number, a string: never changed in place
    made = type(node).__new__(type(node))
    made.__dict__.update({name: _tree_copy(value) for name, value in node.__dict__.items()})
    return made


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


def _shifted_name(node: ast.AST) -> bool:
    """`i - 1`, `i + 1`: a name and a whole number added or taken away."""
    return (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Add | ast.Sub)
        and isinstance(node.left, ast.Name)
        and _whole(node.right)
    )


def _position_in_body(change: Change) -> int | None:
    """The body position a statement change is made at (its default argument `p`), if it is one."""
    given = (*(getattr(change, "__defaults__", None) or ()), *(getattr(change, "args", None) or ()))
    return next((value for value in given if type(value) is int), None)


def _kind_and_line(node: ast.AST, words: str, change: Change, line: int) -> tuple[str, int, int]:
    """What kind of change it is, the learner's line it is told by, and the other line it moves one past."""
    body: list[ast.stmt] = getattr(node, "body", None) or []
    if words == "declared" and isinstance(node, ast.FunctionDef):
        return words, node.lineno, 0
    if words in ("in_place", "loop_else"):
        return words, line, 0
    if words == "set_elsewhere":
        return words, getattr(node, "lineno", 0), getattr(change, "args", ("", ast.Pass(lineno=0)))[1].lineno
    if words == "refilled":
        return _refilled_lines(body, getattr(change, "args", (0, 0, "")))
    if change is _step_before_continue:
        skipping = next(inner for inner in _own_statements(body[:-1]) if isinstance(inner, ast.Continue))
        return "before_continue", skipping.lineno, body[-1].lineno
    position = _position_in_body(change)
    if position is None or not 0 <= position < len(body):
        return "changed", line, 0
    statement = body[position]
    if "left out" in words and isinstance(node, ast.For | ast.While | ast.If | ast.FunctionDef):
        return ("left_out_block" if hasattr(statement, "body") else "left_out"), statement.lineno, 0
    if "early exit added" in words:
        return ("break_after_block" if hasattr(statement, "body") else "break_after"), statement.lineno, 0
    if words == "again_each_round":
        depth = (getattr(change, "args", None) or (0, 0))[1]
        return words, statement.lineno, _loops_after(body, position)[depth].lineno
    if words == "renamed" and isinstance(statement, ast.For):
        return "renamed_loop", statement.lineno, 0
    if getattr(change, "func", None) is _elif_left_out:
        return "left_out_block", statement.orelse[0].lineno, 0  # type: ignore[attr-defined]
    if getattr(change, "func", None) is _branch_kept and change.args[0] == "orelse":  # type: ignore[attr-defined]
        return "else_always", statement.lineno, 0
    if words in ("unwrapped", "renamed"):
        return words, statement.lineno, 0
    if words == "swapped":
        return ("swapped_block" if hasattr(statement, "body") else words), statement.lineno, body[position + 1].lineno
    if words == "moved_out" and isinstance(statement, ast.For | ast.While):
        return words, statement.body[-1].lineno, 0
    if words == "moved_in":
        return words, body[position + 1].lineno, 0
    if words == "dedented" and isinstance(statement, ast.If):
        return words, statement.body[-1].lineno, statement.lineno
    if words == "indented":
        return words, body[position + 1].lineno, statement.lineno
    if words == "again_after" and isinstance(statement, ast.For | ast.While):
        flush = _flushes(statement)[(getattr(change, "args", None) or (0, 0))[1]]
        return words, flush.lineno, statement.lineno
    if words == "moved_before" and isinstance(statement, ast.For | ast.While):
        inner = (getattr(change, "args", None) or (0, 0))[1]
        return words, statement.body[inner].lineno, statement.lineno
    if words == "carried" and isinstance(statement, ast.For | ast.While):
        return words, statement.body[(getattr(change, "args", None) or (0, 0))[1]].lineno, statement.lineno
    if words == "moved_after":
        setter = body[(getattr(change, "args", None) or (0, 0))[1]]
        return ("moved_after_block" if hasattr(setter, "body") else words), statement.lineno, setter.lineno
    return "changed", line, 0


# ---- The search.


def explain(context: Context) -> Finding | None:
    """The one place in the learner's file where one change makes every failing case right, keeps every passing
    one right, and answers right on every input it is checked on; None when no change does, or changes at more
    than PLACES_MOST places do."""
    found = _search(context, SEARCH_STEPS, SEARCH_SECONDS, CHECKED_MOST)
    if found is None:
        return None
    chosen, checked = found
    tried = f"the right answer on every case and on {checked} more inputs checked against the lesson's method"
    if len(chosen) == 1:
        message = f"With one change your code gives {tried}: {chosen[0].told()}."
    else:
        message = f"With either of two changes your code gives {tried}: {_either(chosen)}."
    every = tuple(range(len(context.evidence.failing)))
    fit = Fit(every, len(every), False)
    return Finding("repair", f"one_change_on_line_{chosen[0].line}", message, fit, covers=_mends(context, chosen))


def _mends(context: Context, chosen: list[Copy]) -> Callable[[Mapping[str, Any], Any, Any], bool]:
    """Whether the change told also mends a failure that was not evidence (a hidden case): each copy told answers it
    right, under a budget of its own."""

    def covers(arguments: Mapping[str, Any], expected: Any, actual: Any) -> bool:
        if size_of(arguments) > CASE_UNITS_MOST or isinstance(expected, (Raised, Returned)):
            return False
        search = _Search(context, BATCH_SECONDS, LOCATING_STEPS)
        return len(search.right_on(chosen, [(dict(arguments), expected)])) == len(chosen)

    return covers


def in_your_code(context: Context) -> str | None:
    """Where in the learner's file the cause another explainer stated sits: the sentence added to that finding
    (which says what the answers are, or where they go wrong, in the lesson's words), or None."""
    found = _search(context, LOCATING_STEPS, LOCATING_SECONDS, LOCATING_CHECKED)
    if found is None:
        return None
    chosen, checked = found
    if len(chosen) == 1:
        changes, which = chosen[0].told(), "that change"
    else:
        changes, which = f"either {_either(chosen)}", "either change"
    return f"In your code: {changes}; with {which} your code is right on every case you see and {checked} more inputs."


def _either(chosen: list[Copy]) -> str:
    return "; or ".join(each.told() for each in chosen)


def _search(context: Context, steps: int, seconds: float, checked_most: int) -> tuple[list[Copy], int] | None:
    """The likeliest change at each place (at most PLACES_MOST) that makes every input right, and how many inputs
    beyond the cases it was checked on; None when no change does, or the file is not searched."""
    if not context.judging.code.sandboxed():
        # Copies run the learner's code hundreds of times more, each stoppable at any line: without the sandbox,
        # code that reaches the machine (signals, processes, files) would reach it that often, and half done.
        return None
    source = context.judging.code.source()
    if source is None or len(source) > SOURCE_MOST:
        return None
    seen = visible(context, context.evidence.failing)
    failing = [t for t in seen if t.source == "shrunk"] or seen
    if not failing:
        return None
    first = [(dict(t.arguments), t.expected) for t in failing]
    # Every copy is tried on the small failing inputs (a case that did not shrink can take thousands of times the
    # lines), the few that fix them on the rest; the smallest alone first, as most copies fail it.
    small = sorted((pair for pair in first if size_of(pair[0]) <= SMALL_INPUT_UNITS), key=lambda p: size_of(p[0]))
    small = small or [min(first, key=lambda pair: size_of(pair[0]))]
    copies = copies_of(source, definitions_only=not context.exercise.is_program)
    if not copies:
        return None
    search = _Search(context, seconds, steps)
    fixing = search.right_on(search.right_on(copies, small[:1]), small[1:])
    if not fixing:
        return None
    # The random search's own inputs are drawn only for the repair's own statement: drawing them costs a run that
    # failed its cases a sixth of a second, which a line added to another cause does not pay.
    checked = _checked_inputs(context, first, drawn=checked_most >= CHECKED_MOST)[:checked_most]
    # A failing input that did not shrink (a perf text drawn afresh each run, whose mistake lies past its first and
    # last words) costs each copy thousands of times a small one: it is asked last, of the few copies right on
    # everything else, so whether the search can pay for it never depends on how that run's text fell.
    costly = [pair for pair in first if pair not in small]
    cheap = [pair for pair in checked if pair not in costly]
    found = search.right_on(search.right_on(fixing, cheap[:CHECKED_FIRST]), cheap[CHECKED_FIRST:])
    found = search.right_on(found, costly)
    # "Every case you see" is said of the cases as written: a long failing one that shrank is asked whole as well,
    # with an allowance of its own (the few copies left have earned it; a long case costs them as much as the rest).
    search.steps_left = max(search.steps_left, AS_WRITTEN_STEPS)
    found = search.right_on(found, _cases_as_written(context, checked))
    found.sort(key=lambda each: FAMILIES.index(each.family))
    if any(each.family != "paired" for each in found):
        found = [each for each in found if each.family != "paired"]
    if len({each.line for each in found}) > PLACES_MOST and any(not each.repeated for each in found):
        # Too many places to tell: the changes made at one place alone may still be few enough (a slip repeated is
        # the likelier guess only where nothing at one place fits).
        found = [each for each in found if not each.repeated]
    lines = sorted({each.line for each in found})
    # Lines next to each other are one place: a test, what it guards and the value it replaces are one mistake,
    # which a change to any of them undoes.
    side_by_side = lines[-1] - lines[0] < len(lines) <= PLACE_LINES if lines else False
    one_value = 0 < len(lines) <= PLACE_LINES and _one_value(source, lines)
    if len(lines) > 1 and not side_by_side:
        # Several places, but what each of the others changes reaches the answer only through one of them: that
        # one is where the mistake shows, and the others only undo its input.
        meeting = _meeting_line(source, lines)
        if meeting is not None:
            found, lines = [each for each in found if each.line == meeting], [meeting]
    if not found or (len(lines) > PLACES_MOST and not (side_by_side or one_value)):
        return None
    chosen: list[Copy] = []  # the likeliest change at each line, the likeliest first
    for each in found:
        if all(each.line != other.line for other in chosen):
            chosen.append(each)
    chosen = _stated(search, chosen[:PLACES_MOST], checked)
    return (chosen, len(checked)) if chosen else None


def _meeting_line(source: str, lines: list[int]) -> int | None:
    """The one line among `lines` through which what every other line sets reaches the answer: the other lines
    stand in statements of the function before its statement, what they set (and what is worked out from it there)
    is read in that statement only on that line, and after it never. (`target = …` worked out above a loop and read
    only in its test `… or len(piece) >= target`: any change that blunts `target` fixes the answer as well as one
    that drops that part of the test.) None when no line, or more than one, is such a place."""
    tree = ast.parse(source)
    function = next((f for f in _functions(tree) if f.lineno <= lines[0] and lines[-1] <= (f.end_lineno or 0)), None)
    if function is None:
        return None
    body = function.body
    place = {line: i for line in lines for i, s in enumerate(body) if s.lineno <= line <= (s.end_lineno or 0)}
    meeting = [line for line in lines if all(_reaches_only_through(body, place, other, line) for other in lines)]
    return meeting[0] if len(meeting) == 1 else None


def _reaches_only_through(body: list[ast.stmt], place: dict[int, int], line: int, meeting: int) -> bool:
    if line == meeting:
        return True
    start, end = place.get(line), place.get(meeting)
    if start is None or end is None or start >= end:
        return False
    carried = _names_in(body[start], ast.Store)
    for statement in body[start + 1 : end]:
        if _names_in(statement, ast.Load) & carried:
            carried |= _names_in(statement, ast.Store)
    last = body[end]
    if isinstance(last, ast.For):
        carried -= _names_in(last.target, ast.Store)  # set afresh before each round reads it
    reads = [n for n in ast.walk(last) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id in carried]
    later = set().union(*(_names_in(statement, ast.Load) for statement in body[end + 1 :]))
    stores = _names_in(last, ast.Store)
    return bool(reads) and all(n.lineno == meeting for n in reads) and not (carried & (later | stores))


def _names_in(node: ast.AST, context: type[ast.expr_context]) -> set[str]:
    """The names a statement reads or sets, but a comprehension's own (they live in it alone)."""
    own = {
        n.id
        for comprehension in ast.walk(node)
        if isinstance(comprehension, ast.comprehension)
        for n in ast.walk(comprehension.target)
        if isinstance(n, ast.Name)
    }
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, context) and n.id not in own}


def _one_value(source: str, lines: list[int]) -> bool:
    """Do the lines work on one value: each sets or reads a name another of them sets (`first = True`, `begin = 0 if
    first else overlap`, `first = False`)? Changes there that each make every input right are one mistake about
    that value, however far apart its lines stand."""
    stored: dict[int, set[str]] = {line: set() for line in lines}
    named: dict[int, set[str]] = {line: set() for line in lines}
    for node in ast.walk(ast.parse(source)):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Name) and line in named:
            named[line].add(node.id)
            if isinstance(node.ctx, ast.Store):
                stored[line].add(node.id)
    reached, waiting = {lines[0]}, [lines[0]]
    while waiting:
        line = waiting.pop()
        for other in lines:
            shared = stored[line] & named[other] or named[line] & stored[other]
            if other not in reached and shared:
                reached.add(other)
                waiting.append(other)
    return len(reached) == len(lines)


# Two changes at two places, each right on every checked input, are two different programs: on the inputs where
# they answer differently at least one is wrong, and the few hundred checked inputs may hold none of those (an
# order kept only below eight items, a remainder counted in characters). Both are asked this many inputs more,
# made by recombining the checked ones (the reference answers each in microseconds), under a budget of lines and a
# net of time of their own (a check cut short states neither). One change alone is not asked: its statement costs
# nothing more.
RECOMBINED_INPUTS = 1_500
RECOMBINED_STEPS = 3_000_000


def _stated(search: _Search, chosen: list[Copy], checked: list[tuple[dict[str, Any], Any]]) -> list[Copy]:
    """The changes of `chosen` that are right on every recombined input as well: the ones to state."""
    context = search.context
    answered = recombined_answered(context, checked, RECOMBINED_INPUTS)
    answered += [
        (each, right)
        for each in grown(context, checked, GROWN_INPUTS)
        if (right := reference_answer(context, each)) is not None
    ]
    # A copy that ran out of its lines on an input is not shown wrong there: the lines a copy may run are a margin of
    # what the learner's own code ran, which may have raised at once (a one-character chunk of each letter of a
    # long text takes a right copy thousands).
    search = _Search(context, BATCH_SECONDS, RECOMBINED_STEPS, past_out_of_lines=True)
    return search.right_on(chosen, answered)


def recombined_answered(
    context: Context, checked: list[tuple[dict[str, Any], Any]], count: int
) -> list[tuple[dict[str, Any], Any]]:
    """The recombined inputs (`recombined`) the reference answers, with its answers, in the order drawn."""
    return list(recombined_answering(context, checked, count))


def recombined_answering(
    context: Context, checked: list[tuple[dict[str, Any], Any]], count: int
) -> Iterator[tuple[dict[str, Any], Any]]:
    """recombined_answered one input at a time: a search that stops at its first few asks the reference no more."""
    for arguments in _recombining(context, checked, count):
        right = reference_answer(context, arguments)
        if right is not None:
            yield arguments, right


def reference_answer(context: Context, arguments: dict[str, Any]) -> Any:
    """The reference's answer on `arguments`, None when it rejects them (or takes too long)."""
    try:
        right = context.reference(arguments)
    except (KataError, OutOfTime):
        return None
    return None if isinstance(right, (Raised, Returned)) else right


def recombined(context: Context, checked: list[tuple[dict[str, Any], Any]], count: int) -> list[dict[str, Any]]:
    """`count` inputs made from the checked ones, the same on every run: each argument taken from one of them at
    random, a text sometimes two texts joined or a run of another's words, within the task's bounds."""
    return list(_recombining(context, checked, count))


def _recombining(context: Context, checked: list[tuple[dict[str, Any], Any]], count: int) -> Iterator[dict[str, Any]]:
    draw = random.Random(f"told-apart:{context.exercise.name}")
    pool = [arguments for arguments, _ in checked if size_of(arguments) <= SMALL_INPUT_UNITS]
    if not pool:
        return
    # Each argument's values in the pool, by their type (gathered once: the pool is hundreds of inputs).
    values: dict[tuple[str, type], list[Any]] = {}
    for each in pool:
        for name, value in each.items():
            values.setdefault((name, type(value)), []).append(value)
    made: set[str] = set()
    for _ in range(count * 4):
        if len(made) >= count:
            return
        base = draw.choice(pool)
        arguments = {name: _value_like(draw, values[name, type(value)], value) for name, value in base.items()}
        _one_text_from_another(draw, arguments)
        key = repr(sorted(arguments.items()))
        if valid(arguments) and key not in made:
            made.add(key)
            yield arguments


# A copy may be right only while the numbers stay small (CPython walks a set of small ints in order, but not once
# they pass its table's size, 8; `is` holds between equal ints only below 257), which no small input shows: the
# checked inputs grown, their main text said over and over, a list of texts repeated, a list of numbers moved up
# together (so hits next to each other stay next to each other), are asked as well.
GROWN_INPUTS = 100
GROWN_TIMES_MOST = 4


def grown(context: Context, checked: list[tuple[dict[str, Any], Any]], count: int) -> list[dict[str, Any]]:
    """`count` of the small checked inputs grown (`_grown`), the same on every run; none for a program, whose
    standard input holds its numbers."""
    draw = random.Random(f"grown:{context.exercise.name}")
    pool = [arguments for arguments, _ in checked if size_of(arguments) <= SMALL_INPUT_UNITS]
    if context.exercise.is_program or not pool:
        return []
    made: dict[str, dict[str, Any]] = {}
    for _ in range(count * 4):
        if len(made) >= count:
            break
        arguments = _grown_input(
            draw.choice(pool), draw.randint(2, GROWN_TIMES_MOST), draw.randint(1, 8 * GROWN_TIMES_MOST)
        )
        if valid(arguments):
            made.setdefault(repr(sorted(arguments.items())), arguments)
    return list(made.values())


def _grown_input(arguments: dict[str, Any], times: int, shift: int) -> dict[str, Any]:
    """The input with its longest text said `times` over, each list of texts `times` over, each list of numbers
    moved up by `shift`; other values as they are."""
    texts = [name for name, value in arguments.items() if isinstance(value, str) and value.strip()]
    longest = max(texts, key=lambda name: len(arguments[name]), default=None)
    grown = dict(arguments)
    for name, value in arguments.items():
        if name == longest:
            grown[name] = " ".join([value] * times)
        elif _texts(value):
            grown[name] = value * times
        elif isinstance(value, list) and value and all(type(item) is int for item in value):
            grown[name] = [item + shift for item in value]
    return grown


# How often one text of a recombined input is made a run of another text's words (an answer taken from the text it
# is looked for in, as the lesson's own examples take it: every word of it as the text writes it, hyphens too).
TAKEN_FROM_ANOTHER = 0.3


def _one_text_from_another(draw: random.Random, arguments: dict[str, Any]) -> None:
    """Now and then (TAKEN_FROM_ANOTHER) one text made a run of another's words; an input with fewer than two texts
    draws nothing, so the inputs drawn for it stay those of before."""
    texts = [name for name, value in arguments.items() if isinstance(value, str) and name != "stdin"]
    worded = [name for name in texts if arguments[name].split()]
    if len(texts) < 2 or not worded or draw.random() >= TAKEN_FROM_ANOTHER:
        return
    source = draw.choice(worded)
    target = draw.choice([name for name in texts if name != source])
    words = arguments[source].split()
    start = draw.randrange(len(words))
    arguments[target] = " ".join(words[start : start + draw.randint(1, 4)])


# What two texts are joined with: mostly a space, sometimes a line break or a tab (a word next to a line break is
# where code that looks for `" word "` goes wrong).
_JOINS = (" ", " ", " ", "\n", "\t", " \n")


def _value_like(draw: random.Random, others: list[Any], value: Any) -> Any:
    """Another value of an argument: its own, another input's (of `others`, its values in the pool), or (a text, or
    a list of texts) one made of two of them."""
    roll = draw.random()
    if roll < 0.4 or not others:
        return value
    other = draw.choice(others)
    if _texts(value) and _texts(other) and roll >= 0.85:
        joined = list(value)
        joined[draw.randrange(len(joined))] += draw.choice(_JOINS) + draw.choice(other)
        return joined
    if isinstance(value, list) and roll >= 0.7:
        return value + other  # more items than any one input held: three sentences to one piece
    if not isinstance(value, str) or roll < 0.7:
        return other
    if roll < 0.85:
        return f"{value}{draw.choice(_JOINS)}{other}"
    words = other.split()
    start = draw.randrange(len(words) + 1)
    return " ".join(words[start : start + draw.randint(1, 4)])


def _texts(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(item, str) for item in value)


class _Search:
    """The copies asked about in batches, within the search's budget of lines (and a Net of `seconds`)."""

    def __init__(self, context: Context, seconds: float, steps: int, *, past_out_of_lines: bool = False) -> None:
        self.context = context
        self.net = Net.after(context.judging.code, seconds)
        self.steps_left = steps
        # Whether an input a copy ran out of lines on is passed over and the later ones asked (a search for a sign of
        # a wrong copy), not counted against it (a search for copies right on every input).
        self.past_out_of_lines = past_out_of_lines
        self.passed_over = frozenset({"steps"}) if past_out_of_lines else frozenset()
        # The lines one copy took for each word or item of input in the last request (a round of long inputs costs
        # more than one of short ones): a round the budget cannot pay for is not begun.
        self.per_unit = 0.0

    def right_on(self, copies: list[Copy], inputs: list[tuple[dict[str, Any], Any]]) -> list[Copy]:
        """The copies whose answers are right on every input; none once the budget is spent, or is seen to be too
        small for this round, or a request did not come back (nothing half-tried is stated)."""
        if not inputs:
            return copies
        arguments = [each for each, _ in inputs]
        units = sum(size_of(each) + 1 for each in arguments)
        if self.per_unit * len(copies) * units > self.steps_left:
            # The likeliest copies the budget can pay for this round (a program's run costs many lines): each one
            # kept is still asked on every input, so whatever is said of it stays true.
            affordable = int(self.steps_left / (self.per_unit * units * PRICE_MARGIN))
            copies = sorted(copies, key=lambda each: FAMILIES.index(each.family))[:affordable]
            if not copies:
                return []
        right: list[Copy] = []
        for start in range(0, len(copies), BATCH):
            if self.net.passed() or self.steps_left <= 0:
                return []
            batch = copies[start : start + BATCH]
            asked = self.context.judging.code.call_variants(
                [each.source for each in batch],
                arguments,
                timeout=BATCH_SECONDS,
                most_steps=self.steps_left,
                margin=WIDE_MARGIN if len(copies) <= FEW_COPIES else 0,
                past_out_of_lines=self.past_out_of_lines,
            )
            if asked is None:
                return []
            results, steps = asked
            self.steps_left -= steps
            # Priced by rounds whose copies all finished: a copy that ran out of lines spent its whole allowance,
            # which says nothing of what the copies that go on (right on this round) will cost on the next.
            if not any(a.status == "steps" for attempts in results if attempts for a in attempts):
                self.per_unit = steps / (len(batch) * units)
            for each, attempts in zip(batch, results, strict=True):
                if attempts is not None and _all_right(self.context, attempts, inputs, self.passed_over):
                    right.append(each)
        return right


def _all_right(
    context: Context,
    attempts: list[Attempt],
    inputs: list[tuple[dict[str, Any], Any]],
    passed_over: frozenset[str] = frozenset(),
) -> bool:
    agrees: Callable[[Any, Any], bool] = context.evidence.agrees
    for attempt, (_, expected) in zip(attempts, inputs, strict=True):
        if attempt.status in passed_over:
            continue
        if attempt.status != "ok" or not agrees(learner_answer(context.exercise, attempt), expected):
            return False
    return True


def _checked_inputs(
    context: Context, first: list[tuple[dict[str, Any], Any]], *, drawn: bool
) -> list[tuple[dict[str, Any], Any]]:
    """Every failing and passing input of the evidence, the inputs made around the failing ones, the edge inputs and
    case variants, the cases with the file's own constants put in (a change that reads one of them, `ch in "WF"`,
    shows on those), and (with `drawn`) the random search's small inputs, each once, with the reference's
    answers."""
    from .differential import with_own_constants
    from .explain import CHECK_MOST, _population, answered_around
    from .mutant_explainer import drawn_small

    trials = visible(context, (*context.evidence.failing, *context.evidence.passing))
    gathered = [
        *first,
        *((dict(t.arguments), t.expected) for t in trials),
        *answered_around(context, CHECK_MOST),
        *_population(context),
        *(drawn_small(context) if drawn else ()),
        # Last: the shorter check of a line added to another cause (LOCATING_CHECKED) reaches few of them.
        *with_own_constants(context.judging),
    ]
    kept: dict[str, tuple[dict[str, Any], Any]] = {}
    for arguments, right in gathered:
        if isinstance(right, (Raised, Returned)):
            continue
        kept.setdefault(repr(sorted(arguments.items())), (arguments, right))
    return list(kept.values())[:CHECKED_MOST]


# A case longer than this is not asked of the copies (a perf text: the cases that time the code say it themselves).
CASE_UNITS_MOST = 20_000
# The verdicts of a failing case whose right answer was worked out and asked of the learner's code. (A passing one
# is not asked again whole: a copy that mends an early exit runs longer on it than the learner's code did, past the
# lines a copy may run, and would be dropped though right.)
_ANSWERED = frozenset({Verdict.WRONG, Verdict.ERROR, Verdict.INVALID})


def _cases_as_written(context: Context, checked: list[tuple[dict[str, Any], Any]]) -> list[tuple[dict[str, Any], Any]]:
    """The visible failing cases of the run as cases.yaml writes them, with their right answers, that the checked
    inputs do not hold already (each took part as its smallest input only)."""
    held = {repr(sorted(arguments.items())) for arguments, _ in checked}
    written = []
    for outcome in context.outcomes:
        arguments = askable(outcome) if outcome.verdict in _ANSWERED and not outcome.case.hidden else None
        if arguments is not None and repr(sorted(arguments.items())) not in held:
            written.append((arguments, outcome.expected))
    return written


def askable(outcome: Outcome) -> dict[str, Any] | None:
    """A case's input as cases.yaml writes it, when its copies may be asked it: not a perf text, not one read
    lazily, not longer than CASE_UNITS_MOST, with a right answer that is a value."""
    from ..course.model import Arguments
    from .differential import CASE_NAME

    case = outcome.case
    if case.take is not None or "perf" in case.tags or not case.input or case.name == CASE_NAME:
        return None
    # A generated text is built only when its spec says it is short enough (a perf text is millions of words).
    specs = case.input.generated if isinstance(case.input, Arguments) else {}
    if any(not isinstance(spec.get("words"), int) or spec["words"] > CASE_UNITS_MOST for spec in specs.values()):
        return None
    if isinstance(outcome.expected, (Raised, Returned)) or size_of(case.input) > CASE_UNITS_MOST:
        return None
    return dict(case.input)


def visible(context: Context, trials: Sequence[Trial]) -> list[Trial]:
    """The trials of no hidden case: a hidden input never reaches learner code outside its own call (the copies are
    learner code)."""
    hidden = {outcome.case.name for outcome in context.outcomes if outcome.case.hidden}
    return [trial for trial in trials if not hidden & set(trial.cases)]
