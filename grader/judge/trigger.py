"""Where it goes wrong: the feature of the input that makes the learner's answers wrong.

Each failing input is already the smallest that fails (shrink.py). A feature is named when taking it away
(tabs and line breaks made plain spaces, capitals made small, repeated words made distinct, the hits sorted …)
makes the learner's answer right on EVERY failing input, and on the inputs made around them too; or when every
failing input has a property (no words at all, a sentence longer than the limit …) that no input the learner
got right has. The feature named is the most specific one that holds.

An input changed to be without the feature is evidence only if a wrong answer could show on it: the change
touches the feature and nothing else (repeated words are made distinct within each text, never across texts,
whose shared words are what a similarity or a search is about), and where the learner's float lost its places
(0.707 for 0.7071067…), the variant's right answer holds a float that a rounded one would miss: 0.0, 0.5 or 1.0
are what a rounded answer gives too, and agreeing there says nothing.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..errors import KataError
from ..run.model import TOLERANCE
from .evidence import Finding, Fit, NoAnswer, Trial
from .relations import chunk_count, is_text_list, lead
from .trusted import OutOfTime

if TYPE_CHECKING:
    from .explain import Context

Arguments = Mapping[str, Any]
Change = Callable[[Arguments], dict[str, Any]]

_LINE_ONE_NUMBERS = re.compile(r"\s*\S+\s+\S+")


@dataclass(frozen=True)
class _Texts:
    """A change applied to every text of the input (its strings, and the strings in its lists), or to the one
    argument `only` names."""

    change: Callable[[str], str]
    program: bool = False
    only: str | None = None

    def __call__(self, arguments: Arguments) -> dict[str, Any]:
        changed: dict[str, Any] = {}
        for name, value in arguments.items():
            if self.only is not None and name != self.only:
                changed[name] = value
            elif isinstance(value, str):
                changed[name] = _by_line(self.change, value) if self.program else self.change(value)
            elif is_text_list(value):
                changed[name] = [self.change(item) for item in value]
            else:
                changed[name] = value
        return changed


def every_text(change: Callable[[str], str], *, program: bool = False) -> Change:
    """The input with `change` made to each of its texts (a program's input line by line, with `program`)."""
    return _Texts(change, program)


def _by_line(change: Callable[[str], str], text: str) -> str:
    """A program's input keeps its lines: the change works inside each line."""
    return "\n".join(change(line) for line in text.split("\n"))


def _plain_spaces(text: str) -> str:
    return "".join(" " if char.isspace() else char for char in text)


def _ascii_whitespace(text: str) -> str:
    """Every whitespace character but a space, a tab and a line break made a space."""
    return "".join(" " if char.isspace() and char not in " \t\n\r" else char for char in text)


def _single_spaces(text: str) -> str:
    return re.sub(r" {2,}", " ", text)


def _first_only(pattern: str, mark: str) -> Callable[[str], str]:
    """The whitespace `pattern` finds made plain spaces, and `mark` put before the text's first word instead: the
    text with that kind of whitespace separating no words."""

    def change(text: str) -> str:
        return mark + re.sub(pattern, " ", text)

    return change


def _strip(text: str) -> str:
    return text.strip()


def _lower(text: str) -> str:
    return text.lower()


def _ascii(text: str) -> str:
    return "".join(char if ord(char) < 128 or char.isspace() else "x" for char in text)


def _without_punctuation(text: str) -> str:
    """The text with each punctuation mark and symbol (Unicode's P and S categories) made a letter: every word
    keeps its length, so a mistake in what is measured still shows without them (an accent written as a combining
    mark is part of its letter, not punctuation)."""
    return "".join("x" if unicodedata.category(char)[0] in "PS" else char for char in text)


def _distinct_within(text: str) -> str:
    """The text's repeated words made distinct, the first one of each kept: a repeat's last letter is changed, so
    every word keeps its length (a learner who measures words must not see the text change in that too)."""
    used = set(text.split())
    seen: set[str] = set()

    def rename(match: re.Match[str]) -> str:
        word = match.group()
        if word not in seen:
            seen.add(word)
            return word
        fresh = next((word[:-1] + end for end in _FRESH_ENDS if word[:-1] + end not in used), word + "2")
        used.add(fresh)
        return fresh

    return re.sub(r"\S+", rename, text)


def _distinct_nested(text: str, *, earlier_longer: bool) -> str:
    """The text's repeated words made distinct another way: each occurrence of a word grown by a letter per
    occurrence before it (or, `earlier_longer`, after it), so every one still holds the other: "a a a" becomes
    "a az azz" (or "azz az a"). A learner's answers that go wrong on it go wrong where no word is repeated."""
    words = re.findall(r"\S+", text)
    total = {word: words.count(word) for word in words}
    used = set(words)
    seen: dict[str, int] = {}

    def rename(match: re.Match[str]) -> str:
        word = match.group()
        seen[word] = before = seen.get(word, 0)
        seen[word] += 1
        grown = total[word] - 1 - before if earlier_longer else before
        for letter in _FRESH_ENDS:
            if grown == 0 or word + letter * grown not in used:
                used.add(word + letter * grown)
                return word + letter * grown
        used.add(word + "2" * grown)
        return word + "2" * grown

    return re.sub(r"\S+", rename, text)


# A repeated word's new last letter: small letters first (no capital, digit or accent the text may not have had).
_FRESH_ENDS = "bcdefghjkmnpqrstuvwxyzaio" + "BCDFGHJKLMNPQRSTVWXZ" + "0123456789"


@dataclass(frozen=True)
class _Distinct:
    """Every text without its repeated words, each text on its own: a word a piece shares with the question (or
    a chunk with the answer searched for) is what the task compares, and renaming it would change the right
    answer as a whole (every similarity 0.0), not only the repetition."""

    within: Callable[[str], str] = _distinct_within

    def __call__(self, arguments: Arguments) -> dict[str, Any]:
        changed: dict[str, Any] = {}
        for name, value in arguments.items():
            if name == "stdin" and isinstance(value, str):
                # Line 1's two numbers are size and overlap, not words: "3 3" must not become "3 32".
                numbers = _LINE_ONE_NUMBERS.match(value)
                cut = numbers.end() if numbers else 0
                changed[name] = value[:cut] + self.within(value[cut:])
            elif isinstance(value, str) and name != "answer":
                changed[name] = self.within(value)
            elif is_text_list(value):
                changed[name] = [self.within(item) for item in value]
            else:
                changed[name] = value
        return changed


_distinct = _Distinct()


def _distinct_items(arguments: Arguments) -> dict[str, Any]:
    """Every list of texts without a repeated item: a second "ok" becomes "ok2" (its words numbered, so it keeps
    its number of words; its spacing is made single, as a repeated sentence's own spacing is not the point)."""
    changed: dict[str, Any] = {}
    for name, value in arguments.items():
        if is_text_list(value) and value:
            seen: dict[str, int] = {}
            items = []
            for item in value:
                seen[item] = count = seen.get(item, 0) + 1
                items.append(" ".join(f"{word}{count}" for word in item.split()) if count > 1 else item)
            changed[name] = items
        else:
            changed[name] = value
    return changed


def _hits(change: Callable[[list[int]], list[int]]) -> Change:
    def apply(arguments: Arguments) -> dict[str, Any]:
        hits = arguments.get("hits")
        return {**arguments, "hits": change(list(hits))} if isinstance(hits, list) else dict(arguments)

    return apply


def _sentences(change: Callable[[list[str], int], list[str]]) -> Change:
    def apply(arguments: Arguments) -> dict[str, Any]:
        sentences, limit = arguments.get("sentences"), arguments.get("limit")
        if isinstance(sentences, list) and isinstance(limit, int):
            return {**arguments, "sentences": change(list(sentences), limit)}
        return dict(arguments)

    return apply


def _line_one_text_moved(arguments: Arguments) -> dict[str, Any]:
    """A program's input with the words after the two numbers on line 1 moved to a line of their own."""
    stdin = arguments.get("stdin")
    if not isinstance(stdin, str):
        return dict(arguments)
    first, _, rest = stdin.partition("\n")
    fields = first.split()
    if len(fields) <= 2:
        return dict(arguments)
    return {**arguments, "stdin": f"{fields[0]} {fields[1]}\n{' '.join(fields[2:])}\n{rest}"}


def _text_on_one_line(arguments: Arguments) -> dict[str, Any]:
    """A program's text (after line 1) with its line breaks made spaces: its other whitespace, and whether the
    input ends with a line break, are kept (each is a feature of its own)."""
    stdin = arguments.get("stdin")
    if not isinstance(stdin, str) or "\n" not in stdin:
        return dict(arguments)
    first, _, rest = stdin.partition("\n")
    ending = "\n" if rest.endswith("\n") else ""
    body = rest.removesuffix("\n")
    if "\n" not in body:
        return dict(arguments)
    return {**arguments, "stdin": first + "\n" + re.sub(r"\r?\n", " ", body) + ending}


def _final_line_break(arguments: Arguments) -> dict[str, Any]:
    """A program's input ended with a line break, as a file saved by an editor is."""
    stdin = arguments.get("stdin")
    if not isinstance(stdin, str) or not stdin or stdin.endswith("\n"):
        return dict(arguments)
    return {**arguments, "stdin": stdin + "\n"}


def _valid_hits(arguments: Arguments) -> dict[str, Any]:
    """The hits without those that name no chunk (below 0, or past the last chunk of the text)."""
    hits, chunks = arguments.get("hits"), chunk_count(arguments)
    if not isinstance(hits, list) or chunks is None:
        return dict(arguments)
    return {**arguments, "hits": [hit for hit in hits if isinstance(hit, int) and 0 <= hit < chunks]}


def _rotated(by: int) -> Change:
    """Every list of texts turned by `by` items: 1 moves its first item to the end, -1 its last to the front."""

    def change(arguments: Arguments) -> dict[str, Any]:
        return {
            name: [*value[by:], *value[:by]] if is_text_list(value) and len(value) > 1 else value
            for name, value in arguments.items()
        }

    return change


def _answer_points_at(place: Callable[[int], int]) -> Callable[[Arguments, Any], bool]:
    """Does the right answer (an index first, as nearest_chunk's) point at the item at `place(count)`?"""

    def holds(arguments: Arguments, right: Any) -> bool:
        # An answer that picks an item: a tuple (or its list form) of an index and a score.
        if not isinstance(right, (list, tuple)) or len(right) != 2 or type(right[0]) is not int:
            return False
        counts = [len(value) for value in arguments.values() if is_text_list(value)]
        return len(counts) == 1 and counts[0] > 1 and right[0] == place(counts[0])

    return holds


def _without_listed(listed: frozenset[str]) -> Change:
    """Every text without the words the reference lists (its stop words), whatever their case."""

    def change(text: str) -> str:
        # Each listed word goes with the whitespace after it: the rest of the text keeps its own spacing.
        return re.sub(r"(?<!\S)(\S+)(\s*)", lambda found: "" if found[1].lower() in listed else found[0], text)

    return every_text(change)


@dataclass(frozen=True)
class Feature:
    key: str
    # Without the feature: the input changed so that it no longer has it.
    without: Change
    # "... only where <words>".
    words: str
    programs: bool | None = None  # None: any exercise; True/False: programs only / functions only
    # Features of one family are nested, the most specific first (whitespace): only the first that fits is said.
    family: str = ""
    # Where the feature is about the right answer rather than the input (the answer is the first piece): whether
    # an input has it. Otherwise an input has it where taking it away changes the input.
    holds: Callable[[Arguments, Any], bool] | None = None
    # Other ways to take the feature away, each keeping what `without` loses with it (a repeated word renamed
    # is no longer part of the word it repeats): the feature is named only if none leaves a wrong answer.
    also_without: tuple[Change, ...] = ()


FEATURES: tuple[Feature, ...] = (
    Feature("text_after_numbers", _line_one_text_moved, "text follows the two numbers on line 1", True),
    Feature("several_text_lines", _text_on_one_line, "the text is spread over several lines", True),
    Feature(
        "windows_line_ends",
        every_text(lambda t: t.replace("\r\n", "\n")),
        "a line ends with a carriage return and a line feed (\\r\\n, Windows' line end)",
        None,
        family="whitespace",
    ),
    Feature(
        "edge_whitespace", every_text(_strip), "the text starts or ends with whitespace", False, family="whitespace"
    ),
    # The narrow kinds of whitespace first: the first of the family that explains every failing input is said.
    Feature(
        "unicode_whitespace",
        every_text(_ascii_whitespace),
        "whitespace outside ASCII (a no-break space, say), a vertical tab, a form feed or another control character "
        "appears, between words or on its own",
        None,
        family="whitespace",
    ),
    # "Separates words": taken away as said, the kind of whitespace still stands where it separates none (at the
    # start of the text), and a file that also goes wrong there goes wrong where the sentence says it does not.
    Feature(
        "tabs",
        every_text(lambda text: text.replace("\t", " ")),
        "a tab separates words",
        False,
        family="whitespace",
        also_without=(every_text(_first_only("\t", "\t")),),
    ),
    Feature(
        "line_breaks",
        every_text(lambda text: re.sub(r"\r\n|\r|\n", " ", text)),
        "a line break separates words",
        False,
        family="whitespace",
        also_without=(every_text(_first_only(r"\r\n|\r|\n", "\n")),),
    ),
    Feature(
        "other_whitespace",
        every_text(_plain_spaces),
        "words are separated by a tab, a line break or another whitespace character than a plain space",
        False,
        family="whitespace",
        also_without=(every_text(_first_only(r"[^\S ]", "\n")),),
    ),
    Feature(
        "line_whitespace",
        every_text(_plain_spaces, program=True),
        "line 1 or the text holds a tab or other whitespace than a plain space",
        True,
        family="whitespace",
    ),
    Feature("space_runs", every_text(_single_spaces), "two or more spaces stand in a row", None, family="whitespace"),
    Feature(
        "any_whitespace",
        every_text(lambda t: " ".join(t.split())),
        "the whitespace is anything but single spaces between words (tabs, line breaks, runs of spaces, "
        "spaces at the ends)",
        False,
        family="whitespace",
    ),
    Feature("capitals", every_text(_lower), "capital letters appear", None),
    Feature(
        "non_ascii",
        every_text(_ascii),
        "accented letters, emoji or other characters outside ASCII appear "
        "(each is one character, whatever its size in bytes)",
        None,
    ),
    Feature("punctuation", every_text(_without_punctuation), "punctuation is part of a word", None),
    Feature(
        "repeated_words",
        _distinct,
        "a word appears more than once",
        None,
        also_without=(
            _Distinct(functools.partial(_distinct_nested, earlier_longer=False)),
            _Distinct(functools.partial(_distinct_nested, earlier_longer=True)),
        ),
    ),
    Feature("repeated_items", _distinct_items, "the same sentence (or item) appears more than once", None),
    Feature("no_final_line_break", _final_line_break, "the input does not end with a line break", True),
    Feature("hits_order", _hits(sorted), "the hits are not in document order", None),
    Feature("hits_invalid", _valid_hits, "a hit names no chunk (below 0 or past the last chunk)", None),
    Feature("hits_repeated", _hits(lambda hits: list(dict.fromkeys(hits))), "a hit is repeated", None),
    Feature(
        "empty_sentences", _sentences(lambda s, limit: [x for x in s if x.split()]), "a sentence has no words", None
    ),
    Feature(
        "long_sentences",
        _sentences(lambda s, limit: [" ".join(x.split()[:limit]) for x in s]),
        "a sentence is longer than the limit by itself",
        None,
    ),
    # Where the right answer sits: code that treats the first or the last item apart (an index 0 taken for "none
    # yet", a loop that stops one item early) is right once that item is moved.
    Feature(
        "answer_is_first",
        _rotated(1),
        "the right answer is the first of {lists} (number 0)",
        False,
        holds=_answer_points_at(lambda count: 0),
    ),
    Feature(
        "answer_is_last",
        _rotated(-1),
        "the right answer is the last of {lists}",
        False,
        holds=_answer_points_at(lambda count: count - 1),
    ),
)


def _transformed_right(context: Context, change: Change) -> bool | None:
    """Is the learner right on every failing input once it is changed (None: the change does nothing)?"""
    changed = []
    for trial in context.evidence.failing:
        without = change(trial.arguments)
        if without == dict(trial.arguments):
            return None
        changed.append(without)
    from .shrink import valid

    expected = []
    for arguments in changed:
        if not valid(arguments):
            return None
        try:
            expected.append(context.reference(arguments))
        except (KataError, OutOfTime):
            return None
    if not all(_telling(trial, right) for trial, right in zip(context.evidence.failing, expected, strict=True)):
        return None
    failing = context.evidence.failing
    answers = context.learner_answers([*changed, *(trial.arguments for trial in failing)])
    agrees = context.evidence.agrees
    # Asked again, the failing inputs must still fail: a call that went wrong only the first time in a worker
    # (state, not the input) is explained by no feature of the input.
    again = answers[len(changed) :]
    if any(
        answer is not NoAnswer and agrees(answer, trial.expected) for answer, trial in zip(again, failing, strict=True)
    ):
        return False
    return all(
        answer is not NoAnswer and agrees(answer, right)
        for answer, right in zip(answers[: len(changed)], expected, strict=True)
    )


# A printed or rounded similarity keeps at most this many decimal places.
ROUNDED_PLACES = 6


def _telling(failing: Trial, right_without: Any) -> bool:
    """Could the learner's answer on the input without the feature show the mistake it made on the failing one?
    A float that lost its places (rounded, truncated, printed) is seen only where the right float needs more
    places than a rounded one keeps: agreeing on 0.0 or 0.5 is no evidence that a float is computed right."""
    if not _lost_places(failing.expected, failing.actual):
        return True
    return any(not _round(value) for value in _floats(right_without))


def _lost_places(expected: Any, actual: Any) -> bool:
    """Is one of the learner's floats a short decimal where the right one is not (at the same place)?"""
    if isinstance(expected, (list, tuple)) and isinstance(actual, (list, tuple)):
        return any(_lost_places(one, other) for one, other in zip(expected, actual, strict=False))
    floats = type(expected) is float and type(actual) in (int, float)
    return floats and not _round(expected) and _round(actual) and abs(expected - actual) > TOLERANCE


def _round(value: float) -> bool:
    """Is the number (within TOLERANCE) a decimal of at most ROUNDED_PLACES places?"""
    return abs(value - round(value, ROUNDED_PLACES)) <= TOLERANCE


def _floats(answer: Any) -> list[float]:
    if isinstance(answer, (list, tuple)):
        return [value for item in answer for value in _floats(item)]
    return [answer] if type(answer) is float else []


def _around_right(context: Context, change: Change) -> bool:
    """Without the feature the learner is right on the inputs around the failing ones too."""
    from .explain import around
    from .shrink import valid

    inputs, seen = [], set()
    for arguments in around(context.evidence):
        without = change(arguments)
        key = repr(sorted(without.items()))
        if key in seen or not valid(without):
            continue
        seen.add(key)
        inputs.append(without)
        if len(inputs) >= 16:
            break
    if not inputs:
        return True
    rights = []
    for arguments in inputs:
        try:
            rights.append(context.reference(arguments))
        except (KataError, OutOfTime):
            rights.append(NoAnswer)
    answers = context.learner_answers(inputs)
    return all(
        right is NoAnswer or answer is NoAnswer or context.evidence.agrees(answer, right)
        for answer, right in zip(answers, rights, strict=True)
    )


def _covers(context: Context, feature: Feature) -> Callable[[Arguments, Any, Any], bool]:
    """A failure the feature also explains: without it, the learner's answer on that input is right."""

    def covers(arguments: Arguments, expected: Any, actual: Any) -> bool:
        if feature.holds is not None and not feature.holds(arguments, expected):
            return False  # a feature of the answer this input's answer does not have
        without = feature.without(arguments)
        if without == dict(arguments):
            return False
        try:
            right = context.reference(without)
        except (KataError, OutOfTime):
            return False
        if not _telling(Trial(arguments, expected, actual), right):
            return False
        answer = context.learner_answers([without])[0]
        return answer is not NoAnswer and context.evidence.agrees(answer, right)

    return covers


def _features(context: Context) -> tuple[Feature, ...]:
    """The table, {lists} said with the names of the input's lists, and the words the reference lists (stop words)
    as one more feature where the lesson ignores them."""
    failing = context.evidence.failing
    names = [f"`{name}`" for name, value in failing[0].arguments.items() if is_text_list(value)] if failing else []
    lists = " or ".join(names) or "the list"
    features = tuple(replace(feature, words=feature.words.format(lists=lists)) for feature in FEATURES)
    kinds = _whitespace_kinds(context)
    if kinds:
        # The narrowest of the whitespace family but the two about a text's ends: one kind, named.
        at = next(index for index, feature in enumerate(features) if feature.key == "unicode_whitespace")
        features = (*features[:at], *kinds, *features[at:])
    listed = _listed_feature(context)
    return features if listed is None else (*features, listed)


# What a whitespace character is called where Unicode gives it no name (the control characters' aliases).
_CONTROL_NAMES = {
    "\t": "tab",
    "\n": "line feed",
    "\r": "carriage return",
    "\x0b": "vertical tab",
    "\x0c": "form feed",
    "\x1c": "file separator",
    "\x1d": "group separator",
    "\x1e": "record separator",
    "\x1f": "unit separator",
    "\x85": "next-line character",
}


def _whitespace_kinds(context: Context) -> tuple[Feature, ...]:
    """One feature per kind of whitespace (but the space) that every failing input holds: 'a carriage return
    ('\\r') separates words' says what to fix where 'other whitespace than a space' says where to look. Found in
    the inputs, so a kind nobody listed is named as well as a tab; and tried against every other kind in its
    place, so the feature names all the kinds the code gets wrong (or, past a few, leaves the family's broader
    features to say it)."""
    texts = [_texts_of(trial.arguments) for trial in context.evidence.failing]
    if not texts:
        return ()
    shared = set.intersection(*({char for text in group for char in text if char.isspace()} for group in texts))
    program = context.exercise.is_program
    features = []
    for kind in sorted(shared - {" ", "\n"}):
        wrong = _kinds_also_wrong(context, kind)
        if wrong is None or len(wrong) >= KINDS_NAMED_MOST:
            continue
        kinds = (kind, *wrong)
        # As "a tab separates words": the kind put where it separates none must leave the answers right too (a
        # program's lines are not texts whose start is free).
        elsewhere = () if program else (every_text(_first_only("|".join(map(re.escape, kinds)), kind)),)
        features.append(
            Feature(
                "whitespace_" + "_or_".join(re.sub(r"\W+", "_", _kind_name(each)) for each in kinds),
                every_text(functools.partial(_kinds_made_spaces, kinds=kinds), program=program),
                " or ".join(f"a {_kind_name(each)} ({each!r})" for each in kinds) + " separates words",
                None,
                family="whitespace",
                also_without=elsewhere,
            )
        )
    return tuple(features)


# A whitespace feature names at most this many kinds; more are "other whitespace than a space".
KINDS_NAMED_MOST = 3


def _kinds_also_wrong(context: Context, kind: str) -> tuple[str, ...] | None:
    """The other kinds of whitespace the learner's code gets wrong in `kind`'s place, on the smallest failing input
    (None when the reference answers none of them)."""
    from .variants import kinds_of_space

    first = context.evidence.failing[0].arguments
    others = [other for other in kinds_of_space(inside_a_line=False) if other not in (kind, "\n")]
    inputs, rights = [], []
    for other in others:
        changed = every_text(functools.partial(_replaced, old=kind, new=other))(first)
        try:
            rights.append(context.reference(changed))
        except (KataError, OutOfTime):
            rights.append(NoAnswer)
        inputs.append(changed)
    if all(right is NoAnswer for right in rights):
        return None
    answers = context.learner_answers(inputs)
    return tuple(
        other
        for other, answer, right in zip(others, answers, rights, strict=True)
        if right is not NoAnswer and (answer is NoAnswer or not context.evidence.agrees(answer, right))
    )


def _replaced(text: str, *, old: str, new: str) -> str:
    return text.replace(old, new)


def _kinds_made_spaces(text: str, *, kinds: tuple[str, ...]) -> str:
    return re.sub(f"[{re.escape(''.join(kinds))}]", " ", text)


def _kind_name(kind: str) -> str:
    return _CONTROL_NAMES.get(kind) or unicodedata.name(kind, f"U+{ord(kind):04X}").lower()


def _texts_of(arguments: Arguments) -> list[str]:
    texts = [value for value in arguments.values() if isinstance(value, str)]
    return texts + [item for value in arguments.values() if is_text_list(value) for item in value]


def _listed_feature(context: Context) -> Feature | None:
    """'A word of the stop list appears', offered only where the right answer stays the same without the listed
    words and the learner is right without them, naming the words to blame."""
    from .oracle import listed_words
    from .trusted import reference_module

    failing = context.evidence.failing
    listed = frozenset(
        word.lower()
        for word in listed_words(reference_module(context.judging.oracle.course, context.exercise))
        if word.isalpha()
    )
    if not listed:
        return None
    present = sorted({word for trial in failing for word in _words_of(trial.arguments) if word in listed})
    without = _without_listed(listed)
    # Only where the lesson ignores the words (the right answer stays the same without them: a similarity leaves
    # them out, but a cut counts them as words); said of the input as a whole, since a stop word in the question
    # changes every similarity as one in a piece does.
    ignored = bool(present) and all(_same_answer(context, trial.arguments, without) for trial in failing)
    if not ignored or not _transformed_right(context, without):
        return None
    # The words to blame: those whose taking away alone makes every failing answer right (else all that appear).
    blamed = [word for word in present if _transformed_right(context, _without_listed(frozenset({word})))] or present
    named = ", ".join(f"'{word}'" for word in blamed[:3]) + (" …" if len(blamed) > 3 else "")
    return Feature(
        "listed_words",
        lambda arguments: without(arguments),
        f"a word of the lesson's stop list appears ({named} in the failing inputs)",
        False,
    )


def _words_of(arguments: Arguments) -> set[str]:
    return {word.lower() for text in _texts_of(arguments) for word in text.split()}


def _same_answer(context: Context, arguments: Arguments, change: Change) -> bool:
    try:
        return bool(context.evidence.agrees(context.reference(change(arguments)), context.reference(arguments)))
    except (KataError, OutOfTime):
        return False


def _has(context: Context, feature: Feature) -> bool:
    """Does every failing input have the feature (always so for one of the input: the change tells)?"""
    holds = feature.holds
    return holds is None or all(holds(trial.arguments, trial.expected) for trial in context.evidence.failing)


def explain(context: Context) -> Finding | None:
    evidence = context.evidence
    if not evidence.failing:
        return None
    program = context.exercise.is_program
    fitting: list[Feature] = []
    for feature in _features(context):
        if feature.programs is not None and feature.programs != program:
            continue
        if feature.family and any(feature.family == other.family for other in fitting):
            continue
        if not _has(context, feature):
            continue
        taken_away = _transformed_right(context, feature.without) and _around_right(context, feature.without)
        if taken_away and not _refuted(context, feature):
            fitting.append(feature)
    if not fitting:
        return None
    # Two features that each explain every failing input are not told apart by them: both are said, never one
    # picked ("only where characters outside ASCII appear" was once said of code that also fails on "a - b").
    said = [_said(context, feature) for feature in fitting]
    broad = [(feature.words, feature.without) for feature in fitting]
    finding = _finding(context, fitting, said)
    # Said of one argument, the claim may be too narrow for inputs nobody chose: then said of the input as a whole.
    return replace(finding, instead=_finding(context, fitting, broad)) if said != broad else finding


def _refuted(context: Context, feature: Feature) -> bool:
    """Taken away one of the other ways, does the feature leave an input the learner gets wrong? Then the answers
    go wrong where it is absent too, and "only where" would be false (a window dropped when its text is part of
    the one before fails on "ab a" as on "a a")."""
    return any(
        _transformed_right(context, other) is False or not _around_right(context, other)
        for other in feature.also_without
    )


def _finding(context: Context, fitting: list[Feature], said: list[tuple[str, Change]]) -> Finding:
    evidence = context.evidence
    words = " or where ".join(words for words, _ in said)
    message = f"Your answers go wrong only where {words}: on the same inputs without it they are right. "
    whole = Fit(tuple(range(len(evidence.failing))), len(evidence.failing), contradicted=False)
    covering = [_covers(context, feature) for feature in fitting]
    changes = [change for _, change in said]

    def covers(arguments: Arguments, expected: Any, actual: Any) -> bool:
        return any(each(arguments, expected, actual) for each in covering)

    holds = [feature.holds for feature in fitting]

    def inside(arguments: Arguments, right: Any) -> bool:
        """The input has one of the features said (in the argument they are said of)."""
        return any(
            change(arguments) != dict(arguments) if has is None else has(arguments, right)
            for change, has in zip(changes, holds, strict=True)
        )

    def without(arguments: Arguments) -> dict[str, Any]:
        for change in changes:
            arguments = change(arguments)
        return dict(arguments)

    key = "wrong_where_" + "_or_".join(feature.key for feature in fitting)
    message = (message + lead(context)).strip()
    return Finding("where", key, message, whole, covers=covers, region=inside, without=without)


def _said(context: Context, feature: Feature) -> tuple[str, Change]:
    """The feature's words and the change that takes it away, said of the one argument it is to blame in when the
    input has several texts and changing that one alone makes every failing answer right ("`answer` starts or ends
    with whitespace")."""
    change = feature.without
    if not isinstance(change, _Texts):
        return feature.words, change
    first = context.evidence.failing[0].arguments
    texts = [name for name, value in first.items() if isinstance(value, str) or is_text_list(value)]
    if len(texts) < 2:
        return feature.words, change
    alone = [name for name in texts if _transformed_right(context, replace(change, only=name))]
    if len(alone) != 1 or alone[0] == "text":
        return feature.words, change
    where = f"`{alone[0]}`"
    words = feature.words.replace("the text", where) if "the text" in feature.words else f"{feature.words} in {where}"
    return words, replace(change, only=alone[0])
