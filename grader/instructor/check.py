"""`kata cases check`: proves a course's cases are right and strong enough (mutation testing with pitfalls).

Every problem it finds is a `Problem`: the file and line at fault, what is wrong, and what to do about it. A
value that disagrees is written "expected X, the reference answers Y", the file's value first.
"""

from __future__ import annotations

import ast
import difflib
import functools
import inspect
import json
import shlex
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..course.model import Case, Course, Exercise, QuizItem, typed_form, wire_form
from ..errors import KataError
from ..judge.differential import arguments_text
from ..judge.model import Verdict
from ..judge.oracle import Oracle
from ..judge.promises import Promise, evidence, promises_heading_line, promises_of, stated_promises
from ..judge.trusted import (
    NEVER,
    OutOfTime,
    computed_reference_answer,
    pitfall_functions,
    pitfall_module,
    reference_module,
    time_limit,
)
from ..judge.verdicts import first_difference, shown
from ..pipeline import grade
from ..policy import Policy
from ..run.model import Limits
from .add import flow, quoted
from .new import unfinished_work
from .survivors import SECONDS as SURVIVOR_SECONDS
from .survivors import MutantReport, Survivor, analyse, input_json

ERROR = "error"
WARNING = "warning"

# The kinds of case SPEC §4 asks of every exercise, each marked by a tag: the lesson's worked
# examples, its "checks also try" edge cases, and text beyond ASCII. A missing one is an error.
REQUIRED_TAGS = {
    "example": "a worked example from the lesson",
    "edge": "an edge case (no words, one chunk, size 1, …)",
    "unicode": "accented letters, other scripts or emoji",
}
# Wanted, but only a warning: a long input needs a generator ({words: N}), which works for string
# arguments only, so an exercise that takes a list of sentences may have none.
WANTED_TAGS = {"long": "a long input, so a slow solution shows"}
# How many of the cases that catch a pitfall the table names (`--format json` lists all).
CATCHERS_SHOWN = 2
# Tags with a meaning of their own; any other tag is probably a typo.
KNOWN_TAGS = {
    **REQUIRED_TAGS,
    **WANTED_TAGS,
    "perf": "a case about speed",
    "lazy": "a case about laziness (with `take`)",
}
# Values longer than this are not written out whole in a message: a long case's answer would bury the sentence.
WHOLE_VALUE_LIMIT = 160
# How many random inputs are tried, after the BOUNDARY ones, for a concrete `kata cases add` to suggest.
SUGGESTION_DRAWS = 40


@dataclass(frozen=True)
class Problem:
    """One thing wrong (error) or suspicious (warning): the file and line at fault, what is wrong, the fix.

    No field has a default, so no message can be made without its place and its fix."""

    severity: str
    # A short name of the check that found it: expected, reference, stub, pitfall, promise, quiz, hints,
    # category, tags.
    check: str
    # Relative to the course's root: cases.yaml, solutions/EX.py, solutions/pitfalls/EX.py, exercises/EX.md...
    file: str
    # From 1: the line to look at (a case's `expected:` line, a pitfall's declaration, a promise's bullet...).
    line: int
    message: str
    fix: str


Report = Callable[[Problem], None]


@dataclass(frozen=True)
class PitfallCoverage:
    """Which cases tell a pitfall's answer apart from the right one (the cases that "kill" the mutant)."""

    name: str
    caught_by: tuple[str, ...]
    has_function: bool = True

    @property
    def caught(self) -> bool:
        return bool(self.caught_by)


@dataclass(frozen=True)
class PromiseCoverage:
    """A promise of the lesson, and a case on which a known wrong answer breaks it (none: nothing proves it)."""

    name: str
    text: str
    case: str = ""
    pitfall: str = ""
    evidence: str = ""

    @property
    def covered(self) -> bool:
        return bool(self.case)


@dataclass(frozen=True)
class ExerciseCheck:
    """Everything `cases check` found about one exercise."""

    exercise: Exercise
    coverage: tuple[PitfallCoverage, ...]
    problems: tuple[Problem, ...]
    # Cases the reference passed when graded as a submission, in the real worker.
    reference_passed: int
    # The verdict the untouched stub got on its first failing case ("" when it passed everything).
    stub_verdict: str
    seconds: float = 0.0
    promises: tuple[PromiseCoverage, ...] = ()
    # The reference's own one-change mutants: how many the cases kill, and the survivors (None: not run).
    mutants: MutantReport | None = None

    @property
    def errors(self) -> tuple[Problem, ...]:
        return tuple(problem for problem in self.problems if problem.severity == ERROR)

    @property
    def warnings(self) -> tuple[Problem, ...]:
        return tuple(problem for problem in self.problems if problem.severity == WARNING)

    @property
    def ok(self) -> bool:
        return not self.errors

    @property
    def caught(self) -> int:
        return sum(1 for pitfall in self.coverage if pitfall.caught)


@dataclass(frozen=True)
class CourseCheck:
    exercises: tuple[ExerciseCheck, ...]
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return all(check.ok for check in self.exercises)


def check_course(course: Course, limits: Limits, names: Sequence[str] | None = None) -> CourseCheck:
    """Check every exercise (or the named ones). The file itself was validated by the loader already."""
    started = time.perf_counter()
    chosen = [exercise for exercise in course.exercises if names is None or exercise.name in names]
    checks = tuple(check_exercise(course, exercise, limits) for exercise in chosen)
    return CourseCheck(exercises=checks, seconds=time.perf_counter() - started)


