"""Exactly where it goes wrong: a relation between two measures of the input or of its right answer (the text has
fewer words than size, overlap is more than half of size, the index in the right answer is 0 …) that holds on every
failing input and on no input the learner got right.

The relations are not listed one by one: every pair of the exercise's measures is compared five ways (less, equal,
more, at most, at least), so a bound nobody foresaw is found as readily as one somebody did; when no one relation
fits, two that hold at once. A relation is stated only when the inputs made around the failing ones agree with it
both ways: where it holds the learner is wrong, where it does not the learner is right, and there are inputs of
each kind; the random search's small inputs must not contradict it either. Of relations that survive alike, the
first in the table's order (the plainest measures first) that stays exact on the edge inputs and case variants is
stated.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .evidence import Finding, Fit, NoAnswer, Raised, Returned, Trial
from .trusted import is_rejection

if TYPE_CHECKING:
    from .explain import Context

Arguments = Mapping[str, Any]
# The inputs made around the failing ones that a relation is tried on.
AROUND_MOST = 80


def _number(name: str) -> Callable[[Arguments], float | None]:
    def value(arguments: Arguments) -> float | None:
        found = arguments.get(name)
        if isinstance(found, int) and not isinstance(found, bool):
            return found
        return _line_one(arguments).get(name)

    return value


def starts_with_two_numbers(fields: list[str]) -> bool:
    """Do line 1's fields start with two numbers written with the digits 0-9 (size and overlap)?"""
    return len(fields) >= 2 and all(field.isascii() and field.isdigit() for field in fields[:2])


def _line_one(arguments: Arguments) -> dict[str, int]:
    """A program's size and overlap, when its line 1 starts with two numbers written in digits."""
    stdin = arguments.get("stdin")
    if not isinstance(stdin, str):
        return {}
    fields = stdin.partition("\n")[0].split()
    if not starts_with_two_numbers(fields):
        return {}
    return {"size": int(fields[0]), "overlap": int(fields[1])}


def _digits(name: str) -> Callable[[Arguments], float | None]:
    """How many digits a program's number is written with (a comparison of the numbers as text differs there)."""

    def value(arguments: Arguments) -> float | None:
        stdin = arguments.get("stdin")
        if not isinstance(stdin, str) or name not in _line_one(arguments):
            return None
        fields = stdin.partition("\n")[0].split()
        return len(fields[0 if name == "size" else 1])

    return value


def _text_of(arguments: Arguments) -> str | None:
    text = arguments.get("text")
    if isinstance(text, str):
        return text
    stdin = arguments.get("stdin")
    if isinstance(stdin, str) and _line_one(arguments):
        first, _, rest = stdin.partition("\n")
        return " ".join(first.split()[2:]) + "\n" + rest
    return None


def _text_words(arguments: Arguments) -> float | None:
    text = _text_of(arguments)
    return len(text.split()) if text is not None else _sentence_words(arguments)


def _sentence_words(arguments: Arguments) -> float | None:
    sentences = arguments.get("sentences")
    if isinstance(sentences, list) and all(isinstance(item, str) for item in sentences):
        return sum(len(item.split()) for item in sentences)
    return None


def _only_text_words(arguments: Arguments) -> float | None:
    text = _text_of(arguments)
    return len(text.split()) if text is not None else None


def _longest_word(arguments: Arguments) -> float | None:
    text = _text_of(arguments)
    return max((len(word) for word in text.split()), default=0) if text is not None else None


def _characters(arguments: Arguments) -> float | None:
    text = arguments.get("text")
    return len(text) if isinstance(text, str) else None


def _answer_words(arguments: Arguments) -> float | None:
    answer = arguments.get("answer")
    return len(answer.split()) if isinstance(answer, str) else None


def _longest_sentence(arguments: Arguments) -> float | None:
    sentences = arguments.get("sentences")
    if not isinstance(sentences, list):
        return None
    return max((len(item.split()) for item in sentences if isinstance(item, str)), default=0)


