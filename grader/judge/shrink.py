"""Shrinking: the smallest input on which the learner's code still fails the same way.

A failing case is made smaller one step at a time (fewer words, sentences or hits; a smaller size or limit;
plainer whitespace), and a step is kept only when the learner's answer on the smaller input is still wrong
*in the same way*: the same verdict, the same first broken promise (or, for a yes/no answer, the same
expected answer). Explainers then work on these small inputs, never on a 200,000-word perf text.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Generator, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

# How many smaller inputs one case may try, and all the cases of a run together (calls, not seconds: a
# report must not depend on how busy the machine is).
CALLS_PER_CASE = 60
RUN_CALLS = 300
# Inputs this small are shown as they are: shrinking them further teaches nothing.
SMALL_UNITS = 3
# First tries on a long input: its first few words (or items) alone, before halving it.
PREFIXES = (4, 16, 64, 512)

_TOKENS = re.compile(r"\s+|\S+")
_WORD_RUN = re.compile(r"\S+")
_SPACE_RUN = re.compile(r"\s+")
# A text this long is shrunk by its prefixes only (tokenising megabytes for every try would cost seconds).
LONG_TEXT = 50_000


@dataclass(frozen=True)
class Probe:
    """One input tried: the reference's answer, the learner's, and how it fails (None: it does not)."""

    arguments: Mapping[str, Any]
    expected: Any
    actual: Any
    way: tuple[Any, ...] | None
    # What the try cost, in calls: one, more for an answer of hundreds of thousands of words (code whose answers grow
    # with the square of the input), which takes the worker seconds to make and send.
    cost: int = 1


# Runs one input through the reference and the learner's code.
Try = Callable[[dict[str, Any]], Probe | None]


@lru_cache(maxsize=64)
def _word_count(text: str) -> int:
    return len(text.split())  # a perf text is counted once: a str keeps its hash, so the cache finds it fast


def units(value: Any) -> int:
    """How big an argument is, in what shrinking removes: words of a text, items of a list."""
    if isinstance(value, str):
        return _word_count(value)
    if isinstance(value, list):
        return len(value)
    return 0


def size_of(arguments: Mapping[str, Any]) -> int:
    return sum(units(value) for value in arguments.values())


def valid(arguments: Mapping[str, Any]) -> bool:
    """The task's own bounds on numbers (size and limit at least 1, 0 <= overlap < size, for any overlap: the
    `most_overlap` of check_the_cut too). An input out of them makes the reference loop until its time limit."""
    for name in ("size", "limit"):
        if name in arguments and (not isinstance(arguments[name], int) or arguments[name] < 1):
            return False
    overlaps = [value for name, value in arguments.items() if name.endswith("overlap")]
    for overlap in overlaps:
        if not isinstance(overlap, int) or overlap < 0 or overlap >= arguments.get("size", overlap + 1):
            return False
    return True


def _words(text: str) -> tuple[str, list[tuple[str, str]]]:
    """A text as (leading whitespace, [(word, whitespace after it)]) so words can be dropped cleanly."""
    tokens = _TOKENS.findall(text)
    lead = tokens.pop(0) if tokens and tokens[0].isspace() else ""
    pairs: list[tuple[str, str]] = []
    for token in tokens:
        if token.isspace() and pairs:
            pairs[-1] = (pairs[-1][0], pairs[-1][1] + token)
        else:
            pairs.append((token, ""))
    return lead, pairs


def _joined(lead: str, pairs: list[tuple[str, str]]) -> str:
    return lead + "".join(word + space for word, space in pairs)


def _removals(count: int, coarse: bool) -> Iterator[tuple[int, int]]:
    """Stretches to drop, largest first: coarse, prefixes kept then halves; fine, quarters … single items."""
    if coarse:
        yield from ((keep, count) for keep in PREFIXES if keep < count // 2)
        yield from _stretches(count, count // 2)
        return
    chunk = count // 4
    while chunk >= 1:
        yield from _stretches(count, chunk)
        chunk //= 2


def _stretches(count: int, chunk: int) -> Iterator[tuple[int, int]]:
    """(start, end) of each stretch of `chunk` items, the last one shorter (none when chunk is 0)."""
    for start in range(0, count, chunk) if chunk else ():
        yield start, min(start + chunk, count)


def _smaller_text(text: str, coarse: bool) -> Iterator[str]:
    if len(text) > LONG_TEXT:
        # A perf text: only its first or its last words, found without splitting the megabytes (then the piece
        # shrinks as any text does).
        if coarse:
            yield from _prefixes(text)
            yield from _suffixes(text)
        return
    lead, pairs = _words(text)
    for start, end in _removals(len(pairs), coarse):
        kept = pairs[:start] + pairs[end:]
        if start > 0 and end == len(pairs) and kept:
            kept[-1] = (kept[-1][0], pairs[-1][1])  # the text's own ending whitespace stays
        yield _joined(lead, kept)
    if coarse:
        return
    # Plainer whitespace: one space between words, then none at the ends.
    plain = " ".join(word for word, _ in pairs)
    inner = lead + plain + (pairs[-1][1] if pairs else "")
    for simpler in (inner, plain):
        if simpler != text:
            yield simpler


def _prefixes(text: str) -> Iterator[str]:
    words = _WORD_RUN.finditer(text)
    end, taken = 0, 0
    for keep in PREFIXES:
        for match in words:
            end, taken = match.end(), taken + 1
            if taken == keep:
                break
        if taken < keep:
            return
        yield text[:end]


def _halves(text: str) -> Iterator[str]:
    """Each half of a long text, cut at the first whitespace past its middle: a mistake deep inside a perf text
    lies in one of them (or in one of their halves, next round)."""
    gap = _SPACE_RUN.search(text, len(text) // 2)
    if gap is not None and gap.start() > 0 and gap.end() < len(text):
        yield text[: gap.start()]
        yield text[gap.end() :]


def _suffixes(text: str) -> Iterator[str]:
    for keep in PREFIXES:
        tail = _last_words(text, keep)
        if tail is None:
            return
        yield tail


def _last_words(text: str, keep: int) -> str | None:
    """The text from its `keep`-th word before the end, read from the end in growing windows (None: fewer)."""
    window = 64 * keep
    while True:
        piece = text[-window:]
        starts = [match.start() for match in _WORD_RUN.finditer(piece)]
        whole = window >= len(text)
        if not whole and starts and starts[0] == 0 and not text[-window - 1].isspace():
            starts = starts[1:]  # the window begins inside a word
        if len(starts) >= keep:
            return piece[starts[-keep] :]
        if whole:
            return None
        window *= 4


def _smaller_list(items: list[Any], coarse: bool) -> Iterator[list[Any]]:
    for start, end in _removals(len(items), coarse):
        yield items[:start] + items[end:]
    if len(items) <= 12:
        for index, item in enumerate(items):
            if isinstance(item, str):
                for simpler in _smaller_text(item, coarse):
                    yield [*items[:index], simpler, *items[index + 1 :]]


def _smaller_number(name: str, value: int) -> Iterator[int]:
    lowest = 1 if name in ("size", "limit") else 0
    for candidate in dict.fromkeys((lowest, value // 2, value - 1)):
        if lowest <= candidate < value:
            yield candidate


def candidates(arguments: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """Smaller inputs than `arguments`, biggest steps first, each within the task's bounds: texts and lists cut
    coarsely, a long text halved, then smaller numbers (a smaller size lets a text shrink further), then the fine
    cuts."""
    names = sorted(arguments, key=lambda name: -units(arguments[name]))
    yield from _smaller_pieces(arguments, names, coarse=True)
    # A long text's halves after every other coarse cut: once one is taken the text is short enough to shrink word
    # by word, which spends the case's calls before the other arguments have had theirs.
    for name in names:
        value = arguments[name]
        if isinstance(value, str) and len(value) > LONG_TEXT:
            yield from ({**arguments, name: half} for half in _halves(value))
    yield from _smaller_numbers(arguments, names)
    yield from _smaller_pieces(arguments, names, coarse=False)


def _smaller_pieces(arguments: Mapping[str, Any], names: list[str], *, coarse: bool) -> Iterator[dict[str, Any]]:
    for name in names:
        value = arguments[name]
        smaller: Iterator[Any]
        if isinstance(value, str):
            smaller = _smaller_text(value, coarse)
        elif isinstance(value, list):
            smaller = _smaller_list(value, coarse)
        else:
            continue
        for each in smaller:
            yield {**arguments, name: each}


def _smaller_numbers(arguments: Mapping[str, Any], names: list[str]) -> Iterator[dict[str, Any]]:
    for name in names:
        value = arguments[name]
        if isinstance(value, int) and not isinstance(value, bool):
            for number in _smaller_number(name, value):
                changed = {**arguments, name: number}
                # A smaller size may need a smaller overlap with it.
                if "overlap" in changed and changed["overlap"] >= changed.get("size", 1 << 30):
                    changed["overlap"] = max(0, changed["size"] - 1)
                yield changed


# Calls a case may always make, even once the run's time is spent: a long case's first prefixes.
ALWAYS = 3


def _same_way(way: tuple[Any, ...] | None, target: tuple[Any, ...] | None) -> bool:
    """Does `way` fail as `target` does? A long case's way ("long": its promises were not checked) is taken
    by its first smaller failure of the same verdict, which then sets the way for the rest."""
    if way is None or target is None:
        return False
    return way == target or (target[-1] == "long" and way[0] == target[0])


# Candidates whose learner answers are fetched in one request (see `shrink`'s `ahead`).
LOOKAHEAD = 8

# Asks the learner's code, in one request, for its answers on inputs that `Try` will be given next.
Ahead = Callable[[list[dict[str, Any]]], None]


def _key(candidate: Mapping[str, Any]) -> str | None:
    """What makes two candidates the same try (None for a long one: comparing megabytes costs more)."""
    return repr(sorted(candidate.items())) if size_of(candidate) < LONG_TEXT // 10 else None


@dataclass
class Pool:
    """The calls the failing cases of one run share while they shrink side by side (a small case needs a few, so
    the long ones last still get theirs)."""

    left: int = RUN_CALLS


# A shrink in steps: it yields each batch of candidates whose learner answers it will try next (to be fetched in
# one request), and returns the smallest failing input found.
Shrinking = Generator[list[dict[str, Any]], None, Probe]


def shrink(
    start: Probe,
    attempt: Try,
    *,
    calls: int = CALLS_PER_CASE,
    out_of_time: Callable[[], bool] = lambda: False,
    ahead: Ahead | None = None,
) -> Probe:
    """The smallest input found that fails the way `start` does (`start` itself when none is smaller).

    With `ahead`, the learner's answers on the next few candidates are fetched together before the first of
    them is tried: one round trip instead of several. Candidates are still judged one by one in the same
    order, so code that keeps no state between calls shrinks to the same input either way."""
    steps = shrinking(start, attempt, calls=calls, out_of_time=out_of_time, fetching=ahead is not None)
    while True:
        try:
            batch = next(steps)
        except StopIteration as done:
            return done.value
        assert ahead is not None
        ahead(batch)


def side_by_side(runs: Mapping[str, Shrinking], ahead: Ahead) -> dict[str, Probe]:
    """Several shrinks at once: each round, the batches all of them ask for next go in one request, so a run's
    round trips are those of its longest shrink, not the sum of all. Each still judges its candidates in its own
    order; the rounds go through the shrinks in the order given, which keeps the shared pool's use the same on
    every machine."""
    found: dict[str, Probe] = {}
    asking: dict[str, list[dict[str, Any]]] = {}

    def step(name: str) -> None:
        try:
            asking[name] = next(runs[name])
        except StopIteration as done:
            found[name] = done.value

    for name in runs:
        step(name)
    while asking:
        ahead([candidate for batch in asking.values() for candidate in batch])
        waiting = list(asking)
        asking.clear()
        for name in waiting:
            step(name)
    return {name: found[name] for name in runs}


def shrinking(
    start: Probe,
    attempt: Try,
    *,
    calls: int = CALLS_PER_CASE,
    out_of_time: Callable[[], bool] = lambda: False,
    fetching: bool = False,
    pool: Pool | None = None,
) -> Shrinking:
    """shrink's steps (see Shrinking); with `fetching`, a batch is yielded before its candidates are tried, and
    with `pool`, the calls come out of the run's shared pool too (once it is empty, a case stops after ALWAYS).
    Past ALWAYS candidates, it stops once `out_of_time()` (a net on the judge's clock, for learner code)."""
    best = start
    if start.way is None or size_of(start.arguments) <= SMALL_UNITS:
        return best
    tried: set[str] = set()
    progress = True
    made = 0
    while progress and calls > 0:
        progress = False
        source = candidates(best.arguments)
        upcoming: deque[dict[str, Any]] = deque()
        fetched: set[int] = set()
        while calls > 0:
            candidate = upcoming.popleft() if upcoming else next(source, None)
            if candidate is None:
                break
            late = out_of_time()
            spent = pool is not None and pool.left <= 0
            if (late or spent) and made >= ALWAYS:
                return best
            made += 1
            small = _key(candidate)
            key = small or str(made)
            if key in tried or not valid(candidate):
                continue
            tried.add(key)
            if fetching and small is not None and id(candidate) not in fetched:
                batch = [candidate, *_next_fresh(source, upcoming, tried, min(LOOKAHEAD, calls) - 1)]
                yield batch
                fetched.update(map(id, batch))
            probe = attempt(candidate)
            cost = probe.cost if probe is not None else 1
            calls -= cost
            if pool is not None:
                pool.left -= cost
            if probe is not None and _same_way(probe.way, best.way):
                best = probe
                progress = True
                break
    return best


def _next_fresh(
    source: Iterator[dict[str, Any]], upcoming: deque[dict[str, Any]], tried: set[str], most: int
) -> list[dict[str, Any]]:
    """Up to `most` small valid candidates not tried yet, read from `source` into `upcoming` (whence the loop
    takes them in the same order as before). It stops at the first big one, and after reading a few times `most`:
    making the candidates of a long text costs a pass over the text each, and the loop may never need them."""
    fresh: list[dict[str, Any]] = []
    keys: set[str] = set()
    for _ in range(4 * most):
        if len(fresh) >= most:
            break
        candidate = next(source, None)
        if candidate is None:
            break
        upcoming.append(candidate)
        key = _key(candidate)
        if key is None:
            break
        if key not in tried and key not in keys and valid(candidate):
            keys.add(key)
            fresh.append(candidate)
    return fresh
