"""`kata pitfalls add EX NAME --from FILE --message TEXT`: name a mistake a class made, from one member's file."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..errors import UsageError
from ..run.model import DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT, Limits
from .context import Context, exercise_names


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "pitfalls",
        help="for instructors: make a known mistake from a student's file",
        description="Tools for the course's author: `kata pitfalls add EX NAME --from FILE --message TEXT`.",
    )
    actions = parser.add_subparsers(dest="pitfalls_command", metavar="ACTION")
    parser.set_defaults(handler=_missing_action)
    add = actions.add_parser(
        "add",
        help="append FILE's solve to solutions/pitfalls/EX.py as NAME, its message to cases.yaml, and check it",
        description="Make the mistake in a student's FILE a known one: its solve (with the helpers it uses) "
        "becomes the function NAME in solutions/pitfalls/EX.py, and MESSAGE becomes NAME's entry in EX's "
        "`pitfalls:` in cases.yaml (the rest of both files kept as written). Then the exercise is checked as "
        "`kata cases check EX` does: exit 0 when a case catches the new mistake, 1 when none does yet.",
    )
    add.add_argument("exercise", metavar="EX", help="the exercise (see `kata list`)")
    add.add_argument("name", metavar="NAME", help="the mistake's name: lower_snake_case, saying what goes wrong")
    add.add_argument("--from", dest="source", type=Path, required=True, metavar="FILE", help="a student's EX.py")
    add.add_argument("--message", required=True, help="what the report tells a learner who makes this mistake")
    add.add_argument("--hint", metavar="TEXT", help="also add a last hint stage about this mistake")
    add.set_defaults(handler=run_add)


def _missing_action(arguments: argparse.Namespace, context: Context) -> int:
    raise UsageError("which action?", fix="use `kata pitfalls add EX NAME --from FILE --message TEXT`")


def run_add(arguments: argparse.Namespace, context: Context) -> int:
    from ..classroom.new_pitfall import add_pitfall
    from ..course.loader import load_course
    from ..instructor.check import check_exercise

    course = context.course()
    exercise = course.exercise(exercise_names(course, [arguments.exercise])[0])
    added = add_pitfall(course, exercise, arguments.name, arguments.source, arguments.message, arguments.hint)
    console = context.console
    helpers = f" (with {', '.join(added.helpers)})" if added.helpers else ""
    console.print(
        f"Added {added.name}{helpers} to {added.pitfalls_file} and its message to {added.cases_file}.",
        highlight=False,
        markup=False,
    )
    updated = load_course(course.root)
    check = check_exercise(updated, updated.exercise(exercise.name), Limits(DEFAULT_TIMEOUT, DEFAULT_MEMORY_MB))
    coverage = next((item for item in check.coverage if item.name == added.name), None)
    if coverage is not None and coverage.caught:
        shown = ", ".join(coverage.caught_by[:5]) + (" …" if len(coverage.caught_by) > 5 else "")
        console.print(
            f"Caught by {len(coverage.caught_by)} cases: {shown}. A re-run of `kata batch` names it.",
            highlight=False,
            markup=False,
        )
        return 0
    console.print(
        f"No case tells {added.name} apart from the reference yet: add one that does with "
        f"`kata cases add {exercise.name} --name … --input …` (a failing case of the student's is a start).",
        highlight=False,
        markup=False,
    )
    return 1
