"""The course as loaded from cases.yaml: its exercises, their cases and hints (frozen records)."""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..run.model import RETURN_KINDS, ReturnKind
from .drawn import drawn_sentences, drawn_words, shuffled_numbers


@dataclass(frozen=True)
class Hint:
    """One stage of an exercise's staged hints."""

    text: str
    # A pitfall this hint answers: when a run fails on it, the report suggests this hint first.
    pitfall: str | None = None
    # A case tag this hint is about: when a run fails a case with this tag, the report suggests it
    # (after a hint tied to a pitfall the run made, which says more).
    tag: str | None = None


# An input value {GENERATE: spec} is expanded by the worker (grader/worker.py keeps its own copy
# of these few lines: it runs as a standalone script and the grader must not import it).
GENERATE = "__kata_generate__"


def generated_text(spec: Mapping[str, Any]) -> Any:
    """The value a cases.yaml generator stands for: {words: N} (after `before`, if given), {repeat: TEXT, times: N},
    {sentences: N} (a list) or {numbers: N} (0 to N-1, shuffled). A `first` number (set by the grader on old perf
    draws) starts the numbering elsewhere than 1; a `draw` seed (set by judge/perf.py) makes prose-like words,
    sentences and orders drawn from that seed instead."""
    draw = spec.get("draw")
    if "sentences" in spec:
        return drawn_sentences(int(spec["sentences"]), 0 if draw is None else draw)
    if "numbers" in spec:
        return shuffled_numbers(int(spec["numbers"]), 0 if draw is None else draw)
    if "words" in spec:
        count = int(spec["words"])
        words = numbered_words(count, int(spec.get("first", 1))) if draw is None else drawn_words(count, draw)
        return str(spec.get("before", "")) + words
    return str(spec["repeat"]) * int(spec["times"])


# The generators whose length is a count, which a perf case's draws scale.
COUNTED = ("words", "sentences", "numbers")
# Generated values shorter than this keep their length in every draw.
SCALED_FROM = 100


def worker_expands(spec: Mapping[str, Any]) -> bool:
    """Does the worker build this generated value itself (numbered words, a repeated text)? Any other is built
    here and sent as the value (grader/run/worker.py keeps only those two generators)."""
    return set(spec) in ({"words"}, {"words", "first"}, {"repeat", "times"})


