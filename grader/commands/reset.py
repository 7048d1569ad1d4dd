"""`kata reset EX`: back up the learner's file, then restore the original stub; `--list` shows the backups."""

from __future__ import annotations

import argparse
import sys
import time

from ..errors import UsageError
from .context import Context, exercise_names


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "reset",
        help="restore the stub; your file is backed up first",
        description="Replace exercises/EX.py with the exercise's original stub. Your file is first copied to "
        ".kata/backups/EX-<time>.py (never overwritten), so nothing is lost.",
    )
    parser.add_argument("exercise", nargs="?", metavar="EX", help="the exercise to reset (see `kata list`)")
    parser.add_argument("--yes", action="store_true", help="do not ask for confirmation (for scripts)")
    parser.add_argument("--list", action="store_true", help="list the backups (of EX, or of every exercise)")
    parser.set_defaults(handler=run_reset)


def run_reset(arguments: argparse.Namespace, context: Context) -> int:
    from rich.text import Text

    from ..learner.backups import back_up, pristine_stub, restore_stub
    from ..learner.progress import forget_pass

    course = context.course()
    name = exercise_names(course, [arguments.exercise])[0] if arguments.exercise else None
    if arguments.list:
        return _list(context, name)
    if name is None:
        raise UsageError("which exercise?", fix=f"name one, e.g. `kata reset {course.names[0]}`")
    pristine = pristine_stub(course, name)
    file = course.stub_path(name)
    shown = f"exercises/{name}.py"
    if file.is_file() and file.read_text(encoding="utf-8", errors="replace") == pristine.text:
        forget_pass(context.root, name)  # the stub passes nothing, whatever an older run recorded
        context.console.print(f"{shown} is already the original stub: nothing to do.")
        return 0
    if not arguments.yes and not _confirmed(context, shown):
        context.console.print("Nothing was changed.")
        return 0
    kept = back_up(context.root, name, file) if file.is_file() else None
    restore_stub(course, name, pristine)
    # The stub passes nothing: `kata` and `kata list` must not count the exercise as passed any more.
    forgotten = forget_pass(context.root, name)
    if forgotten.warning:
        context.warn(forgotten.warning)
    if kept is not None:
        context.console.print(Text(f"Your file is kept as {kept.relative_to(context.root)}."))
    context.console.print(Text(f"{shown} is the original stub again (from {pristine.source}).", style="bold"))
    return 0


def _confirmed(context: Context, shown: str) -> bool:
    from rich.text import Text

    if not sys.stdin or not sys.stdin.isatty():
        raise UsageError(
            f"`kata reset` asks before it replaces {shown}, and there is no terminal to ask",
            fix="add --yes to reset without asking (your file is backed up either way)",
        )
    prompt = Text(f"Replace {shown} with the original stub? Your file is backed up first. [y/N] ")
    try:
        answer = context.console.input(prompt)
    except EOFError:
        return False
    return answer.strip().lower() in ("y", "yes")


def _list(context: Context, name: str | None) -> int:
    from rich.table import Table
    from rich.text import Text

    from ..learner.backups import list_backups

    backups = list_backups(context.root, name)
    if not backups:
        context.console.print(f"No backups{' of ' + name if name else ''} yet: `kata reset` makes one.")
        return 0
    table = Table(title="Backups in .kata/backups/ (oldest first)", title_justify="left")
    for column in ("exercise", "file", "saved", "lines"):
        table.add_column(column)
    for backup in backups:
        lines = backup.path.read_bytes().count(b"\n")
        saved = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(backup.saved))
        table.add_row(backup.exercise, backup.path.name, saved, str(lines))
    context.console.print(table)
    example = backups[-1]
    context.console.print(
        Text(f"To bring one back: cp .kata/backups/{example.path.name} exercises/{example.exercise}.py", style="dim")
    )
    return 0
