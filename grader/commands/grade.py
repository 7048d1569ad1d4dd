"""`kata grade EX… / --all` and `kata` alone: run the cases, print the report, write results files."""

from __future__ import annotations

import argparse
import contextlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import KataError, UsageError
from ..present.formats import CHOICES, TERMINAL_FORMATS
from ..run.model import DEFAULT_BUDGET, DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT, Limits
from .context import Context, add_sandbox_option, exercise_names, start_grading

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..course.model import Course, QuizItem
    from ..learner.quiz import QuizResults
    from ..policy import Policy
    from ..present.public import PublicResult


# What --output holds while grading runs: if the grader is killed (even by SIGKILL) the file still says why.
UNFINISHED = (
    "grading started but did not finish: the grader process was stopped before it could write the results "
    "(killed by the system, by a time limit of the CI job, or by the graded code)"
)


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "grade",
        help="grade exercises and print the report",
        description="Grade one or more exercises. Exit 0 when every case passes, 1 when some do not, "
        "2 when the run cannot be graded as asked.",
    )
    parser.add_argument("exercises", nargs="*", metavar="EX", help="exercise names (see `kata list`)")
    parser.add_argument("--all", action="store_true", help="grade every exercise, in course order")
    parser.add_argument("--file", type=Path, metavar="PATH", help="grade this file instead of exercises/EX.py")
    parser.add_argument("--reference", action="store_true", help="grade the reference solution itself")
    parser.add_argument("--cases", type=Path, metavar="FILE", help="merge an instructor's extra cases file")
    parser.add_argument("--format", choices=CHOICES, default="rich", help="report format (default: rich)")
    parser.add_argument("--output", type=Path, metavar="FILE", help="write the report to FILE")
    parser.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help="seed of the random inputs compared with the reference (default: one fixed per exercise), and of the "
        "perf cases' texts (default: drawn afresh each run)",
    )
    parser.add_argument(
        "--no-random",
        dest="random",
        action="store_false",
        help="skip the random inputs compared with the reference; run only the cases of cases.yaml",
    )
    parser.add_argument(
        "--timeout",
        type=_positive,
        metavar="S",
        default=DEFAULT_TIMEOUT,
        help=f"seconds allowed to one case (default {DEFAULT_TIMEOUT:g}; a case's own `timeout` wins)",
    )
    parser.add_argument(
        "--memory",
        type=int,
        metavar="MB",
        default=DEFAULT_MEMORY_MB,
        help=f"memory allowed to the worker, in MiB (default {DEFAULT_MEMORY_MB})",
    )
    add_budget_option(parser)

    parser.add_argument(
        "--quiz",
        action="store_true",
        help="for a course that grades its quizzes: add one entry per quiz item to the results document (json, "
        "junit, gradescope), passed when the last answer in .kata/quiz.json was right (off by default: otherwise "
        "`kata quiz` answers are never graded)",
    )
    add_sandbox_option(parser)
    parser.set_defaults(handler=run_grade)


def add_budget_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--budget",
        type=_positive,
        metavar="S",
        default=DEFAULT_BUDGET,
        help=f"seconds one exercise's whole run may take, every case, check and restart included (default "
        f"{DEFAULT_BUDGET:g}); what it cuts short is reported as not run or not checked",
    )


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds (not {text!r})") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be more than 0 (not {text})")
    return value


@dataclass(frozen=True)
class Request:
    """What `kata grade` was asked: read from its command line once, by run_grade; nothing after reads that."""

    format: str
    output: Path | None
    # Progress is about the learner's own files, not the reference or another file.
    learner_run: bool
    # Quiz items as entries of the results document (--quiz).
    quiz: bool = False


def run_grade(arguments: argparse.Namespace, context: Context) -> int:
    """Grade, and leave a valid --output file whatever happens: results, or status error with the reason."""
    learner_run = not arguments.reference and arguments.file is None
    request = Request(arguments.format, arguments.output, learner_run, quiz=getattr(arguments, "quiz", False))
    if request.output:
        _write_error(request, UNFINISHED)
    try:
        policy = policy_of(arguments)
        from ..run.runner import prestart

        # The first worker's Python starts while the course is read and the grader's stages imported; no learner
        # code runs in it before the pipeline sends it the setup, after start_grading and the presenters.
        prestart(policy.limits)
        course = context.course(arguments.cases)
        names = _chosen(arguments, course)
        files = [(name, _file_of(arguments, course, name)) for name in names]
        start_grading(arguments.sandbox)
        _import_presenters(request.format)
        from ..learner.progress import file_digest

        # What a pass belongs to: each file as it was when its grading started.
        digests = {name: file_digest(course.stub_path(name)) for name in names}
        results = [
            _grade_one(course, name, file, policy, _progress_line(context, request.format, name))
            for name, file in files
        ]
        return _report(request, context, results, digests)
    except KataError as error:
        with contextlib.suppress(KataError):
            _write_error(request, str(error))
        _publish_error(request, str(error))
        raise
    except Exception as error:
        # A bug in the grader: CI still gets a report that says so, and the user a short paragraph.
        message = f"internal error in the grader: {type(error).__name__}: {error}"
        with contextlib.suppress(Exception):
            _write_error(request, message)
        with contextlib.suppress(Exception):
            _publish_error(request, message)
        _internal_error(context, error)
        return 2
    finally:
        from ..run.runner import close_spares

        close_spares()  # a worker prestarted that no run took (a usage error, say)


