"""The learner's copy of the course: stubs, lessons, public cases with their answers, and the grader; no solutions.

What is left out, and why the copy still grades:
- solutions/ (reference and pitfall code) and hidden cases are never written.
- Every public case gets its expected answer computed from the reference now, so the grader there needs
  no reference: an explicit `expected:` in cases.yaml, or, for the long answers of performance cases,
  an entry in answers.json (the oracle reads it), because a YAML list of 100,000 chunks takes a second
  to load on every run while JSON takes milliseconds.
- `random:` is dropped: the differential phase compares with the reference, which the copy does not have.
- The copy still names known mistakes and broken promises (grader/classroom/teaching.py): the mistakes'
  answers on the public cases ship in mistakes.json (no code), the promise checks in promises/EX.py.
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
from ..judge.trusted import ANSWERS_FILE, reference_answer
from ..learner.backups import STUBS_FOLDER, pristine_stub, stubs_path
from .cases_text import learner_text
from .teaching import write_teaching

# Answers longer than this (as JSON) go to answers.json rather than into cases.yaml.
INLINE_ANSWER_CHARS = 4000

# Files and folders of the course that the learner gets, besides exercises/, grader/ and cases.yaml.
# README.md is the learner's own (learner_readme), not the instructor's.
TOP_LEVEL_FILES = ("pyproject.toml", "start.py", "LICENSE", ".gitignore")
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
    _refuse_links(course)
    folder.mkdir(parents=True, exist_ok=True)
    document, answers, public, hidden = public_cases(course)
    (folder / "cases.yaml").write_text(learner_cases_yaml(course, document), encoding="utf-8")
    (folder / ANSWERS_FILE).write_text(json.dumps(answers, ensure_ascii=False) + "\n", encoding="utf-8")
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".kata")
    _write_exercises(course, folder)
    package = Path(__file__).resolve().parent.parent
    shutil.copytree(package, folder / "grader", ignore=ignore)
    for name in TOP_LEVEL_FILES:
        source = course.root / name
        if source.is_file():
            shutil.copy2(source, folder / name)
    write_teaching(course, folder)
    (folder / "README.md").write_text(learner_readme(course, public), encoding="utf-8")
    return Release(folder=folder, exercises=len(course.exercises), public_cases=public, hidden_cases_left_out=hidden)


def _refuse_links(course: Course) -> None:
    """The learner's files are copied, never followed: a link in exercises/ (or .stubs/) to solutions/ would put
    the reference itself into every learner's copy."""
    for name in ("exercises", STUBS_FOLDER):
        folder = course.root / name
        for path in [folder, *sorted(folder.rglob("*"))] if folder.exists() else []:
            if path.is_symlink():
                raise UsageError(
                    f"{path.relative_to(course.root).as_posix()} is a link: a release copies files, never links",
                    fix="put the file itself there",
                )


def _write_exercises(course: Course, folder: Path) -> None:
    """exercises/ as learners start it: each EX.py is the original stub (never the instructor's working file,
    which may hold their own solution), the lessons beside them; .stubs/ the same stubs, for `kata reset`."""
    exercises, stubs = folder / "exercises", folder / STUBS_FOLDER
    exercises.mkdir()
    stubs.mkdir()
    for exercise in course.exercises:
        shipped = stubs_path(course, exercise.name)  # byte for byte when there is one; else git's committed stub
        stub = shipped.read_bytes() if shipped.is_file() else pristine_stub(course, exercise.name).text.encode()
        for target in (exercises, stubs):
            (target / f"{exercise.name}.py").write_bytes(stub)
    for lesson in sorted((course.root / "exercises").iterdir()):
        if lesson.is_file() and lesson.suffix != ".py":
            shutil.copy2(lesson, exercises / lesson.name)


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


def learner_readme(course: Course, public: int) -> str:
    """The copy's README: how to start and what this copy does and does not do; nothing for instructors."""
    rows = "\n".join(
        f"| {number} | `{exercise.name}` | {exercise.title} |" for number, exercise in enumerate(course.exercises, 1)
    )
    return LEARNER_README.format(exercises=len(course.exercises), cases=public, rows=rows)


LEARNER_README = """\
# chunk-kata: your copy

{exercises} short exercises on one idea: cutting a document into overlapping chunks before it goes into a
retrieval (RAG) index. Each has a lesson, a file you write, and a grader that says which case failed, which
chunk differs and which word, with whitespace made visible.

## Set up

You need Python 3.11 or newer. In this folder, grade your first exercise:

```sh
python3 start.py
```

On Windows, type `py` instead of `python3` (PowerShell or cmd). `start.py` makes a virtual environment in
`.venv/`, installs the grader into it and runs `kata`; it works with the Python of Debian, Ubuntu and
Homebrew too (on Debian or Ubuntu it may ask you for `sudo apt install python3-venv` first). To type `kata`
yourself, activate the environment once per terminal: `source .venv/bin/activate` (Linux, macOS),
`.venv\\Scripts\\Activate.ps1` (PowerShell) or `.venv\\Scripts\\activate.bat` (cmd). Or put `python3 start.py`
where `kata` is: `python3 start.py hint`.

## How a session goes

1. `kata show` prints the lesson and the task of the exercise you are on (`kata show 2`: the second).
2. Write your answer in `exercises/EXERCISE.py`.
3. `kata` grades the first exercise you have not passed yet; `kata watch` grades again on every save.
4. Stuck? `kata hint` reveals one more hint, least revealing first.
5. `kata list` shows every exercise with its status; `kata reset EXERCISE` puts the original stub back
   (your file is backed up first, in `.kata/backups/`).
6. `kata quiz` asks the lesson's quick checks one at a time and explains each answer at once; `kata list`
   counts the ones you got right. A quiz never decides whether an exercise passed.

| # | exercise | |
| --- | --- | --- |
{rows}

## What this copy does, and what it does not

It grades your code on the {cases} cases of `cases.yaml`, each with its expected answer, in a separate
process that has only the standard library, and it times the cases tagged `perf`. When your answers match
a known mistake, the report says which one and which hint is about it; otherwise it names the lesson's
promise your answer breaks, with what breaks it on that input (for the promises that can be checked without
the reference, in `promises/`).

It has no reference solutions: `kata solution` cannot show one, your code is not compared with the reference
on random inputs, and a few promises go unchecked. Your instructor may grade with more cases than this copy
holds.
"""
