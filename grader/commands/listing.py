"""`kata list` (every exercise and its progress) and `kata show EX` (the lesson, rendered)."""

from __future__ import annotations

import argparse
import time
from typing import TYPE_CHECKING

from ..errors import UsageError
from .context import Context, exercise_names, paged

if TYPE_CHECKING:
    from rich.text import Text

    from ..course.model import Exercise
    from ..learner.progress import ExerciseProgress
    from ..learner.quiz import QuizResults


def register(commands: argparse._SubParsersAction) -> None:
    listing = commands.add_parser("list", help="every exercise: status, cases passed, hints revealed")
    listing.set_defaults(handler=run_list)
    show = commands.add_parser("show", help="the lesson and task of an exercise")
    show.add_argument(
        "exercise", nargs="?", metavar="EX", help="name or number in `kata list` (default: the exercise you are on)"
    )
    show.set_defaults(handler=run_show)


def run_list(arguments: argparse.Namespace, context: Context) -> int:
    from rich import box
    from rich.table import Table

    from ..learner.progress import file_digest, first_unpassed, load_progress
    from ..learner.quiz import load_quiz
    from ..present.report import symbols

    course = context.course()
    progress = load_progress(context.root)
    if progress.warning:
        context.warn(progress.warning)
    quiz = load_quiz(context.root)
    if quiz.warning:
        context.warn(quiz.warning)
    console = context.console
    marks = symbols(console)
    quizzes = any(exercise.quiz for exercise in course.exercises)
    # A quiz column takes room: the columns share their padding, which keeps the table within 60 columns, and
    # an ASCII terminal gets the same box without bars (rich would draw it one of bars and padding).
    ascii_only = not (console.encoding or "").lower().replace("-", "").startswith("utf")
    lines_only = box.Box("    \n    \n -- \n    \n    \n    \n    \n    \n", ascii=True) if ascii_only else None
    table = Table(
        title="chunk-kata",
        title_justify="left",
        box=(lines_only if quizzes and lines_only else box.SIMPLE_HEAD),
        collapse_padding=quizzes,
    )
    columns = ("#", "exercise", "status", "hints", *(("quiz",) if quizzes else ()), "last run")
    for column in columns:
        table.add_column(column, no_wrap=column != "exercise", justify="right" if column == "#" else "left")
    digests = {name: file_digest(course.stub_path(name)) for name in course.names}
    following = first_unpassed(progress, course.names, course.stub_path)
    now = time.time()
    for exercise in course.exercises:
        entry = progress.of(exercise.name)
        number = f"{marks['next']}{exercise.position}" if exercise.name == following else str(exercise.position)
        table.add_row(
            number,
            exercise.name,
            status_text(entry, len(exercise.cases), digests[exercise.name]),
            f"{entry.hints}/{len(exercise.hints)}",
            *((_quiz_cell(quiz, exercise),) if quizzes else ()),
            ago(entry.last_run, now) if entry.last_run else "",
        )
    console.print(table)
    passed = sum(1 for name in course.names if progress.of(name).passes(digests[name]))
    console.print(progress_bar(passed, len(course.names), marks, width=min(30, max(10, console.width - 30))))
    if following is None:
        from ..judge.trusted import learners_copy

        if any(learners_copy(course, exercise) for exercise in course.exercises):
            console.print("Every exercise passes. Well done!")  # a learner's copy has no reference to compare with
        else:
            console.print("Every exercise passes. `kata solution EX` shows any reference.")
    else:
        console.print(f"Next: {following}. `kata` grades it; `kata watch` grades it on every save.")
    return 0


def _quiz_cell(quiz: QuizResults, exercise: Exercise) -> str:
    """Quiz items whose last answer was right, of all (empty for an exercise without a quiz)."""
    if not exercise.quiz:
        return ""
    return f"{quiz.right(exercise.name, tuple(item.name for item in exercise.quiz))}/{len(exercise.quiz)}"


def status_text(entry: ExerciseProgress, cases: int, digest: str) -> Text:
    """passed, changed since it passed (`digest`: the file now), failing k/n (from the last run), or not started."""
    from rich.text import Text

    if entry.changed_since_pass(digest):
        return Text("changed since it passed", style="yellow")
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

    from ..learner.progress import first_unpassed, load_progress

    course = context.course()
    if arguments.exercise is None:
        current = first_unpassed(load_progress(context.root), course.names, course.stub_path)
        name = current or course.names[0]
    else:
        name = exercise_names(course, [arguments.exercise])[0]
    lesson = course.lesson_path(name)
    if not lesson.is_file():
        raise UsageError(f"{name} has no lesson at exercises/{name}.md", fix="restore the file from git")
    with paged(context.console):
        context.console.print(Markdown(lesson.read_text(encoding="utf-8")))
        context.console.print(f"\nYour file: exercises/{name}.py   Grade it: `kata grade {name}`")
    return 0