def grade_next(arguments: argparse.Namespace, context: Context) -> int:
    """`kata` alone: the first exercise not yet passed, in course order."""
    return _grade_first_unpassed(arguments, context)


def _grade_first_unpassed(arguments: argparse.Namespace, context: Context) -> int:
    from ..learner.progress import first_unpassed, load_progress

    course = context.course()
    progress = load_progress(context.root)
    if progress.warning:
        context.warn(progress.warning)
    # A passed exercise whose file changed since is graded again: the pass was the old file's.
    name = first_unpassed(progress, course.names, course.stub_path)
    if name is None:
        context.console.print("Every exercise has passed. Well done! `kata list` shows your course.")
        return 0
    # `kata grade NAME` as its own command line reads, whatever options `kata` alone was given (--root, --plain).
    parser = argparse.ArgumentParser(prog="kata")
    register(parser.add_subparsers())
    chosen = parser.parse_args(["grade", name])
    chosen.root, chosen.plain = arguments.root, arguments.plain
    return run_grade(chosen, context)


def _chosen(arguments: argparse.Namespace, course: Course) -> list[str]:
    if arguments.all and arguments.exercises:
        raise UsageError("give exercise names or --all, not both", fix="drop the names to grade everything")
    if arguments.all:
        names = list(course.names)
    elif arguments.exercises:
        names = exercise_names(course, list(arguments.exercises))
    else:
        raise UsageError("which exercise?", fix=f"name one (e.g. `kata grade {course.names[0]}`) or use --all")
    if arguments.file and len(names) != 1:
        raise UsageError("--file grades one exercise", fix="name exactly one exercise with --file")
    if arguments.file and arguments.reference:
        raise UsageError("--file and --reference both choose the file to grade", fix="use one of them")
    return names


def policy_of(arguments: argparse.Namespace) -> Policy:
    """How `kata grade` grades, as its command line asks: built once, here; nothing after reads the Namespace."""
    from ..policy import TIMEOUTS_PER_RUN, Policy

    limits = Limits(
        timeout=arguments.timeout, memory_mb=arguments.memory, sandbox=arguments.sandbox, budget=arguments.budget
    )
    # A report a learner waits for stops early on an endless loop; a document that scores judges every case.
    waits = arguments.format in ("rich", "plain")
    if arguments.reference:
        return Policy.reference(limits, stop_after_timeouts=TIMEOUTS_PER_RUN if waits else None)
    build = Policy.learner if waits else Policy.document
    return build(limits, seed=arguments.seed, random_inputs=arguments.random)


def _file_of(arguments: argparse.Namespace, course: Course, name: str) -> Path:
    if arguments.reference:
        file = course.reference_path(name)
    elif arguments.file:
        # Absolute, but not resolved: a link is graded as a link (and refused), never as what it points at.
        file = Path(os.path.abspath(arguments.file))
    else:
        file = course.stub_path(name)
    if not file.is_file() and not file.is_symlink():  # a link is graded, and refused, with a verdict
        raise UsageError(
            f"there is no file to grade at {file}",
            fix="check the path" if arguments.file else f"restore the exercise with `kata reset {name}`",
        )
    return file


def _grade_one(
    course: Course, name: str, file: Path, policy: Policy, progress: Callable[[str], None] | None
) -> PublicResult:
    from ..judge.oracle import Oracle
    from ..pipeline import grade
    from ..present.public import redact

    exercise = course.exercise(name)
    try:
        return redact(grade(exercise, file, Oracle(course, exercise), policy, progress=progress))
    finally:
        if progress is not None:
            progress("")


def _import_presenters(format_name: str) -> None:
    """Every module that will show the results, imported before any learner code runs: code that rewrites
    a grader file on disk (possible where no sandbox holds) cannot run inside the grader this way."""
    # The terminal report (and rich) whatever the format: a document's run prints its warnings and errors on a
    # console too, after learner code ran.
    from ..learner import hints, progress  # noqa: F401
    from ..present import report  # noqa: F401
    from ..present.formats import FORMATS, github, markdown  # noqa: F401

    if format_name in FORMATS:
        import importlib

        from ..present import formats

        importlib.import_module(f"{formats.__name__}.{FORMATS[format_name].module}")


def _progress_line(context: Context, format_name: str, name: str) -> Any:
    """On a terminal, the case running now, on one line the next one overwrites (a slow case is never silent)."""
    if format_name not in TERMINAL_FORMATS:
        return None
    console = context.error_console
    if not console.is_terminal:
        return None
    stream = console.file

    def show(case: str) -> None:
        """The case starting now; an empty name clears the line before the report prints."""
        line = f"  running {name}: {case} …"[: max(20, console.width - 1)] if case else ""
        stream.write("\r\x1b[2K" + line)
        stream.flush()

    return show


