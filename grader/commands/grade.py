"""`kata grade EX… / --all` and `kata` alone: run the cases, print the report, write results files."""

from __future__ import annotations

import argparse
import contextlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import KataError, UsageError
from ..present.formats import CHOICES
from ..run.model import DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT, Limits
from .context import Context, add_sandbox_option, exercise_names, start_grading

if TYPE_CHECKING:
    from ..course.model import Course
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
    add_sandbox_option(parser)
    parser.set_defaults(handler=run_grade)


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds (not {text!r})") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be more than 0 (not {text})")
    return value


def run_grade(arguments: argparse.Namespace, context: Context) -> int:
    """Grade, and leave a valid --output file whatever happens: results, or status error with the reason."""
    if getattr(arguments, "output", None):
        _write_error(arguments, UNFINISHED)
    try:
        course = context.course(arguments.cases)
        names = _chosen(arguments, course)
        start_grading(arguments.sandbox)
        _import_presenters(arguments)
        results = [_grade_one(arguments, context, course, name) for name in names]
        return _report(arguments, context, results)
    except KataError as error:
        with contextlib.suppress(KataError):
            _write_error(arguments, str(error))
        _publish_error(arguments, str(error))
        raise
    except Exception as error:
        # A bug in the grader: CI still gets a report that says so, and the user a short paragraph.
        message = f"internal error in the grader: {type(error).__name__}: {error}"
        with contextlib.suppress(Exception):
            _write_error(arguments, message)
        with contextlib.suppress(Exception):
            _publish_error(arguments, message)
        _internal_error(context, error)
        return 2


def grade_next(arguments: argparse.Namespace, context: Context) -> int:
    """`kata` alone: the first exercise not yet passed, in course order."""
    return _grade_first_unpassed(arguments, context)


def _grade_first_unpassed(arguments: argparse.Namespace, context: Context) -> int:
    from ..learner.progress import load_progress

    course = context.course()
    progress = load_progress(context.root)
    if progress.warning:
        context.warn(progress.warning)
    for name in course.names:
        if not progress.of(name).passed:
            break
    else:
        context.console.print("Every exercise has passed. Well done! `kata list` shows your course.")
        return 0
    defaults = {
        "exercises": [name],
        "all": False,
        "file": None,
        "reference": False,
        "cases": None,
        "format": "rich",
        "output": None,
        "seed": None,
        "random": True,
        "timeout": DEFAULT_TIMEOUT,
        "memory": DEFAULT_MEMORY_MB,
        "sandbox": "auto",
    }
    return run_grade(argparse.Namespace(**{**defaults, **_present(arguments)}), context)


def _present(arguments: argparse.Namespace) -> dict[str, Any]:
    return {key: value for key, value in vars(arguments).items() if key in ("root", "plain")}


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


def _grade_one(arguments: argparse.Namespace, context: Context, course: Course, name: str) -> PublicResult:
    from ..pipeline import TIMEOUTS_PER_RUN, Options, grade

    exercise = course.exercise(name)
    if arguments.reference:
        file = course.reference_path(name)
    elif arguments.file:
        file = arguments.file.resolve()
    else:
        file = course.stub_path(name)
    if not file.is_file():
        raise UsageError(
            f"there is no file to grade at {file}",
            fix="check the path" if arguments.file else f"restore the exercise with `kata reset {name}`",
        )
    limits = Limits(timeout=arguments.timeout, memory_mb=arguments.memory, sandbox=arguments.sandbox)
    # The reference compared or timed against itself would only cost time.
    learner = not arguments.reference
    random_inputs = arguments.random and learner
    options = Options(
        limits=limits,
        random_inputs=random_inputs,
        seed=arguments.seed,
        calibrate=learner,
        self_oracle=arguments.reference,
        # A report a learner waits for stops early on an endless loop; a document that scores judges every case.
        stop_after_timeouts=TIMEOUTS_PER_RUN if arguments.format in ("rich", "plain") else None,
    )
    progress = _progress_line(context, arguments, exercise.name)
    try:
        result = grade(course, exercise, file, options, progress=progress)
    finally:
        if progress is not None:
            progress("")
    if random_inputs:
        # The comparison runs only once every case passes; results files list it every time all the same, so
        # that the tests and the points on offer do not depend on the submission.
        from ..present.public import with_random_inputs_listed

        result = with_random_inputs_listed(result, course, exercise)
    return result


def _import_presenters(arguments: argparse.Namespace) -> None:
    """Every module that will show the results, imported before any learner code runs: code that rewrites
    a grader file on disk (possible where no sandbox holds) cannot run inside the grader this way."""
    from ..learner import hints, progress  # noqa: F401
    from ..present import report  # noqa: F401
    from ..present.formats import FORMATS, github, markdown  # noqa: F401

    if arguments.format in FORMATS:
        import importlib

        from ..present import formats

        importlib.import_module(f"{formats.__name__}.{FORMATS[arguments.format].module}")


def _progress_line(context: Context, arguments: argparse.Namespace, name: str) -> Any:
    """On a terminal, the case running now, on one line the next one overwrites (a slow case is never silent)."""
    console = context.error_console
    if not console.is_terminal or arguments.format not in ("rich", "plain"):
        return None
    stream = console.file

    def show(case: str) -> None:
        """The case starting now; an empty name clears the line before the report prints."""
        line = f"  running {name}: {case} …"[: max(20, console.width - 1)] if case else ""
        stream.write("\r\x1b[2K" + line)
        stream.flush()

    return show


def _learner_run(arguments: argparse.Namespace) -> bool:
    """Progress is about the learner's own files, not the reference or another file."""
    return not arguments.reference and arguments.file is None


def _report(arguments: argparse.Namespace, context: Context, results: list[PublicResult]) -> int:
    from ..learner.hints import record_result
    from ..learner.progress import load_progress
    from ..present.report import render_results

    progress = None
    if _learner_run(arguments):
        for result in results:
            progress = record_result(context.root, result)
    elif (context.root / ".kata").is_dir():
        progress = load_progress(context.root)
    if arguments.format in ("rich", "plain"):
        if arguments.output:
            import io

            from .context import make_console

            buffer = io.StringIO()
            render_results(results, make_console(buffer, plain=True, width=100), progress=progress)
            _write_file(arguments.output, buffer.getvalue())
        else:
            from ..present.formats.github import commands_stopped

            console = context.console if arguments.format == "rich" else _plain(context)
            with commands_stopped(console.file):
                render_results(results, console, progress=progress)
    else:
        from ..present.formats import document_text

        _emit(arguments, context, document_text(arguments.format, results, progress))
    from ..present.formats.github import publish

    publish(results, _commands_stream(arguments))
    return 0 if all(result.ok for result in results) else 1


def _commands_stream(arguments: argparse.Namespace) -> Any:
    """Where GitHub workflow commands go: stdout, unless stdout carries the machine-readable document."""
    import sys

    document_on_stdout = arguments.format not in ("rich", "plain") and not arguments.output
    return sys.stderr if document_on_stdout else sys.stdout


def _publish_error(arguments: argparse.Namespace, message: str) -> None:
    from ..present.formats.github import publish_error

    publish_error(message, _commands_stream(arguments))


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


def _emit(arguments: argparse.Namespace, context: Context, text: str) -> None:
    if arguments.output:
        _write_file(arguments.output, text)
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


def _write_error(arguments: argparse.Namespace, message: str) -> None:
    """`--output` is written even when the run cannot grade: status error, with the reason."""
    if not getattr(arguments, "output", None):
        return
    from ..present.formats import error_text

    _write_file(arguments.output, error_text(arguments.format, message))
