"""The frozen records passed between the grader's stages: cases → runner → verdicts → reports."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any


def _strings(value: Any) -> bool:
    return type(value) is list and all(type(item) is str for item in value)


def _program_reply(value: Any) -> bool:
    return (
        type(value) is dict
        and type(value.get("stdout")) is str
        and type(value.get("stderr", "")) is str
        and type(value.get("exit_code")) is int
    )


@dataclass(frozen=True)
class ReturnKind:
    """What `solve` returns (cases.yaml `returns:`), and everything that differs between the kinds."""

    name: str
    # What one item of an answer is called in reports; None for a single value (a bool).
    unit: str | None
    # Does a worker's reply hold the plain data this kind is converted to (its value is never trusted)?
    well_formed: Callable[[Any], bool]
    # Does an `expected:` in cases.yaml fit this kind, and how to write one that does.
    fits: Callable[[Any], bool]
    example: str
    # A program: run with the case's `stdin`, judged on stdout (its lines) and its exit status.
    program: bool = False
    # A lazy iterator: a case may read only its first `take` items.
    lazy: bool = False
    # What `kata cases check` asks of every exercise of this kind, and why.
    required_case: str = ""


RETURN_KINDS = {
    kind.name: kind
    for kind in (
        ReturnKind(
            "list[str]",
            unit="chunk",
            well_formed=_strings,
            fits=_strings,
            example='write a list of strings, e.g. `expected: ["a b", "b c"]` (or leave it out to use the reference)',
        ),
        ReturnKind(
            "iterator[str]",
            unit="chunk",
            well_formed=_strings,
            fits=_strings,
            example='write a list of strings, e.g. `expected: ["a b", "b c"]` (or leave it out to use the reference)',
            lazy=True,
            required_case="no case uses `take:`, so nothing checks that solve is lazy",
        ),
        ReturnKind(
            "bool",
            unit=None,
            well_formed=lambda value: type(value) is bool,
            fits=lambda value: isinstance(value, bool),
            example="write `expected: true` or `expected: false`",
            required_case="every case has the same answer, so a constant `return` would pass",
        ),
        ReturnKind(
            "stdout",
            unit="line",
            well_formed=_program_reply,
            fits=lambda value: value == "error" or _strings(value),
            example="write the stdout lines as a list of strings, or `expected: error` for a non-zero exit",
            program=True,
            required_case="no case expects the program to reject its input (`expected: error`)",
        ),
    )
}


class Verdict(Enum):
    """What happened to one case. The value is what reports print."""

    PASS = "pass"
    WRONG = "wrong answer"
    ERROR = "error"
    TIMEOUT = "timeout"
    MEMORY = "memory"
    CRASH = "crash"
    INVALID = "invalid"
    UNLOADABLE = "could not load"
    TOO_SLOW = "too slow"

    @property
    def passed(self) -> bool:
        return self is Verdict.PASS


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


def generated_text(spec: Mapping[str, Any]) -> str:
    """The text a cases.yaml generator stands for: {words: N} or {repeat: TEXT, times: N}; a `first` number
    (set by the grader on perf cases, see judge/perf.py) starts the numbering elsewhere than 1."""
    if "words" in spec:
        return numbered_words(int(spec["words"]), int(spec.get("first", 1)))
    return str(spec["repeat"]) * int(spec["times"])


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
        self._expanded: dict[str, str] = {}

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

    def renumbered(self, first: Callable[[int], int]) -> Arguments:
        """The same arguments with each numbered-words text of N words starting at `first(N)`."""
        generated = {
            name: {**spec, "first": first(int(spec["words"]))} if "words" in spec else spec
            for name, spec in self._generated.items()
        }
        return Arguments(self._values, generated)

    def wire(self) -> dict[str, Any]:
        """What the worker is sent: plain values, and generator specs in place of generated texts."""
        return {
            name: {GENERATE: dict(self._generated[name])} if name in self._generated else value
            for name, value in self._values.items()
        }


def wire_form(arguments: Mapping[str, Any]) -> dict[str, Any]:
    """What crosses the pipe to the worker: generated texts as their short specs, when there are any."""
    return arguments.wire() if isinstance(arguments, Arguments) else dict(arguments)


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
    # Where the case stands in its file, for messages that point at it.
    source: str = "cases.yaml"
    line: int = 0


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

    @property
    def kind(self) -> ReturnKind:
        return RETURN_KINDS[self.returns]

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


@dataclass(frozen=True)
class Attempt:
    """What the worker reported for one call, before it is judged. Plain data only."""

    # "ok" (a value came back), "error", "timeout", "memory", "crash", "invalid", "unloadable".
    status: str
    value: Any = None
    # Why, in words: the exception line, the invalid type, the exit code.
    detail: str = ""
    traceback: str = ""
    output: str = ""
    # The learner's time as the worker measured it (the worker runs learner code, so it can be forged)…
    seconds: float = 0.0
    # …and the grader's own clock from sending the case to reading the answer, which cannot be.
    wall_seconds: float = 0.0


@dataclass(frozen=True)
class Outcome:
    """The verdict on one case, with everything a report needs to explain it."""

    case: Case
    verdict: Verdict
    expected: Any = None
    actual: Any = None
    # One sentence for the learner: why this verdict.
    message: str = ""
    traceback: str = ""
    output: str = ""
    seconds: float = 0.0
    # The known mistake whose answer the learner's answer equals, if any.
    pitfall: str | None = None
    pitfall_message: str = ""
    # Differential phase: the seed that reproduces a generated case.
    seed: int | None = None
    # For a failing hidden case: a visible input on which the learner's answer also differs, judged.
    similar: Outcome | None = None


@dataclass(frozen=True)
class Result:
    """The graded run of one exercise."""

    exercise: Exercise
    outcomes: tuple[Outcome, ...]
    file: Path
    seconds: float = 0.0
    # Set when nothing could be graded (e.g. the file does not import): every case fails with it.
    load_error: str = ""
    notes: tuple[str, ...] = field(default=())

    @property
    def passed(self) -> int:
        return sum(1 for outcome in self.outcomes if outcome.verdict.passed)

    @property
    def ok(self) -> bool:
        return bool(self.outcomes) and self.passed == len(self.outcomes)
