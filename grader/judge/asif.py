"""As if: the learner's answers are the right answers for a nearby input (a number one off, the step taken
as the size, chunk numbers counted from 1, another order …)."""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from ..errors import KataError
from .evidence import Finding, NoAnswer, fit
from .relations import is_text_list, starts_with_two_numbers
from .shrink import valid
from .trigger import every_text
from .trusted import OutOfTime

if TYPE_CHECKING:
    from .explain import Context

Arguments = Mapping[str, Any]


@dataclass(frozen=True)
class Nearby:
    """One way to be near: a changed input (or a changed answer), and how to say it for one input."""

    key: str
    change_input: Callable[[Arguments], dict[str, Any] | None] | None
    # The right answer → the learner's (with the input too, for a change that depends on a number of it).
    change_answer: Callable[[Any], Any] | None
    # (the smallest failing input, the input it stands for) → the sentence.
    words: Callable[[Arguments, dict[str, Any] | None], str]
    change_answer_for: Callable[[Arguments, Any], Any] | None = None


def _numbers(arguments: Arguments) -> Iterator[str]:
    for name in ("size", "overlap", "limit"):
        if isinstance(arguments.get(name), int) and not isinstance(arguments.get(name), bool):
            yield name


def _shifted(name: str, delta: int) -> Nearby:
    more = "one more" if delta > 0 else "one less"

    def change(arguments: Arguments) -> dict[str, Any] | None:
        return {**arguments, name: arguments[name] + delta} if name in arguments else None

    def words(arguments: Arguments, near: dict[str, Any] | None) -> str:
        shown = near[name] if near else "?"
        return (
            f"Your answers are what {name} {more} would give: on the smallest failing input they are the "
            f"right answer for {name} = {shown}, but {name} is {arguments[name]}."
        )

    return Nearby(f"as_if_{name}_{'plus' if delta > 0 else 'minus'}_one", change, None, words)


# A change that leaves an input as it is (no overlap to drop) keeps it: the hypothesis answers as the lesson does
# there, which an input the learner got right must agree with. None only where the change has no meaning at all.


def _no_overlap(arguments: Arguments) -> dict[str, Any] | None:
    if "overlap" not in arguments:
        return None
    return {**arguments, "overlap": 0}


def _step_as_size(arguments: Arguments) -> dict[str, Any] | None:
    if "overlap" not in arguments or "size" not in arguments:
        return None
    return {**arguments, "size": arguments["size"] - arguments["overlap"], "overlap": 0}


def _hits_from(delta: int) -> Callable[[Arguments], dict[str, Any] | None]:
    def change(arguments: Arguments) -> dict[str, Any] | None:
        if not isinstance(arguments.get("hits"), list):
            return None
        return {**arguments, "hits": [hit + delta for hit in arguments["hits"]]}  # no hits: none either way

    return change


def _rounded(places: int) -> Callable[[Any], Any]:
    """Every float in an answer (inside tuples and lists too) rounded to `places` decimals."""

    def walk(value: Any) -> Any:
        if isinstance(value, float):
            return round(value, places)
        if isinstance(value, (list, tuple)):
            return type(value)(walk(item) for item in value)
        return value

    return walk


def _rounding(places: int) -> Nearby:
    return Nearby(
        f"as_if_rounded_to_{places}_places",
        None,
        _rounded(places),
        lambda a, n: (
            f"Your answers are the right ones with every number rounded to {places} decimal places: keep the full "
            "value, and round only where it is shown."
        ),
    )


