"""`kata cases check` (lint the cases, prove they catch every pitfall) and `kata cases add EX` (append a case)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..errors import UsageError
from ..run.model import DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT, Limits
from .context import Context, exercise_names


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "cases",
        help="for instructors: check cases.yaml, or add a case to it",
        description="Tools for the course's author: `kata cases check` and `kata cases add EX`.",
    )
    actions = parser.add_subparsers(dest="cases_command", metavar="ACTION")
    parser.set_defaults(handler=_missing_action)

    check = actions.add_parser(
        "check",
        help="prove the cases are right and catch every pitfall",
        description="Check cases.yaml: each `expected` agrees with the reference, the reference passes every "
        "case in the real worker, the untouched stub fails, every pitfall is caught by some case (mutation "
        "testing), every mutant of the reference that some input tells apart is killed by a case (a survivor is "
        "shown with the `kata cases add` line that kills it), every exercise has hints and the required kinds "
        "of case. Exit 0 when all hold, 1 when a check fails, 2 when the file cannot be loaded.",
    )
    check.add_argument("exercises", nargs="*", metavar="EX", help="check only these exercises (default: all)")
    check.add_argument("--cases", type=Path, metavar="FILE", help="also check an extra (private) cases file")
    check.add_argument("--format", choices=("rich", "json"), default="rich", help="output format (default: rich)")
    check.set_defaults(handler=run_check)

    add = actions.add_parser(
        "add",
        help="append a case to an exercise; the reference fills `expected`",
        description="Append a case at the end of EX's `cases:` list in cases.yaml. The reference computes "
        "`expected`; the rest of the file is kept byte for byte.",
    )
    add.add_argument("exercise", metavar="EX", help="the exercise to add a case to (see `kata list`)")
    add.add_argument("--name", required=True, help="the case's name: lower_snake_case, saying what it catches")
    add.add_argument(
        "--input",
        metavar="SNIPPET",
        help='solve\'s arguments as a JSON or YAML mapping, e.g. \'{"text": "a b", "size": 1, "overlap": 0}\'',
    )
    add.add_argument(
        "--arg",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="one argument (repeatable); VALUE is read as YAML, so size=2 is a number and text='\"2\"' a string; "
        "any other text is taken as typed, line breaks and outer spaces included",
    )
    add.add_argument("--tag", action="append", default=[], metavar="TAG", help="a tag (repeatable), e.g. edge")
    add.add_argument("--hidden", action="store_true", help="a hidden case: learners never see its input")
    add.add_argument("--timeout", type=float, metavar="S", help="seconds allowed to this case")
    add.add_argument("--take", type=int, metavar="N", help="for iterator exercises: compare only the first N chunks")
    add.add_argument(
        "--no-expected", action="store_true", help="leave `expected` out: the reference is asked at grading time"
    )
    add.add_argument(
        "--cases",
        type=Path,
        metavar="FILE",
        help="add to this private cases file instead of cases.yaml (made when missing; kinds come from the course)",
    )
    add.add_argument("--dry-run", action="store_true", help="show the case, write nothing")
    add.set_defaults(handler=run_add)


def _missing_action(arguments: argparse.Namespace, context: Context) -> int:
    raise UsageError("which action?", fix="use `kata cases check` or `kata cases add EX --name NAME --input ...`")


def run_check(arguments: argparse.Namespace, context: Context) -> int:
    from ..instructor.check import check_course, check_document, render_check

    course = context.course(arguments.cases)
    names = exercise_names(course, list(arguments.exercises)) if arguments.exercises else None
    check = check_course(course, Limits(timeout=DEFAULT_TIMEOUT, memory_mb=DEFAULT_MEMORY_MB), names)
    if arguments.format == "json":
        import sys

        sys.stdout.write(json.dumps(check_document(check), indent=2, ensure_ascii=False) + "\n")
    else:
        render_check(check, context.console)
    return 0 if check.ok else 1


def run_add(arguments: argparse.Namespace, context: Context) -> int:
    from ..instructor.add import CaseRequest, add_case, render_addition

    private = arguments.cases
    course = context.course(private if private is not None and private.exists() else None)
    name = exercise_names(course, [arguments.exercise])[0]
    request = CaseRequest(
        exercise=name,
        name=arguments.name,
        snippet=arguments.input,
        pairs=tuple(arguments.arg),
        tags=tuple(arguments.tag),
        hidden=arguments.hidden,
        timeout=arguments.timeout,
        take=arguments.take,
        with_expected=not arguments.no_expected,
        target=private,
    )
    addition = add_case(course, request, write=not arguments.dry_run)
    render_addition(addition, context.console)
    return 0
