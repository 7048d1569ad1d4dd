"""`kata watch [EX]`: one fresh report each time the exercise file is saved, until Ctrl-C."""

from __future__ import annotations

import argparse
import sys
import time
from typing import TYPE_CHECKING

from ..errors import KataError
from ..learner.watch import POLL_VARIABLE, Seen  # the loop itself: standard library only
from .context import Context, add_sandbox_option, exercise_names, start_grading

if TYPE_CHECKING:
    from ..course.model import Course
    from ..judge.oracle import Memo


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "watch",
        help="re-grade whenever the exercise file is saved",
        description="Grade the exercise, then again on every save of exercises/EX.py. When it passes, offer to "
        "move on to the next exercise. Ctrl-C quits.",
    )
    parser.add_argument("exercise", nargs="?", metavar="EX", help="default: the first exercise not passed")
    parser.add_argument(
        "--yes", action="store_true", help="move on to the next exercise without asking once one passes"
    )
    parser.add_argument(
        "--poll",
        action="store_true",
        help=f"check the files regularly instead of waiting for OS events (also: {POLL_VARIABLE}=1)",
    )
    add_sandbox_option(parser)
    parser.set_defaults(handler=run_watch)


def run_watch(arguments: argparse.Namespace, context: Context) -> int:
    from rich.text import Text

    from ..judge.oracle import Memo
    from ..learner.progress import load_progress
    from ..learner.watch import file_changes, polling_asked, watch_loop

    course = context.course()
    start_grading(arguments.sandbox)
    progress = load_progress(context.root)
    if progress.warning:
        context.warn(progress.warning)
    if arguments.exercise:
        first = exercise_names(course, [arguments.exercise])[0]
    else:
        first = next((name for name in course.names if not progress.of(name).passed), course.names[0])
    folder = context.root / "exercises"
    console = context.console
    # The reference's answers, per exercise, computed once for the whole session.
    memos: dict[str, Memo] = {}
    try:
        watch_loop(
            course.names,
            first,
            file_changes(folder, poll=arguments.poll or polling_asked(), note=context.warn),
            file_of=course.stub_path,
            check=lambda name: _check(context, course, name, memos.setdefault(name, Memo()), arguments.sandbox),
            ask=lambda passed, following: _ask(context, passed, following, yes=arguments.yes),
            say=lambda message: console.print(Text(message, style="bold")),
        )
    except KeyboardInterrupt:
        console.print(Text("\nStopped watching.", style="dim"))
    return 0


def _check(context: Context, course: Course, name: str, memo: Memo, sandbox: str) -> Seen:
    """Clear the screen and draw one report; what it found decides whether to move on."""
    from rich.text import Text

    from ..learner.hints import record_result
    from ..pipeline import TIMEOUTS_PER_RUN, Options, grade
    from ..present.report import render_result
    from ..run.model import DEFAULT_TIMEOUT, Limits

    console = context.console
    if console.is_terminal:
        console.clear()
    else:
        console.print()
    exercise = course.exercise(name)
    file = course.stub_path(name)
    heading = Text(
        f"kata watch · exercise {exercise.position} of {len(course.exercises)} · {time.strftime('%H:%M:%S')} · "
        "Ctrl-C quits",
        style="dim",
    )
    console.print(heading)
    if not file.is_file():
        console.print(Text(f"Waiting for exercises/{name}.py to come back (`kata reset {name}` restores the stub)."))
        return Seen.MISSING
    try:
        options = Options(limits=Limits(timeout=DEFAULT_TIMEOUT, sandbox=sandbox), stop_after_timeouts=TIMEOUTS_PER_RUN)
        result = grade(course, exercise, file, options, memo=memo)
    except KataError as error:
        context.error(error)
        return Seen.FAILING
    progress = record_result(context.root, result)
    render_result(result, console, progress=progress)
    sys.stdout.flush()
    return Seen.PASSED if result.ok else Seen.FAILING


def _ask(context: Context, passed: str, following: str, *, yes: bool) -> bool:
    """Move on when told to (--yes) or when the learner says so; never guess for a script."""
    from rich.text import Text

    console = context.console
    if yes:
        console.print(Text(f"{passed} passes. Moving on to {following}.", style="bold green"))
        return True
    if not sys.stdin or not sys.stdin.isatty():
        console.print(Text(f"{passed} passes. Add --yes to move on to {following} by itself.", style="bold green"))
        return False
    try:
        prompt = Text(f"{passed} passes.", style="bold green")
        prompt.append(f" Move on to {following}? [Y/n] ", style="")
        answer = console.input(prompt)
    except EOFError:
        return False
    return answer.strip().lower() in ("", "y", "yes")
