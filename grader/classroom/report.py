"""What `kata batch` does once parsed: grade the class in parallel, then the table, CSV / JSON lines and HTML."""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from rich.table import Table

from ..commands import Context, exercise_names
from ..errors import UsageError
from ..run.model import Limits
from .batch import (
    VERDICTS,
    ClassSummary,
    SubmissionResult,
    as_record,
    csv_rows,
    find_submissions,
    parse_shard,
    pick_shard,
    read_records,
    run_batch,
    summarize,
    with_answers,
)


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def run_batch_command(arguments: argparse.Namespace, context: Context) -> int:
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
    started = time.perf_counter()
    if arguments.merge:
        results = read_records(arguments.merge)
        course = replace(course, exercises=tuple(course.exercise(name) for name in names))
    else:
        shard = parse_shard(arguments.shard) if arguments.shard else None
        submissions = find_submissions(arguments.folders)
        if shard:
            submissions = pick_shard(submissions, *shard)
        course = with_answers(course, names)
        limits = Limits(timeout=arguments.timeout, memory_mb=arguments.memory)
        results = _grade_with_progress(context, course, submissions, limits, jobs)
    seconds = time.perf_counter() - started
    summary = summarize(course, results)
    document = _document(output_format, course, results) if output_format else None
    document_on_stdout = document is not None and arguments.output is None
    console = context.error_console if document_on_stdout else context.console
    console.print(_class_table(results))
    console.print(_pitfall_table(summary))
    rate = len(results) / seconds if seconds > 0 else 0.0
    if arguments.merge:
        console.print(f"{len(results)} submissions merged from {len(arguments.merge)} files.", highlight=False)
    else:
        console.print(
            f"{len(results)} submissions in {seconds:.1f} s ({rate:.1f}/s) with {jobs} processes at a time.",
            highlight=False,
        )
    if document is not None:
        if arguments.output:
            _write(arguments.output, document)
        else:
            sys.stdout.write(document)
    if arguments.html:
        from ..present.formats.html import to_html

        _write(arguments.html, to_html(summary, results))
    return 0


def _format_of(output: Path | None) -> str | None:
    if output is None:
        return None
    return "jsonl" if output.suffix in (".jsonl", ".ndjson") else "csv"


def _grade_with_progress(
    context: Context, course: Any, submissions: Sequence[Any], limits: Limits, jobs: int
) -> list[SubmissionResult]:
    console = context.error_console
    if not console.is_terminal:
        return run_batch(course, submissions, limits, jobs=jobs)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    # No refresh thread: the batch forks its children, and a fork beside a running thread is fragile.
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
        return run_batch(
            course,
            submissions,
            limits,
            jobs=jobs,
            on_done=lambda result: progress.update(task, advance=1, refresh=True),
        )


def _document(output_format: str, course: Any, results: Sequence[SubmissionResult]) -> str:
    if output_format == "jsonl":
        return "".join(json.dumps(as_record(result), ensure_ascii=False) + "\n" for result in results)
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows(csv_rows(course, results))
    return buffer.getvalue()


def _write(path: Path, text: str) -> None:
    from ..learner.progress import write_atomically

    try:
        write_atomically(path, text)
    except OSError as error:
        raise UsageError(f"cannot write {path}: {error.strerror or error}", fix="choose a writable path") from None


def _labels(results: Sequence[SubmissionResult]) -> list[str]:
    """Submission paths without the folder they all share, so the table shows the students' names."""
    paths = [Path(result.submission) for result in results]
    if len(paths) < 2:
        return [path.name or str(path) for path in paths]
    shared = Path(os.path.commonpath(paths))
    return [path.relative_to(shared).as_posix() if path != shared else path.as_posix() for path in paths]


def _class_table(results: Sequence[SubmissionResult]) -> Table:
    shown = [verdict for verdict in VERDICTS if any(result.verdicts.get(verdict) for result in results)]
    table = Table(title="Class", title_justify="left")
    table.add_column("submission")
    table.add_column("score", justify="right")
    table.add_column("exercises passed", justify="right")
    for verdict in shown:
        table.add_column(verdict, justify="right")
    notes = any(result.error for result in results)
    if notes:
        table.add_column("note")
    for label, result in zip(_labels(results), results, strict=True):
        table.add_row(
            label,
            f"{result.score:g}/{result.max_score:g}",
            f"{result.passed_exercises}/{len(result.exercises)}",
            *(str(result.verdicts.get(verdict, 0)) for verdict in shown),
            *([result.error] if notes else []),
        )
    return table


def _pitfall_table(summary: ClassSummary) -> Table:
    table = Table(title="What the class gets wrong (submissions per known mistake)", title_justify="left")
    table.add_column("exercise")
    table.add_column("passed", justify="right")
    table.add_column("known mistake")
    table.add_column("submissions", justify="right")
    for exercise, passed in summary.passed.items():
        found = summary.pitfalls.get(exercise, {})
        first = True
        for name, count in found.items():
            share = f"{passed}/{summary.submissions}"
            table.add_row(exercise if first else "", share if first else "", name, str(count))
            first = False
        if first:
            table.add_row(exercise, f"{passed}/{summary.submissions}", "-", "0")
    return table