def check_exercise(course: Course, exercise: Exercise, limits: Limits) -> ExerciseCheck:
    started = time.perf_counter()
    problems: list[Problem] = []
    report: Report = problems.append
    _unfinished(course, exercise, report)
    answers = _answers(course, exercise, report)
    if not answers and problems:
        # Without the reference's answers nothing else can be judged; its own error says why.
        return ExerciseCheck(exercise, (), tuple(problems), 0, "", time.perf_counter() - started)
    # The later checks judge against the reference's answers: a wrong `expected` is one error, not one per check.
    judged = _with_answers(exercise, answers)
    unimportable = _unimportable_pitfalls(course, exercise)
    if unimportable is not None:
        # Grading imports the pitfalls file too: without them the rest can still be checked, and is.
        report(unimportable)
        judged = replace(judged, pitfalls={})
    oracle = Oracle(course, judged)
    passed = _reference_as_submission(oracle, answers, limits, report)
    stub = _stub(oracle, answers, limits, report)
    coverage: tuple[PitfallCoverage, ...] = tuple(PitfallCoverage(name, (), False) for name in exercise.pitfalls)
    wrong: WrongAnswers | None = None  # None: the pitfalls could not be run, so nothing is known about them
    if unimportable is None:
        coverage, wrong = _pitfalls(oracle, answers, report)
    mutants = _mutants(oracle, answers, report)
    promises = _promises(oracle, answers, wrong, report)
    _hints(exercise, report)
    _quiz(oracle, answers, limits, report)
    _categories(exercise, answers, report)
    return ExerciseCheck(
        exercise=exercise,
        coverage=coverage,
        problems=tuple(problems),
        reference_passed=passed,
        stub_verdict=stub,
        seconds=time.perf_counter() - started,
        promises=promises,
        mutants=mutants,
    )


# ---- where a problem is -------------------------------------------------------------------------


def _reference_file(exercise: Exercise) -> str:
    return f"solutions/{exercise.name}.py"


def _pitfalls_file(exercise: Exercise) -> str:
    return f"solutions/pitfalls/{exercise.name}.py"


def _lesson_file(exercise: Exercise) -> str:
    return f"exercises/{exercise.name}.md"


def _fault_line(error: BaseException, path: Path, otherwise: int = 1) -> int:
    """The line of `path` where running it failed: a syntax error's line, else the deepest frame in the file."""
    if isinstance(error, SyntaxError) and error.lineno:
        return error.lineno
    target = str(path.resolve())
    frames = [frame for frame in traceback.extract_tb(error.__traceback__) if frame.filename == target]
    return (frames[-1].lineno or otherwise) if frames else otherwise


def _error_text(error: BaseException) -> str:
    """An error of course code in a sentence: its kind and its own words (a syntax error without its path,
    which the problem's place gives already)."""
    words = error.msg if isinstance(error, SyntaxError) else str(error)
    return f"{type(error).__name__}: {words}" if words else type(error).__name__


