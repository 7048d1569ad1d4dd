"""`kata list` (every exercise and its progress) and `kata show EX` (the lesson, rendered)."""

from __future__ import annotations

import argparse
import time

from rich.table import Table

from ..errors import UsageError
from ..hints import load_progress
from . import Context, exercise_names


def register(commands: argparse._SubParsersAction) -> None:
    listing = commands.add_parser("list", help="every exercise: status, cases passed, hints revealed")
    listing.set_defaults(handler=run_list)
    show = commands.add_parser("show", help="the lesson and task of an exercise")
    show.add_argument("exercise", metavar="EX")
    show.set_defaults(handler=run_show)


def run_list(arguments: argparse.Namespace, context: Context) -> int:
    course = context.course()
    progress = load_progress(context.root)
    if progress.warning:
        context.warn(progress.warning)
    table = Table(title="chunk-kata", title_justify="left")
    for column in ("#", "exercise", "status", "cases", "hints", "last run"):
        table.add_column(column)
    passed = 0
    for exercise in course.exercises:
        entry = progress.of(exercise.name)
        if entry.passed:
            status, passed = "[green]passed[/]", passed + 1
        elif entry.last_run:
            status = f"[red]failing {entry.cases_passed}/{entry.cases_total}[/]"
        else:
            status = "[dim]not started[/]"
        cases = f"{entry.cases_passed}/{entry.cases_total}" if entry.last_run else f"-/{len(exercise.cases)}"
        last = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.last_run)) if entry.last_run else ""
        table.add_row(
            str(exercise.position), exercise.name, status, cases, f"{entry.hints}/{len(exercise.hints)}", last
        )
    context.console.print(table)
    context.console.print(f"{passed} of {len(course.exercises)} exercises passed.")
    return 0


def run_show(arguments: argparse.Namespace, context: Context) -> int:
    from rich.markdown import Markdown  # imported here: markdown-it is slow to import

    course = context.course()
    name = exercise_names(course, [arguments.exercise])[0]
    lesson = course.lesson_path(name)
    if not lesson.is_file():
        raise UsageError(f"{name} has no lesson at exercises/{name}.md", fix="restore the file from git")
    context.console.print(Markdown(lesson.read_text(encoding="utf-8")))
    context.console.print(f"\nYour file: exercises/{name}.py   Grade it: `kata grade {name}`")
    return 0
