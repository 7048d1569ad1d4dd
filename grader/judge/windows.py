"""Windows placed by another rule: the learner's answers are the lesson's method with its chunks' word ranges
put elsewhere (each chunk started by another formula, the loop ended at another bound, the last chunk moved,
glued on or left out).

A reference that places its chunks with a module-level `chunk_spans(word_count, size, overlap)` (the word
ranges, ends exclusive) lets the judge swap that one function for each rule of a small grammar and run the
reference's own `solve` (or `main`) with it. So one grammar covers every exercise built on the windows, whatever
it then does with them (print them, search them, merge them, compare them), and nothing of it is written per
exercise. Of the rules that fit, those that place every window alike on small inputs are one mistake, said as the
simplest of them; a rule that fits is stated only once it also holds on the failing inputs made longer, shorter,
and with size and overlap moved (a rule can fit a few failing inputs by chance).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..course.model import Case
from ..errors import KataError
from .evidence import Finding, NoAnswer, answer_of, fit
from .trusted import call_trusted, run_program_main

if TYPE_CHECKING:
    from .explain import Context

Spans = list[tuple[int, int]]
# A reference's hook: word count, size, overlap → the chunks' word ranges.
HOOK = "chunk_spans"


@dataclass(frozen=True)
class Place:
    """Where chunk k begins and ends (before the end is cut at the last word)."""

    key: str
    bounds: Callable[[int, int, int], tuple[int, int]]  # (k, size, overlap) → (first, end)
    words: str


@dataclass(frozen=True)
class Stop:
    """Which chunks are made: the lesson's (until one reaches the last word), or every start below a bound."""

    key: str
    # (word count, size, overlap) → the bound the starts stay below; None: the lesson's rule.
    bound: Callable[[int, int, int], int] | None
    at_least_one: bool
    words: str
    # What that leaves out or adds, said when the last chunk keeps the lesson's rule.
    consequence: str = ""
    # As many chunks as the lesson makes, wherever they are placed.
    same_count: bool = False


@dataclass(frozen=True)
class Last:
    """What happens to the last chunk once the chunks are made."""

    key: str
    change: Callable[[Spans, int, int, int], Spans] | None
    words: str


Bounds = Callable[[int, int, int], tuple[int, int]]


def _stepped(step: Callable[[int, int], int]) -> Bounds:
    """Chunk k of the lesson's length, starting at k × step(size, overlap)."""

    def bounds(k: int, size: int, overlap: int) -> tuple[int, int]:
        first = k * step(size, overlap)
        return first, first + size

    return bounds


def _lengthened(length: Callable[[int, int], int]) -> Bounds:
    """Chunk k where the lesson starts it, holding length(size, overlap) words."""

    def bounds(k: int, size: int, overlap: int) -> tuple[int, int]:
        first = k * (size - overlap)
        return first, first + length(size, overlap)

    return bounds


def _lesson(k: int, size: int, overlap: int) -> tuple[int, int]:
    first = k * (size - overlap)
    return first, first + size


