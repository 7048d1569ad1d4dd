"""A graded class as an LMS gradebook takes it: a roster of student ids, and Canvas's and Moodle's import CSVs.

Canvas (Grades → Import) reads `Student, ID, SIS User ID, SIS Login ID, Section`, then one column per
assignment, and a `Points Possible` row under the header; it matches a row by Canvas's ID, the SIS User ID or
the SIS Login ID, so a roster that has them makes the file import as it is. Canvas's import takes no comments:
a column it does not know becomes a new assignment, so the mistakes go only to Moodle's file (and the class CSV).
Moodle (Grades → Import → CSV file) maps one column to a user field (`ID number` or `Email address`), each
grade column to a grade item and each `… feedback` column to that item's feedback.
"""

from __future__ import annotations

import csv
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..errors import UsageError
from .batch import ExerciseScore, SubmissionResult

# The roster's columns: `folder` and `id` are required, the rest fill the LMS's own columns when given.
ROSTER_REQUIRED = ("folder", "id")
ROSTER_OPTIONAL = ("name", "email", "canvas_id", "sis_user_id", "sis_login_id", "section")
CANVAS_HEADER = ("Student", "ID", "SIS User ID", "SIS Login ID", "Section")


@dataclass(frozen=True)
class Student:
    """One roster line: the id reports key the student by, and what an LMS matches a gradebook row with."""

    id: str
    name: str = ""
    email: str = ""
    canvas_id: str = ""
    sis_user_id: str = ""
    sis_login_id: str = ""
    section: str = ""


def read_roster(path: Path) -> dict[str, Student]:
    """Folder name → student, from a CSV with a header row (`folder,id` and any of ROSTER_OPTIONAL)."""
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as error:
        raise UsageError(f"cannot read {path}: {error.strerror or error}", fix="check the --roster path") from None
    rows = csv.DictReader(text.splitlines())
    columns = [name.strip() for name in rows.fieldnames or ()]
    missing = [name for name in ROSTER_REQUIRED if name not in columns]
    if missing:
        raise UsageError(
            f"the roster has no {' or '.join(missing)} column",
            file=str(path),
            line=1,
            fix=f"start it with a header row such as `folder,id,{','.join(ROSTER_OPTIONAL)}`",
        )
    unknown = [name for name in columns if name not in ROSTER_REQUIRED + ROSTER_OPTIONAL]
    if unknown:
        raise UsageError(
            f"the roster has a column kata does not know: {', '.join(unknown)}",
            file=str(path),
            line=1,
            fix=f"keep only folder, id and {', '.join(ROSTER_OPTIONAL)}",
        )
    roster: dict[str, Student] = {}
    ids: set[str] = set()
    for number, row in enumerate(rows, start=2):
        values = {key.strip(): (value or "").strip() for key, value in row.items() if key}
        folder, student = values["folder"], values["id"]
        if not folder or not student:
            raise UsageError(
                "a roster line needs both a folder and an id",
                file=str(path),
                line=number,
                fix="fill both cells, or delete the line",
            )
        if folder in roster or student in ids:
            raise UsageError(
                f"folder {folder!r} or id {student!r} is on the roster twice",
                file=str(path),
                line=number,
                fix="keep one line per student",
            )
        ids.add(student)
        roster[folder] = Student(**{key: value for key, value in values.items() if key != "folder"})
    return roster


def _students(results: Sequence[SubmissionResult], roster: Mapping[str, Student] | None) -> list[Student]:
    """Each row's student: its roster line (by id) or just its id."""
    by_id = {student.id: student for student in (roster or {}).values()}
    return [by_id.get(result.submission, Student(id=result.submission)) for result in results]


def _exercise(result: SubmissionResult, name: str) -> ExerciseScore | None:
    return next((exercise for exercise in result.exercises if exercise.name == name), None)


def _points(value: float) -> str:
    return f"{value:g}"


def _feedback(exercise: ExerciseScore | None) -> str:
    """The teacher's comment for one exercise: what failed, by the known mistakes' names where one matched."""
    if exercise is None:
        return "not graded"
    if exercise.missing:
        return "no file submitted"
    if exercise.ok:
        return "all cases passed"
    failing = exercise.total - exercise.passed
    text = f"{failing} of {exercise.total} cases fail"
    if exercise.pitfalls:
        text += "; known mistakes: " + ", ".join(exercise.pitfalls)
    return text


def canvas_rows(
    names: Sequence[str], results: Sequence[SubmissionResult], roster: Mapping[str, Student] | None = None
) -> list[list[str]]:
    """Canvas's gradebook import: one assignment column per exercise (`kata: EX`), the points possible under it."""
    maxima = {name: max((e.max_points for r in results if (e := _exercise(r, name))), default=0.0) for name in names}
    rows = [[*CANVAS_HEADER, *(f"kata: {name}" for name in names)]]
    rows.append(["Points Possible", "", "", "", "", *(_points(maxima[name]) for name in names)])
    for student, result in zip(_students(results, roster), results, strict=True):
        # Without a roster, the student id is the best match Canvas can be given: its SIS User ID.
        sis_user = student.sis_user_id or ("" if student.canvas_id or student.sis_login_id else student.id)
        cells = [student.name or student.id, student.canvas_id, sis_user, student.sis_login_id, student.section]
        scores = [_points(exercise.points) if (exercise := _exercise(result, name)) else "" for name in names]
        rows.append(cells + scores)
    return rows


def moodle_rows(
    names: Sequence[str], results: Sequence[SubmissionResult], roster: Mapping[str, Student] | None = None
) -> list[list[str]]:
    """Moodle's CSV grade import: `ID number` (and `Email address`) to map users by, then per exercise a grade
    column and its feedback column (the mistakes named)."""
    header = ["ID number", "Email address"]
    for name in names:
        header += [f"kata: {name}", f"kata: {name} feedback"]
    rows = [header]
    for student, result in zip(_students(results, roster), results, strict=True):
        row = [student.id, student.email]
        for name in names:
            exercise = _exercise(result, name)
            row += [_points(exercise.points) if exercise else "", _feedback(exercise)]
        rows.append(row)
    return rows


# --format NAME → the rows it writes (the class CSV itself is report.document's "csv").
GRADEBOOKS = {"canvas": canvas_rows, "moodle": moodle_rows}
