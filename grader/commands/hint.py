"""`kata hint [EX]` reveals the next hint stage; `kata solution EX` shows the reference at the last stage."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from ..errors import UsageError
from .context import Context, exercise_names, paged

if TYPE_CHECKING:
    from ..course.model import Course


def register(commands: argparse._SubParsersAction) -> None:
    hint = commands.add_parser("hint", help="reveal the next hint stage of an exercise")
    hint.add_argument("exercise", nargs="?", metavar="EX", help="default: the first exercise not passed")
    hint.set_defaults(handler=run_hint)
    solution = commands.add_parser("solution", help="show the reference solution (after every hint, or once you pass)")
    solution.add_argument("exercise", metavar="EX", help="the exercise whose reference to show (see `kata list`)")
    solution.set_defaults(handler=run_solution)


def _current(course: Course, context: Context) -> str | None:
    """The first exercise not passed; None when every exercise has passed."""
    from ..learner.progress import first_unpassed, load_progress

    return first_unpassed(load_progress(context.root), course.names, course.stub_path)


def run_hint(arguments: argparse.Namespace, context: Context) -> int:
    from rich.padding import Padding
    from rich.text import Text

    from ..judge.trusted import learners_copy
    from ..learner.hints import after_the_hints, reveal_next

    course = context.course()
    name = exercise_names(course, [arguments.exercise])[0] if arguments.exercise else _current(course, context)
    if name is None:
        # Nothing to be stuck on: a bare `kata hint` must not spend a stage of an exercise already passed.
        context.console.print(
            f"Every exercise has passed, so there is no hint to reveal. To read an exercise's hints anyway, name "
            f"it: `kata hint {course.names[0]}`."
        )
        return 0
    exercise = course.exercise(name)
    if not exercise.hints:
        context.console.print(f"{name} has no hints.")
        return 0
    stage, hint, progress = reveal_next(context.root, exercise)
    if progress.warning:
        context.warn(progress.warning)
    total = len(exercise.hints)
    entry = progress.of(name)
    after = after_the_hints(name, learners_copy(course, exercise))
    if hint is None:
        # Every stage is out: show them all again (in the order they were revealed), then the last stage.
        for shown in entry.revealed:
            context.console.print(Text(f"Hint {shown} of {total}", style="bold"))
            context.console.print(Padding(Text(exercise.hints[shown - 1].text.strip()), (0, 0, 0, 2), expand=False))
        context.console.print(
            Text(
                f"All {total} hints of {name} are out. {after}",
                style="dim",
            )
        )
        return 0
    for shown in sorted(entry.revealed):
        label = Text(f"Hint {shown} of {total}", style="bold" if shown == stage else "dim")
        if shown == stage and exercise.hints[shown - 1].pitfall in entry.pitfalls:
            label.append(" (about the mistake your last run made)", style="yellow")
        elif shown == stage and exercise.hints[shown - 1].tag in entry.tags:
            label.append(f" (about the {exercise.hints[shown - 1].tag} cases your last run failed)", style="yellow")
        context.console.print(label)
        # Indented as a block, so wrapped lines stay under the label.
        text = Text(exercise.hints[shown - 1].text.strip(), style="" if shown == stage else "dim")
        context.console.print(Padding(text, (0, 0, 0, 2), expand=False))
    left = total - entry.hints
    context.console.print(
        Text(
            f"{left} more hint{'s' if left != 1 else ''}: run `kata hint {name}` again."
            if left
            else f"That was the last hint. {after}",
            style="dim",
        )
    )
    return 0


def run_solution(arguments: argparse.Namespace, context: Context) -> int:
    from rich.markdown import Markdown
    from rich.syntax import Syntax
    from rich.text import Text

    from ..learner.progress import load_progress

    course = context.course()
    name = exercise_names(course, [arguments.exercise])[0]
    exercise = course.exercise(name)
    progress = load_progress(context.root).of(name)
    left = len(exercise.hints) - progress.hints
    if not progress.solved and left > 0:
        raise UsageError(
            f"the solution of {name} opens after every hint stage, or once you pass "
            f"({progress.hints} of {len(exercise.hints)} hints revealed)",
            fix=f"run `kata hint {name}` ({left} more), or make the cases pass with `kata grade {name}`",
        )
    path = course.reference_path(name)
    if not path.is_file():
        raise UsageError(f"this copy of the course has no reference for {name}", fix="ask your instructor")
    lesson = course.lesson_path(name)
    source = without_grader_parts(path.read_text(encoding="utf-8"))
    # The code first, then the lesson, in the pager: the code must not have scrolled away.
    with paged(context.console):
        context.console.print(Text(f"The reference solution of {name}", style="bold"))
        context.console.print(Syntax(source, "python", line_numbers=True, word_wrap=True))
        if lesson.is_file():
            context.console.print(Markdown(lesson.read_text(encoding="utf-8")))
    return 0


# The line of a reference below which everything is for the grader (promises, boundary inputs, inputs()).
GRADER_PART = "# ---- For the grader"


def without_grader_parts(source: str) -> str:
    """The reference as an answer: without what only the grader uses (below the GRADER_PART line, except a
    closing `if __name__ == "__main__":` block) and without `inputs()`."""
    lines = source.splitlines(keepends=True)
    marker = next((number for number, line in enumerate(lines) if line.startswith(GRADER_PART)), None)
    if marker is not None:
        main = next((n for n in range(marker, len(lines)) if lines[n].startswith("if __name__ ==")), len(lines))
        lines = lines[:marker] + lines[main:]
    return without_inputs("".join(lines))


def without_inputs(source: str) -> str:
    """The reference without its `inputs()`: the random-input strategy is the grader's, not the answer."""
    import ast

    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    lines = source.splitlines(keepends=True)
    for node in reversed(tree.body):
        if isinstance(node, ast.FunctionDef) and node.name == "inputs" and node.end_lineno is not None:
            first = min([node.lineno, *(decorator.lineno for decorator in node.decorator_list)])
            del lines[first - 1 : node.end_lineno]
    return "".join(lines).rstrip("\n") + "\n"
