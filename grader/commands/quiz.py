"""`kata quiz [EX]`: the lesson's quick checks, one at a time in the terminal, each answer explained at once.

The answers are kept in .kata/quiz.json and shown by `kata list`; grading never reads them.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from .context import Context, exercise_names

if TYPE_CHECKING:
    from rich.console import Console

    from ..course.model import Course, Exercise, QuizItem

# Wrong entries for a numbered answer (not a number, or out of range) before the item is skipped.
RETRIES = 3


def register(commands: argparse._SubParsersAction) -> None:
    quiz = commands.add_parser("quiz", help="the lesson's quick checks, one at a time (never graded)")
    quiz.add_argument("exercise", nargs="?", metavar="EX", help="default: the first exercise not passed")
    quiz.set_defaults(handler=run_quiz)


def _chosen(course: Course, context: Context, name: str | None) -> Exercise:
    from ..learner.progress import load_progress

    if name:
        return course.exercise(exercise_names(course, [name])[0])
    progress = load_progress(context.root)
    following = next((ex for ex in course.exercises if not progress.of(ex.name).passed), None)
    return following or course.exercises[0]


def run_quiz(arguments: argparse.Namespace, context: Context) -> int:
    from rich.text import Text

    from ..learner.quiz import record_answer

    course = context.course()
    exercise = _chosen(course, context, arguments.exercise)
    console = context.console
    if not exercise.quiz:
        console.print(f"{exercise.name} has no quiz. `kata list` shows which exercises have one.")
        return 0
    total, right, answered = len(exercise.quiz), 0, 0
    console.print(Text(f"Quiz of {exercise.name}: {total} questions. Press Enter to skip one.", style="bold"))
    for number, item in enumerate(exercise.quiz, start=1):
        console.print()
        _ask(console, item, number, total)
        typed = _answer(console, item)
        if typed is None:
            console.print(Text("Stopped here; the answers so far are kept.", style="dim"))
            break
        if not typed.strip():
            console.print(Text("Skipped.", style="dim"))
            continue
        correct = item.accepts(typed)
        answered += 1
        right += correct
        _explain(console, item, correct)
        results = record_answer(context.root, exercise.name, item.name, correct)
        if results.warning:
            context.warn(results.warning)
    console.print()
    console.print(
        f"{right} of {answered} answered right ({total} questions). `kata list` shows your quiz results; "
        "they never count towards grading."
    )
    return 0


def _ask(console: Console, item: QuizItem, number: int, total: int) -> None:
    from rich.padding import Padding
    from rich.text import Text

    from ..course.model import BLANK, QUIZ_KINDS

    console.print(Text(f"Question {number} of {total}: {QUIZ_KINDS[item.kind]}", style="bold"))
    console.print(Text(" ".join(item.question.split())))
    if item.kind == "predict":
        code = Text(">>> ", style="dim")
        code.append(item.code.strip())
        console.print(Padding(code, (0, 0, 0, 2), expand=False))
    elif item.kind == "fill":
        code = Text()
        before, after = item.code.rstrip("\n").split(BLANK)
        code.append(before)
        code.append(BLANK, style="reverse bold")
        code.append(after)
        console.print(Padding(code, (0, 0, 0, 2), expand=False))
    elif item.kind == "bug":
        width = len(str(len(item.lines)))
        for line_number, line in enumerate(item.lines, start=1):
            console.print(Text(f"{line_number:>{width}} | ", style="dim") + Text(line), overflow="fold")
    else:
        for option_number, option in enumerate(item.options, start=1):
            console.print(Padding(Text(f"{option_number}) {option}"), (0, 0, 0, 2), expand=False))


_PROMPTS = {
    "predict": "What does Python show? ",
    "fill": "What goes in the blank? ",
    "bug": "Which line has the bug ({most})? ",
    "choice": "Your choice ({most}): ",
}


def _answer(console: Console, item: QuizItem) -> str | None:
    """What the learner typed; "" to skip; None at the end of input (Ctrl-D, or stdin closed)."""
    most = len(item.lines) if item.kind == "bug" else len(item.options)
    prompt = _PROMPTS[item.kind].format(most=f"1-{most}")
    for _ in range(RETRIES):
        try:
            typed = console.input(prompt)
        except EOFError:
            console.print()
            return None
        if not sys.stdin.isatty():
            console.print(typed, markup=False)  # no echo from a terminal: show what was read, on its own line
        if item.kind not in ("bug", "choice") or not typed.strip():
            return typed
        entered = typed.strip().rstrip(".)")
        if entered.isdigit() and 1 <= int(entered) <= most:
            return entered
        console.print(f"Type a number from 1 to {most} (or press Enter to skip).")
    return ""


def _explain(console: Console, item: QuizItem, correct: bool) -> None:
    from rich.padding import Padding
    from rich.text import Text

    from ..present.report import symbols

    marks = symbols(console)
    if correct:
        console.print(Text(f"{marks['pass']} Right.", style="green bold"))
    else:
        console.print(Text(f"{marks['fail']} Not quite. The answer: {_right_answer(item)}", style="red bold"))
    console.print(Padding(Text(" ".join(item.explain.split())), (0, 0, 0, 2), expand=False))


def _right_answer(item: QuizItem) -> str:
    if item.kind == "choice":
        return f"{item.answer}) {item.options[int(item.answer) - 1]}"
    if item.kind == "bug":
        return f"line {item.answer}, which should read: {item.fix.strip()}"
    return item.answer
