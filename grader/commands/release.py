"""`kata release OUT_DIR`: write the learner's copy of the course (no solutions, no hidden cases);
`kata release --gradescope FILE.zip`: write a ready Gradescope autograder (the instructor's copy, graded there)."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..errors import UsageError
from .context import Context


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "release",
        help="write the learner's copy of the course to a new folder, or a Gradescope autograder",
        description="Write exercises, lessons, public cases (each with its expected answer), the grader and "
        "the README to OUT_DIR, leaving out solutions/, pitfall code and hidden cases. With --gradescope, "
        "write instead a Gradescope autograder zip (setup.sh, run_autograder and the instructor's copy).",
    )
    parser.add_argument("folder", type=Path, nargs="?", metavar="OUT_DIR", help="a new or empty folder")
    parser.add_argument(
        "--gradescope",
        type=Path,
        metavar="FILE.zip",
        help="write a Gradescope autograder: upload FILE.zip under Configure Autograder",
    )
    parser.add_argument(
        "--exercise",
        action="append",
        metavar="EX",
        help="with --gradescope: an assignment of only these exercises (repeatable; default: all of them)",
    )
    parser.add_argument(
        "--cases",
        type=Path,
        metavar="FILE",
        help="with --gradescope: an instructor's private cases file, merged in and carried in the bundle",
    )
    parser.set_defaults(handler=run_release)


def run_release(arguments: argparse.Namespace, context: Context) -> int:
    if (arguments.folder is None) == (arguments.gradescope is None):
        raise UsageError(
            "give OUT_DIR (the learner's copy) or --gradescope FILE.zip (an autograder), one of them",
            fix="e.g. `kata release learner-copy` or `kata release --gradescope autograder.zip`",
        )
    if arguments.gradescope is not None:
        return _gradescope(arguments, context)
    if arguments.exercise or arguments.cases:
        raise UsageError(
            "--exercise and --cases shape a Gradescope assignment; the learner's copy has every exercise",
            fix="add --gradescope FILE.zip, or leave them out",
        )
    from ..classroom.release import write_release

    release = write_release(context.course(), arguments.folder)
    context.console.print(
        f"Wrote the learner's copy to {release.folder}: {release.exercises} exercises, "
        f"{release.public_cases} public cases with their answers ({release.hidden_cases_left_out} hidden cases "
        "and every solution left out). Learners grade there with `python -m grader` or `kata`.",
        highlight=False,
    )
    return 0


def _gradescope(arguments: argparse.Namespace, context: Context) -> int:
    from dataclasses import replace

    from ..classroom.gradescope import write_autograder
    from .context import exercise_names

    course = context.course(arguments.cases)
    if arguments.exercise:
        names = set(exercise_names(course, arguments.exercise))
        course = replace(course, exercises=tuple(exercise for exercise in course.exercises if exercise.name in names))
    autograder = write_autograder(course, arguments.gradescope, arguments.cases)
    context.console.print(
        f"Wrote the Gradescope autograder to {autograder.path}: {autograder.exercises} exercises, "
        f"{autograder.cases} cases ({autograder.hidden_cases} hidden), every submission graded out of "
        f"{autograder.max_score:g} points. Upload it under Configure Autograder (Ubuntu base image); students "
        "submit their exercise files (EX.py, or the exercises/ folder).",
        highlight=False,
        soft_wrap=True,
    )
    return 0