@functools.lru_cache(maxsize=8)
def numbered_words(count: int, first: int = 1) -> str:
    """'wF w(F+1) … w(F+N-1)' (cached: several cases often share one long text, e.g. two perf cases).

    Within a hundred every number is a shared prefix and two digits, so the text is built a hundred words at
    a time with one C-speed replace: formatting each word alone made a 50,000-word text cost 8 ms.
    (grader/run/worker.py holds the same function.)
    """
    last = first + count - 1
    if count < 200:
        return " ".join(map("w{}".format, range(first, last + 1)))
    head_end = first // 100 * 100 + 99  # the end of the hundred `first` is in
    block = " ".join(f"w#{digits:02d}" for digits in range(100))
    parts = [" ".join(map("w{}".format, range(first, head_end + 1)))]
    parts += [block.replace("#", str(prefix)) for prefix in range(head_end // 100 + 1, last // 100)]
    parts.append(" ".join(map("w{}".format, range(last // 100 * 100, last + 1))))
    return " ".join(parts)


class Arguments(Mapping[str, Any]):
    """A case's arguments. Generated texts are expanded only when read, and travel to the worker as specs."""

    def __init__(self, values: Mapping[str, Any], generated: Mapping[str, Mapping[str, Any]] | None = None) -> None:
        self._values = dict(values)
        self._generated = dict(generated or {})
        self._expanded: dict[str, Any] = {}

    def __getitem__(self, name: str) -> Any:
        if name in self._generated:
            if name not in self._expanded:
                self._expanded[name] = generated_text(self._generated[name])
            return self._expanded[name]
        return self._values[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __repr__(self) -> str:
        return f"Arguments({self.wire()!r})"

    @property
    def generated(self) -> Mapping[str, Mapping[str, Any]]:
        """The specs of the generated texts, by argument name."""
        return self._generated

    def drawn(self, seed: str, fraction: float = 1.0) -> Arguments:
        """The same arguments with every generated value drawn from `seed` (prose-like words, other sentences,
        another order) and `fraction` as long (perf cases time two lengths of one kind of text)."""
        generated = {}
        for name, spec in self._generated.items():
            counted = next((key for key in COUNTED if key in spec), None)
            if counted is None:
                generated[name] = spec
                continue
            count = int(spec[counted])
            # A short value (an answer to look for) keeps its length: it is part of the question, not the text.
            scaled = max(1, round(count * fraction)) if count >= SCALED_FROM else count
            kept = {key: value for key, value in spec.items() if key != "first"}
            generated[name] = {**kept, counted: scaled, "draw": f"{seed}:{name}"}  # each argument its own
        return Arguments(self._values, generated)

    def wire(self) -> dict[str, Any]:
        """What the worker is sent: plain values, and generator specs in place of generated texts."""
        return {
            name: {GENERATE: dict(self._generated[name])}
            if name in self._generated and worker_expands(self._generated[name])
            else self[name]
            for name in self._values
        }


def wire_form(arguments: Mapping[str, Any]) -> dict[str, Any]:
    """What crosses the pipe to the worker: generated texts as their short specs, when there are any."""
    return arguments.wire() if isinstance(arguments, Arguments) else dict(arguments)


def line_of(lines: tuple[tuple[str, int], ...], key: str, default: int) -> int:
    """The line of `key` in a record's `key_lines` (key → the line it is written on), else `default`."""
    return next((line for name, line in lines if name == key), default)


@dataclass(frozen=True)
class Case:
    """One graded call: the arguments of `solve` (or a program's stdin) and what must come back."""

    name: str
    # Keyword arguments of `solve`, already expanded ({words: N} → a real string).
    input: Mapping[str, Any]
    # None means "ask the reference" (the oracle); otherwise the reference must agree.
    expected: Any = None
    has_expected: bool = False
    tags: tuple[str, ...] = ()
    # Seconds; None means the run's default.
    timeout: float | None = None
    hidden: bool = False
    points: float = 1.0
    # For iterator exercises: consume and compare only the first `take` items.
    take: int | None = None
    # Where the case stands in its file (its `- name:` line), for messages that point at it.
    source: str = "cases.yaml"
    line: int = 0
    # The line of each key the case writes (`expected`, `tags`, ...), for messages about that key.
    key_lines: tuple[tuple[str, int], ...] = ()

    def line_of(self, key: str) -> int:
        return line_of(self.key_lines, key, self.line)


# The quick checks a lesson asks (cases.yaml `quiz:`): the key that holds an item's question names its kind.
QUIZ_KINDS = {
    "predict": "predict the output",
    "fill": "fill in the blank",
    "bug": "find the bug",
    "choice": "check yourself",
}
# Where a fill-in item's code has its blank.
BLANK = "___"


@dataclass(frozen=True)
class QuizItem:
    """One quick check of a lesson, answered in the terminal (`kata quiz`) and proved by `kata cases check`."""

    name: str
    # A key of QUIZ_KINDS.
    kind: str
    question: str
    # predict: a Python expression that calls `solve`; fill: a whole solution with one BLANK; bug: a whole
    # solution with one wrong line; choice: empty.
    code: str = ""
    # predict: what Python shows for the expression (its repr); fill: what goes in the blank; bug: the wrong
    # line's number; choice: the right option's number (numbers from 1).
    answer: str = ""
    # Other typed answers that count as right (predict, fill).
    accept: tuple[str, ...] = ()
    # choice: the options, in the order shown.
    options: tuple[str, ...] = ()
    # bug: the wrong line as it should read.
    fix: str = ""
    # Shown right after the learner answers, right or wrong.
    explain: str = ""
    source: str = "cases.yaml"
    line: int = 0
    # The line of each key the item writes (`answer`, `accept`, `fix`, ...).
    key_lines: tuple[tuple[str, int], ...] = ()

    def line_of(self, key: str) -> int:
        return line_of(self.key_lines, key, self.line)

    @property
    def lines(self) -> list[str]:
        return self.code.rstrip("\n").split("\n")

    def fixed(self) -> str:
        """bug: the code with the marked line, and only it, replaced by `fix`."""
        lines = self.lines
        lines[int(self.answer) - 1] = self.fix
        return "\n".join(lines) + "\n"

    def filled(self, text: str) -> str:
        """fill: the code with `text` in the blank."""
        return self.code.replace(BLANK, text)

    def accepts(self, typed: str) -> bool:
        """Is a typed answer right? Spacing and the kind of quotes do not matter; a number must be the number."""
        if self.kind in ("bug", "choice"):
            return typed.strip().rstrip(".)") == self.answer
        return any(typed_form(typed) == typed_form(right) for right in (self.answer, *self.accept))


def typed_form(text: str) -> str:
    """An answer as compared: one space between words, no spaces inside brackets, one kind of quote."""
    spaced = " ".join(text.split()).replace('"', "'")
    for opening in "([{":
        spaced = spaced.replace(opening + " ", opening)
    for closing in ")]}":
        spaced = spaced.replace(" " + closing, closing)
    return spaced.strip("`")


@dataclass(frozen=True)
class Exercise:
    """One exercise of the course, as declared in cases.yaml."""

    name: str
    title: str
    # Position in course order, from 1 (Exercism's task_id).
    position: int
    returns: str
    hints: tuple[Hint, ...]
    # Pitfall name → the message a learner reads when their answer matches it.
    pitfalls: Mapping[str, str]
    cases: tuple[Case, ...]
    # How many random inputs the differential phase tries (None: the grader's default).
    random: int | None = None
    source: str = "cases.yaml"
    line: int = 0
    # What the lesson calls one item of an answer (`unit: piece`); None: the return kind's word ("chunk").
    unit: str | None = None
    # The lesson's quick checks (`kata quiz`); they are never graded with the cases.
    quiz: tuple[QuizItem, ...] = ()
    # The line of each key of the exercise's block (`pitfalls`, `hints`, `cases`, ...), and of each pitfall's
    # declaration under `pitfalls:`, for messages that point at them.
    key_lines: tuple[tuple[str, int], ...] = ()
    pitfall_lines: tuple[tuple[str, int], ...] = ()

    def line_of(self, key: str) -> int:
        return line_of(self.key_lines, key, self.line)

    def pitfall_line(self, pitfall: str) -> int:
        return line_of(self.pitfall_lines, pitfall, self.line_of("pitfalls"))

    @property
    def kind(self) -> ReturnKind:
        return RETURN_KINDS[self.returns]

    @property
    def item(self) -> str | None:
        """One item of an answer in this exercise's own words: pack_sentences' pieces, merge_hits' texts."""
        return self.unit or self.kind.unit

    @property
    def is_program(self) -> bool:
        return self.kind.program


@dataclass(frozen=True)
class Course:
    """Where a course lives on disk and what its cases.yaml declares."""

    root: Path
    exercises: tuple[Exercise, ...]

    def exercise(self, name: str) -> Exercise:
        for exercise in self.exercises:
            if exercise.name == name:
                return exercise
        raise KeyError(name)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(exercise.name for exercise in self.exercises)

    def stub_path(self, name: str) -> Path:
        return self.root / "exercises" / f"{name}.py"

    def lesson_path(self, name: str) -> Path:
        return self.root / "exercises" / f"{name}.md"

    def reference_path(self, name: str) -> Path:
        return self.root / "solutions" / f"{name}.py"

    def pitfalls_path(self, name: str) -> Path:
        return self.root / "solutions" / "pitfalls" / f"{name}.py"
