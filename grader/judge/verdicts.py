"""What the worker reported + what was expected → a verdict with a sentence for the learner."""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass
from itertools import zip_longest
from typing import Any

from ..course.model import Case, Exercise
from ..run.model import Attempt
from .model import Outcome, Verdict
from .trusted import PROGRAM_ERROR, REJECTED, is_rejection, program_answer

_STATUS_VERDICTS = {
    "error": Verdict.ERROR,
    "timeout": Verdict.TIMEOUT,
    "memory": Verdict.MEMORY,
    "crash": Verdict.CRASH,
    "protocol": Verdict.PROTOCOL,
    "budget": Verdict.NOT_RUN,
    "invalid": Verdict.INVALID,
    "unloadable": Verdict.UNLOADABLE,
}


def learner_answer(exercise: Exercise, attempt: Attempt) -> Any:
    """The answer as the reference would state it (a program's stdout becomes its lines)."""
    if exercise.is_program and isinstance(attempt.value, dict):
        value = attempt.value
        return program_answer(
            str(value.get("stdout", "")), int(value.get("exit_code", 1)), str(value.get("stderr", ""))
        )
    return attempt.value


def judge(exercise: Exercise, case: Case, attempt: Attempt, expected: Any) -> Outcome:
    """The verdict on one case."""
    expected = as_declared(exercise.returns, expected)
    if attempt.status != "ok":
        verdict = _STATUS_VERDICTS.get(attempt.status, Verdict.CRASH)
        message = _failure_message(verdict, attempt)
        if case.take is not None and verdict in (Verdict.MEMORY, Verdict.TIMEOUT):
            first = "chunk" if case.take == 1 else f"{case.take} chunks"
            message = message.rstrip(".") + (
                f". This case reads only the first {first} of a very long text: a lazy "
                "generator (yield each chunk as soon as it is cut) answers without reading all of it."
            )
        return Outcome(
            case=case,
            verdict=verdict,
            expected=expected,
            message=message,
            traceback=attempt.traceback,
            output=attempt.output,
            seconds=attempt.seconds,
        )
    actual = as_declared(exercise.returns, learner_answer(exercise, attempt))
    output = attempt.output
    if is_rejection(actual) and isinstance(attempt.value, dict) and attempt.value.get("stdout"):
        # A rejection that printed on stdout: the report quotes what it printed, once.
        output = output or str(attempt.value["stdout"])
    if exercise.kind.agrees(actual, expected):
        return Outcome(
            case=case, verdict=Verdict.PASS, expected=expected, actual=actual, output=output, seconds=attempt.seconds
        )
    return Outcome(
        case=case,
        verdict=Verdict.WRONG,
        expected=expected,
        actual=actual,
        message=difference(exercise, expected, actual),
        output=output,
        seconds=attempt.seconds,
    )


def as_declared(returns: str, value: Any) -> Any:
    """An answer in the shape the exercise declares: the tuples that JSON (the worker's reply) and YAML (a case's
    `expected`) write as lists made tuples again, so a report never shows a tuple beside a list for the same
    kind of answer (a learner reads that as a type error). The worker has checked the shape; a list the learner
    returned is accepted as a tuple alike."""
    if returns.startswith("tuple[") and isinstance(value, list):
        return tuple(value)
    if returns.startswith("list[tuple[") and isinstance(value, list):
        return [tuple(row) if isinstance(row, list) else row for row in value]
    return value


def _failure_message(verdict: Verdict, attempt: Attempt) -> str:
    message = attempt.detail or verdict.value
    if verdict is Verdict.INVALID and " returned None;" in message:
        # The two classic beginner slips behind a None: no `return` line, or print() where return belongs.
        if attempt.output.strip():
            return f"{message}. It printed its answer instead of returning it; use `return`, not print()"
        return f"{message}. A function without a `return` line gives None; end it with `return` and the answer"
    return message


