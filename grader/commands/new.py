"""`kata new EX`: scaffold a new exercise (its files, and its block at the end of cases.yaml)."""

from __future__ import annotations

import argparse

from .context import Context


def register(commands: argparse._SubParsersAction) -> None:
    from ..run.model import RETURN_KINDS

    parser = commands.add_parser(
        "new",
        help="for instructors: scaffold a new exercise in its own files",
        description="Write a new exercise's files (reference with PROMISES, BOUNDARY and inputs(), known mistakes, "
        "lesson, stub and its .stubs/ copy, and a fixture submission when the course has tests/) and append "
        "its block to cases.yaml. Each place left to write says TODO(kata new); `kata cases check EX` lists "
        "them, with what else is missing, until the exercise is done.",
    )
    parser.add_argument("exercise", metavar="EX", help="the new exercise's name, lower_snake_case")
    parser.add_argument("--title", help="its title in `kata list` (default: from the name)")
    parser.add_argument(
        "--returns",
        default="list[str]",
        choices=tuple(RETURN_KINDS),
        metavar="KIND",
        help=f"what solve returns: {', '.join(RETURN_KINDS)} (default: list[str]; stdout: a program)",
    )
    parser.add_argument(
        "--arg",
        action="append",
        default=[],
        metavar="NAME:TYPE",
        help="one parameter of solve (repeatable, in order; default: text:str); TYPE is str, int, float, "
        "bool, list[str] or list[int]",
    )
    parser.set_defaults(handler=run_new)


def run_new(arguments: argparse.Namespace, context: Context) -> int:
    from ..instructor.new import parse_argument, scaffold

    course = context.course()
    title = arguments.title or arguments.exercise.replace("_", " ").capitalize()
    parameters = [parse_argument(text) for text in arguments.arg]
    made = scaffold(course, arguments.exercise, title, arguments.returns, parameters)
    print_line = context.console.print
    print_line(f"Wrote exercise {made.name}:", highlight=False, markup=False)
    for relative in made.written:
        print_line(f"  {relative}", highlight=False, markup=False)
    print_line(
        f"Next: fill in each TODO(kata new) (`kata cases check {made.name}` lists them with what else is missing), "
        f"then add cases with `kata cases add {made.name} --name NAME --input '{{...}}'`.",
        highlight=False,
        markup=False,
    )
    return 0