PLACES = (
    Place("lesson", _lesson, ""),
    Place(
        "size_apart",
        lambda k, size, overlap: (k * size, (k + 1) * size),
        "your chunk k starts at word k × size, as if there were no overlap, where the lesson's chunk k starts at "
        "word k × (size − overlap)",
    ),
    Place(
        "backs_up_from_blocks",
        lambda k, size, overlap: (max(0, k * size - overlap), max(0, k * size - overlap) + size),
        "your chunk k starts `overlap` words before word k × size (it backs up from the start of a block of size "
        "words), where the lesson's chunk k starts at word k × (size − overlap)",
    ),
    Place(
        "overlap_before_each_block",
        lambda k, size, overlap: (max(0, k * (size - overlap) - overlap), (k + 1) * (size - overlap)),
        "each of your chunks is the `overlap` words before a block of size − overlap new words, so your first chunk "
        "holds only size − overlap words; the lesson's chunk k is the size words from word k × (size − overlap)",
    ),
    Place(
        "overlap_before_each_size_block",
        lambda k, size, overlap: (max(0, k * size - overlap), (k + 1) * size),
        "each of your chunks is a block of size words with the `overlap` words before it put in front, where the "
        "lesson's chunks hold size words and start size − overlap apart",
    ),
    # The lesson's length, another step: chunk k starts at k × STEP.
    *(
        Place(
            f"{key}_apart",
            _stepped(step),
            f"each of your chunks starts {words} after the one before, where the lesson's chunks start size − overlap "
            "words apart",
        )
        for key, words, step in (
            ("one_word", "one word", lambda size, overlap: 1),
            ("overlap", "`overlap` words", lambda size, overlap: overlap),
            ("step_plus_one", "size − overlap + 1 words", lambda size, overlap: size - overlap + 1),
            ("step_minus_one", "size − overlap − 1 words", lambda size, overlap: size - overlap - 1),
            ("size_plus_overlap", "size + overlap words", lambda size, overlap: size + overlap),
        )
    ),
    # The lesson's step, another length: chunk k holds LENGTH words from k × (size − overlap).
    *(
        Place(
            f"{key}_long",
            _lengthened(length),
            f"each of your chunks holds {words} (before the end of the text), where the lesson's hold size words",
        )
        for key, words, length in (
            ("size_plus_one", "size + 1 words", lambda size, overlap: size + 1),
            ("size_minus_one", "size − 1 words", lambda size, overlap: size - 1),
            ("step", "only its size − overlap new words", lambda size, overlap: size - overlap),
            ("size_plus_overlap", "size + overlap words", lambda size, overlap: size + overlap),
        )
    ),
    Place(
        "overlap_after_each_block",
        lambda k, size, overlap: (k * size, (k + 1) * size + overlap),
        "each of your chunks is a block of size words and then the `overlap` words after it, where the lesson's "
        "chunks hold size words and start size − overlap apart",
    ),
)

# The bounds a learner's range() or while test may use, the plainest first (of two rules that place the
# windows alike, the first is stated).
_BOUNDS: tuple[tuple[str, str, Callable[[int, int, int], int]], ...] = (
    ("words_minus_size_plus_1", "len(words) − size + 1", lambda n, size, overlap: n - size + 1),
    ("words_minus_overlap", "len(words) − overlap", lambda n, size, overlap: n - overlap),
    ("words", "len(words)", lambda n, size, overlap: n),
    ("words_minus_size", "len(words) − size", lambda n, size, overlap: n - size),
    ("words_minus_step", "len(words) − (size − overlap)", lambda n, size, overlap: n - size + overlap),
    ("words_minus_1", "len(words) − 1", lambda n, size, overlap: n - 1),
    ("words_plus_1", "len(words) + 1", lambda n, size, overlap: n + 1),
    ("words_minus_overlap_minus_1", "len(words) − overlap − 1", lambda n, size, overlap: n - overlap - 1),
    ("words_minus_overlap_plus_1", "len(words) − overlap + 1", lambda n, size, overlap: n - overlap + 1),
)


# What a bound means for the learner, where it has a plainer name than "every start below it": what the rule
# does, and what that leaves out (said only when the last chunk is not changed too).
_PLAIN = {
    "words_minus_size_plus_1": (
        "you make only full chunks of size words",
        "so the words after the last full one are left out",
    ),
    "words_minus_size_plus_1_or_one": (
        "you make only full chunks of size words (a text shorter than size is one chunk)",
        "so the words after the last full one are left out",
    ),
    "words_minus_overlap": (
        "you start chunks only below len(words) − overlap",
        "so a text of no more words than overlap gets no chunk at all",
    ),
    "words": (
        "you start a chunk at every multiple of size − overlap below len(words)",
        "so after the chunk that reaches the last word come chunks of words already taken",
    ),
}


def _stops() -> Iterator[Stop]:
    yield Stop("lesson", None, False, "")
    yield Stop(
        "as_many_as_the_lesson",
        None,
        False,
        "you make as many chunks as the lesson, but place them by that rule",
        same_count=True,
    )
    for (key, said, bound), one in itertools.product(_BOUNDS, (False, True)):
        name = f"starts_below_{key}{'_or_one' if one else ''}"
        extra = " (and always at least one chunk)" if one else ""
        plain = _PLAIN.get(name[len("starts_below_") :])
        if plain is None:
            said = f"you start a chunk at every multiple of size − overlap below {said}{extra}"
            yield Stop(
                name, bound, one, said, "the lesson stops right after the first chunk that reaches the last word"
            )
        else:
            yield Stop(name, bound, one, *plain)
    # The number of chunks worked out by a formula rounded the wrong way (the lesson's rounds up).
    yield Stop(
        "count_rounded",
        lambda n, size, overlap: _rounded_count(n, size, overlap) * (size - overlap),
        False,
        "you count the chunks as (len(words) − size) / (size − overlap) + 1 rounded to the nearest whole number, "
        "where the lesson rounds it up",
        "so the short last chunk is left out when less than half a step of words is left for it",
    )


