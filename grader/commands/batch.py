"""`kata batch DIR…`: grade a whole class in parallel, then show and write the class report."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import UsageError
from ..run.model import DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT, Limits
from .context import Context, add_sandbox_option, exercise_names, start_grading
from .grade import _positive, add_budget_option

if TYPE_CHECKING:
    from ..classroom.batch import SubmissionResult


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
    parser.add_argument(
        "--format",
        choices=("csv", "jsonl", "canvas", "moodle"),
        help="format of --output: the class CSV, JSON lines, or a Canvas / Moodle gradebook import CSV "
        "(default: from its suffix)",
    )
    parser.add_argument(
        "--roster",
        type=Path,
        metavar="CSV",
        help="map each submission folder to a student id (columns folder,id, and optionally name, email, "
        "canvas_id, sis_user_id, sis_login_id, section for the gradebooks); without it the id is the folder's name",
    )
    parser.add_argument(
        "--compare",
        type=Path,
        metavar="JSONL",
        help="list every submission whose score or verdicts differ from this earlier run's JSON lines, and why",
    )
    parser.add_argument("--output", type=Path, metavar="FILE", help="write one row/line per submission to FILE")
    parser.add_argument("--html", type=Path, metavar="FILE", help="write a self-contained HTML class report")
    parser.add_argument("--cases", type=Path, metavar="FILE", help="merge an instructor's extra cases file")
    parser.add_argument("--timeout", type=_positive, metavar="S", default=DEFAULT_TIMEOUT, help="seconds per case")
    parser.add_argument("--memory", type=int, metavar="MB", default=DEFAULT_MEMORY_MB, help="memory per worker")
    parser.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help="the random inputs' and perf texts' seed, as `kata grade --seed` takes it, for a regrade that draws "
        "the same (default: the perf texts drawn afresh for the class)",
    )
    add_budget_option(parser)
    add_sandbox_option(parser)
    parser.set_defaults(handler=run_batch_command)


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def run_batch_command(arguments: argparse.Namespace, context: Context) -> int:
    # Imported on use: multiprocessing and the batch stage would slow every other `kata` command's start.
    from ..classroom import report
    from ..classroom.batch import find_submissions, only_exercises, parse_shard, pick_shard, read_records, summarize
    from ..classroom.gradebook import read_roster

    course = context.course(arguments.cases)
    names = exercise_names(course, arguments.exercise) if arguments.exercise else list(course.names)
    if bool(arguments.folders) == bool(arguments.merge):
        raise UsageError(
            "give submission folders to grade, or --merge with JSON-lines files, not both",
            fix="e.g. `kata batch submissions/*` or `kata batch --merge shard-*.jsonl --html class.html`",
        )
    jobs = arguments.jobs or _cores()
    if jobs < 1:
        raise UsageError(f"--jobs must be at least 1 (not {jobs})", fix="leave it out to use every core")
    output_format = arguments.format or _format_of(arguments.output)
    roster = read_roster(arguments.roster) if arguments.roster else None
    pairs: list[Any] = []  # similar submissions: their code is needed, so a merge of records has none
    earlier = read_records([arguments.compare]) if arguments.compare else None
    started = time.perf_counter()
    if arguments.merge:
        results = read_records(arguments.merge)
        if not arguments.exercise:  # the exercises the shards graded, so merged columns line up with theirs
            graded = {exercise.name for result in results for exercise in result.exercises}
            names = [name for name in names if name in graded]
        course = replace(course, exercises=tuple(course.exercise(name) for name in names))
    else:
        shard = parse_shard(arguments.shard) if arguments.shard else None
        ids = {folder: student.id for folder, student in roster.items()} if roster else None
        submissions = find_submissions(arguments.folders, ids)
        if shard:
            submissions = pick_shard(submissions, *shard)
        course = only_exercises(course, names)
        start_grading(arguments.sandbox)
        limits = Limits(
            timeout=arguments.timeout, memory_mb=arguments.memory, sandbox=arguments.sandbox, budget=arguments.budget
        )
        rows = _Rows(arguments.output, output_format, course, roster)
        alike = _Alike(course, submissions)

        def row_done(result: SubmissionResult) -> None:
            rows.add(result)
            alike.add(result)

        results = _grade_with_progress(context, course, submissions, limits, jobs, row_done, arguments.seed)
        pairs = alike.prints.pairs()
    seconds = time.perf_counter() - started
    summary = summarize(course, results)
    document = report.document(output_format, course, results, roster) if output_format else None
    document_on_stdout = document is not None and arguments.output is None
    console = context.error_console if document_on_stdout else context.console
    console.print(report.class_table(results))
    console.print(report.pitfall_table(summary))
    groups = report.group_table(summary)
    if groups is not None:
        console.print(groups)
    if pairs:
        console.print(report.similarity_table(pairs))
    rate = len(results) / seconds if seconds > 0 else 0.0
    if arguments.merge:
        console.print(f"{len(results)} submissions merged from {len(arguments.merge)} files.", highlight=False)
    else:
        console.print(
            f"{len(results)} submissions in {seconds:.1f} s ({rate:.1f}/s) with {jobs} processes at a time.",
            highlight=False,
        )
    if earlier is not None:
        from ..classroom.compare import compare, describe

        console.print("\n".join(describe(compare(earlier, results))), highlight=False, markup=False)
    if document is not None:
        if arguments.output:
            _write(arguments.output, document)
        else:
            sys.stdout.write(document)
    if arguments.html:
        from ..classroom.html import to_html

        _write(arguments.html, to_html(summary, results, pairs=pairs))
    return 0


class _Alike:
    """Which submissions' code is alike (classroom/similarity.py), the starter code left out: each submission's
    files are fingerprinted as its row is done, while the next ones grade."""

    def __init__(self, course: Any, submissions: Sequence[Any]) -> None:
        from ..classroom.similarity import ClassPrints, read_regular

        self.read = read_regular
        starters = {exercise.name: read_regular(course.stub_path(exercise.name)) or "" for exercise in course.exercises}
        self.prints = ClassPrints(starters)
        self.submissions = {submission.name: submission for submission in submissions}

    def add(self, result: SubmissionResult) -> None:
        submission = self.submissions.get(result.submission)
        if submission is None:
            return
        texts = {name: self.read(submission.exercises / f"{name}.py") for name in self.prints.prints}
        self.prints.add(result.submission, {name: text for name, text in texts.items() if text is not None})


def _format_of(output: Path | None) -> str | None:
    if output is None:
        return None
    return "jsonl" if output.suffix in (".jsonl", ".ndjson") else "csv"


class _Rows:
    """`--output` (JSON lines, the class CSV) written row by row as each submission is done (a batch stopped
    midway keeps what was graded); the finished batch then writes the whole file again, in submission order."""

    def __init__(self, path: Path | None, output_format: str | None, course: Any, roster: Any = None) -> None:
        # Row by row where a row is one line after one header line; a gradebook's import only at the end.
        self.path = path if output_format in ("jsonl", "csv") else None
        self.format = output_format
        self.course = course
        self.roster = roster
        self.started = False

    def add(self, result: SubmissionResult) -> None:
        if self.path is None or self.format is None:
            return
        from ..classroom import report

        text = report.document(self.format, self.course, [result], self.roster)
        if self.started and self.format == "csv":
            text = text.split("\n", 1)[1]  # the header is written once
        try:
            with self.path.open("w" if not self.started else "a", encoding="utf-8") as file:
                file.write(text)
        except OSError as error:
            raise UsageError(
                f"cannot write {self.path}: {error.strerror or error}", fix="choose a writable path"
            ) from None
        self.started = True


def _grade_with_progress(
    context: Context,
    course: Any,
    submissions: Sequence[Any],
    limits: Limits,
    jobs: int,
    on_row: Callable[[SubmissionResult], None],
    seed: int | None,
) -> list[SubmissionResult]:
    from ..classroom.batch import run_batch

    console = context.error_console
    if not console.is_terminal:
        return run_batch(course, submissions, limits, jobs=jobs, on_done=on_row, seed=seed)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    with Progress(
        TextColumn("grading"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        auto_refresh=False,
        transient=True,
    ) as progress:
        task = progress.add_task("grading", total=len(submissions))

        def done(result: SubmissionResult) -> None:
            on_row(result)
            progress.update(task, advance=1, refresh=True)

        return run_batch(course, submissions, limits, jobs=jobs, on_done=done, seed=seed)


def _write(path: Path, text: str) -> None:
    from ..files import write_atomically

    try:
        write_atomically(path, text)
    except OSError as error:
        raise UsageError(f"cannot write {path}: {error.strerror or error}", fix="choose a writable path") from None
