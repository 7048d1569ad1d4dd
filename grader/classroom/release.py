"""The learner's copy of the course: stubs, lessons, public cases with their answers, and the grader; no solutions.

What is left out, and why the copy still grades:
- solutions/ (reference and pitfall code) and hidden cases are never written.
- Every public case gets its expected answer computed from the reference now, so the grader there needs
  no reference: an explicit `expected:` in cases.yaml, or, for the long answers of performance cases,
  an entry in answers.json (the oracle reads it), because a YAML list of 100,000 chunks takes a second
  to load on every run while JSON takes milliseconds.
- `random:` is dropped: the differential phase compares with the reference, which the copy does not have.
- Pitfall messages stay (hints name them, and they are written for learners), but pitfall fingerprinting
  is off in the copy: it needs the pitfall functions, which are solutions' code.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ..course.model import Course
from ..errors import UsageError
from ..judge.oracle import ANSWERS_FILE, reference_answer
from ..learner.backups import STUBS_FOLDER
from .cases_text import learner_text

# Answers longer than this (as JSON) go to answers.json rather than into cases.yaml.
INLINE_ANSWER_CHARS = 4000

# Files and folders of the course that the learner gets, besides exercises/, grader/ and cases.yaml.
TOP_LEVEL_FILES = ("pyproject.toml", "README.md", "LICENSE", ".gitignore")
CASE_KEYS_KEPT = ("name", "input", "expected", "tags", "timeout", "points", "take")
HEADER = """\
# The learner's copy of this course, written by `kata release`.
# Every case states its expected answer; the reference solutions and the hidden cases are not part of it.
"""


@dataclass(frozen=True)
class Release:
    """What `kata release` wrote."""

    folder: Path
    exercises: int
    public_cases: int
    hidden_cases_left_out: int


def write_release(course: Course, folder: Path) -> Release:
    """Write the learner's copy of `course` into `folder` (which must be new or empty)."""
    _check_target(course, folder)
    folder.mkdir(parents=True, exist_ok=True)
    document, answers, public, hidden = public_cases(course)
    (folder / "cases.yaml").write_text(learner_cases_yaml(course, document), encoding="utf-8")
    (folder / ANSWERS_FILE).write_text(json.dumps(answers, ensure_ascii=False) + "\n", encoding="utf-8")
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".kata")
    shutil.copytree(course.root / "exercises", folder / "exercises", ignore=ignore)
    # The original stubs, so `kata reset` works in the copy too (see grader/backups.py).
    stubs = course.root / STUBS_FOLDER
    if stubs.is_dir():
        shutil.copytree(stubs, folder / STUBS_FOLDER, ignore=ignore)
    package = Path(__file__).resolve().parent.parent
    shutil.copytree(package, folder / "grader", ignore=ignore)
    for name in TOP_LEVEL_FILES:
        source = course.root / name
        if source.is_file():
            shutil.copy2(source, folder / name)
    return Release(folder=folder, exercises=len(course.exercises), public_cases=public, hidden_cases_left_out=hidden)


def learner_cases_yaml(course: Course, document: dict[str, Any]) -> str:
    """The learner's cases.yaml: the instructor's own file (schema line, comments, wrapping) less what the copy
    must not hold, with every public answer stated; read back, it is exactly `document`. Should an edit by line
    not give that (a layout the editor does not know), the document is written out plainly instead."""
    text = (course.root / "cases.yaml").read_text(encoding="utf-8")
    raw = yaml.safe_load(text)
    kept = {name: {case["name"] for case in exercise["cases"]} for name, exercise in document.items()}
    answers = {
        (name, case["name"]): case["expected"]
        for name, exercise in document.items()
        for case, written in zip(exercise["cases"], _public_raw_cases(raw[name], kept[name]), strict=True)
        if "expected" in case and "expected" not in written
    }
    dropped_case_keys = tuple(
        sorted({key for e in raw.values() for c in e.get("cases", []) for key in c} - set(CASE_KEYS_KEPT))
    )
    try:
        edited = learner_text(
            text,
            keep_exercise=lambda name: name in document,
            keep_case=lambda exercise, case: case in kept[exercise],
            dropped_keys={"exercise": ("random",), "case": dropped_case_keys},
            answers=answers,
        )
        # As plain data both ways: an answer's tuples read back as YAML lists.
        if json.loads(json.dumps(yaml.safe_load(edited))) == json.loads(json.dumps(document)):
            return _with_header(edited)
    except (ValueError, yaml.YAMLError):
        pass
    return HEADER + yaml.safe_dump(document, sort_keys=False, allow_unicode=True, width=100, default_flow_style=None)


def _public_raw_cases(exercise: dict[str, Any], kept: set[str]) -> list[dict[str, Any]]:
    return [case for case in exercise.get("cases", []) if case["name"] in kept]


def _with_header(text: str) -> str:
    """HEADER after the schema line (an editor reads that line only as the file's first)."""
    first, _, rest = text.partition("\n")
    if first.startswith("# yaml-language-server:"):
        return f"{first}\n{HEADER}{rest}"
    return HEADER + text


def _check_target(course: Course, folder: Path) -> None:
    target = folder.resolve()
    if target == course.root.resolve() or course.root.resolve().is_relative_to(target):
        raise UsageError(f"{folder} holds the course itself", fix="write the release to a new folder")
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise UsageError(f"{folder} already exists and is not empty", fix="choose a new folder, or empty this one")


def public_cases(course: Course) -> tuple[dict[str, Any], dict[str, dict[str, Any]], int, int]:
    """cases.yaml for learners (the course's own text, minus hidden cases) and the long answers kept apart."""
    raw = yaml.safe_load((course.root / "cases.yaml").read_text(encoding="utf-8"))
    document: dict[str, Any] = {}
    answers: dict[str, dict[str, Any]] = {}
    public = hidden = 0
    for exercise in course.exercises:
        source = dict(raw[exercise.name])
        source.pop("random", None)
        raw_cases = {case["name"]: case for case in source.get("cases", [])}
        cases = []
        for case in exercise.cases:
            if case.hidden:
                hidden += 1
                continue
            # The input as written (generators like {words: N} stay short); the answer computed now.
            entry = {key: value for key, value in raw_cases[case.name].items() if key in CASE_KEYS_KEPT}
            answer = reference_answer(course, exercise, case)
            if len(json.dumps(answer)) <= INLINE_ANSWER_CHARS:
                entry["expected"] = answer
            else:
                entry.pop("expected", None)
                answers.setdefault(exercise.name, {})[case.name] = answer
            cases.append(entry)
            public += 1
        source["cases"] = cases
        document[exercise.name] = source
    return document, answers, public, hidden
