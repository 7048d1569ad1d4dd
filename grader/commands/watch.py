"""`kata watch [EX]`: one fresh report each time the exercise file is saved, until Ctrl-C."""

from __future__ import annotations

import argparse
import queue
import sys
import threading
import time
from typing import TYPE_CHECKING

from ..errors import KataError
from ..learner.watch import POLL_VARIABLE, Seen  # the loop itself: standard library only
from .context import Context, add_sandbox_option, exercise_names, start_grading

if TYPE_CHECKING:
    from pathlib import Path

    from ..course.model import Course
    from ..judge.oracle import Oracle
    from ..policy import Policy


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
    parser.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help="seed of the random inputs and the perf texts, as `kata grade --seed` takes it (default: as kata grade)",
    )
    add_sandbox_option(parser)
    parser.set_defaults(handler=run_watch)


def run_watch(arguments: argparse.Namespace, context: Context) -> int:
    from rich.text import Text

    from ..judge.oracle import Oracle
    from ..learner.progress import first_unpassed, load_progress, passes_now
    from ..learner.watch import file_changes, polling_asked, watch_loop
    from ..policy import Policy
    from ..run.model import DEFAULT_TIMEOUT, Limits

    course = context.course()
    start_grading(arguments.sandbox)
    progress = load_progress(context.root)
    if progress.warning:
        context.warn(progress.warning)
    if arguments.exercise:
        first = exercise_names(course, [arguments.exercise])[0]
    else:
        first = first_unpassed(progress, course.names, course.stub_path) or course.names[0]
    folder = context.root / "exercises"
    console = context.console
    # The trusted answers, per exercise, computed once for the whole session.
    oracles: dict[str, Oracle] = {}
    policy = Policy.learner(Limits(timeout=DEFAULT_TIMEOUT, sandbox=arguments.sandbox), seed=arguments.seed)
    try:
        watch_loop(
            course.names,
            first,
            file_changes(folder, poll=arguments.poll or polling_asked(), note=context.warn),
            file_of=course.stub_path,
            check=lambda name: _check(
                context, course, name, oracles.setdefault(name, Oracle(course, course.exercise(name))), policy
            ),
            ask=lambda passed, following: _ask(context, passed, following, course.stub_path(passed), yes=arguments.yes),
            say=lambda message: console.print(Text(message, style="bold")),
            passed=lambda name: passes_now(load_progress(context.root), name, course.stub_path(name)),
        )
    except KeyboardInterrupt:
        console.print(Text("\nStopped watching.", style="dim"))
    return 0


def _check(context: Context, course: Course, name: str, oracle: Oracle, policy: Policy) -> Seen:
    """Clear the screen and draw one report; what it found decides whether to move on."""
    from rich.text import Text

    from ..learner.hints import record_result
    from ..learner.progress import file_digest
    from ..pipeline import grade
    from ..present.public import redact
    from ..present.report import render_result

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
    digest = file_digest(file)  # before the run: a save while it runs is not what passed
    try:
        result = redact(grade(exercise, file, oracle, policy))
    except KataError as error:
        context.error(error)
        return Seen.FAILING
    progress = record_result(context.root, result, digest)
    render_result(result, console, progress=progress)
    sys.stdout.flush()
    return Seen.PASSED if result.ok else Seen.FAILING


def _ask(context: Context, passed: str, following: str, file: Path, *, yes: bool) -> bool | None:
    """Move on when told to (--yes) or when the learner says so; never guess for a script. While the question
    waits, saves still count: a change to `file` ends it (None), and the file is graded again."""
    from rich.text import Text

    from ..learner.progress import file_digest

    console = context.console
    if yes:
        console.print(Text(f"{passed} passes. Moving on to {following}.", style="bold green"))
        return True
    if not sys.stdin or not sys.stdin.isatty():
        console.print(Text(f"{passed} passes. Add --yes to move on to {following} by itself.", style="bold green"))
        return False
    prompt = Text(f"{passed} passes.", style="bold green")
    prompt.append(f" Move on to {following}? [Y/n] ", style="")
    console.print(prompt, end="")
    sys.stdout.flush()
    asked = file_digest(file)
    lines = _keyboard()
    while True:
        try:
            answer = lines.get(timeout=0.1)
        except queue.Empty:
            if file_digest(file) != asked:
                console.print(Text("\nSaved again: grading it again.", style="dim"))
                return None
            continue
        if answer is None:  # end of input: every later question gets the same
            lines.put(None)
            return False
        return answer.strip().lower() in ("", "y", "yes")


_LINES: queue.Queue[str | None] | None = None


def _keyboard() -> queue.Queue[str | None]:
    """The learner's lines, read by one thread for the whole session: a question that ended because the file
    was saved leaves its read waiting, and the next question gets that line."""
    global _LINES
    if _LINES is None:
        _LINES = queue.Queue()
        threading.Thread(target=_read_lines, args=(_LINES,), daemon=True, name="kata-keyboard").start()
    return _LINES


def _read_lines(lines: queue.Queue[str | None]) -> None:
    while True:
        line = sys.stdin.readline()
        if not line:
            lines.put(None)
            return
        lines.put(line)