def _rounded_count(n: int, size: int, overlap: int) -> int:
    if n <= size:
        return 1 if n else 0
    return round((n - size) / (size - overlap)) + 1


def _backfilled(spans: Spans, n: int, size: int, overlap: int) -> Spans:
    if len(spans) < 2 or spans[-1][1] - spans[-1][0] >= size:
        return spans
    return [*spans[:-1], (max(0, n - size), n)]


def _from_previous_end(spans: Spans, n: int, size: int, overlap: int) -> Spans:
    if len(spans) < 2 or not overlap:
        return spans
    start = spans[-2][1]
    return [*spans[:-1], (start, n)] if start < n else spans[:-1]


def _glued(spans: Spans, n: int, size: int, overlap: int) -> Spans:
    if len(spans) < 2 or spans[-1][1] - spans[-1][0] >= size:
        return spans
    return [*spans[:-2], (spans[-2][0], max(spans[-2][1], spans[-1][1]))]


def _short_dropped(spans: Spans, n: int, size: int, overlap: int) -> Spans:
    if len(spans) < 2 or spans[-1][1] - spans[-1][0] >= size:
        return spans
    return spans[:-1]


def _end_cut_one_short(spans: Spans, n: int, size: int, overlap: int) -> Spans:
    return [(first, min(end, n - 1)) for first, end in spans]


def _leftover_added(spans: Spans, n: int, size: int, overlap: int) -> Spans:
    end = spans[-1][1] if spans else 0
    return [*spans, (end, n)] if end < n else spans


def _single_word_glued(spans: Spans, n: int, size: int, overlap: int) -> Spans:
    if len(spans) < 2 or spans[-1][1] - spans[-1][0] != 1:
        return spans
    return [*spans[:-2], (spans[-2][0], max(spans[-2][1], spans[-1][1]))]


LASTS = (
    Last("lesson", None, ""),
    Last(
        "last_moved_back",
        _backfilled,
        "your short last chunk is moved back to hold the last size words; the lesson's last chunk starts size − "
        "overlap words after the one before, and may hold fewer than size words",
    ),
    Last(
        "last_from_previous_end",
        _from_previous_end,
        "your last chunk starts where the chunk before it ends, without the `overlap` words they should share",
    ),
    Last(
        "leftover_added",
        _leftover_added,
        "after your last chunk you add the words left over from where it ends, without the `overlap` words a chunk "
        "shares with the one before",
    ),
    Last(
        "short_last_glued_on",
        _glued,
        "your short last chunk is glued onto the chunk before it; the lesson keeps it as a chunk of its own",
    ),
    Last(
        "one_word_last_glued_on",
        _single_word_glued,
        "a last chunk of one word is glued onto the chunk before it; the lesson keeps it as a chunk of its own",
    ),
    Last(
        "end_cut_at_last_index",
        _end_cut_one_short,
        "a chunk that reaches the end of the text stops one word short of it: its end is cut at the index of the "
        "last word, which an end that is not included must pass",
    ),
    Last(
        "short_last_left_out",
        _short_dropped,
        "your short last chunk is left out (when there are others); the lesson keeps it",
    ),
)


@dataclass(frozen=True)
class When:
    """Where a rule holds; elsewhere the windows fall as the lesson places them (a special case for overlap 0 …)."""

    key: str
    holds: Callable[[int, int, int], bool]
    words: str


WHENS = (
    When("lesson", lambda n, size, overlap: True, ""),
    When("overlap_0", lambda n, size, overlap: overlap == 0, "when overlap is 0 (with an overlap they are right)"),
    When("with_overlap", lambda n, size, overlap: overlap > 0, "when overlap is not 0 (with overlap 0 they are right)"),
)