# When a last item of text counts as short: (its words, the task's size or limit) → short?
_SHORT: tuple[tuple[str, str, Callable[[int, int], bool]], ...] = (
    ("one_word", "of one word", lambda words, most: words == 1),
    ("under_half", "of fewer than half of {name} words", lambda words, most: words < most // 2),
    ("under_most", "of fewer than {name} words", lambda words, most: words < most),
)


def _bound_name(arguments: Arguments) -> str | None:
    return next((name for name in ("limit", "size") if isinstance(arguments.get(name), int)), None)


def _last_item(short: Callable[[int, int], bool], glue: bool) -> Callable[[Arguments, Any], Any]:
    """The right answer with its last text glued onto the one before (or left out) when it is short."""

    def change(arguments: Arguments, answer: Any) -> Any:
        name = _bound_name(arguments)
        if name is None or not isinstance(answer, list) or not all(isinstance(item, str) for item in answer):
            raise NoAnswer()
        if len(answer) < 2 or not short(len(answer[-1].split()), arguments[name]):
            return answer
        return [*answer[:-2], f"{answer[-2]} {answer[-1]}"] if glue else answer[:-1]

    return change


def _sentence(text: str) -> Callable[[Arguments, dict[str, Any] | None], str]:
    return lambda arguments, near: text


def _last_items(arguments: Arguments) -> list[Nearby]:
    """A short last piece (or chunk) glued onto the one before, or left out: a "tidy" ending the lesson has not."""
    name = _bound_name(arguments)
    if name is None:
        return []
    ways = []
    for key, said, short in _SHORT:
        shown = said.format(name=name)
        for glue in (True, False):
            done = "is glued onto the one before" if glue else "is left out"
            ways.append(
                Nearby(
                    f"as_if_short_last_{'glued' if glue else 'dropped'}_{key}",
                    None,
                    None,
                    _sentence(
                        f"Your answers are the right ones, except that a last item {shown} {done} (when there are "
                        "others): the lesson keeps it as it is."
                    ),
                    change_answer_for=_last_item(short, glue),
                )
            )
    return ways


def _without_blank_items(arguments: Arguments) -> dict[str, Any]:
    """The input with every list of texts rid of its items without words (as it is when it has none)."""
    changed = {
        name: [item for item in value if item.split()]
        for name, value in arguments.items()
        if isinstance(value, list) and all(isinstance(item, str) for item in value)
    }
    return {**arguments, **changed}


def _numbers_as_words(arguments: Arguments) -> dict[str, Any] | None:
    """A program's input with line 1's two numbers also taken as the first words of the text."""
    stdin = arguments.get("stdin")
    if not isinstance(stdin, str):
        return None
    fields = stdin.partition("\n")[0].split()
    if not starts_with_two_numbers(fields):
        return dict(arguments)  # a line 1 the lesson rejects is rejected either way
    return {**arguments, "stdin": f"{' '.join(fields[:2])} {stdin}"}


def _running(arguments: Arguments) -> dict[str, Any] | None:
    """Each text of a list joined to the ones before it: what a count or list kept across the loop sees."""
    changed = {
        name: [" ".join(value[: end + 1]) for end in range(len(value))]
        for name, value in arguments.items()
        if is_text_list(value)
    }
    return {**arguments, **changed} if changed else None  # a list of one item or none is what it was


def _every_word_an_item(arguments: Arguments) -> dict[str, Any] | None:
    """Each list of texts with every word an item of its own: what code that gathers the words of all items, then
    cuts them, sees."""
    changed = {
        name: [word for item in value for word in item.split()]
        for name, value in arguments.items()
        if is_text_list(value)
    }
    return {**arguments, **changed} if changed else None


def _words_from_the_end(arguments: Arguments) -> dict[str, Any] | None:
    """The words of the input in the other order (a text's, or a list's items last first, each one's words
    backwards): windows or pieces laid from the last word back are those of this input, read backwards."""
    text = arguments.get("text")
    if isinstance(text, str) and "size" in arguments:
        return {**arguments, "text": _backwards(text)}
    listed = {name: value for name, value in arguments.items() if is_text_list(value)}
    if len(listed) != 1 or "limit" not in arguments:
        return None
    return {**arguments, **{name: [_backwards(item) for item in reversed(value)] for name, value in listed.items()}}


def _backwards(text: str) -> str:
    return " ".join(reversed(text.split()))


def _read_backwards(answer: Any) -> Any:
    """Chunks of the text read backwards, turned round again: the last chunk first, each one's words in order."""
    if not is_text_list(answer):
        return None
    return [_backwards(chunk) for chunk in reversed(answer)]


def nearby(arguments: Arguments) -> list[Nearby]:
    ways = [_shifted(name, delta) for name in _numbers(arguments) for delta in (1, -1)]
    ways += [_rounding(places) for places in (1, 2, 3, 4, 6)]
    ways += _last_items(arguments)
    ways.append(
        Nearby(
            "as_if_blank_items_dropped",
            _without_blank_items,
            None,
            _sentence(
                "Your answers are what the input gives with its items that hold no word taken out: an item without "
                "words still counts, and the ones after it keep their places."
            ),
        )
    )
    ways += [
        Nearby(
            "as_if_numbers_in_the_text",
            _numbers_as_words,
            None,
            _sentence(
                "Your output is what the input gives when line 1's two numbers are also words of the text: they "
                "set size and overlap, and the text starts after them."
            ),
        ),
        Nearby(
            "as_if_running_items",
            _running,
            None,
            lambda a, n: (
                "Your answers are what the input gives when each item of a list also holds every item before it: "
                "what is counted or gathered for one item is never cleared before the next (start it afresh "
                "inside the loop)."
            ),
        ),
        Nearby(
            "as_if_every_word_an_item",
            _every_word_an_item,
            None,
            _sentence(
                "Your answers are what the input gives when every word is an item of its own: you cut the words of "
                "all items together, across the items' ends, where the lesson keeps each item whole."
            ),
        ),
        Nearby(
            "as_if_laid_from_the_end",
            _words_from_the_end,
            _read_backwards,
            lambda a, n: (
                "Your chunks are the right ones laid from the end of the text back: the last one ends on the last "
                "word and the first may be short. The lesson starts the first chunk at word 0, and only the last "
                "may be short."
                if "text" in a
                else "Your pieces are the right ones packed from the last item back: the last piece is filled first. "
                "The lesson fills the first piece first, in order, and only the last may have room left."
            ),
        ),
        Nearby(
            "as_if_no_overlap",
            _no_overlap,
            None,
            lambda a, n: f"Your answers are what overlap 0 would give: the overlap is left out (it is {a['overlap']}).",
        ),
        Nearby(
            "as_if_step_is_size",
            _step_as_size,
            None,
            lambda a, n: (
                f"Your answers are what chunks of size - overlap = {a['size'] - a['overlap']} words with no overlap "
                f"would give: the step is taken as the size (size is {a['size']})."
            ),
        ),
        Nearby(
            "as_if_hits_from_one",
            _hits_from(-1),
            None,
            lambda a, n: "Your answers are what the hit numbers minus one would give: chunks counted from 1, not 0.",
        ),
        Nearby(
            "as_if_hits_plus_one",
            _hits_from(1),
            None,
            lambda a, n: (
                "Your answers are what the hit numbers plus one would give: each hit names the chunk after it."
            ),
        ),
        Nearby(
            "as_if_reversed",
            None,
            lambda answer: answer[::-1] if isinstance(answer, list) else None,
            lambda a, n: "Your answers are the right ones in reverse order.",
        ),
        Nearby(
            "as_if_sorted",
            None,
            lambda answer: sorted(answer) if isinstance(answer, list) else None,
            lambda a, n: "Your answers are the right ones sorted alphabetically instead of in document order.",
        ),
        Nearby(
            "as_if_negated",
            None,
            lambda answer: (not answer) if isinstance(answer, bool) else None,
            lambda a, n: "Your answers are the opposite of the right ones: True where False is right, and back.",
        ),
    ]
    return ways


# ---- Ways learned from the answers themselves: the words a learner's code drops or rewrites, read off the failing
# answers, then tried as a change of the input like any other (a stop list nobody listed, entities unescaped, quotes
# straightened …).

# At most this many rewrites, or words dropped (a stop list is dozens), are learned: more is no rule one sentence
# can state.
LEARNED_MOST = 12
DROPPED_MOST = 60


def _text_words(arguments: Arguments) -> list[str]:
    words: list[str] = []
    for value in arguments.values():
        if isinstance(value, str):
            words += value.split()
        elif isinstance(value, list):
            words += [word for item in value if isinstance(item, str) for word in item.split()]
    return words


def _answer_words(answer: Any) -> list[str] | None:
    if not is_text_list(answer):
        return None
    return [word for item in answer for word in item.split()]


def _dropped_words(context: Context) -> list[str]:
    """The words of the inputs that the learner's answers leave out while the right answers hold them: read off the
    failing answers, then (when those show some) off the answers on the edge inputs and case variants too, whose
    words a small failing input may not hold (a stop list is dozens of words)."""
    dropped: dict[str, None] = {}
    for trial in context.evidence.failing:
        words = _left_out(trial.arguments, trial.expected, trial.actual)
        if words is None:
            return []
        dropped.update(words)
    if dropped:
        from .explain import _population, answers_to

        population = _population(context)
        for (arguments, right), answer in zip(population, answers_to(context, population) or (), strict=False):
            dropped.update(_left_out(arguments, right, answer) or {})
    return list(dropped) if len(dropped) <= DROPPED_MOST else []


def _left_out(arguments: Arguments, right: Any, answer: Any) -> dict[str, None] | None:
    given, words = _answer_words(answer), _answer_words(right)
    if given is None or words is None:
        return None
    kept, written = set(given), set(_text_words(arguments))
    return dict.fromkeys(word for word in words if word not in kept and word in written)


def _without_words(words: list[str]) -> Callable[[Arguments], dict[str, Any] | None]:
    pattern = re.compile(r"(?<!\S)(?:" + "|".join(map(re.escape, words)) + r")(?!\S)")

    def change(arguments: Arguments) -> dict[str, Any] | None:
        return every_text(lambda text: pattern.sub("", text))(arguments)

    return change


def _rewrites(context: Context) -> list[tuple[str, str]]:
    """(what the text writes, what the answers write instead) for the parts of words the failing answers change,
    read off items with as many words as the right ones (one rewrite for each part; none when two disagree)."""
    found: dict[str, str] = {}
    for trial in context.evidence.failing:
        pairs = _word_pairs(trial.expected, trial.actual)
        if pairs is None:
            return []
        for right, given in pairs:
            parts = _changed_parts(right, given)
            if parts is None:
                return []
            for old, new in parts:
                if old.isspace() or found.setdefault(old, new) != new:
                    return []
    return list(found.items()) if 0 < len(found) <= LEARNED_MOST else []


def _kept_words(context: Context) -> set[str]:
    """The words outside ASCII the learner's answers write as the right answers do (a rewrite must leave them)."""
    kept: set[str] = set()
    for trial in (*context.evidence.failing, *context.evidence.passing):
        right, given = _answer_words(trial.expected), _answer_words(trial.actual)
        if right is not None and given is not None and len(right) == len(given):
            kept.update(word for word, other in zip(right, given, strict=True) if word == other and not word.isascii())
    return kept


def _word_pairs(expected: Any, actual: Any) -> list[tuple[str, str]] | None:
    if not (_answer_words(expected) is not None and _answer_words(actual) is not None and len(expected) == len(actual)):
        return None
    pairs = []
    for right, given in zip(expected, actual, strict=True):
        if len(right.split()) != len(given.split()):
            return None
        pairs += [(r, g) for r, g in zip(right.split(), given.split(), strict=True) if r != g]
    return pairs


def _changed_parts(right: str, given: str) -> list[tuple[str, str]] | None:
    """The stretches of a word changed, as (right, given); None when a stretch is only added, which no change of
    the text's own characters makes."""
    parts = []
    for tag, start, end, given_start, given_end in difflib.SequenceMatcher(None, right, given).get_opcodes():
        if tag == "equal":
            continue
        if tag == "insert":
            return None
        parts.append((right[start:end], given[given_start:given_end]))
    return parts


_WORD_RUN = re.compile(r"\S+")

# Ways a learner rewrites a whole text with one call of the library (to make it safe to print, to fold accents
# away): when one of them gives every rewrite the failing answers show, it stands for them, on characters the
# failing answers never held too.
# Each is made of every word alone (the spaces between words are the lesson's, and the answers show words only);
# the likeliest first where two give the same rewrites seen (marks dropped before everything outside ASCII).
TEXT_REWRITES: tuple[Callable[[str], str], ...] = (
    lambda word: word.encode("ascii", "backslashreplace").decode("ascii"),
    lambda word: "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c)),
    lambda word: unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode("ascii"),
    lambda word: word.encode("ascii", "replace").decode("ascii"),
    lambda word: word.encode("ascii", "ignore").decode("ascii"),
)


def _each_word(rewrite: Callable[[str], str], text: str) -> str:
    return _WORD_RUN.sub(lambda found: rewrite(found[0]), text)


def _rewritten(pairs: list[tuple[str, str]], kept: set[str]) -> Callable[[Arguments], dict[str, Any] | None]:
    """The input with the rewrites read off the answers made: by the library call that gives them all and leaves
    the words the answers `kept` as written alone, if one does, else each part as it was seen."""
    for rewrite in TEXT_REWRITES:
        if all(rewrite(old) == new for old, new in pairs) and all(rewrite(word) == word for word in kept):
            return every_text(partial(_each_word, rewrite))
    ordered = sorted(pairs, key=lambda pair: -len(pair[0]))

    def change(arguments: Arguments) -> dict[str, Any] | None:
        def each(text: str) -> str:
            for old, new in ordered:
                text = text.replace(old, new)
            return text

        return every_text(each)(arguments)

    return change


def _shown(context: Context) -> str:
    """A few words as the input writes them and as the answers do."""
    pairs: dict[tuple[str, str], None] = {}
    for trial in context.evidence.failing:
        pairs.update(dict.fromkeys(_word_pairs(trial.expected, trial.actual) or ()))
    said = [f"{_visible(right, given)} became {_visible(given, right)}" for right, given in list(pairs)[:3]]
    return ", ".join(said) + (" …" if len(pairs) > 3 else "")


def _visible(word: str, other: str) -> str:
    """A word as a learner can tell it from `other`: with escapes where the two look alike on a screen (a letter
    and a combining accent against the accented letter; an invisible character)."""
    alike = unicodedata.normalize("NFC", word) == unicodedata.normalize("NFC", other)
    hidden = any(unicodedata.category(character) in ("Mn", "Cf") for character in word)
    return ascii(word) if alike or hidden else repr(word)


def learned(context: Context) -> list[Nearby]:
    """The ways read off this run's failing answers (none when they show no word dropped or rewritten)."""
    ways = []
    dropped = _dropped_words(context)
    if dropped:
        # One spelling of each word is enough to see the rule ('the', not also 'The' and 'THE').
        spelled = list({word.casefold(): word for word in reversed(dropped)}.values())[::-1]
        shown = ", ".join(map(repr, spelled[:6])) + (" …" if len(spelled) > 6 else "")
        ways.append(
            Nearby(
                "as_if_words_taken_out",
                _without_words(dropped),
                None,
                _sentence(
                    f"Your answers are what the input gives with the words {shown} taken out wherever they are: every "
                    "word of the input belongs in the answer, as it is written."
                ),
            )
        )
    rewrites = _rewrites(context)
    if rewrites:
        ways.append(
            Nearby(
                "as_if_text_rewritten",
                _rewritten(rewrites, _kept_words(context)),
                None,
                _sentence(
                    f"Your answers are what the input gives with its text changed first ({_shown(context)}): keep "
                    "every character of a word exactly as the input writes it."
                ),
            )
        )
    return ways


def _predictor(context: Context, way: Nearby) -> Any:
    def predict(arguments: dict[str, Any]) -> Any:
        try:
            if way.change_input is not None:
                changed = way.change_input(arguments)
                if changed is None or not valid(changed):
                    raise NoAnswer()
                answer = context.reference(changed)
                if way.change_answer is not None:  # the input changed, and the answer turned back to match it
                    answer = way.change_answer(answer)
                    if answer is None:
                        raise NoAnswer()
                return answer
            right = context.reference(arguments)
            if way.change_answer_for is not None:
                answer = way.change_answer_for(arguments, right)
            else:
                assert way.change_answer is not None
                answer = way.change_answer(right)
            if answer is None:
                raise NoAnswer()
            return answer
        except (KataError, OutOfTime) as error:
            raise NoAnswer() from error

    return predict


def explain(context: Context) -> Finding | None:
    if not context.evidence.failing:
        return None
    smallest = context.evidence.failing[0].arguments
    for way in [*nearby(smallest), *learned(context)]:
        predict = _predictor(context, way)
        found = fit(predict, context.evidence)
        if found.whole:
            near = way.change_input(smallest) if way.change_input else None
            return Finding("as_if", way.key, way.words(smallest, near), found, predict)
    return None