def _assignment_line(path: Path, name: str) -> int:
    """The line where a file's top level assigns `name` (PROMISES), or 1."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (SyntaxError, ValueError, OSError):
        return 1
    for node in tree.body:
        targets = (
            node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        )
        if any(isinstance(target, ast.Name) and target.id == name for target in targets):
            return node.lineno
    return 1


def _def_line(function: Callable[..., Any]) -> int:
    """The line a function of course code is written on (its first decorator's, if it has one)."""
    code = getattr(function, "__code__", None)
    return code.co_firstlineno if code is not None else 1


def _function_line(path: Path, names: Sequence[str]) -> int:
    """The line of the first of `names` defined at the top of a file that is not imported here (a stub)."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (SyntaxError, ValueError, OSError):
        return 1
    lines = {node.name: node.lineno for node in tree.body if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)}
    return next((lines[name] for name in names if name in lines), 1)


def _syntax_line(path: Path) -> int:
    """The line of a file's syntax error, or 1 (a file that parses failed later, when it ran)."""
    try:
        compile(path.read_text(encoding="utf-8"), str(path), "exec")
    except SyntaxError as error:
        return error.lineno or 1
    except (ValueError, OSError):
        return 1
    return 1


def _course_error(check: str, error: KataError, line: int = 0) -> Problem:
    """A problem the trusted-code layer already phrased with its file, line and fix."""
    return Problem(
        ERROR,
        check,
        file=error.file or "cases.yaml",
        line=line or error.line or 1,
        message=error.problem,
        fix=error.fix or "see the message",
    )


def _cases_add(exercise: Exercise, arguments: dict[str, Any] | None, name: str, tag: str = "") -> str:
    """The `kata cases add` command for a case: with a real input when one is known, else a template."""
    written = "'{...}'"
    if arguments is not None:
        written = shlex.quote(input_json(wire_form(arguments)))
    return f"`kata cases add {exercise.name} --name {name} --input {written}" + (f" --tag {tag}`" if tag else "`")


# ---- the checks ---------------------------------------------------------------------------------


def _unfinished(course: Course, exercise: Exercise, report: Report) -> None:
    """What `kata new` left for the author to write, each place by file and line (rustlings' `dev check`)."""
    later = [other.line for other in course.exercises if other.source == exercise.source and other.line > exercise.line]
    block = (exercise.line, min(later, default=exercise.line + 100_000) - 1)
    for item in unfinished_work(course, exercise.name, block):
        report(
            Problem(
                ERROR,
                "unfinished",
                file=item.file,
                line=item.line,
                message=f"still to write: {item.what}",
                fix="write it on this line, and take out the `TODO(kata new)` mark",
            )
        )


def _answers(course: Course, exercise: Exercise, report: Report) -> dict[str, Any]:
    """The right answer of every case the reference accepts; an `expected` must agree with the reference."""
    path = course.reference_path(exercise.name)
    absent = _no_reference(course, exercise)
    if absent is not None:
        report(absent)
        return {}
    try:
        reference_module(course, exercise)
    except KataError as error:
        report(_course_error("reference", error))
        return {}
    except Exception as error:  # course code that does not import: a finding, not a crash of the checker
        report(
            Problem(
                ERROR,
                "reference",
                file=_reference_file(exercise),
                line=_fault_line(error, path),
                message=f"{_reference_file(exercise)} cannot be imported: {_error_text(error)}",
                fix=f"correct this line (`python {_reference_file(exercise)}` shows the whole error)",
            )
        )
        return {}
    answers: dict[str, Any] = {}
    for case in exercise.cases:
        try:
            computed = computed_reference_answer(course, exercise, case)
        except KataError as error:
            # The reference rejects the input or never finishes on it: the values in `input:` are the suspects.
            report(
                Problem(
                    ERROR,
                    "reference",
                    file=case.source,
                    line=case.line_of("input"),
                    message=error.problem,
                    fix=f"correct the values in `input:` (legal ones are what `inputs()` in "
                    f"{_reference_file(exercise)} draws), or make the reference accept them",
                )
            )
            continue
        agrees = not case.has_expected or exercise.kind.agrees(case.expected, computed)
        if not agrees:
            report(_wrong_expected(exercise, case, computed))
        answers[case.name] = case.expected if agrees and case.has_expected else computed
    return answers


def _no_reference(course: Course, exercise: Exercise) -> Problem | None:
    """Without solutions/EX.py nothing can be checked: say which file to write, or that this is a learner's copy."""
    path = course.reference_path(exercise.name)
    if path.is_file():
        return None
    if not path.parent.is_dir():
        return Problem(
            ERROR,
            "reference",
            file=exercise.source,
            line=exercise.line,
            message="this copy of the course has no solutions/ folder (a learner's copy?), so no case can be checked "
            "against a reference",
            fix="run `kata cases check` in the course's own folder, the one that holds solutions/",
        )
    return Problem(
        ERROR,
        "reference",
        file=exercise.source,
        line=exercise.line,
        message=f"exercise {exercise.name} has no reference solution at {_reference_file(exercise)}",
        fix=f"write {_reference_file(exercise)}: the reference `solve` (or `main`), `inputs()`, PROMISES and "
        "BOUNDARY (CONTRIBUTING.md, Adding an exercise)",
    )


def _wrong_expected(exercise: Exercise, case: Case, answer: Any) -> Problem:
    """A case's `expected` that the reference does not give: the file's value first, then the reference's."""
    try:
        written = flow(answer)
    except KataError:
        written = ""
    value = f"`expected: {written}`" if written and len(written) <= WHOLE_VALUE_LIMIT else "the reference's answer"
    return Problem(
        ERROR,
        "expected",
        file=case.source,
        line=case.line_of("expected"),
        message=f"case {case.name}: {disagreement(exercise, case.expected, answer)}",
        fix=f"if the reference is right, change the line to {value}, or delete it so the case takes the "
        f"reference's answer; if `expected` is right, correct {_reference_file(exercise)}",
    )


def disagreement(exercise: Exercise, expected: Any, answer: Any) -> str:
    """ "expected X, the reference answers Y": whole values when short, else the first item where they part."""
    whole = f"expected {_value(expected)}, the reference answers {_value(answer)}"
    if len(whole) <= WHOLE_VALUE_LIMIT or not (isinstance(expected, list) and isinstance(answer, list)):
        return whole
    unit = exercise.item or "item"
    index = first_difference(expected, answer, exercise.kind.agrees)

    def item(values: list[Any]) -> str:
        return shown(values[index]) if index < len(values) else "nothing"

    def count(values: list[Any]) -> str:
        return f"{len(values)} {unit}{'s' * (len(values) != 1)}"

    counts = (
        f"expected {count(expected)}, the reference answers {count(answer)}; " if len(expected) != len(answer) else ""
    )
    return f"{counts}{unit} {index} differs: expected {item(expected)}, the reference answers {item(answer)}"


def _value(value: Any) -> str:
    text = shown(value) if isinstance(value, str) else repr(value)
    return text if len(text) <= WHOLE_VALUE_LIMIT else text[: WHOLE_VALUE_LIMIT - 1] + "…"


def _with_answers(exercise: Exercise, answers: dict[str, Any]) -> Exercise:
    """The exercise with each wrong `expected` replaced by the reference's answer (already reported)."""
    cases = tuple(
        replace(case, expected=answers[case.name])
        if case.has_expected and case.name in answers and answers[case.name] is not case.expected
        else case
        for case in exercise.cases
    )
    return replace(exercise, cases=cases)


def _graded(oracle: Oracle, file: Any, cases: Sequence[Case], limits: Limits) -> list[tuple[Case, Verdict, str]]:
    """Run `cases` on `file` through the door, exactly as a learner's submission is run: one case at a time,
    each timed alone under its own limit."""
    checked = replace(oracle.exercise, cases=tuple(cases))
    result = grade(checked, file, oracle, Policy.case_check(limits))
    return [(outcome.case, outcome.verdict, outcome.message) for outcome in result.outcomes]


def _reference_as_submission(oracle: Oracle, answers: dict[str, Any], limits: Limits, report: Report) -> int:
    """Grade the reference like a learner's file (same worker, limits and conversions): it must pass."""
    course, exercise = oracle.course, oracle.exercise
    path = course.reference_path(exercise.name)
    cases = [case for case in exercise.cases if case.name in answers]
    passed = 0
    for case, verdict, message in _graded(oracle, path, cases, limits):
        if verdict.passed:
            passed += 1
            continue
        slow = verdict is Verdict.TIMEOUT
        report(
            Problem(
                ERROR,
                "reference",
                file=case.source,
                line=case.line_of("timeout") if slow else case.line,
                message=f"case {case.name}: the reference, graded as a submission, gets {verdict.value}: {message}",
                fix=f"give the case a longer `timeout:` or make {_reference_file(exercise)} faster"
                if slow
                else f"make {_reference_file(exercise)} pass when graded like a learner's file "
                f"(`kata grade {exercise.name} --reference` shows the run)",
            )
        )
    return passed


def _stub(oracle: Oracle, answers: dict[str, Any], limits: Limits, report: Report) -> str:
    """The untouched exercise file must fail (else a learner passes without writing anything).

    The shipped stub in .stubs/ is checked when the course has one, not exercises/EX.py: an author who solved
    the exercise in this checkout has the learner's file there, and it passes, as it should.
    """
    course, exercise = oracle.course, oracle.exercise
    shipped = course.root / ".stubs" / f"{exercise.name}.py"
    path = shipped if shipped.is_file() else course.stub_path(exercise.name)
    shown_path = path.relative_to(course.root).as_posix()
    if not path.is_file():
        report(
            Problem(
                ERROR,
                "stub",
                file=exercise.source,
                line=exercise.line,
                message=f"exercise {exercise.name} has no stub at exercises/{exercise.name}.py",
                fix=f"write exercises/{exercise.name}.py (solve's signature, a docstring with the task, "
                f"`raise NotImplementedError`) and copy it to .stubs/{exercise.name}.py",
            )
        )
        return ""
    # Smallest inputs first: the first failure is the one to show.
    cases = sorted((case for case in exercise.cases if case.name in answers), key=_size)
    graded = sorted(_graded(oracle, path, cases, limits), key=lambda graded: _size(graded[0]))
    for _, verdict, message in graded:
        if verdict is Verdict.UNLOADABLE or (verdict is Verdict.CRASH and "importing" in message):
            report(
                Problem(
                    ERROR,
                    "stub",
                    file=shown_path,
                    line=_syntax_line(path),
                    message=f"the stub {shown_path} cannot be loaded: {message}",
                    fix="make the stub import: only solve's signature, its docstring and `raise NotImplementedError`",
                )
            )
        if not verdict.passed:
            return verdict.value
    entry = ("main",) if exercise.is_program else ("solve",)
    report(
        Problem(
            ERROR,
            "stub",
            file=shown_path,
            line=_function_line(path, entry),
            message=f"the stub {shown_path} passes every case, so a learner passes without writing anything",
            fix=f"make its body `raise NotImplementedError` (as shipped), or add a case it fails with "
            f"{_cases_add(exercise, None, '...')}",
        )
    )
    return ""


def _size(case: Case) -> int:
    return len(json.dumps(wire_form(case.input), ensure_ascii=False, default=str))


# Pitfall → case → its wrong answer there (only the cases where it is wrong).
WrongAnswers = dict[str, dict[str, Any]]


def _pitfalls(
    oracle: Oracle, answers: dict[str, Any], report: Report
) -> tuple[tuple[PitfallCoverage, ...], WrongAnswers]:
    """Mutation testing: each pitfall is a wrong solution that some case must tell apart from the right one.

    Its answers are the oracle's (a pitfall that raises or does not finish on a case fails it: NEVER)."""
    course, exercise = oracle.course, oracle.exercise
    file = _pitfalls_file(exercise)
    if not exercise.pitfalls:
        report(
            Problem(
                WARNING,
                "pitfall",
                file=exercise.source,
                line=exercise.line,
                message="the exercise declares no pitfalls, so nothing proves its cases catch mistakes",
                fix=f"declare the classic mistakes under `pitfalls:` (name: the message a learner reads) and write "
                f"each as a function in {file}",
            )
        )
        return (), {}
    path = course.pitfalls_path(exercise.name)
    missing = tuple(PitfallCoverage(name, (), has_function=False) for name in exercise.pitfalls)
    if not path.is_file():
        report(
            Problem(
                ERROR,
                "pitfall",
                file=exercise.source,
                line=exercise.line_of("pitfalls"),
                message=f"pitfalls are declared here but {file} does not exist",
                fix=f"write {file} with one function per pitfall declared here, taking solve's parameters",
            )
        )
        return missing, {}
    functions = pitfall_functions(course, exercise)  # it imports: _unimportable_pitfalls tried it first
    module = pitfall_module(course, exercise)
    owner = module.__name__ if module is not None else ""
    defined = {
        name: value
        for name, value in (vars(module) if module is not None else {}).items()
        if inspect.isfunction(value) and value.__module__ == owner and not name.startswith("_")
    }
    for name in sorted(set(defined) - set(exercise.pitfalls)):
        report(
            Problem(
                WARNING,
                "pitfall",
                file=file,
                line=_def_line(defined[name]),
                message=f"{file} defines {name}(), which `pitfalls:` does not list",
                fix=f"declare it under `pitfalls:` ({exercise.source} line {exercise.line_of('pitfalls')}) with the "
                f"message a learner reads, or make it private: _{name}",
            )
        )
    coverage = []
    wrong: WrongAnswers = {}
    fingerprints: dict[str, str] = {}
    for name in exercise.pitfalls:
        function = functions.get(name)
        declared = exercise.pitfall_line(name)
        if function is None:
            close = difflib.get_close_matches(name, sorted(defined), n=1)
            report(
                Problem(
                    ERROR,
                    "pitfall",
                    file=exercise.source,
                    line=declared,
                    message=f"pitfall {name} has no function {name}() in {file}"
                    + (f" (did you mean {close[0]}?)" if close else ""),
                    fix=f"rename the pitfall {close[0]} here (or the function {name})"
                    if close
                    else f"write `def {name}(...)` in {file}, with solve's parameters",
                )
            )
            coverage.append(PitfallCoverage(name, (), has_function=False))
            continue
        given = {case.name: oracle.mistakes(case).get(name, NEVER) for case in exercise.cases if case.name in answers}
        caught = tuple(case for case, answer in given.items() if not exercise.kind.agrees(answer, answers[case]))
        wrong[name] = {case: given[case] for case in caught}
        if not caught:
            found = _telling_input(oracle, functools.partial(_differs, exercise, name))
            report(
                Problem(
                    ERROR,
                    "pitfall",
                    file=exercise.source,
                    line=declared,
                    message=f"no case catches pitfall {name}: its answer equals the right one on every case",
                    fix=f"add a case on which its answer differs: {_cases_add(exercise, found, f'catches_{name}')}",
                )
            )
        # Cases in which the pitfall fails, with its answers: two pitfalls alike here cannot be told apart.
        signature = repr(sorted((case, repr(given[case])) for case in caught))
        if caught and signature in fingerprints:
            first = fingerprints[signature]
            found = _telling_input(oracle, functools.partial(_apart, exercise, first, name))
            report(
                Problem(
                    WARNING,
                    "pitfall",
                    file=exercise.source,
                    line=declared,
                    message=f"pitfalls {first} and {name} give the same wrong answers on the same cases, so "
                    "the report cannot tell them apart",
                    fix=f"add a case on which their answers differ: "
                    f"{_cases_add(exercise, found, f'tells_{name}_from_{first}')}",
                )
            )
        fingerprints.setdefault(signature, name)
        coverage.append(PitfallCoverage(name, caught))
    return tuple(coverage), wrong


def _unimportable_pitfalls(course: Course, exercise: Exercise) -> Problem | None:
    """The pitfalls file is course code: its fault is a finding, reported before grading would crash on it."""
    path = course.pitfalls_path(exercise.name)
    if not exercise.pitfalls or not path.is_file():
        return None
    try:
        pitfall_module(course, exercise)
    except Exception as error:
        file = _pitfalls_file(exercise)
        return Problem(
            ERROR,
            "pitfall",
            file=file,
            line=_fault_line(error, path),
            message=f"{file} cannot be imported: {_error_text(error)}",
            fix=f"correct this line (`python {file}` shows the whole error)",
        )
    return None


def _differs(exercise: Exercise, name: str, arguments: dict[str, Any], mistakes: dict[str, Any], right: Any) -> bool:
    """Does pitfall `name` answer otherwise than the reference?"""
    return name in mistakes and not exercise.kind.agrees(mistakes[name], right)


def _apart(
    exercise: Exercise, first: str, second: str, arguments: dict[str, Any], mistakes: dict[str, Any], right: Any
) -> bool:
    """Do the two pitfalls answer otherwise than each other?"""
    if first not in mistakes or second not in mistakes:
        return False
    return not exercise.kind.agrees(mistakes[first], mistakes[second])


def _breaks(promise: Promise, arguments: dict[str, Any], mistakes: dict[str, Any], right: Any) -> bool:
    """Does some known mistake's answer break `promise` on these arguments?"""
    return any(answer is not NEVER and evidence(promise, arguments, answer) for answer in mistakes.values())


def _candidate_inputs(oracle: Oracle) -> Iterator[tuple[dict[str, Any], Any]]:
    """Inputs with the reference's answer: the BOUNDARY list first, then a few drawn from `inputs()`."""
    for arguments in oracle.boundary_inputs():
        try:
            yield arguments, oracle.expected(Case(name="suggested", input=arguments))
        except KataError:
            continue
    make = oracle.inputs_function()
    if make is not None:
        try:
            yield from oracle.drawn(make(), seed=0, count=SUGGESTION_DRAWS)
        except Exception:  # course code: no suggestion, the fix falls back to a template
            return


def _telling_input(
    oracle: Oracle, wanted: Callable[[dict[str, Any], dict[str, Any], Any], bool]
) -> dict[str, Any] | None:
    """A legal input on which the known mistakes' answers are as `wanted`, to suggest as a new case."""
    for arguments, right in _candidate_inputs(oracle):
        if wanted(arguments, oracle.mistakes(Case(name="suggested", input=arguments)), right):
            return arguments
    return None


def _mutants(oracle: Oracle, answers: dict[str, Any], report: Report) -> MutantReport | None:
    """Mutation testing with the reference's own mutants (survivors.py): one no case kills, though some input
    tells it from the reference, is an error (its case is shown with the command that adds it); one that agrees
    on every input tried may compute the same thing, and is only listed."""
    course, exercise = oracle.course, oracle.exercise
    path, reference = course.reference_path(exercise.name), _reference_file(exercise)
    try:
        analysed = analyse(oracle, answers)
    except Exception as error:  # course code the mutants are made of: its fault is a finding, not a crash
        report(
            Problem(
                ERROR,
                "mutant",
                file=reference,
                line=_fault_line(error, path),
                message=f"the mutants of {reference} cannot be run: {_error_text(error)}",
                fix=f"make {reference} run on its own (`python {reference}`); its mutants are copies of it",
            )
        )
        return None
    for survivor in analysed.killable:
        report(
            Problem(
                ERROR,
                "mutant",
                file=reference,
                line=survivor.line or 1,
                message=f"no case kills {survivor.described}: on {input_json(survivor.arguments or {})} it answers "
                f"{survivor.actual!r}, the reference answers {survivor.expected!r}",
                fix=f"add the input as a case: `{survivor.command(exercise.name)}`",
            )
        )
    if analysed.not_run:
        report(
            Problem(
                WARNING,
                "mutant",
                file=reference,
                line=_function_line(path, ("main",) if exercise.is_program else ("solve",)),
                message=f"{analysed.not_run} mutants of the reference were not run: the analysis took its "
                f"{SURVIVOR_SECONDS:g} s (a reference slow on every case makes each mutant as slow)",
                fix=f"make {reference} faster on the cases, or give the slow ones fewer words",
            )
        )
    return analysed


def _promises(
    oracle: Oracle, answers: dict[str, Any], wrong: WrongAnswers | None, report: Report
) -> tuple[PromiseCoverage, ...]:
    """The lesson's promises are the reference's checks, the reference keeps them, and a wrong answer breaks each.

    Every promise needs a case on which some pitfall's answer breaks it: that is what proves the cases can catch
    an answer that breaks it, and what lets a report name it. A rule the lesson states with no check behind it,
    or a check the lesson does not state, is an error too: the two must say the same.
    """
    course, exercise = oracle.course, oracle.exercise
    lesson_path = course.lesson_path(exercise.name)
    lesson_text = lesson_path.read_text(encoding="utf-8") if lesson_path.is_file() else ""
    stated = stated_promises(lesson_text)
    lesson, reference = _lesson_file(exercise), _reference_file(exercise)
    path = course.reference_path(exercise.name)
    try:
        promises = promises_of(course, exercise)
    except Exception as error:  # course code: its fault is a finding
        report(
            Problem(
                ERROR,
                "promise",
                file=reference,
                line=_fault_line(error, path, _assignment_line(path, "PROMISES")),
                message=f"the promises in {reference} cannot be read: {_error_text(error)}",
                fix="PROMISES must be a list of functions (arguments, answer) -> str | None, each with a docstring",
            )
        )
        return ()
    if not promises and not stated:
        report(
            Problem(
                WARNING,
                "promise",
                file=lesson,
                line=1,
                message=f"neither {lesson} nor {reference} states promises, so a wrong answer that no pitfall "
                "explains is reported without a cause",
                fix=f'list the rules a correct answer keeps after "A correct answer keeps these promises:" in '
                f"{lesson}, and write one function per rule in PROMISES of {reference}",
            )
        )
        return ()
    checked = {promise.text: promise for promise in promises}
    for sentence, line in stated:
        if sentence not in checked:
            close = difflib.get_close_matches(sentence, list(checked), n=1)
            report(
                Problem(
                    ERROR,
                    "promise",
                    file=lesson,
                    line=line,
                    message=f"{lesson} promises {sentence!r}, but no function in PROMISES of {reference} checks it",
                    fix="add to PROMISES a function whose docstring is this sentence, or reword the line to match "
                    + (
                        f"the docstring of {checked[close[0]].name}: {close[0]!r}" if close else "a promise's docstring"
                    ),
                )
            )
    heading = promises_heading_line(lesson_text)
    for promise in promises:
        if promise.text not in {sentence for sentence, _ in stated}:
            where = (
                f"to the list after line {heading} of {lesson}"
                if heading
                else f'to {lesson}, in a list after "A correct answer keeps these promises:"'
            )
            report(
                Problem(
                    ERROR,
                    "promise",
                    file=reference,
                    line=_def_line(promise.check),
                    message=f"promise {promise.name} ({promise.text!r}) is not in the list of promises in {lesson}",
                    fix=f"add `- {promise.text}` {where}, word for word (or reword the docstring to match a line)",
                )
            )
    cases = sorted((case for case in exercise.cases if case.name in answers and case.take is None), key=_size)
    for case in cases:
        for promise in promises:
            found = evidence(promise, case.input, answers[case.name])
            if found:
                report(
                    Problem(
                        ERROR,
                        "promise",
                        file=reference,
                        line=_def_line(promise.check),
                        message=f"case {case.name} ({case.source} line {case.line}): the reference's answer breaks "
                        f"promise {promise.name}: {found}",
                        fix=f"either solve in {reference} is wrong on this input or the check {promise.name} is: "
                        "correct the one that is",
                    )
                )
    if wrong is None:  # no pitfall could be run: which promise they break is unknown, not missing
        return tuple(PromiseCoverage(promise.name, promise.text) for promise in promises)
    return tuple(_breaking(oracle, promise, cases, wrong, report) for promise in promises)


def _breaking(
    oracle: Oracle, promise: Promise, cases: Sequence[Case], wrong: WrongAnswers, report: Report
) -> PromiseCoverage:
    """The smallest case on which a pitfall's wrong answer breaks `promise`, or an error naming the fix."""
    for case in cases:
        for pitfall, by_case in wrong.items():
            if case.name in by_case and by_case[case.name] is not NEVER:
                found = evidence(promise, case.input, by_case[case.name])
                if found:
                    return PromiseCoverage(promise.name, promise.text, case.name, pitfall, found)
    exercise = oracle.exercise
    shown = _telling_input(oracle, functools.partial(_breaks, promise))
    report(
        Problem(
            ERROR,
            "promise",
            file=_reference_file(exercise),
            line=_def_line(promise.check),
            message=f"no case breaks promise {promise.name} ({promise.text!r}) with a known wrong answer, so nothing "
            "shows the cases catch an answer that breaks it",
            fix=f"add a case on which a known wrong answer breaks it: "
            f"{_cases_add(exercise, shown, f'breaks_{promise.name}')}"
            if shown is not None
            else f"add a pitfall that breaks it to {_pitfalls_file(exercise)} (declared under `pitfalls:`), and a "
            "case that catches it",
        )
    )
    return PromiseCoverage(promise.name, promise.text)


@dataclass(frozen=True)
class QuizFault:
    """What is wrong with a quiz item: the key of the item at fault, the sentence, and the fix."""

    key: str
    message: str
    fix: str


def _quiz(oracle: Oracle, answers: dict[str, Any], limits: Limits, report: Report) -> None:
    """The lesson's quick checks are proved by running code, not trusted: a predicted output is what the
    reference gives, a filled-in blank makes the code pass every case, a bug's code fails and its fixed line
    alone makes it pass. (A choice has nothing to run; the loader checks its answer names an option.)"""
    cases = [case for case in oracle.exercise.cases if case.name in answers]
    for item in oracle.exercise.quiz:
        fault = _QUIZ_CHECKS.get(item.kind, lambda *_: None)(oracle, item, cases, limits)
        if fault:
            report(
                Problem(
                    ERROR,
                    "quiz",
                    file=item.source,
                    line=item.line_of(fault.key),
                    message=f"quiz item {item.name} ({item.kind}): {fault.message}",
                    fix=fault.fix,
                )
            )


def _predicted(oracle: Oracle, item: QuizItem, cases: list[Case], limits: Limits) -> QuizFault | None:
    """What Python shows for the item's expression, with the reference's solve, must be the item's answer."""
    try:
        module = reference_module(oracle.course, oracle.exercise)
        with time_limit():
            result = repr(eval(compile(item.code, f"<quiz {item.name}>", "eval"), {"solve": module.solve}))
    except KataError as error:
        return QuizFault("code", error.problem, error.fix or "correct `code:`")
    except (Exception, OutOfTime) as error:
        return QuizFault(
            "code",
            f"the reference cannot run its code: {type(error).__name__}: {error}",
            "make `code:` one expression that calls solve with legal arguments",
        )
    if not item.accepts(result):
        return QuizFault(
            "answer",
            f"`answer` is {item.answer!r}, but the reference gives {result}",
            f"set `answer: {quoted(result)}`, or change `code:` so that it gives {item.answer}",
        )
    wrong = [typed for typed in item.accept if typed_form(typed) != typed_form(result)]
    if wrong:
        return QuizFault(
            "accept",
            f"`accept` holds {wrong[0]!r}, but the reference gives {result}",
            f"remove {quoted(wrong[0])} from `accept:`",
        )
    return None


def _filled(oracle: Oracle, item: QuizItem, cases: list[Case], limits: Limits) -> QuizFault | None:
    """The code with each accepted answer in its blank must pass every case."""
    for typed in (item.answer, *item.accept):
        failure = _first_failure(oracle, item.filled(typed), cases, limits)
        if failure:
            key = "answer" if typed == item.answer else "accept"
            return QuizFault(
                key,
                f"with {typed!r} in the blank the code does not pass the cases: {failure}",
                f"write in `{key}:` what makes the code pass, or correct the code around the blank",
            )
    return None


def _debugged(oracle: Oracle, item: QuizItem, cases: list[Case], limits: Limits) -> QuizFault | None:
    """The code as shown must fail some case, and pass them all once the marked line alone reads as `fix`."""
    if _first_failure(oracle, item.code, cases, limits) is None:
        return QuizFault(
            "code",
            "the code as shown passes every case, so it has no bug the cases can see",
            f"make line {item.answer} of `code:` wrong in a way a case catches, or add a case it fails with "
            f"{_cases_add(oracle.exercise, None, '...')}",
        )
    failure = _first_failure(oracle, item.fixed(), cases, limits)
    if failure:
        return QuizFault(
            "answer",
            f"with line {item.answer} fixed as stated the code still fails: {failure}",
            "set `answer:` to the number of the wrong line, or correct `fix:` so that this line alone makes the "
            "code pass",
        )
    return None


_QUIZ_CHECKS: dict[str, Callable[..., QuizFault | None]] = {
    "predict": _predicted,
    "fill": _filled,
    "bug": _debugged,
}


def _first_failure(oracle: Oracle, code: str, cases: list[Case], limits: Limits) -> str | None:
    """Grade `code` as a submission through the door (as the reference is graded): the first failing case."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="kata-quiz-") as folder:
        path = Path(folder) / f"{oracle.exercise.name}.py"
        path.write_text(code, encoding="utf-8")
        for case, verdict, message in _graded(oracle, path, cases, limits):
            if not verdict.passed:
                return f"case {case.name} gets {verdict.value}" + (f" ({message})" if message else "")
    return None


def _hints(exercise: Exercise, report: Report) -> None:
    # The loader already refuses an empty hint; an exercise with none leaves a stuck learner nothing.
    if not exercise.hints:
        report(
            Problem(
                ERROR,
                "hints",
                file=exercise.source,
                line=exercise.line,
                message="the exercise has no hints",
                fix="add at least one stage under `hints:`, least revealing first",
            )
        )


def _categories(exercise: Exercise, answers: dict[str, Any], report: Report) -> None:
    """The kinds of case every exercise needs, and the ones its return kind needs."""
    tags = {tag for case in exercise.cases for tag in case.tags}
    cases_line = exercise.line_of("cases")
    for tag, meaning in {**REQUIRED_TAGS, **WANTED_TAGS}.items():
        if tag not in tags:
            report(
                Problem(
                    ERROR if tag in REQUIRED_TAGS else WARNING,
                    "category",
                    file=exercise.source,
                    line=cases_line,
                    message=f"no case is tagged `{tag}` ({meaning})",
                    fix=f"tag such a case with `tags: [{tag}]`, or add one with "
                    f"{_cases_add(exercise, None, '...', tag)}",
                )
            )
    for case in exercise.cases:
        for tag in case.tags:
            if tag not in KNOWN_TAGS:
                close = difflib.get_close_matches(tag, list(KNOWN_TAGS), n=1)
                report(
                    Problem(
                        WARNING,
                        "tags",
                        file=case.source,
                        line=case.line_of("tags"),
                        message=f"case {case.name}: unknown tag `{tag}`"
                        + (f" (did you mean `{close[0]}`?)" if close else ""),
                        fix=f"write `{close[0]}`" if close else f"use one of: {', '.join(KNOWN_TAGS)}",
                    )
                )
    fix = _missing_kind_of_case(exercise, answers)
    if fix:
        report(
            Problem(
                ERROR,
                "category",
                file=exercise.source,
                line=cases_line,
                message=exercise.kind.required_case,
                fix=fix,
            )
        )


def _missing_kind_of_case(exercise: Exercise, answers: dict[str, Any]) -> str:
    """The fix for the case the return kind needs and no case is (empty when none is missing)."""
    kind = exercise.kind
    if kind.has_required_case([case.take for case in exercise.cases], list(answers.values())):
        return ""
    if kind.lazy:
        return "add a case with `take: N` (the first N chunks of a long input), so an eager solve fails it"
    if kind.program:
        return "add a case whose input the program must reject, with `expected: error`"
    common = next(iter(answers.values()), None)
    return f"add a case whose answer is not {_value(common)}, the answer of every case now"


# ---- rendering -------------------------------------------------------------------------------


def render_check(check: CourseCheck, console: Console) -> None:
    """The summary table, each exercise's pitfalls with the cases that catch them, then the problems."""
    summary = Table(title="kata cases check", title_justify="left")
    for column in ("exercise", "cases", "reference", "stub", "pitfalls caught", "promises broken", "hints", "result"):
        summary.add_column(column, no_wrap=column == "exercise")
    for item in check.exercises:
        exercise = item.exercise
        total = len(item.coverage)
        score = f"{item.caught}/{total} ({100 * item.caught // total}%)" if total else "none"
        broken = sum(promise.covered for promise in item.promises)
        promised = f"{broken}/{len(item.promises)}" if item.promises else "none"
        summary.add_row(
            exercise.name,
            str(len(exercise.cases)),
            f"{item.reference_passed}/{len(exercise.cases)}",
            "fails" if item.stub_verdict else "[red]passes[/]",
            score if item.caught == total else f"[red]{score}[/]",
            promised if broken == len(item.promises) else f"[red]{promised}[/]",
            str(len(exercise.hints)),
            "[green]ok[/]" if item.ok else f"[red]{len(item.errors)} error{'s' * (len(item.errors) != 1)}[/]",
        )
    console.print(summary)
    for item in check.exercises:
        if item.coverage:
            console.print(_coverage_table(item))
        if item.promises:
            console.print(_promises_table(item))
    for item in check.exercises:
        if item.mutants is not None and item.mutants.survivors:
            _render_survivors(item.exercise.name, item.mutants, console)
    problems = [(item.exercise, problem) for item in check.exercises for problem in item.problems]
    for exercise, problem in problems:
        style = "red" if problem.severity == ERROR else "yellow"
        line = Text(f"{problem.file}:{problem.line}: ", style="dim")
        line.append(f"{problem.severity}: ", style=style)
        line.append(f"{exercise.name}: {problem.message}")
        console.print(line)
        console.print(Text(f"  fix: {problem.fix}"))
    errors = sum(len(item.errors) for item in check.exercises)
    warnings = sum(len(item.warnings) for item in check.exercises)
    verdict = Text(
        f"{len(check.exercises)} exercise{'s' * (len(check.exercises) != 1)} checked in {check.seconds:.2f} s: "
        f"{errors} error{'s' * (errors != 1)}, {warnings} warning{'s' * (warnings != 1)}.",
        style="bold green" if check.ok else "bold red",
    )
    console.print(verdict)


def _render_survivors(exercise: str, mutants: MutantReport, console: Console) -> None:
    """Each mutant no case kills: the input that tells it from the reference, both answers, and the command
    that adds the input as a case (never wrapped, so it can be pasted); then the mutants no input told apart."""
    console.print(
        Text(
            f"{exercise}: {mutants.killed}/{mutants.total} mutants of the reference killed by the cases; "
            f"{len(mutants.killable)} killable, {len(mutants.equivalent)} equivalent on every input tried",
            style="bold",
        )
    )
    for survivor in mutants.killable:
        console.print(Text(f"  {survivor.described}", style="red"))
        for label, value in (
            ("input", arguments_text(survivor.arguments or {})),
            ("reference", repr(survivor.expected)),
            ("mutant", repr(survivor.actual)),
        ):
            console.print(Text(f"    {label + ':':<11}{value}"))
        console.print(Text(f"    {survivor.command(exercise)}"), soft_wrap=True)
    if mutants.equivalent:
        console.print(Text("  equivalent on every input tried (informational, not an error):", style="dim"))
        for survivor in mutants.equivalent:
            console.print(Text(f"    {survivor.described}", style="dim"))


def _coverage_table(item: ExerciseCheck) -> Table:
    """One row per pitfall: how many cases catch it, and the first of them (`--format json` lists all)."""
    table = Table(title=f"{item.exercise.name}: pitfalls and the cases that catch them", title_justify="left")
    table.add_column("pitfall", no_wrap=True)
    table.add_column("cases", justify="right", no_wrap=True)
    table.add_column("caught by (first of them)", overflow="fold", ratio=1)
    for pitfall in item.coverage:
        if not pitfall.has_function:
            shown = Text("no function in solutions/pitfalls/", style="red")
        elif not pitfall.caught:
            shown = Text("NOT CAUGHT by any case", style="bold red")
        else:
            more = len(pitfall.caught_by) - CATCHERS_SHOWN
            shown = Text(", ".join(pitfall.caught_by[:CATCHERS_SHOWN]) + (f", +{more} more" if more > 0 else ""))
        table.add_row(pitfall.name, str(len(pitfall.caught_by)), shown)
    return table


def _promises_table(item: ExerciseCheck) -> Table:
    """One row per promise: the case and the known wrong answer that break it."""
    table = Table(title=f"{item.exercise.name}: promises and a wrong answer that breaks each", title_justify="left")
    table.add_column("promise", no_wrap=True)
    table.add_column("broken on case", overflow="fold", ratio=1)
    table.add_column("by pitfall", overflow="fold", ratio=1)
    for promise in item.promises:
        if promise.covered:
            table.add_row(promise.name, promise.case, promise.pitfall)
        else:
            table.add_row(promise.name, Text("NOT BROKEN by any known wrong answer", style="bold red"), "")
    return table


def check_document(check: CourseCheck) -> dict[str, Any]:
    """The check as JSON for CI: everything the table shows, with full case lists."""
    return {
        "ok": check.ok,
        "seconds": round(check.seconds, 3),
        "exercises": [
            {
                "name": item.exercise.name,
                "ok": item.ok,
                "cases": len(item.exercise.cases),
                "reference_passed": item.reference_passed,
                "stub_fails": bool(item.stub_verdict),
                "mutation_score": {
                    "caught": item.caught,
                    "total": len(item.coverage),
                    "score": round(item.caught / len(item.coverage), 3) if item.coverage else None,
                },
                "pitfalls": [
                    {"name": pitfall.name, "caught_by": list(pitfall.caught_by), "has_function": pitfall.has_function}
                    for pitfall in item.coverage
                ],
                "promises": [
                    {
                        "name": promise.name,
                        "text": promise.text,
                        "broken_by": {"case": promise.case, "pitfall": promise.pitfall, "evidence": promise.evidence}
                        if promise.covered
                        else None,
                    }
                    for promise in item.promises
                ],
                "mutants": _mutants_document(item.exercise.name, item.mutants),
                "problems": [
                    {
                        "severity": problem.severity,
                        "check": problem.check,
                        "message": problem.message,
                        "fix": problem.fix,
                        "file": problem.file,
                        "line": problem.line,
                    }
                    for problem in item.problems
                ],
            }
            for item in check.exercises
        ],
    }


def _mutants_document(exercise: str, mutants: MutantReport | None) -> dict[str, Any] | None:
    if mutants is None:
        return None

    def entry(survivor: Survivor) -> dict[str, Any]:
        shown: dict[str, Any] = {"number": survivor.number, "where": survivor.where, "change": survivor.change}
        if survivor.killable:
            shown.update(
                input=dict(survivor.arguments or {}),
                reference=survivor.expected,
                mutant=repr(survivor.actual),
                name=survivor.name,
                command=survivor.command(exercise),
            )
        return shown

    return {
        "total": mutants.total,
        "killed": mutants.killed,
        "not_run": mutants.not_run,
        "survivors": [entry(survivor) for survivor in mutants.killable],
        "equivalent": [entry(survivor) for survivor in mutants.equivalent],
    }