@dataclass(frozen=True)
class Rule:
    """One way of placing the windows: a place, a stop and a last-chunk rule, not all the lesson's, maybe only
    where a condition holds."""

    place: Place
    stop: Stop
    last: Last
    when: When = WHENS[0]

    @property
    def key(self) -> str:
        parts = (self.place, self.stop, self.last, self.when)
        return "windows_" + "_".join(part.key for part in parts if part.key != "lesson")

    @property
    def change(self) -> str:  # what told_apart compares rivals by
        return self.key

    def spans(self, n: int, size: int, overlap: int) -> Spans:
        if not self.when.holds(n, size, overlap):
            return _LESSON.spans(n, size, overlap)
        made = [(min(first, n), min(end, n)) for first, end in self._places(n, size, overlap)]
        return self.last.change(made, n, size, overlap) if self.last.change else made

    def _places(self, n: int, size: int, overlap: int) -> Iterator[tuple[int, int]]:
        """(first, end) of each chunk the stop rule makes, ends not yet cut at the last word."""
        if self.stop.same_count:
            for k in range(len(_LESSON.spans(n, size, overlap))):
                yield self.place.bounds(k, size, overlap)
            return
        for k in range(n + 1):  # a chunk starts at a word, so there are at most n
            first, end = self.place.bounds(k, size, overlap)
            if first >= n:
                return
            if self.stop.bound is None:  # the lesson's: up to the first chunk that reaches the last word
                yield first, end
                if end >= n:
                    return
            elif first < self.stop.bound(n, size, overlap) or (self.stop.at_least_one and k == 0):
                yield first, end
            else:
                return

    def message(self) -> str:
        stop = self.stop.words
        if self.stop.consequence and self.last.key == "lesson":
            stop += f", {self.stop.consequence}"
        parts = [part for part in (self.place.words, stop, self.last.words) if part]
        where = f" {self.when.words}" if self.when.words else ""
        return f"Your answers are those of chunks placed by another rule{where}: " + "; ".join(parts) + "."


_LESSON = Rule(PLACES[0], Stop("lesson", None, False, ""), LASTS[0])

# Small inputs on which two rules are told apart: rules that place every window alike here are one rule.
_GRID = [(n, size, overlap) for n in range(11) for size in range(1, 6) for overlap in range(size)]
# A rule changes at most this many of its three parts: more, and some rule fits a few small inputs by chance.
MOST_CHANGED = 2


@cache
def rules() -> tuple[Rule, ...]:
    """Every rule with one or two of its parts changed, simplest first. (One that places the windows as the lesson
    does never reproduces a wrong answer, so it needs no weeding out here.)"""
    every = (Rule(*parts) for parts in itertools.product(PLACES, tuple(_stops()), LASTS, WHENS))
    return tuple(sorted((rule for rule in every if 0 < _changed_parts(rule) <= MOST_CHANGED), key=_changed_parts))


def _changed_parts(rule: Rule) -> int:
    """How many parts differ from the lesson's (a condition counts as one, and needs a changed part to qualify)."""
    changed = sum(part.key != "lesson" for part in (rule.place, rule.stop, rule.last))
    return changed + 1 if changed and rule.when.key != "lesson" else changed if rule.when.key == "lesson" else 0


def signature(rule: Rule) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Where the rule places the windows on every small input: two rules with one signature are one mistake."""
    return tuple(tuple(rule.spans(*each)) for each in _GRID)


# ---- Running the reference with a rule.


@cache
def _namespace(path: Path) -> dict[str, Any] | None:
    """The reference's solving part, run in a namespace of its own (None: it places no windows with the hook)."""
    from .mutants import solving_part

    namespace: dict[str, Any] = {"__name__": f"kata_windows_{path.stem}"}
    try:
        exec(compile(solving_part(path.read_text(encoding="utf-8")), f"<reference {path.name}>", "exec"), namespace)
    except Exception:  # a reference that does not load has no windows to swap
        return None
    return namespace if callable(namespace.get(HOOK)) else None


def _predictor(context: Context, namespace: dict[str, Any], rule: Rule) -> Callable[[dict[str, Any]], Any]:
    exercise = context.exercise

    def predict(arguments: dict[str, Any]) -> Any:
        namespace[HOOK] = rule.spans
        try:
            if exercise.is_program:
                return run_program_main(namespace["main"], arguments["stdin"])
            case = Case(name="windows", input=arguments, source=f"solutions/{exercise.name}.py")
            return call_trusted(namespace["solve"], exercise, case)
        except (KataError, RecursionError) as error:
            raise NoAnswer() from error

    return predict


