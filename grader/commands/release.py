"""`kata release OUT_DIR`: write the learner's copy of the course (no solutions, no hidden cases)."""

from __future__ import annotations

import argparse
from pathlib import Path

from .context import Context


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "release",
        help="write the learner's copy of the course to a new folder",
        description="Write exercises, lessons, public cases (each with its expected answer), the grader and "
        "the README to OUT_DIR, leaving out solutions/, pitfall code and hidden cases.",
    )
    parser.add_argument("folder", type=Path, metavar="OUT_DIR", help="a new or empty folder")
    parser.set_defaults(handler=run_release)


def run_release(arguments: argparse.Namespace, context: Context) -> int:
    from ..classroom.release import write_release

    release = write_release(context.course(), arguments.folder)
    context.console.print(
        f"Wrote the learner's copy to {release.folder}: {release.exercises} exercises, "
        f"{release.public_cases} public cases with their answers ({release.hidden_cases_left_out} hidden cases "
        "and every solution left out). Learners grade there with `python -m grader` or `kata`.",
        highlight=False,
    )
    return 0