def _count(name: str) -> Callable[[Arguments], float | None]:
    def value(arguments: Arguments) -> float | None:
        found = arguments.get(name)
        return len(found) if isinstance(found, list) else None

    return value


def _hit(pick: Callable[[list[int]], int]) -> Callable[[Arguments], float | None]:
    def value(arguments: Arguments) -> float | None:
        hits = arguments.get("hits")
        if isinstance(hits, list) and hits and all(isinstance(hit, int) for hit in hits):
            return pick(hits)
        return None

    return value


def chunk_count(arguments: Arguments) -> int | None:
    """How many chunks of `size` words, each `size - overlap` words after the last, the text is cut into."""
    words, size, overlap = _text_words(arguments), _number("size")(arguments), _number("overlap")(arguments)
    if words is None or size is None or overlap is None or not 0 <= overlap < size:
        return None
    if words <= size:
        return 1 if words else 0
    step = size - overlap
    return int(-(-(words - size) // step) + 1)


def _chunks_hit(arguments: Arguments) -> float | None:
    """How many chunks the hits name, each once (a repeated hit, or one that names no chunk, adds none)."""
    hits, chunks = arguments.get("hits"), chunk_count(arguments)
    if not isinstance(hits, list) or chunks is None:
        return None
    return len({hit for hit in hits if isinstance(hit, int) and 0 <= hit < chunks})


def _derived(combine: Callable[[float, float], float]) -> Callable[[Arguments], float | None]:
    size, overlap = _number("size"), _number("overlap")

    def value(arguments: Arguments) -> float | None:
        first, second = size(arguments), overlap(arguments)
        return None if first is None or second is None else combine(first, second)

    return value


@dataclass(frozen=True)
class Measure:
    key: str
    # How the learner reads it: "{words} is less than …".
    words: str
    value: Callable[[Arguments], float | None]
    # Does it measure the text? Not where the input is rejected: a rejected line 1 has no text to speak of.
    of_text: bool = False
    # Measures are compared only with measures of their own kind (or a constant), as quantities of one unit are:
    # digits are not words, and a hit numbers a chunk, never a word.
    kind: str = "amount"
    # A measure of the right answer instead of the input (the piece it names), read with the input's answer.
    of_answer: Callable[[Any], float | None] | None = None
    # The one measure this one is worked out from alone (half of size, from size): the two compared say only
    # whether that one is above 0 ("size is more than half of size"), a scope and no cause.
    worked_from: str | None = None

    def measure(self, arguments: Arguments, right: Any) -> float | None:
        return self.value(arguments) if self.of_answer is None else self.of_answer(right)


# What is counted in the input first, then the arguments as given, then what is derived from them.
MEASURES: tuple[Measure, ...] = (
    Measure("text_words", "the number of words in the text", _only_text_words, of_text=True),
    Measure("sentence_words", "the number of words in all the sentences", _sentence_words, of_text=True),
    Measure("answer_words", "the number of words in the answer", _answer_words, of_text=True),
    Measure("characters", "the text's length in characters", _characters, of_text=True),
    Measure("longest_word", "the longest word's length in characters", _longest_word, of_text=True),
    Measure("sentences", "the number of sentences", _count("sentences"), of_text=True),
    Measure("longest_sentence", "the number of words in the longest sentence", _longest_sentence, of_text=True),
    Measure("hits", "the number of hits", _count("hits"), of_text=True, kind="chunks"),
    Measure("largest_hit", "the largest hit", _hit(max), of_text=True, kind="chunks"),
    Measure("smallest_hit", "the smallest hit", _hit(min), of_text=True, kind="chunks"),
    Measure("chunks", "the number of chunks the text is cut into", chunk_count, of_text=True, kind="chunks"),
    Measure("chunks_hit", "the number of chunks hit", _chunks_hit, of_text=True, kind="chunks"),
    Measure("size", "size", _number("size")),
    Measure("overlap", "overlap", _number("overlap")),
    Measure("limit", "limit", _number("limit")),
    Measure("half_size", "half of size", _derived(lambda size, overlap: size / 2), worked_from="size"),
    Measure("step", "the step (size - overlap)", _derived(operator.sub)),
    Measure("size_digits", "the number of digits size is written with", _digits("size"), kind="digits"),
    Measure("overlap_digits", "the number of digits overlap is written with", _digits("overlap"), kind="digits"),
    Measure("zero", "0", lambda arguments: 0),
    Measure("one", "1", lambda arguments: 1),
)

_CONSTANTS = frozenset({"zero", "one"})


def _other_numbers(examples: list[Arguments]) -> list[Measure]:
    """Every whole-number argument the table does not name (check_the_cut's most_overlap, say), as given: a bound
    on any of the exercise's numbers is found without a line for it here."""
    first = examples[0] if examples else {}
    numbers = [
        Measure(f"argument_{name}", f"`{name}`", _number(name))
        for name, value in first.items()
        if name not in _MEASURED and type(value) is int
    ]
    lengths = [
        Measure(f"argument_{name}_count", f"the number of items in `{name}`", _count(name), of_text=True, kind=name)
        for name, value in first.items()
        if name not in _MEASURED and isinstance(value, list)
    ]
    return numbers + lengths


# The arguments MEASURES already reads (a measure's key is no argument's name: "chunks" counts chunks of a text,
# nearest_chunk's argument `chunks` is a list of pieces).
_MEASURED = frozenset({"text", "stdin", "answer", "sentences", "hits", "size", "overlap", "limit"})


_ORDERS: tuple[tuple[str, str, Callable[[float, float], bool]], ...] = (
    ("below", "is less than", operator.lt),
    ("equal_to", "equals", operator.eq),
    ("above", "is more than", operator.gt),
    # A bound that also holds at equality ("the text has no more words than most_overlap"), after the strict ones.
    ("at_most", "is at most", operator.le),
    ("at_least", "is at least", operator.ge),
)


@dataclass(frozen=True)
class Relation:
    key: str
    words: str
    holds: Callable[[Arguments, Any], bool]


def _compare(
    first: Measure, second: Measure, order: Callable[[float, float], bool]
) -> Callable[[Arguments, Any], bool]:
    def holds(arguments: Arguments, right: Any) -> bool:
        one, other = first.measure(arguments, right), second.measure(arguments, right)
        return one is not None and other is not None and order(one, other)

    return holds


def _answer_number(position: int, kind: type) -> Callable[[Any], float | None]:
    """The number at `position` of a tuple answer (nearest_chunk's index or similarity), when it is of `kind`."""

    def value(right: Any) -> float | None:
        # Only an answer that picks an item: an index and a score (nearest_chunk's), as a tuple or its list form.
        pair = isinstance(right, (list, tuple)) and len(right) == 2
        if pair and type(right[0]) is int and type(right[1]) is float and type(right[position]) is kind:
            return float(right[position])
        return None

    return value


# What the right answer says, where it picks an item: the index it names and the score after it.
ANSWER_MEASURES = (
    Measure(
        "answer_index", "the index in the right answer", lambda a: None, kind="index", of_answer=_answer_number(0, int)
    ),
    Measure(
        "answer_score",
        "the score in the right answer",
        lambda a: None,
        kind="score",
        of_answer=_answer_number(1, float),
    ),
)


def relations(examples: list[tuple[Arguments, Any]], *, rejected: bool = False) -> Iterator[Relation]:
    """Every relation between two measures that the examples all have (a relation does not hold on an input that
    lacks one of its measures): two measures of the input first, then a measure and a constant."""
    measures = (*MEASURES, *_other_numbers([arguments for arguments, _ in examples]), *ANSWER_MEASURES)
    present = [
        m
        for m in measures
        if not (rejected and m.of_text)
        and all(m.measure(arguments, right) is not None for arguments, right in examples)
    ]
    pairs = [(one, other) for index, one in enumerate(present) for other in present[index + 1 :]]
    for one, other in sorted(pairs, key=lambda pair: (pair[0].key in _CONSTANTS) + (pair[1].key in _CONSTANTS)):
        if one.key in _CONSTANTS and other.key in _CONSTANTS:
            continue
        if one.kind != other.kind and not {one.key, other.key} & _CONSTANTS:
            continue
        if one.worked_from == other.key or other.worked_from == one.key:
            continue
        if one.key in _CONSTANTS:
            one, other = other, one  # a constant reads last: "overlap is more than 0"
        for key, words, order in _ORDERS:
            if (other.key, key) in (("zero", "above"), ("zero", "at_least"), ("one", "at_least")):
                continue  # "has more than 0 words" says only that the input is not empty: a scope, not a cause
            yield Relation(
                f"{one.key}_{key}_{other.key}", f"{one.words} {words} {other.words}", _compare(one, other, order)
            )


@dataclass(frozen=True)
class Scope:
    """The inputs a relation is judged among: all of them, or only those where a bound can matter at all (a text
    without words, or one that makes a single chunk, is answered before any step is taken)."""

    # How the statement is narrowed ("" for every input); {item} is the exercise's unit.
    words: str
    holds: Callable[[Arguments, Any], bool]


SCOPES: tuple[Scope, ...] = (
    Scope("", lambda arguments, right: True),
    Scope("on a text with words", lambda arguments, right: _text_words(arguments) != 0),
    Scope(
        "where the right answer has more than one {item}",
        lambda arguments, right: isinstance(right, list) and len(right) > 1,
    ),
    # An answer that picks one of the input's items (nearest_chunk's index) is a choice only among two or more.
    Scope(
        "where {lists} holds more than one item",
        lambda arguments, right: any(len(value) > 1 for value in _text_lists(arguments).values()),
    ),
)


def is_text_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _text_lists(arguments: Arguments) -> dict[str, list[str]]:
    return {name: value for name, value in arguments.items() if is_text_list(value)}


def explain(context: Context) -> Finding | None:
    evidence = context.evidence
    failing = evidence.failing
    if not failing:
        return None
    # A rejection is compared only with rejections, and a text's measures say nothing of one: a rejected line 1
    # has no text to speak of.
    kinds = {is_rejection(trial.expected) for trial in failing}
    rejected = True in kinds
    same_kind = [trial for trial in evidence.passing if is_rejection(trial.expected) in kinds]
    tried: list[tuple[Arguments, Any, bool]] | None = None
    fallback: Finding | None = None
    for scope in SCOPES:
        if not all(scope.holds(trial.arguments, trial.expected) for trial in failing):
            continue
        alike = [
            (trial.arguments, trial.expected) for trial in same_kind if scope.holds(trial.arguments, trial.expected)
        ]
        examples = [(trial.arguments, trial.expected) for trial in failing]
        candidates = [
            relation
            for relation in relations(examples, rejected=rejected)
            if all(relation.holds(*example) for example in examples)
            and not any(relation.holds(*example) for example in alike)
        ]
        if not alike or not candidates:
            continue
        tried = _around(context, kinds) if tried is None else tried
        within = [(arguments, right, wrong) for arguments, right, wrong in tried if scope.holds(arguments, right)]
        for relation in candidates:
            found, held = _checked(context, relation, scope, same_kind, within)
            # Relations the inputs around agree with alike (fewer words than size, or than most_overlap) are told
            # apart on the edge inputs and case variants: the first that stays exact there is stated, else the
            # first that holds there at all.
            if found is not None and held is not None and held.exact:
                return found
            fallback = fallback or held
    return fallback or _both(context, same_kind, tried)


def _checked(
    context: Context, relation: Relation, scope: Scope, same_kind: list[Trial], tried: list[tuple[Arguments, Any, bool]]
) -> tuple[Finding | None, Finding | None]:
    """The relation's finding and what of it holds on the edge inputs and case variants (region_holds), once it
    is confirmed on the inputs `tried` and on the drawn ones; (None, None) when it is not."""
    from .explain import region_holds

    if not (_confirmed(relation, tried) and _agrees_on_drawn(context, relation, scope)):
        return None, None
    found = _finding(context, relation, scope, same_kind)
    return found, region_holds(context, found)


def _both_hold(one: Relation, other: Relation) -> Callable[[Arguments, Any], bool]:
    def holds(arguments: Arguments, right: Any) -> bool:
        return one.holds(arguments, right) and other.holds(arguments, right)

    return holds


# Two relations that must both hold are sought among at most this many relations every failing input has.
BOTH_FROM = 60


def _both(context: Context, same_kind: list[Trial], tried: list[tuple[Arguments, Any, bool]] | None) -> Finding | None:
    """Exactly where two relations hold at once (the index in the right answer is 0, and there are two pieces or
    more): sought only when no one relation fits, among those every failing input has, plainest pairs first."""
    from .mutant_explainer import drawn_small

    failing = [(trial.arguments, trial.expected) for trial in context.evidence.failing]
    # Of the many pairs tried, one may fit the inputs around the failing ones by chance: a pair is stated only
    # where the random search's own inputs can refute it too.
    if not failing or any(is_rejection(right) for _, right in failing) or not drawn_small(context):
        return None
    tried = _around(context, {False}) if tried is None else tried
    passing = [(trial.arguments, trial.expected) for trial in same_kind]
    each = [r for r in relations(failing) if all(r.holds(*example) for example in failing)][:BOTH_FROM]
    pairs = sorted(
        ((first, second) for first in range(len(each)) for second in range(first + 1, len(each))),
        key=sum,  # the plainest pairs first: the table's order
    )
    for first, second in pairs:
        one, other = each[first], each[second]
        if any(one.holds(*example) and other.holds(*example) for example in passing):
            continue
        joined = Relation(f"{one.key}_and_{other.key}", f"{one.words}, and {other.words}", _both_hold(one, other))
        found, held = _checked(context, joined, SCOPES[0], same_kind, tried)
        if found is not None and held is not None and held.exact:
            return found
    return None


def _finding(context: Context, relation: Relation, scope: Scope, same_kind: list[Trial]) -> Finding:
    # The scope is said only where it matters: some passing input (or drawn one) outside it has the relation.
    from .mutant_explainer import drawn_small

    outside = [(t.arguments, t.expected) for t in same_kind if not scope.holds(t.arguments, t.expected)]
    outside += [(arguments, right) for arguments, right in drawn_small(context) if not scope.holds(arguments, right)]
    lists = " or ".join(f"`{name}`" for name in _text_lists(context.evidence.failing[0].arguments))
    narrowed = scope.words.format(item=context.exercise.item or "item", lists=lists)
    narrowed = narrowed if any(relation.holds(*example) for example in outside) else ""
    words = f"{relation.words}, {narrowed}" if narrowed else relation.words
    message = (
        f"Your answers go wrong exactly where {words}: every failing input is like that, and no input you got "
        f"right is. {lead(context)}"
    ).strip()
    failing = context.evidence.failing
    whole = Fit(tuple(range(len(failing))), len(failing), contradicted=False)
    kinds = {is_rejection(trial.expected) for trial in failing}

    def inside(arguments: Arguments, right: Any) -> bool:
        """An input of the same kind and scope that the relation holds on."""
        return is_rejection(right) in kinds and scope.holds(arguments, right) and relation.holds(arguments, right)

    def covers(arguments: Arguments, expected: Any, actual: Any) -> bool:
        """A failure (a hidden case, say) the relation also explains: one inside it."""
        return inside(arguments, expected)

    key = f"wrong_where_{relation.key}"
    only = f"Your answers go wrong only where {words}: every failing input is like that. {lead(context)}".strip()
    return Finding("exactly_where", key, message, whole, covers=covers, region=inside, exact=True, only_where=only)


def _around(context: Context, kinds: set[bool]) -> list[tuple[Arguments, Any, bool]]:
    """Inputs made around the failing ones, each with its right answer and whether the learner is wrong on it
    (only inputs answered the same kind of way, a rejection or not)."""
    from .explain import answered_around

    answered = answered_around(context, AROUND_MOST, keep=lambda right: is_rejection(right) in kinds)
    inputs = [arguments for arguments, _ in answered]
    rights = [right for _, right in answered]
    # The failing inputs are asked again: one that went wrong only the first time in a worker (state, not the
    # input) must fail the relation, as it would fail any feature of the input.
    failing = context.evidence.failing
    inputs += [dict(trial.arguments) for trial in failing]
    rights += [trial.expected for trial in failing]
    answers = context.learner_answers(inputs)
    return [
        (arguments, right, answer is NoAnswer or not context.evidence.agrees(answer, right))
        for arguments, answer, right in zip(inputs, answers, rights, strict=True)
    ]


def _agrees_on_drawn(context: Context, relation: Relation, scope: Scope) -> bool:
    """On the random search's small inputs within the scope (answered the same kind of way) too, the learner is
    wrong exactly where the relation holds: the inputs made around the failing ones are few and alike, and of the
    many relations tried, one may fit them by chance. (Where no drawn input falls in the scope, this says
    nothing.)"""
    from .explain import answers_to
    from .mutant_explainer import drawn_small

    kinds = {is_rejection(trial.expected) for trial in context.evidence.failing}
    drawn = [
        (arguments, right)
        for arguments, right in drawn_small(context)
        if scope.holds(arguments, right) and is_rejection(right) in kinds
    ]
    answers = answers_to(context, drawn)  # asked once per run, then kept
    if answers is None:
        return False  # not checked, not said
    return all(
        answer is NoAnswer or relation.holds(arguments, right) != context.evidence.agrees(answer, right)
        for (arguments, right), answer in zip(drawn, answers, strict=True)
    )


def _confirmed(relation: Relation, tried: list[tuple[Arguments, Any, bool]]) -> bool:
    """On the failing inputs (asked again) and those made around them the learner is wrong exactly where the
    relation holds, and it does not hold on some of them."""
    sides = {relation.holds(arguments, right) for arguments, right, _ in tried}
    return sides == {True, False} and all(
        relation.holds(arguments, right) == wrong for arguments, right, wrong in tried
    )


def lead(context: Context) -> str:
    """What the failing inputs show, in one clause, when their answers all differ the same telling way: it is
    said of every input of the region, so one failing input's particulars (which item) are not enough."""
    leads = {_lead_of(context, trial) for trial in context.evidence.failing}
    return leads.pop() if len(leads) == 1 else ""


# "item 3 of what solve returned is a list" on one input is "an item of …" on another: the place is left out.
_ONE_PLACE = re.compile(r"^(item|row) \d+ of ")
_ANY_PLACE = {"item": "an item of ", "row": "a row of "}


def _lead_of(context: Context, trial: Trial) -> str:
    expected, actual = trial.expected, trial.actual
    if isinstance(actual, Raised) and context.exercise.is_program:
        what = "rejects it: one sentence on stderr, exit status 2" if is_rejection(expected) else "accepts it"
        return f"On such an input your program stops with an uncaught {actual.kind}, where the lesson {what}."
    if isinstance(actual, Raised):
        return f"On such an input your solve raises {actual.kind}, but the lesson accepts it and gives it an answer."
    if isinstance(actual, Returned):
        what = _ONE_PLACE.sub(lambda place: _ANY_PLACE[place[1]], actual.what)
        return f"On such an input {what}: look at what that path of your code returns."
    if isinstance(expected, list) and is_rejection(actual):
        return "Your program rejects such an input, which the lesson accepts."
    if isinstance(expected, str) and isinstance(actual, list):
        return "Your program accepts such an input, which the lesson rejects."
    return ""