def difference(exercise: Exercise, expected: Any, actual: Any) -> str:
    """One sentence naming the first place where the answers part."""
    if exercise.kind.unit is None:
        return f"expected {expected}, got {actual}"
    if expected == PROGRAM_ERROR and is_rejection(actual):
        rules = str(actual).removeprefix(PROGRAM_ERROR).strip(" ()")
        return f"the program rejected this input, but not as the lesson says: {rules}"
    if expected == PROGRAM_ERROR:
        return (
            "expected the program to reject this input (nothing on stdout, one sentence on stderr, exit status "
            f"{REJECTED}), but it exited with status 0"
        )
    if is_rejection(actual):
        return "the program exited with a non-zero status, but this input is valid"
    unit = exercise.item
    index = first_difference(expected, actual, exercise.kind.agrees)
    if index >= len(expected):
        extra = len(actual) - len(expected)
        return (
            f"{extra} {unit}{'s' if extra > 1 else ''} too many: expected {len(expected)}, got {len(actual)} "
            f"(the first extra is {unit} {index}: {shown(actual[index])})"
        )
    if index >= len(actual):
        missing = len(expected) - len(actual)
        return (
            f"{missing} {unit}{'s' if missing > 1 else ''} missing: expected {len(expected)}, got {len(actual)} "
            f"(the first missing is {unit} {index}: {shown(expected[index])})"
        )
    return f"{unit} {index} differs: expected {shown(expected[index])}, got {shown(actual[index])}"


# A chunk quoted in a sentence is cut past this many characters: its start and end tell where it differs, and a
# 200-word chunk would bury the sentence (the report's table shows the whole chunk, wrapped).
QUOTED_LIMIT = 80


def shown(item: Any) -> str:
    """repr() of one chunk or line, shortened to its start and end (with its size) when long."""
    text = repr(item)
    if not isinstance(item, str) or len(text) <= QUOTED_LIMIT:
        return text
    words = count_words(item)
    return f"{text[:50]}…{text[-20:]} ({words:,} words)"


@functools.lru_cache(maxsize=32)
def count_words(text: str) -> int:
    """Words in a text; cached, because a report names the size of the same long chunk several times."""
    return len(text.split())


def first_difference(expected: list[Any], actual: list[Any], agrees: Callable[[Any, Any], bool] = operator.eq) -> int:
    if agrees is operator.eq and expected == actual:  # one pass in C: most answers compared are right
        return len(expected)
    for index, (want, got) in enumerate(zip(expected, actual, strict=False)):
        if not agrees(want, got):
            return index
    return min(len(expected), len(actual))


@dataclass(frozen=True)
class WordDifference:
    """Where two chunks first differ, word by word: the word's index, both sides (None past the end) and where
    the actual side sits in its chunk. `spacing` says the words agree and the whitespace between them does not."""

    index: int
    expected: str | None
    actual: str | None
    start: int
    end: int
    spacing: bool = False


_WORDS_IN = re.compile(r"\S+").finditer


def first_word_difference(expected: str, actual: str) -> WordDifference:
    """The first word where two different chunks differ, words being runs of non-whitespace (a doubled space
    is a difference of spacing, not an empty word); when every word agrees, the first gap that differs.

    Chunks can hold millions of words: the common start is found at C speed, and the words are walked only
    from the last gap before it."""
    position = _common_prefix(expected, actual)
    while position > 0 and not expected[position - 1].isspace():
        position -= 1  # back to the start of the word the difference is in
    while position > 0 and expected[position - 1].isspace():
        position -= 1  # and to the start of the gap before it, which then is compared whole
    index = len(expected[:position].split())
    spacing: WordDifference | None = None
    previous_want = previous_got = position
    for want, got in zip_longest(_WORDS_IN(expected, position), _WORDS_IN(actual, position)):
        if want is None or got is None or want.group() != got.group():
            start, end = got.span() if got is not None else (len(actual), len(actual))
            return WordDifference(index, want and want.group(), got and got.group(), start, end)
        if spacing is None:
            spacing = _gap_difference(
                expected, actual, index, (previous_want, want.start()), (previous_got, got.start())
            )
        previous_want, previous_got, index = want.end(), got.end(), index + 1
    if spacing is None:
        spacing = _gap_difference(expected, actual, index, (previous_want, len(expected)), (previous_got, len(actual)))
    assert spacing is not None, "first_word_difference is for chunks that differ"
    return spacing


def _gap_difference(
    expected: str, actual: str, index: int, want: tuple[int, int], got: tuple[int, int]
) -> WordDifference | None:
    """The gap before word `index` (or after the last word), when the two chunks space it differently."""
    want_gap, got_gap = expected[want[0] : want[1]], actual[got[0] : got[1]]
    return None if want_gap == got_gap else WordDifference(index, want_gap, got_gap, got[0], got[1], spacing=True)


def _common_prefix(first: str, second: str, block: int = 4096) -> int:
    """How many leading characters two strings share (block by block, then character by character)."""
    limit, position = min(len(first), len(second)), 0
    while position + block <= limit and first[position : position + block] == second[position : position + block]:
        position += block
    while position < limit and first[position] == second[position]:
        position += 1
    return position
