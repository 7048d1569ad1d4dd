"""What you computed instead, read off the answers: the right items with other spacing, in lower case, or a
rejection made the wrong way. A relation is stated only when it holds on EVERY failing input."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from .evidence import Finding, Fit, Raised, Returned, Trial
from .relations import is_text_list
from .shrink import size_of

if TYPE_CHECKING:
    from .explain import Context


def _items(expected: Any, actual: Any) -> bool:
    return (
        isinstance(expected, list)
        and isinstance(actual, list)
        and len(expected) == len(actual)
        and all(isinstance(item, str) for item in [*expected, *actual])
    )


def _single(item: str) -> bool:
    return item == " ".join(item.split())


def _spacing_kept(expected: Any, actual: Any, texts: str = "") -> bool:
    """The right words, joined by whitespace the input itself holds (not some other join)."""
    if not _items(expected, actual):
        return False
    gaps = {gap for item in actual for gap in re.findall(r"\s+", item)}
    return (
        _items(expected, actual)
        and all(gap in texts for gap in gaps)
        and all(item == item.strip() for item in actual)
        and all(e.split() == a.split() for e, a in zip(expected, actual, strict=True))
        and all(_single(e) for e in expected)
        and not all(_single(a) for a in actual)
    )


def _spacing_lost(expected: Any, actual: Any, texts: str = "") -> bool:
    return (
        _items(expected, actual)
        and all(e.split() == a.split() for e, a in zip(expected, actual, strict=True))
        and all(_single(a) for a in actual)
        and not all(_single(e) for e in expected)
    )


def _characters_spaced(expected: Any, actual: Any, texts: str = "") -> bool:
    """Each item is the right one with a space between every two characters: " ".join() given a text, whose items
    are its characters, where a list of words was meant."""
    # An item of one character spaced out is itself: some item of two characters or more must show the spacing.
    return (
        _items(expected, actual)
        and any(len(e) > 1 for e in expected)
        and all(" ".join(e) == a for e, a in zip(expected, actual, strict=True))
    )


def _lowered(expected: Any, actual: Any, texts: str = "") -> bool:
    return _items(expected, actual) and [e.lower() for e in expected] == actual


def _rejected_the_wrong_way(expected: Any, actual: Any, texts: str = "") -> bool:
    return expected == "error" and isinstance(actual, str) and actual.startswith("error (")


def _stops_early(expected: Any, actual: Any, texts: str = "") -> bool:
    """The first items of the right answer, the rest left out: a loop that ends too soon."""
    return (
        is_text_list(expected)
        and is_text_list(actual)
        and 0 < len(actual) < len(expected)
        and expected[: len(actual)] == actual
    )


def _goes_on(expected: Any, actual: Any, texts: str = "") -> bool:
    """The right answer and more items after it: a loop that ends too late."""
    return (
        is_text_list(expected)
        and is_text_list(actual)
        and 0 < len(expected) < len(actual)
        and actual[: len(expected)] == expected
    )


def _extra_first(expected: Any, actual: Any, texts: str = "") -> bool:
    return (
        is_text_list(expected) and is_text_list(actual) and len(actual) == len(expected) + 1 and actual[1:] == expected
    )


def _plain(value: Any) -> Any:
    """Tuples as lists, all the way down: a row written either way is the same row."""
    return [_plain(item) for item in value] if isinstance(value, (list, tuple)) else value


def _first_missing(expected: Any, actual: Any, texts: str = "") -> bool:
    """Every item of the right answer but its first: a loop that starts one item late."""
    return (
        isinstance(expected, list)
        and isinstance(actual, list)
        and len(expected) >= 1
        and _plain(actual) == _plain(expected[1:])
    )


def _differing(expected: Any, actual: Any) -> list[tuple[int, list[str], list[str]]]:
    """(place, right words, your words) of each item that differs, for answers with as many items as the right one."""
    if not (is_text_list(expected) and is_text_list(actual)) or len(expected) != len(actual):
        return []
    return [(n, e.split(), a.split()) for n, (e, a) in enumerate(zip(expected, actual, strict=True)) if e != a]


def _starts_left_out(expected: Any, actual: Any, texts: str = "") -> bool:
    """Each item that differs is the right one without its first words (and holds some)."""
    changed = _differing(expected, actual)
    return bool(changed) and all(0 < len(a) < len(e) and e[len(e) - len(a) :] == a for _, e, a in changed)


def _ends_left_out(expected: Any, actual: Any, texts: str = "") -> bool:
    """Each item that differs is the right one without its last words (and holds some)."""
    changed = _differing(expected, actual)
    return bool(changed) and all(0 < len(a) < len(e) and e[: len(a)] == a for _, e, a in changed)


def _gathered(expected: Any, actual: Any, texts: str = "") -> bool:
    """Each item holds the words of every right item up to its own: what a loop gathers is never cleared."""
    if not (is_text_list(expected) and is_text_list(actual)) or len(expected) != len(actual) or len(expected) < 2:
        return False
    # Items side by side (pieces) or overlapping (chunks, their shared words once): either way throughout.
    for join in (lambda words, item: words + item, _run_on):
        so_far: list[str] = []
        for right, given in zip(expected, actual, strict=True):
            so_far = join(so_far, right.split())
            if given.split() != so_far:
                break
        else:
            return expected != actual
    return False


def _run_on(words: list[str], item: list[str]) -> list[str]:
    """`words` followed by `item`, the words they share at the border (an overlap) written once."""
    shared = next((k for k in range(min(len(words), len(item)), 0, -1) if words[-k:] == item[:k]), 0)
    return words + item[shared:]


def _joined_otherwise(expected: Any, actual: Any, texts: str = "") -> bool:
    """The right words in every item, with one other piece of whitespace in some of the right one's single
    spaces (not the text's own spacing, which keeps_the_texts_whitespace names)."""
    return (
        _items(expected, actual)
        and all(_single(e) for e in expected)
        and all(e.split() == a.split() for e, a in zip(expected, actual, strict=True))
        and len(_other_gaps(actual)) == 1
    )


def _other_gaps(actual: list[str]) -> set[str]:
    return {gap for item in actual for gap in re.findall(r"\s+", item) if gap != " "}


# Measures of an item the lesson bounds: its words, or its characters (chunk_chars).
_MEASURES: tuple[tuple[str, Callable[[str], int]], ...] = (
    ("words", lambda item: len(item.split())),
    ("characters", len),
)


def _where_it_stops(trials: Sequence[Trial], item: str) -> str:
    """The rule that ends every answer where it ends, read off the right items, when one of a few holds on all."""
    for unit, measure in _MEASURES:
        for bound in ("size", "limit"):
            if all(_first_below(t, measure, bound) == len(t.actual) - 1 for t in trials):
                return f", right after the first {item} of fewer than `{bound}` {unit}"
        if all(_first_shorter(t, measure) == len(t.actual) - 1 for t in trials):
            return f", right after the first {item} with fewer {unit} than the one before it"
    return ""


def _first_below(trial: Trial, measure: Callable[[str], int], bound: str) -> int | None:
    most = trial.arguments.get(bound)
    if not isinstance(most, int):
        return None
    return next((n for n, each in enumerate(trial.expected) if measure(each) < most), None)


def _first_shorter(trial: Trial, measure: Callable[[str], int]) -> int | None:
    right = trial.expected
    return next((n for n in range(1, len(right)) if measure(right[n]) < measure(right[n - 1])), None)


def _stopped(trials: Sequence[Trial], item: str) -> str:
    where = _where_it_stops(trials, item)
    return (
        f"Your answers stop too soon: each is the first {item}s of the right answer, and the rest are "
        f"missing{where}: what ends your loop ends it before the last {item}."
    )


def _went_on(trials: Sequence[Trial], item: str) -> str:
    return (
        f"Your answers go on past the right ones: each holds every right {item}, then more {item}s after them: "
        f"what should end your loop after the last {item} does not."
    )


def _extra_first_said(trials: Sequence[Trial], item: str) -> str:
    firsts = {t.actual[0] for t in trials}
    if all(t.actual[0].strip() == str(len(t.expected)) for t in trials):
        what = f"the number of {item}s that follow it"
    elif all(_from_line_one(t) for t in trials):
        return (
            f"Your output starts with an extra line made of line 1's numbers ({trials[0].actual[0]!r} on the "
            "smallest failing input): the text starts after the two numbers."
        )
    elif len(firsts) == 1:
        what = f"{trials[0].actual[0]!r} every time"
    else:
        what = f"{trials[0].actual[0]!r} on the smallest failing input"
    return f"Your answers hold one extra {item} before the right ones: {what}. Give only the {item}s themselves."


def _from_line_one(trial: Trial) -> bool:
    """Is the extra first line made of line 1's numbers (a program's text read from too early)?"""
    stdin = trial.arguments.get("stdin")
    if not isinstance(stdin, str):
        return False
    numbers = stdin.partition("\n")[0].split()[:2]
    words = trial.actual[0].split()
    return bool(words) and all(word in numbers or any(word in number for number in numbers) for word in words)


def _left_out_said(trials: Sequence[Trial], item: str, *, start: bool) -> str:
    shared = all(_shares_left_out(t, start=start) for t in trials)
    end, other = ("first", "before") if start else ("last", "after")
    why = f"the words it shares with the {item} {other} it" if shared else f"its {end} words"
    return (
        f"Each of your {item}s that differs from the right one is that {item} without {why}: a {item} holds "
        f"every word from its first to its last, {'the overlap included' if shared else 'none left out'}."
    )


def _shares_left_out(trial: Trial, *, start: bool) -> bool:
    """Are the words each differing item leaves out the ones the right item shares with its neighbour?"""
    right = trial.expected
    for place, words, kept in _differing(trial.expected, trial.actual):
        missing = words[: len(words) - len(kept)] if start else words[len(kept) :]
        neighbour = place - 1 if start else place + 1
        if not 0 <= neighbour < len(right):
            return False
        near = right[neighbour].split()
        if (near[-len(missing) :] if start else near[: len(missing)]) != missing:
            return False
    return True


def _joined_said(trials: Sequence[Trial], item: str) -> str:
    (gap,) = _other_gaps(trials[0].actual)
    lists = [name for name, value in trials[0].arguments.items() if is_text_list(value)]
    where = "in some of the places"
    if lists and all(_gaps_at_item_ends(t, gap, lists[0]) for t in trials):
        where = f"between two of the input's {lists[0]}"
    return (
        f"Your answers hold the right words, but put {gap!r} {where} where the lesson puts a single space: join "
        "them with one space."
    )


def _gaps_at_item_ends(trial: Trial, gap: str, name: str) -> bool:
    """Does every `gap` in the answers follow the last word of one of the input list's items?"""
    ends = {item.split()[-1] for item in trial.arguments[name] if item.split()}
    return all(
        before.split()[-1:] and before.split()[-1] in ends for each in trial.actual for before in each.split(gap)[:-1]
    )


def _marks(expected: Any, actual: Any) -> tuple[str, str] | None:
    """(what comes before, what comes after) each right item in yours, alike but for their numbers: a label, a
    bullet or a line number added to every item. None when the items are not the right ones so marked."""
    if not (is_text_list(expected) and is_text_list(actual)) or len(expected) != len(actual) or not expected:
        return None
    befores, afters = [], []
    for right, given in zip(expected, actual, strict=True):
        at = given.find(right) if right else -1
        if at < 0:
            return None
        befores.append(given[:at])
        afters.append(given[at + len(right) :])
    alike = all(len({re.sub(r"\d+", "#", part) for part in parts}) == 1 for parts in (befores, afters))
    return (befores[0], afters[0]) if alike and (befores[0] or afters[0]) else None


def _marked(expected: Any, actual: Any, texts: str = "") -> bool:
    """Every item marked alike, and the mark is not more of the input's words (an item that runs on past its end
    holds the right one too, followed by the text's next words)."""
    marks = _marks(expected, actual)
    if marks is None:
        return False
    added = " ".join(marks).split()
    given = set(texts.replace("\0", " ").split())
    return not added or not all(word in given for word in added)


def _marked_said(trials: Sequence[Trial], item: str) -> str:
    before, after = _marks(trials[0].expected, trials[0].actual) or ("", "")
    added = " and ".join(f"{part!r} {where}" for part, where in ((before, "in front"), (after, "after it")) if part)
    numbered = any(
        re.search(r"\d", part) for t in trials for pair in [_marks(t.expected, t.actual)] for part in pair or ()
    )
    counted = f" (its number counting the {item}s)" if numbered else ""
    return (
        f"Each of your {item}s is the right one with {added}{counted}, as on the smallest failing input: give the "
        f"{item}s alone, nothing added."
    )


def _joins(expected: Any, actual: Any) -> str | None:
    """The one separator that joins runs of right items, side by side, into your fewer items; None when none does."""
    if not (is_text_list(expected) and is_text_list(actual)) or not 0 < len(actual) < len(expected):
        return None
    for given in actual:
        first = next((right for right in expected if given.startswith(right) and given != right), None)
        if first is None:
            continue
        rest = given[len(first) :]
        for cut in range(1, len(rest) + 1):
            separator = rest[:cut]
            # Texts of words joined by one space are texts merged: what merging does, not a join of its own.
            if separator != " " and _joined_by(separator, expected, actual):
                return separator
        return None
    return None


def _joined_by(separator: str, expected: list[str], actual: list[str]) -> bool:
    """Is `actual` the right items cut into runs, each run joined by `separator`?"""
    place = 0
    for given in actual:
        taken = 1
        while place + taken <= len(expected) and separator.join(expected[place : place + taken]) != given:
            taken += 1
        if place + taken > len(expected):
            return False
        place += taken
    return place == len(expected)


def _joined_items(expected: Any, actual: Any, texts: str = "") -> bool:
    return _joins(expected, actual) is not None


def _joined_items_said(trials: Sequence[Trial], item: str) -> str:
    separator = _joins(trials[0].expected, trials[0].actual)
    into = "one" if all(len(t.actual) == 1 for t in trials) else "fewer"
    return (
        f"Your answers are the right {item}s joined into {into} with {separator!r} between them: give each {item} "
        "as an item of its own, in a list."
    )


def _runs(items: list[Any]) -> list[tuple[Any, int]]:
    runs: list[tuple[Any, int]] = []
    for each in items:
        if runs and runs[-1][0] == each:
            runs[-1] = (each, runs[-1][1] + 1)
        else:
            runs.append((each, 1))
    return runs


def _repeated(expected: Any, actual: Any, texts: str = "") -> bool:
    """The right items in their order, some given twice or more in a row."""
    if not (is_text_list(expected) and is_text_list(actual)) or len(actual) <= len(expected) or not expected:
        return False
    right, given = _runs(expected), _runs(actual)
    return len(right) == len(given) and all(r == g and n <= m for (r, n), (g, m) in zip(right, given, strict=True))


def _repeated_said(trials: Sequence[Trial], item: str) -> str:
    smallest = trials[0]
    (each, times) = max(_runs(smallest.actual), key=lambda run: run[1])
    per = _one_per(trials)
    why = f": you give one for each of `{per}`, where each {item} comes once however many it stands for" if per else ""
    return (
        f"Your answers hold the right {item}s in the right order, but some more than once in a row ({each!r} "
        f"{times} times on the smallest failing input){why}."
    )


def _one_per(trials: Sequence[Trial]) -> str | None:
    """The list argument of as many different items as every failing answer has items, when one is."""
    names = [name for name, value in trials[0].arguments.items() if isinstance(value, list)]
    for name in names:
        if all(
            isinstance(t.arguments.get(name), list) and len(set(map(repr, t.arguments[name]))) == len(t.actual)
            for t in trials
        ):
            return name
    return None


# Numbers this close to the right ones (relatively) and still not the same answer are the right method with a tiny
# change on the way; farther apart, another method.
NEARLY = 1e-6


def _leaves(value: Any) -> list[Any] | None:
    """The values of an answer of lists and tuples, in order (None for any other answer)."""
    if isinstance(value, list | tuple):
        found: list[Any] = []
        for item in value:
            inner = _leaves(item) if isinstance(item, list | tuple) else [item]
            if inner is None:
                return None
            found += inner
        return found
    return [value] if type(value) in (int, float) else None


def _float_pairs(expected: Any, actual: Any) -> list[tuple[float, float]] | None:
    """(right, yours) for each float that differs, when all else in the answers is the same. In a pair (place,
    score) the place may differ too: where two scores are that close, which is highest moves with the change."""
    right, given = _leaves(expected), _leaves(actual)
    if right is None or given is None or len(right) != len(given):
        return None
    scored = [type(each) for each in right] == [int, float]
    pairs = []
    for r, g in zip(right, given, strict=True):
        if type(r) is float and type(g) in (int, float):
            if r != g:
                pairs.append((r, float(g)))
        elif type(r) is not type(g) or (r != g and not (scored and type(r) is int)):
            return None
    return pairs


def _nearly_the_same(expected: Any, actual: Any, texts: str = "") -> bool:
    pairs = _float_pairs(expected, actual)
    return bool(pairs) and all(abs(r - g) <= NEARLY * max(1.0, abs(r)) for r, g in pairs or ())


def _nearly_said(trials: Sequence[Trial], item: str) -> str:
    right, given = next(iter(_float_pairs(trials[0].expected, trials[0].actual) or [(0.0, 0.0)]))
    places = _decimals_alike(right, given)
    return (
        f"Your numbers are right to {places} decimal places and differ after ({given!r} where the right one is "
        f"{right!r}, on the smallest failing input): the method is the lesson's, with something tiny added or lost "
        "on the way: a small number added to a divisor, a rounding, a float of less precision. Compute it exactly "
        "as the lesson writes it."
    )


def _decimals_alike(right: float, given: float) -> int:
    """The decimal places to which the two numbers round alike."""
    return next((n for n in range(17) if round(right, n + 1) != round(given, n + 1)), 17)


@dataclass(frozen=True)
class Relation:
    key: str
    # (expected, actual, the input's texts joined) → does the relation hold?
    holds: Callable[[Any, Any, str], bool]
    # (the failing trials, what one item is called) → the sentence.
    words: Callable[[Sequence[Trial], str], str]
    # (expected, actual) → does this answer tell the relation from others? One failing answer must (a right
    # answer of one item, none given, is "without its first item" and "the first items only" alike).
    telling: Callable[[Any, Any], bool] = lambda expected, actual: True


RELATIONS: tuple[Relation, ...] = (
    Relation(
        "keeps_the_texts_whitespace",
        _spacing_kept,
        lambda trials, item: (
            "Your answers hold the right words, but keep the text's own whitespace between them (tabs, "
            "line breaks, runs of spaces): join the words with single spaces."
        ),
    ),
    Relation(
        "single_spaces_instead_of_the_text",
        _spacing_lost,
        lambda trials, item: (
            "Your answers hold the right words, but with single spaces where the text has other "
            "whitespace: a chunk is the stretch of the original text, its whitespace kept as written."
        ),
    ),
    Relation(
        "characters_joined",
        _characters_spaced,
        lambda trials, item: (
            "Your answers are the right ones with a space between every two characters: a text was given to "
            '" ".join(), which joins its characters one by one. Join the list of words instead.'
        ),
    ),
    Relation(
        "lower_case",
        _lowered,
        lambda trials, item: "Your answers are the right ones in lower case: keep every word exactly as written.",
    ),
    Relation("numbers_nearly_right", _nearly_the_same, _nearly_said),
    # Alike on one item is no pattern: some failing answer must show the mark on two.
    Relation("items_marked", _marked, _marked_said, telling=lambda expected, actual: len(actual) > 1),
    Relation("items_joined", _joined_items, _joined_items_said),
    Relation("items_repeated", _repeated, _repeated_said),
    Relation(
        "rejects_the_wrong_way",
        _rejected_the_wrong_way,
        lambda trials, item: (
            "Your program rejects exactly the inputs it should, but not as the lesson says: "
            f"{trials[0].actual[len('error (') : -1]} (a rejection prints nothing on stdout, one sentence on stderr, "
            "and exits with status 2)."
        ),
    ),
)

# What the answers look like as a whole, read off them: after "where" (judge/explain.py), whose named feature of the
# input is nearer the cause when both hold (a run of repeated words that makes the loop stop early, say).
STRUCTURE: tuple[Relation, ...] = (
    Relation("extra_first_item", _extra_first, _extra_first_said),
    Relation(
        "first_item_missing",
        _first_missing,
        lambda trials, item: (
            f"Your answers are the right ones without their first {item}: your loop starts one {item} late (the "
            "first is number 0)."
        ),
        telling=lambda expected, actual: len(expected) > 1,
    ),
    Relation("first_words_left_out", _starts_left_out, partial(_left_out_said, start=True)),
    Relation("last_words_left_out", _ends_left_out, partial(_left_out_said, start=False)),
    Relation("joined_with_other_whitespace", _joined_otherwise, _joined_said),
    Relation(
        "items_never_cleared",
        _gathered,
        lambda trials, item: (
            f"Each of your {item}s holds every word from the start of the first {item} up to where the right one "
            f"ends: what the loop gathers for one {item} is never cleared before the next (start each afresh)."
        ),
    ),
)

# Where a loop ends, read off the answers: last of all (judge/explain.py), as it says what and not why; a bound of
# "exactly where" names the inputs it happens on, which is nearer the cause.
ENDINGS: tuple[Relation, ...] = (
    Relation("stops_too_soon", _stops_early, _stopped),
    Relation("goes_on_too_long", _goes_on, _went_on),
)


def _over_limits(actual: Any) -> bool:
    return isinstance(actual, Returned) and "more than" in actual.what  # the worker's words for its limits


def _texts(arguments: Any) -> str:
    parts = []
    for value in arguments.values():
        if isinstance(value, str):
            parts.append(value)
        elif isinstance(value, list):
            parts += [item for item in value if isinstance(item, str)]
    return "\0".join(parts)  # not whitespace: a gap between two items is none of the input's own


def _accepted_a_rejection(context: Context) -> Finding | None:
    """Every failing input is one the lesson rejects and the program accepts: the reference's own reason. A
    program that did write its sentence on stderr and printed nothing rejected it all but the exit status; one that
    wrote it and printed chunks went on after it."""
    went_on = went_on_after_its_sentence(context)
    if went_on:
        message = (
            "Your program writes its sentence on stderr for input the lesson rejects, then goes on: it prints "
            "chunks and exits with status 0. Stop right after the sentence, with exit status 2 (`return 2` from "
            "main, or `sys.exit(2)`)."
        )
        # The crashes among the failures keep their own traceback: the claim is about the inputs it went on with.
        return Finding("shape", "goes_on_after_rejecting", message, Fit(went_on, len(went_on), contradicted=False))
    failing = context.evidence.failing
    if not failing or not all(t.expected == "error" and isinstance(t.actual, list) for t in failing):
        return None
    reasons = [context.judging.oracle.rejection_reason(t.arguments["stdin"]) for t in failing]
    if not all(reasons):
        return None
    whole = Fit(tuple(range(len(failing))), len(failing), contradicted=False)
    if all(not t.actual for t in failing) and _wrote_on_stderr(context, failing[0].arguments):
        message = (
            "Your program rejects what it should, writing its sentence on stderr, but then exits with status 0: "
            "a rejection ends with status 2 (`sys.exit(2)`; a bare `return` or falling off the end gives 0)."
        )
        return Finding("shape", "rejects_with_status_zero", message, whole)
    message = f"Your program accepts input the lesson rejects; on the smallest one the rule it breaks is: {reasons[0]}"
    return Finding("shape", "accepts_what_the_lesson_rejects", message, whole)


def went_on_after_its_sentence(context: Context) -> tuple[int, ...]:
    """The failing inputs the lesson rejects and the program accepted (exit status 0), when on the smallest that
    printed chunks it also wrote a sentence (not a traceback) on stderr: it saw the problem and did not stop. The
    other failures must be crashes, or rejections made another wrong way. A known mistake that accepts such input
    without a word is another program: they agree on stdout alone."""
    failing = context.evidence.failing
    if not context.exercise.is_program:
        return ()
    places = tuple(n for n, t in enumerate(failing) if t.expected == "error" and isinstance(t.actual, list))
    others = [t for n, t in enumerate(failing) if n not in places]
    printed = [n for n in places if failing[n].actual]
    if not printed or not all(isinstance(t.actual, Raised) or _rejected_otherwise(t.actual) for t in others):
        return ()
    attempt = context.learner(failing[printed[0]].arguments)
    value = attempt.value if attempt.status == "ok" and isinstance(attempt.value, dict) else {}
    said = str(value.get("stderr", "")).strip()
    went_on = value.get("exit_code") == 0 and bool(said) and not said.startswith("Traceback")
    return places if went_on else ()


def _rejected_otherwise(actual: Any) -> bool:
    return isinstance(actual, str) and actual.startswith("error (")


def _wrote_on_stderr(context: Context, arguments: Any) -> bool:
    attempt = context.learner(arguments)
    value = attempt.value if attempt.status == "ok" and isinstance(attempt.value, dict) else {}
    return bool(str(value.get("stderr", "")).strip()) and not str(value.get("stdout", ""))


def _crashed_instead_of_rejecting(context: Context) -> Finding | None:
    """Every failing input is one the lesson rejects, and the program stopped on an exception instead."""
    failing = context.evidence.failing
    if not failing or not all(t.expected == "error" and isinstance(t.actual, Raised) for t in failing):
        return None
    kinds = {t.actual.kind for t in failing if isinstance(t.actual, Raised)}
    whole = Fit(tuple(range(len(failing))), len(failing), contradicted=False)
    message = (
        f"Your program stops with an uncaught {' or '.join(sorted(kinds))} on input the lesson rejects: check "
        "line 1 before you use it, and reject a bad one yourself (one sentence on stderr, then exit status 2)."
    )
    return Finding("shape", "crashes_instead_of_rejecting", message, whole)


# A recursion that fails only on inputs at least this big (words and items) went too deep; one that fails on small
# inputs never stopped.
DEEP_UNITS = 200


def _too_deep(context: Context) -> Finding | None:
    """Every failing input raises RecursionError, and only long ones: a call per item, past Python's ~1,000 levels."""
    failing = context.evidence.failing
    if not failing or not all(isinstance(t.actual, Raised) and t.actual.kind == "RecursionError" for t in failing):
        return None
    smallest = min(size_of(t.arguments) for t in failing)
    if smallest < DEEP_UNITS:
        return None
    item = context.exercise.item or "item"
    lists = any(isinstance(value, list) for value in failing[0].arguments.values())
    message = (
        f"Your code raises RecursionError only on long inputs (the smallest failing one here has {smallest:,} "
        f"{'words and items' if lists else 'words'}; shorter ones are right): each {item} adds one more call to a "
        "chain of calls, and Python stops such a chain at about 1,000. Make it a loop."
    )
    return Finding("shape", "recursion_too_deep", message, Fit(tuple(range(len(failing))), len(failing), False))


def explain(context: Context) -> Finding | None:
    deep = _too_deep(context)
    if deep is not None:
        return deep
    if context.exercise.is_program:
        found = _accepted_a_rejection(context) or _crashed_instead_of_rejecting(context)
        if found is not None:
            return found
    return _read_off(context, RELATIONS, "shape")


def explain_structure(context: Context) -> Finding | None:
    return _read_off(context, STRUCTURE, "answer_structure")


def explain_endings(context: Context) -> Finding | None:
    return _read_off(context, ENDINGS, "loop_ends")


def _read_off(context: Context, relations: tuple[Relation, ...], explainer: str) -> Finding | None:
    """The first relation that holds on every failing answer read."""
    # An answer over the worker's limits is no answer to read (code that gathers without clearing reaches them).
    places = [n for n, trial in enumerate(context.evidence.failing) if not _over_limits(trial.actual)]
    failing = tuple(context.evidence.failing[n] for n in places)
    # Answers read only where the right answer is empty show nothing of a rule: any item is "extra" there.
    if not any(t.expected for t in failing):
        return None
    for relation in relations:
        holds = all(relation.holds(t.expected, t.actual, _texts(t.arguments)) for t in failing)
        if holds and any(relation.telling(t.expected, t.actual) for t in failing):
            whole = Fit(tuple(places), len(places), contradicted=False)  # the answers over limits not tried
            return Finding(
                explainer,
                relation.key,
                relation.words(failing, context.exercise.item or "item"),
                whole,
                covers=lambda arguments, expected, actual, r=relation: r.holds(  # type: ignore[misc]
                    expected, actual, _texts(arguments)
                ),
            )
    return None
