"""`kata list` (every exercise and its progress) and `kata show EX` (the lesson, rendered)."""

from __future__ import annotations

import argparse
import time
from typing import TYPE_CHECKING

from ..errors import UsageError
from .context import Context, exercise_names

if TYPE_CHECKING:
    from rich.text import Text

    from ..learner.progress import ExerciseProgress


def register(commands: argparse._SubParsersAction) -> None:
    listing = commands.add_parser("list", help="every exercise: status, cases passed, hints revealed")
    listing.set_defaults(handler=run_list)
    show = commands.add_parser("show", help="the lesson and task of an exercise")
    show.add_argument("exercise", metavar="EX", help="the exercise whose lesson to show (see `kata list`)")
    show.set_defaults(handler=run_show)


def run_list(arguments: argparse.Namespace, context: Context) -> int:
    from rich import box
    from rich.table import Table

    from ..learner.progress import load_progress
    from ..present.report import symbols

    course = context.course()
    progress = load_progress(context.root)
    if progress.warning:
        context.warn(progress.warning)
    console = context.console
    marks = symbols(console)
    table = Table(title="chunk-kata", title_justify="left", box=box.SIMPLE_HEAD)
    for column in ("#", "exercise", "status", "hints", "last run"):
        table.add_column(column, no_wrap=column != "exercise", justify="right" if column == "#" else "left")
    following = next((name for name in course.names if not progress.of(name).passed), None)
    now = time.time()
    for exercise in course.exercises:
        entry = progress.of(exercise.name)
        number = f"{marks['next']}{exercise.position}" if exercise.name == following else str(exercise.position)
        table.add_row(
            number,
            exercise.name,
            status_text(entry, len(exercise.cases)),
            f"{entry.hints}/{len(exercise.hints)}",
            ago(entry.last_run, now) if entry.last_run else "",
        )
    console.print(table)
    passed = sum(1 for name in course.names if progress.of(name).passed)
    console.print(progress_bar(passed, len(course.names), marks, width=min(30, max(10, console.width - 30))))
    if following is None:
        console.print("Every exercise passes. `kata solution EX` shows any reference.")
    else:
        console.print(f"Next: {following}. `kata` grades it; `kata watch` grades it on every save.")
    return 0


def status_text(entry: ExerciseProgress, cases: int) -> Text:
    """passed, failing k/n (from the last run), or not started."""
    from rich.text import Text

    if entry.passed:
        return Text("passed", style="green")
    if entry.last_run:
        return Text(f"failing {entry.cases_passed}/{entry.cases_total or cases}", style="red")
    return Text("not started", style="dim")


def progress_bar(done: int, total: int, marks: dict[str, str], *, width: int = 30) -> Text:
    """`[#####-----] 2 of 6 exercises passed`, drawn with the terminal's own marks."""
    from rich.text import Text

    filled = round(width * done / total) if total else 0
    bar = Text("[")
    bar.append(marks["bar_done"] * filled, style="green")
    bar.append(marks["bar_todo"] * (width - filled), style="dim")
    bar.append(f"] {done} of {total} exercises passed")
    return bar


def ago(then: float, now: float) -> str:
    """How long ago, as a person says it; the date once it is more than a week."""
    seconds = max(0.0, now - then)
    if seconds < 60:
        return "just now"
    if seconds < 3600:
        return f"{int(seconds // 60)} min ago"
    if seconds < 86400:
        return f"{int(seconds // 3600)} h ago"
    if seconds < 7 * 86400:
        days = int(seconds // 86400)
        return "yesterday" if days == 1 else f"{days} days ago"
    return time.strftime("%Y-%m-%d", time.localtime(then))


def run_show(arguments: argparse.Namespace, context: Context) -> int:
    from rich.markdown import Markdown

    course = context.course()
    name = exercise_names(course, [arguments.exercise])[0]
    lesson = course.lesson_path(name)
    if not lesson.is_file():
        raise UsageError(f"{name} has no lesson at exercises/{name}.md", fix="restore the file from git")
    context.console.print(Markdown(lesson.read_text(encoding="utf-8")))
    context.console.print(f"\nYour file: exercises/{name}.py   Grade it: `kata grade {name}`")
    return 0