def explain(context: Context) -> Finding | None:
    """The rule whose answers are the learner's on every failing input and every passing one; None when none,
    or when rival rules the learner's code cannot be told to follow one of say different things."""
    oracle = context.judging.oracle
    if not context.evidence.failing or not oracle.has_reference():
        return None
    namespace = _namespace(oracle.course.reference_path(context.exercise.name).resolve())
    if namespace is None:
        return None
    fitting = []
    for rule in rules():
        predict = _predictor(context, namespace, rule)
        if fit(predict, context.evidence).whole:
            fitting.append((rule, predict))
    if not fitting:
        return None
    from .explain import confirmed
    from .mutant_explainer import told_apart

    kept = [(rule, predict) for rule, predict in fitting if confirmed(context, predict)]
    distinct: dict[Any, tuple[Rule, Callable[[dict[str, Any]], Any]]] = {}
    for rule, predict in kept:
        distinct.setdefault(signature(rule), (rule, predict))  # the simplest of rules that place windows alike
    kept = list(distinct.values())
    kept = told_apart(context, kept)
    if not kept:
        return None
    # Rivals the learner's code follows alike on every input it was asked about: the simplest that still holds on
    # the failing inputs moved is stated (they are ordered by how many parts they change); the moved inputs are the
    # ones that part two rivals the drawn inputs did not.
    for rule, predict in kept:
        if _holds_when_moved(context, predict):
            return Finding(
                "windows", rule.key, rule.message(), fit(predict, context.evidence, stop_early=False), predict
            )
    return None


# Words added to (or taken from) the end of a failing text, and the numbers moved, to test a rule where it moves
# the windows: a rule that fits the failing inputs by chance (a learner whose last chunk moves only on texts of
# an odd number of words) parts from the learner's code on these.
WORD_DELTAS = (1, 2, 3, -1, -2)
NUMBER_DELTAS = (0, 1, -1)
MOVED_MOST = 120


def _holds_when_moved(context: Context, predict: Callable[[dict[str, Any]], Any]) -> bool:
    """Does the learner's code answer as the rule predicts on the failing inputs with more or fewer words and
    another size or overlap? (Inputs where it gave no answer say nothing.)"""
    from .shrink import valid

    inputs: list[dict[str, Any]] = []
    predicted: list[Any] = []
    for trial in context.evidence.failing[:3]:
        for arguments in _moved(dict(trial.arguments)):
            if len(inputs) >= MOVED_MOST or not valid(arguments):
                continue
            try:
                predicted.append(answer_of(predict, arguments))  # whatever the reference raises: no answer
            except NoAnswer:
                continue
            inputs.append(arguments)
    answers = context.learner_answers(inputs) if inputs else []
    return all(
        actual is NoAnswer or context.evidence.agrees(right, actual)
        for right, actual in zip(predicted, answers, strict=True)
    )


def _moved(arguments: dict[str, Any]) -> Iterator[dict[str, Any]]:
    text_name = next((name for name in ("text", "stdin") if isinstance(arguments.get(name), str)), None)
    if text_name is None:
        return
    for words, size, overlap in itertools.product(WORD_DELTAS, NUMBER_DELTAS, NUMBER_DELTAS):
        text = _resized(arguments[text_name], words)
        if text is None:
            continue
        moved = {**arguments, text_name: text}
        if text_name == "stdin":
            moved["stdin"] = _numbers_moved(text, size, overlap)
        else:
            for name, delta in (("size", size), ("overlap", overlap)):
                if isinstance(moved.get(name), int):
                    moved[name] += delta
        yield moved


def _resized(text: str, delta: int) -> str | None:
    """The text with `delta` new words at its end (or its last -delta words taken off); None when it has too few."""
    if delta > 0:
        return text.rstrip() + "".join(f" w{number}" for number in range(delta)) + "\n"
    kept = text.rstrip().rsplit(None, -delta)
    return kept[0] if len(kept) == 1 - delta and kept[0].strip() else None


def _numbers_moved(stdin: str, size: int, overlap: int) -> str:
    """A program's input with size and overlap on line 1 moved by the deltas (when both are plain numbers)."""
    from .relations import starts_with_two_numbers

    first, newline, rest = stdin.partition("\n")
    fields = first.split(" ")
    if not starts_with_two_numbers(fields):
        return stdin
    fields[0], fields[1] = str(int(fields[0]) + size), str(int(fields[1]) + overlap)
    return " ".join(fields) + newline + rest