def _report(request: Request, context: Context, results: list[PublicResult], digests: dict[str, str]) -> int:
    from ..learner.hints import record_result
    from ..learner.progress import load_progress

    progress, following = None, None
    if request.learner_run:
        from ..learner.progress import first_unpassed

        for result in results:
            progress = record_result(context.root, result, digests.get(result.exercise.name, ""))
        course = context.course()
        following = first_unpassed(progress, course.names, course.stub_path) if progress is not None else None
    elif (context.root / ".kata").is_dir():
        progress = load_progress(context.root)
    if request.quiz and request.format not in ("rich", "plain"):
        results = _with_quiz(context, results)  # after progress: a quiz never decides whether an exercise passed
    if request.format in TERMINAL_FORMATS:
        from ..present.report import render_results

        if request.output:
            import io

            from .context import make_console

            buffer = io.StringIO()
            render_results(results, make_console(buffer, plain=True, width=100), progress=progress, following=following)
            _write_file(request.output, buffer.getvalue())
        else:
            from ..present.formats.github import commands_stopped

            console = context.console if request.format == "rich" else _plain(context)
            with commands_stopped(console.file):
                render_results(results, console, progress=progress, following=following)
    else:
        from ..present.formats import document_text

        _emit(request, document_text(request.format, results, progress))
    from ..present.formats.github import publish

    publish(results, _commands_stream(request))
    return 0 if all(result.ok for result in results) else 1


def _with_quiz(context: Context, results: list[PublicResult]) -> list[PublicResult]:
    from ..learner.quiz import load_quiz

    course, answers = context.course(), load_quiz(context.root)
    if answers.warning:
        context.warn(answers.warning)
    return [_quiz_entries(result, course.exercise(result.exercise.name).quiz, answers) for result in results]


def _quiz_entries(result: PublicResult, items: tuple[QuizItem, ...], results: QuizResults) -> PublicResult:
    """The report of a run with one entry per quiz item, passed when its last answer was right (only for a course
    that grades its quizzes: `kata grade --quiz`). The answers are the learner's own record in .kata/."""
    from dataclasses import replace as changed

    from ..judge.model import Verdict
    from ..learner.quiz import QUIZ_TAG
    from ..present.public import PublicCase, PublicOutcome

    answered = results.of(result.exercise.name)
    outcomes = []
    for item in items:
        entry = answered.get(item.name)
        if entry is not None and entry.right:
            verdict, message = Verdict.PASS, ""
        elif entry is not None:
            verdict, message = Verdict.WRONG, f"answered wrong in `kata quiz {result.exercise.name}`; try it again"
        else:
            verdict, message = Verdict.WRONG, f"not answered yet: run `kata quiz {result.exercise.name}`"
        case = PublicCase(name=f"quiz_{item.name}", input={}, tags=(QUIZ_TAG,), source=item.source, line=item.line)
        outcomes.append(PublicOutcome(case=case, verdict=verdict, message=message))
    return changed(result, outcomes=(*result.outcomes, *outcomes))


def _commands_stream(request: Request) -> Any:
    """Where GitHub workflow commands go: stdout, unless stdout carries the machine-readable document."""
    import sys

    document_on_stdout = request.format not in ("rich", "plain") and not request.output
    return sys.stderr if document_on_stdout else sys.stdout


def _publish_error(request: Request, message: str) -> None:
    from ..present.formats.github import publish_error

    publish_error(message, _commands_stream(request))


def _internal_error(context: Context, error: BaseException) -> None:
    import os
    import traceback

    frame = traceback.extract_tb(error.__traceback__)[-1] if error.__traceback__ else None
    where = f" (at {Path(frame.filename).name}:{frame.lineno})" if frame else ""
    context.error_console.print(
        f"kata: internal error: {type(error).__name__}: {error}{where}. This is a bug in the grader, not in "
        "your code; please report it with this message. Set KATA_DEBUG=1 to see the traceback.",
        markup=False,
        highlight=False,
        soft_wrap=True,
    )
    if os.environ.get("KATA_DEBUG"):
        traceback.print_exception(error)


def _plain(context: Context) -> Any:
    import sys

    from .context import make_console

    return make_console(sys.stdout, plain=True)


def _emit(request: Request, text: str) -> None:
    if request.output:
        _write_file(request.output, text)
    else:
        import sys

        sys.stdout.write(text)  # a document is data: never the terminal's look-alikes


def _write_file(path: Path, text: str) -> None:
    from ..files import write_atomically

    try:
        write_atomically(path, text)
    except OSError as error:
        raise UsageError(
            f"cannot write the report to {path}: {error.strerror or error}",
            fix="choose a writable path for --output",
        ) from None


def _write_error(request: Request, message: str) -> None:
    """`--output` is written even when the run cannot grade: status error, with the reason."""
    if not request.output:
        return
    from ..present.formats import error_text

    _write_file(request.output, error_text(request.format, message))
