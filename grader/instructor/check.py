"""`kata cases check`: proves a course's cases are right and strong enough (mutation testing with pitfalls)."""

from __future__ import annotations

import difflib
import inspect
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..course.model import Case, Course, Exercise, QuizItem, typed_form, wire_form
from ..errors import KataError
from ..judge.differential import arguments_text
from ..judge.model import Verdict
from ..judge.oracle import Oracle
from ..judge.promises import Promise, evidence, lesson_promises, promises_of
from ..judge.trusted import (
    NEVER,
    OutOfTime,
    computed_reference_answer,
    pitfall_functions,
    pitfall_module,
    reference_module,
    time_limit,
)
from ..judge.verdicts import difference
from ..pipeline import grade
from ..policy import Policy
from ..run.model import Limits
from .new import unfinished_work
from .survivors import SECONDS as SURVIVOR_SECONDS
from .survivors import MutantReport, Survivor, analyse

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


@dataclass(frozen=True)
class Problem:
    """One thing wrong (error) or suspicious (warning) in the cases, with where to look."""

    severity: str
    # A short name of the check that found it: expected, reference, stub, pitfall, hints, category, tags.
    check: str
    message: str
    source: str = "cases.yaml"
    line: int = 0


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

    def report(severity: str, check: str, message: str, line: int = 0, source: str = "") -> None:
        problems.append(Problem(severity, check, message, source or exercise.source, line or exercise.line))

    _unfinished(course, exercise, report)
    answers = _answers(course, exercise, report)
    if not answers and problems:
        # Without the reference's answers nothing else can be judged; its own error says why.
        return ExerciseCheck(exercise, (), tuple(problems), 0, "", time.perf_counter() - started)
    oracle = Oracle(course, exercise)
    passed = _reference_as_submission(oracle, answers, limits, report)
    stub = _stub(oracle, answers, limits, report)
    coverage, wrong = _pitfalls(oracle, answers, report)
    mutants = _mutants(oracle, answers, report)
    promises = _promises(course, exercise, answers, wrong, report)
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


Report = Callable[..., None]


def _unfinished(course: Course, exercise: Exercise, report: Report) -> None:
    """What `kata new` left for the author to write, each place by file and line (rustlings' `dev check`)."""
    later = [other.line for other in course.exercises if other.source == exercise.source and other.line > exercise.line]
    block = (exercise.line, min(later, default=exercise.line + 100_000) - 1)
    for item in unfinished_work(course, exercise.name, block):
        report(ERROR, "unfinished", f"still to write: {item.what}", item.line, item.file)


