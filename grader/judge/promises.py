"""Promises: the lesson's rules as checks of (input, answer); a wrong answer's report names the first one it breaks.

Each reference (solutions/EX.py) declares `PROMISES`, a sequence of functions `(arguments, answer) -> str | None`.
A function's docstring (its first paragraph) is the promise, in the words of the lesson's list "A correct answer
keeps these promises:"; it returns None when the answer keeps the promise on these arguments, or one sentence of
evidence from this input when it does not ("chunk 2 holds 5 words; size is 4").

They are trusted course code, imported with the reference before any learner code runs, and called in the
grader's process on the learner's answer as plain data. A known mistake (pitfall) that matches wins; otherwise
the first broken promise is named; otherwise the outcome is marked unexplained, and the report says so.
"""

from __future__ import annotations

import inspect
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..course.model import Course, Exercise
from .judging import Judging
from .model import Outcome, Verdict
from .trusted import TRUSTED_LIMIT, OutOfTime, load_trusted, reference_module, time_limit

Check = Callable[[dict[str, Any], Any], "str | None"]


@dataclass(frozen=True)
class Promise:
    """One promise of an exercise: its name (the function's), its sentence, and the check."""

    name: str
    text: str
    check: Check


def promise_text(function: Callable[..., Any]) -> str:
    """The promise's sentence: the first paragraph of the function's docstring, on one line."""
    doc = inspect.getdoc(function) or ""
    return same_words(doc.split("\n\n", 1)[0])


# A learner's copy: the promise checks `kata release` took out of the references (grader/classroom/teaching.py).
PROMISES_FOLDER = "promises"


def promises_of(course: Course, exercise: Exercise) -> tuple[Promise, ...]:
    """The reference's PROMISES, in order; in a learner's copy (no reference), the ones shipped in promises/."""
    if course.reference_path(exercise.name).is_file():
        module = reference_module(course, exercise)
    else:
        shipped = course.root / PROMISES_FOLDER / f"{exercise.name}.py"
        if not shipped.is_file():
            return ()
        module = load_trusted(shipped.resolve(), f"kata_promises_{exercise.name}")
    declared = getattr(module, "PROMISES", ())
    return tuple(Promise(function.__name__, promise_text(function), function) for function in declared)


def evidence(promise: Promise, arguments: Mapping[str, Any], answer: Any, seconds: float = TRUSTED_LIMIT) -> str | None:
    """What breaks `promise` for this answer on these arguments; None when it holds (or the check fails)."""
    try:
        with time_limit(seconds):
            found = promise.check(dict(arguments), answer)
    except (Exception, OutOfTime):
        return None  # a check that cannot judge this answer explains nothing
    return str(found) if found else None


def first_broken(promises: Sequence[Promise], arguments: Mapping[str, Any], answer: Any) -> tuple[Promise, str] | None:
    """The first promise the answer breaks, with its evidence. The checks share one limit of this thread's CPU time
    (not the wall clock: a loaded machine must not change what is said): a check that searches a long answer for
    seconds would otherwise be paid once per promise (five of merge_hits' on a wrong perf answer: 15 s)."""
    spent_before = time.thread_time()
    for promise in promises:
        left = TRUSTED_LIMIT - (time.thread_time() - spent_before)
        if left <= 0:
            return None
        found = evidence(promise, arguments, answer, left)
        if found:
            return promise, found
    return None


# How a named cause came (judge/explain.py's explainer names): a course's own known mistake, matched as it is.
KNOWN_CAUSES = ("", "known_mistake", "partial")


def with_promises(judging: Judging, outcomes: tuple[Outcome, ...]) -> tuple[Outcome, ...]:
    """Each wrong answer that no known mistake explains gets the first promise it breaks, or is marked unexplained."""
    if not judging.oracle.promises():
        return outcomes
    return tuple(_explained(judging, outcome) for outcome in outcomes)


def _explained(judging: Judging, outcome: Outcome) -> Outcome:
    if outcome.similar is not None:
        outcome = replace(outcome, similar=_explained(judging, outcome.similar))
    # Only an answer can break a promise; a case reading the first items of an iterator sees only part of one.
    if outcome.verdict is not Verdict.WRONG or outcome.case.take is not None:
        return outcome
    # A known mistake's message was written for it and says it all; a cause the method found (a changed step, a
    # nearby input) is stated in general words, and the broken promise is its evidence on this very input.
    if outcome.pitfall and outcome.cause_by in KNOWN_CAUSES:
        return outcome
    found = judging.oracle.broken_promise(outcome.case.input, outcome.actual)
    if found is None:
        return replace(outcome, unexplained=True)
    promise, sentence = found
    return replace(outcome, promise=promise.name, promise_text=promise.text, promise_evidence=sentence)


# The line of a lesson that opens its list of promises ("A correct answer keeps these promises:").
_LESSON_LIST = re.compile(r"^.*\bkeeps? these promises:\s*$", re.MULTILINE)


def lesson_promises(lesson: str) -> list[str]:
    """The promises a lesson states: the bulleted list after its "… keeps these promises:" line."""
    return [sentence for sentence, _ in stated_promises(lesson)]


def stated_promises(lesson: str) -> list[tuple[str, int]]:
    """Each promise the lesson states, with the line (from 1) its bullet starts on, for messages about it."""
    heading = _LESSON_LIST.search(lesson)
    if heading is None:
        return []
    first = lesson.count("\n", 0, heading.end()) + 1  # the line after the heading
    items: list[tuple[str, int]] = []
    for number, line in enumerate(lesson[heading.end() :].split("\n")[1:], start=first + 1):
        if not line and not items:
            continue  # blank lines between the heading and its list
        if line.startswith("- "):
            items.append((line[2:], number))
        elif line.startswith("  ") and items:
            items[-1] = (items[-1][0] + " " + line.strip(), items[-1][1])
        else:
            break
    return [(same_words(item), number) for item, number in items]


def promises_heading_line(lesson: str) -> int:
    """The line of the lesson's "… keeps these promises:" heading (0: it has none)."""
    heading = _LESSON_LIST.search(lesson)
    return lesson.count("\n", 0, heading.start()) + 1 if heading else 0


def same_words(sentence: str) -> str:
    """A promise as compared between a lesson and a docstring: one line, without the list's punctuation."""
    words = " ".join(sentence.split()).rstrip(";.,")
    return words.removesuffix(" and").rstrip(";,")
