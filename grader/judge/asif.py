"""As if: the learner's answers are the right answers for a nearby input (a number one off, the step taken
as the size, chunk numbers counted from 1, another order …)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..errors import KataError
from .evidence import Finding, NoAnswer, fit
from .shrink import valid
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


def _no_overlap(arguments: Arguments) -> dict[str, Any] | None:
    if not arguments.get("overlap"):
        return None
    return {**arguments, "overlap": 0}


def _step_as_size(arguments: Arguments) -> dict[str, Any] | None:
    if not arguments.get("overlap") or "size" not in arguments:
        return None
    return {**arguments, "size": arguments["size"] - arguments["overlap"], "overlap": 0}


def _hits_from(delta: int) -> Callable[[Arguments], dict[str, Any] | None]:
    def change(arguments: Arguments) -> dict[str, Any] | None:
        if not arguments.get("hits"):
            return None
        return {**arguments, "hits": [hit + delta for hit in arguments["hits"]]}

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


def _predictor(context: Context, way: Nearby) -> Any:
    def predict(arguments: dict[str, Any]) -> Any:
        try:
            if way.change_input is not None:
                changed = way.change_input(arguments)
                if changed is None or not valid(changed):
                    raise NoAnswer()
                return context.reference(changed)
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
    for way in nearby(smallest):
        predict = _predictor(context, way)
        found = fit(predict, context.evidence)
        if found.whole:
            near = way.change_input(smallest) if way.change_input else None
            return Finding("as_if", way.key, way.words(smallest, near), found, predict)
    return None