def _answers(course: Course, exercise: Exercise, report: Report) -> dict[str, Any]:
    """The right answer of every case the reference accepts; an `expected` must agree with the reference."""
    answers: dict[str, Any] = {}
    try:
        reference_module(course, exercise)
    except KataError as error:
        report(ERROR, "reference", error.problem)
        return answers
    except Exception as error:  # course code that does not import: a finding, not a crash of the checker
        report(ERROR, "reference", f"solutions/{exercise.name}.py cannot be imported: {error!r}")
        return answers
    for case in exercise.cases:
        try:
            computed = computed_reference_answer(course, exercise, case)
        except KataError as error:
            report(ERROR, "reference", error.problem, case.line, case.source)
            continue
        if case.has_expected and not exercise.kind.agrees(case.expected, computed):
            sentence = difference(exercise, computed, case.expected)
            report(
                ERROR,
                "expected",
                f"case {case.name}: `expected` disagrees with the reference: {sentence} "
                '("expected" is the reference\'s answer, "got" the file\'s)',
                case.line,
                case.source,
            )
        answers[case.name] = case.expected if case.has_expected else computed
    return answers


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
    if not path.is_file():
        report(ERROR, "reference", f"there is no reference solution at solutions/{exercise.name}.py")
        return 0
    cases = [case for case in exercise.cases if case.name in answers]
    passed = 0
    for case, verdict, message in _graded(oracle, path, cases, limits):
        if verdict.passed:
            passed += 1
        elif not (verdict is Verdict.WRONG and case.has_expected):  # already reported as a wrong `expected`
            report(
                ERROR,
                "reference",
                f"case {case.name}: the reference, graded as a submission, gets {verdict.value}: {message}",
                case.line,
                case.source,
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
    shown = path.relative_to(course.root).as_posix()
    if not path.is_file():
        report(ERROR, "stub", f"there is no stub at exercises/{exercise.name}.py")
        return ""
    # Smallest inputs first: the first failure is the one to show.
    cases = sorted((case for case in exercise.cases if case.name in answers), key=_size)
    graded = sorted(_graded(oracle, path, cases, limits), key=lambda graded: _size(graded[0]))
    for _, verdict, message in graded:
        if verdict is Verdict.UNLOADABLE or (verdict is Verdict.CRASH and "importing" in message):
            report(ERROR, "stub", f"the stub {shown} cannot be loaded: {message}")
        if not verdict.passed:
            return verdict.value
    report(ERROR, "stub", f"the stub {shown} passes every case: add a case it fails")
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
    if not exercise.pitfalls:
        report(WARNING, "pitfall", "the exercise declares no pitfalls, so nothing proves its cases catch mistakes")
        return (), {}
    path = course.pitfalls_path(exercise.name)
    if not path.is_file():
        report(ERROR, "pitfall", f"pitfalls are declared but solutions/pitfalls/{exercise.name}.py does not exist")
        return tuple(PitfallCoverage(name, (), has_function=False) for name in exercise.pitfalls), {}
    try:
        functions = pitfall_functions(course, exercise)
        module = pitfall_module(course, exercise)
    except Exception as error:  # the pitfalls file is course code: report its fault, do not crash
        report(ERROR, "pitfall", f"solutions/pitfalls/{exercise.name}.py cannot be imported: {error!r}")
        return tuple(PitfallCoverage(name, (), has_function=False) for name in exercise.pitfalls), {}
    owner = module.__name__ if module is not None else ""
    defined = {
        name
        for name, value in (vars(module) if module is not None else {}).items()
        if inspect.isfunction(value) and value.__module__ == owner and not name.startswith("_")
    }
    for name in sorted(defined - set(exercise.pitfalls)):
        report(
            WARNING,
            "pitfall",
            f"solutions/pitfalls/{exercise.name}.py defines {name}(), which `pitfalls:` does not list "
            "(declare it with its message, or make it private with a leading _)",
        )
    coverage = []
    wrong: WrongAnswers = {}
    fingerprints: dict[str, str] = {}
    for name in exercise.pitfalls:
        function = functions.get(name)
        if function is None:
            close = difflib.get_close_matches(name, sorted(defined), n=1)
            report(
                ERROR,
                "pitfall",
                f"pitfall {name} has no function {name}() in solutions/pitfalls/{exercise.name}.py"
                + (f" (did you mean {close[0]}?)" if close else ""),
            )
            coverage.append(PitfallCoverage(name, (), has_function=False))
            continue
        given = {case.name: oracle.mistakes(case).get(name, NEVER) for case in exercise.cases if case.name in answers}
        caught = tuple(case for case, answer in given.items() if not exercise.kind.agrees(answer, answers[case]))
        wrong[name] = {case: given[case] for case in caught}
        if not caught:
            report(
                ERROR,
                "pitfall",
                f"no case catches pitfall {name}: its answer equals the right one on every case. Add a case "
                f"where they differ: `kata cases add {exercise.name} --name ... --input '{{...}}'`",
            )
        # Cases in which the pitfall fails, with its answers: two pitfalls alike here cannot be told apart.
        signature = repr(sorted((case, repr(given[case])) for case in caught))
        if caught and signature in fingerprints:
            report(
                WARNING,
                "pitfall",
                f"pitfalls {fingerprints[signature]} and {name} give the same wrong answers on the same cases, so "
                "the report cannot tell them apart: add a case where their answers differ",
            )
        fingerprints.setdefault(signature, name)
        coverage.append(PitfallCoverage(name, caught))
    return tuple(coverage), wrong


def _mutants(oracle: Oracle, answers: dict[str, Any], report: Report) -> MutantReport | None:
    """Mutation testing with the reference's own mutants (survivors.py): one no case kills, though some input
    tells it from the reference, is an error (its case is shown with the command that adds it); one that agrees
    on every input tried may compute the same thing, and is only listed."""
    exercise = oracle.exercise
    try:
        analysed = analyse(oracle, answers)
    except Exception as error:  # course code the mutants are made of: its fault is a finding, not a crash
        report(ERROR, "mutant", f"the mutants of solutions/{exercise.name}.py cannot be run: {error!r}")
        return None
    for survivor in analysed.killable:
        report(
            ERROR,
            "mutant",
            f"no case kills {survivor.described}; an input it gets wrong and the `kata cases add` command for "
            f"case {survivor.name} are listed with the exercise's surviving mutants",
        )
    if analysed.not_run:
        report(
            WARNING,
            "mutant",
            f"{analysed.not_run} mutants of the reference were not run: the analysis took its "
            f"{SURVIVOR_SECONDS:g} s (a reference slow on every case makes each mutant as slow)",
        )
    return analysed


def _promises(
    course: Course, exercise: Exercise, answers: dict[str, Any], wrong: WrongAnswers, report: Report
) -> tuple[PromiseCoverage, ...]:
    """The lesson's promises are the reference's checks, the reference keeps them, and a wrong answer breaks each.

    Every promise needs a case on which some pitfall's answer breaks it: that is what proves the cases can catch
    an answer that breaks it, and what lets a report name it. A rule the lesson states with no check behind it,
    or a check the lesson does not state, is an error too: the two must say the same.
    """
    lesson_path = course.lesson_path(exercise.name)
    stated = lesson_promises(lesson_path.read_text(encoding="utf-8")) if lesson_path.is_file() else []
    lesson = f"exercises/{exercise.name}.md"
    try:
        promises = promises_of(course, exercise)
    except Exception as error:  # course code: its fault is a finding
        report(ERROR, "promise", f"the promises in solutions/{exercise.name}.py cannot be read: {error!r}")
        return ()
    if not promises and not stated:
        report(
            WARNING,
            "promise",
            f"neither {lesson} nor solutions/{exercise.name}.py states promises, so a wrong answer that no "
            "pitfall explains is reported without a cause",
        )
        return ()
    checked = {promise.text for promise in promises}
    for sentence in stated:
        if sentence not in checked:
            report(
                ERROR,
                "promise",
                f"{lesson} promises {sentence!r}, but no function in PROMISES of solutions/{exercise.name}.py "
                "checks it: add one whose docstring is this sentence (or reword the lesson to match one)",
            )
    for promise in promises:
        if promise.text not in stated:
            report(
                ERROR,
                "promise",
                f"promise {promise.name} ({promise.text!r}) is not in the list of promises in {lesson}: add it "
                "there word for word",
            )
    cases = sorted((case for case in exercise.cases if case.name in answers and case.take is None), key=_size)
    for case in cases:
        for promise in promises:
            found = evidence(promise, case.input, answers[case.name])
            if found:
                report(
                    ERROR,
                    "promise",
                    f"case {case.name}: the reference's own answer breaks promise {promise.name}: {found}",
                    case.line,
                    case.source,
                )
    return tuple(_breaking(exercise, promise, cases, wrong, report) for promise in promises)


def _breaking(
    exercise: Exercise, promise: Promise, cases: Sequence[Case], wrong: WrongAnswers, report: Report
) -> PromiseCoverage:
    """The smallest case on which a pitfall's wrong answer breaks `promise`, or an error naming the fix."""
    for case in cases:
        for pitfall, by_case in wrong.items():
            if case.name in by_case and by_case[case.name] is not NEVER:
                found = evidence(promise, case.input, by_case[case.name])
                if found:
                    return PromiseCoverage(promise.name, promise.text, case.name, pitfall, found)
    report(
        ERROR,
        "promise",
        f"no case breaks promise {promise.name} ({promise.text!r}) with a known wrong answer, so nothing shows "
        f"the cases catch an answer that breaks it: add a pitfall that breaks it to "
        f"solutions/pitfalls/{exercise.name}.py (declared under `pitfalls:`), and a case that catches it",
    )
    return PromiseCoverage(promise.name, promise.text)


def _quiz(oracle: Oracle, answers: dict[str, Any], limits: Limits, report: Report) -> None:
    """The lesson's quick checks are proved by running code, not trusted: a predicted output is what the
    reference gives, a filled-in blank makes the code pass every case, a bug's code fails and its fixed line
    alone makes it pass. (A choice has nothing to run; the loader checks its answer names an option.)"""
    cases = [case for case in oracle.exercise.cases if case.name in answers]
    for item in oracle.exercise.quiz:
        problem = _QUIZ_CHECKS.get(item.kind, lambda *_: None)(oracle, item, cases, limits)
        if problem:
            report(ERROR, "quiz", f"quiz item {item.name} ({item.kind}): {problem}", item.line, item.source)


def _predicted(oracle: Oracle, item: QuizItem, cases: list[Case], limits: Limits) -> str | None:
    """What Python shows for the item's expression, with the reference's solve, must be the item's answer."""
    try:
        module = reference_module(oracle.course, oracle.exercise)
        with time_limit():
            shown = repr(eval(compile(item.code, f"<quiz {item.name}>", "eval"), {"solve": module.solve}))
    except KataError as error:
        return error.problem
    except (Exception, OutOfTime) as error:
        return f"the reference cannot run its code: {type(error).__name__}: {error}"
    if not item.accepts(shown):
        return f"the reference gives {shown}, and the item's answer is {item.answer!r}"
    wrong = [typed for typed in item.accept if typed_form(typed) != typed_form(shown)]
    if wrong:
        return f"`accept` holds {wrong[0]!r}, but the reference gives {shown}"
    return None


def _filled(oracle: Oracle, item: QuizItem, cases: list[Case], limits: Limits) -> str | None:
    """The code with each accepted answer in its blank must pass every case."""
    for typed in (item.answer, *item.accept):
        failure = _first_failure(oracle, item.filled(typed), cases, limits)
        if failure:
            return f"with {typed!r} in the blank the code does not pass the cases: {failure}"
    return None


def _debugged(oracle: Oracle, item: QuizItem, cases: list[Case], limits: Limits) -> str | None:
    """The code as shown must fail some case, and pass them all once the marked line alone reads as `fix`."""
    if _first_failure(oracle, item.code, cases, limits) is None:
        return "the code as shown passes every case, so it has no bug the cases can see"
    failure = _first_failure(oracle, item.fixed(), cases, limits)
    if failure:
        return f"with line {item.answer} fixed as stated the code still fails: {failure}"
    return None


_QUIZ_CHECKS: dict[str, Callable[..., str | None]] = {"predict": _predicted, "fill": _filled, "bug": _debugged}


def _first_failure(oracle: Oracle, code: str, cases: list[Case], limits: Limits) -> str | None:
    """Grade `code` as a submission through the door (as the reference is graded): the first failing case."""
    import tempfile
    from pathlib import Path

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
        report(ERROR, "hints", "the exercise has no hints: add at least one stage under `hints:`")


def _categories(exercise: Exercise, answers: dict[str, Any], report: Report) -> None:
    """The kinds of case every exercise needs, and the ones its return kind needs."""
    tags = {tag for case in exercise.cases for tag in case.tags}
    for tag, meaning in {**REQUIRED_TAGS, **WANTED_TAGS}.items():
        if tag not in tags:
            severity = ERROR if tag in REQUIRED_TAGS else WARNING
            report(severity, "category", f"no case is tagged `{tag}` ({meaning}); tag one with `tags: [{tag}]`")
    for case in exercise.cases:
        for tag in case.tags:
            if tag not in KNOWN_TAGS:
                close = difflib.get_close_matches(tag, list(KNOWN_TAGS), n=1)
                report(
                    WARNING,
                    "tags",
                    f"case {case.name}: unknown tag `{tag}`" + (f" (did you mean `{close[0]}`?)" if close else ""),
                    case.line,
                    case.source,
                )
    kind = exercise.kind
    if not kind.has_required_case([case.take for case in exercise.cases], list(answers.values())):
        report(ERROR, "category", kind.required_case)


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
        line = Text(f"{problem.source}:{problem.line}: ", style="dim")
        line.append(f"{problem.severity}: ", style=style)
        line.append(f"{exercise.name}: {problem.message}")
        console.print(line)
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
                        "file": problem.source,
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
