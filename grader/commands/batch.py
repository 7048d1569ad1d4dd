"""`kata batch DIR…`: grade a whole class in parallel (arguments here; the work in batch_run.py)."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..run.model import DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT
from . import Context
from .grade import _positive


def register(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "batch",
        help="grade many submission folders in parallel",
        description="Grade every exercise of each submission folder (a student's copy of the course, or a "
        "folder holding their exercises/) against this course's cases, one process per submission, as many "
        "at once as there are cores. Exit 0 when the batch ran, whatever the grades; 2 for bad input.",
    )
    parser.add_argument("folders", nargs="*", type=Path, metavar="DIR", help="submission folders")
    parser.add_argument(
        "--merge",
        nargs="+",
        type=Path,
        metavar="JSONL",
        help="grade nothing: combine the JSON lines of earlier runs (e.g. CI shards) into one table and report",
    )
    parser.add_argument("--exercise", action="append", metavar="EX", help="grade only this exercise (repeatable)")
    parser.add_argument("--jobs", type=int, metavar="N", help="submissions graded at once (default: the cores)")
    parser.add_argument("--shard", metavar="K/N", help="grade only every N-th submission from the K-th (CI matrix)")
    parser.add_argument("--format", choices=("csv", "jsonl"), help="format of --output (default: from its suffix)")
    parser.add_argument("--output", type=Path, metavar="FILE", help="write one row/line per submission to FILE")
    parser.add_argument("--html", type=Path, metavar="FILE", help="write a self-contained HTML class report")
    parser.add_argument("--cases", type=Path, metavar="FILE", help="merge an instructor's extra cases file")
    parser.add_argument("--timeout", type=_positive, metavar="S", default=DEFAULT_TIMEOUT, help="seconds per case")
    parser.add_argument("--memory", type=int, metavar="MB", default=DEFAULT_MEMORY_MB, help="memory per worker")
    parser.set_defaults(handler=run_batch_command)


def run_batch_command(arguments: argparse.Namespace, context: Context) -> int:
    # Imported on use: multiprocessing and the batch stage would slow every other `kata` command's start.
    from ..classroom.report import run_batch_command as run

    return run(arguments, context)
