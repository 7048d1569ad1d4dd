"""A graded class shown: the class table, the known-mistake table, and the CSV / JSON-lines documents."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from typing import Any

from rich.table import Table

from .batch import (
    VERDICTS,
    ClassSummary,
    SubmissionResult,
    as_record,
    csv_rows,
)
from .gradebook import GRADEBOOKS, Student
from .similarity import Pair


def document(
    output_format: str, course: Any, results: Sequence[SubmissionResult], roster: Mapping[str, Student] | None = None
) -> str:
    """The --output file: JSON lines, the class CSV, or a gradebook import CSV (classroom/gradebook.py)."""
    if output_format == "jsonl":
        return "".join(json.dumps(as_record(result), ensure_ascii=False) + "\n" for result in results)
    if output_format in GRADEBOOKS:
        rows = GRADEBOOKS[output_format]([exercise.name for exercise in course.exercises], results, roster)
    else:
        rows = csv_rows(course, results)
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows(rows)
    return buffer.getvalue()


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
    for result in results:
        table.add_row(
            result.submission,
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


def group_table(summary: ClassSummary) -> Table | None:
    """Unforeseen mistakes several students made alike: the same wrong answers on the same cases, no known
    mistake naming them. One member's file is the place to start (`kata pitfalls add` names the group)."""
    if not summary.groups:
        return None
    table = Table(title="Unnamed mistakes made alike (same wrong answers, no known mistake)", title_justify="left")
    table.add_column("exercise")
    table.add_column("group")
    table.add_column("submissions", justify="right")
    table.add_column("members")
    for exercise, groups in summary.groups.items():
        for group, members in groups.items():
            shown = ", ".join(members[:4]) + (f", … ({len(members) - 4} more)" if len(members) > 4 else "")
            table.add_row(exercise, group.partition("#")[2], str(len(members)), shown)
    return table


def similarity_table(pairs: Sequence[Pair], shown: int = 10) -> Table:
    """The most alike pairs of the class: shared runs of normalised code (names, strings, layout ignored)."""
    table = Table(title="Submissions written alike (normalised code, starter code left out)", title_justify="left")
    table.add_column("exercise")
    table.add_column("pair")
    table.add_column("shared", justify="right")
    for pair in pairs[:shown]:
        table.add_row(pair.exercise, f"{pair.first} · {pair.second}", f"{pair.score:.0%}")
    if len(pairs) > shown:
        table.caption = f"{len(pairs) - shown} more pairs in the HTML report"
    return table
