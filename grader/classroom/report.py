"""A graded class shown: the class table, the known-mistake table, and the CSV / JSON-lines documents."""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.table import Table

from .batch import (
    VERDICTS,
    ClassSummary,
    SubmissionResult,
    as_record,
    csv_rows,
)


def document(output_format: str, course: Any, results: Sequence[SubmissionResult]) -> str:
    if output_format == "jsonl":
        return "".join(json.dumps(as_record(result), ensure_ascii=False) + "\n" for result in results)
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows(csv_rows(course, results))
    return buffer.getvalue()


def _labels(results: Sequence[SubmissionResult]) -> list[str]:
    """Submission paths without the folder they all share, so the table shows the students' names."""
    paths = [Path(result.submission) for result in results]
    if len(paths) < 2:
        return [path.name or str(path) for path in paths]
    shared = Path(os.path.commonpath(paths))
    return [path.relative_to(shared).as_posix() if path != shared else path.as_posix() for path in paths]


def class_table(results: Sequence[SubmissionResult]) -> Table:
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


def pitfall_table(summary: ClassSummary) -> Table:
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
