"""Shared fixtures: run the real `kata` entry point in a subprocess, on a pristine copy of the real course.

The suite never reads `exercises/EX.py` of the checkout it runs in: that is the learner's file, and a
learner who did the kata has solved it. Every copy of the course takes its stubs from `.stubs/` (what
`kata reset` restores), and `kata` runs in such a copy unless a test names another folder, so the
learner's `.kata/` progress is never read or written either.
"""

from __future__ import annotations

import atexit
import functools
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from grader.course.loader import load_course
from grader.judge.model import Result
from grader.judge.oracle import Oracle
from grader.learner.progress import Progress
from grader.pipeline import grade
from grader.policy import Policy
from grader.present.public import PublicResult, redact
from grader.present.report import render_result

# The consumers' rules (tests/consumers.py) fail with pytest's detailed assertion messages too.
pytest.register_assert_rewrite("consumers")

ROOT = Path(__file__).resolve().parent.parent
# The shipped stubs: exercises/EX.py as the course hands it out, whatever the learner did to their copy.
STUBS = ROOT / ".stubs"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SUBMISSIONS = FIXTURES / "submissions"
# Exercises of one line each whose times come from sleeps, for the grader's promises about limits and speed.
SMALL_COURSE = FIXTURES / "small_course"


def copy_course(target: Path) -> Path:
    """A copy of the real course as a learner starts it: cases.yaml, solutions/, .stubs/, and exercises/
    holding the shipped stubs (from .stubs/) and the lessons, never the learner's own exercises/EX.py."""
    ignore = shutil.ignore_patterns("__pycache__", ".kata")
    target.mkdir(parents=True)
    for name in ("cases.yaml", "pyproject.toml", "README.md", "start.py"):  # what a release copies besides folders
        shutil.copy2(ROOT / name, target / name)
    shutil.copytree(ROOT / "solutions", target / "solutions", ignore=ignore)
    shutil.copytree(STUBS, target / ".stubs", ignore=ignore)
    exercises = target / "exercises"
    exercises.mkdir()
    for stub in STUBS.glob("*.py"):
        shutil.copy2(stub, exercises / stub.name)
    for lesson in (ROOT / "exercises").glob("*.md"):  # course content: a learner writes only EX.py
        shutil.copy2(lesson, exercises / lesson.name)
    return target


@functools.cache
def pristine_course() -> Path:
    """This test process's own untouched copy of the real course, where `kata` runs unless told otherwise."""
    folder = Path(tempfile.mkdtemp(prefix="kata-course-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return copy_course(folder / "course")


@dataclass(frozen=True)
class Run:
    """One finished `kata` process."""

    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)


def run_kata(*arguments: str, cwd: Path | None = None, env: dict[str, str] | None = None, timeout: float = 120) -> Run:
    """`python -m grader ARGS` in `cwd` (default: the pristine course), as a learner's shell would run it,
    without a terminal. `timeout` only stops a run that hangs: no test in tests/ asserts how fast anything is
    (CONTRIBUTING.md, "Measuring speed"), and the machines running the suite are shared."""
    # A UTF-8 terminal unless a test asks otherwise, whatever locale the machine running the tests is in.
    environment = {**os.environ, "LANG": "C.UTF-8", "COLUMNS": "80", "NO_COLOR": "1"}
    for key in ("LC_ALL", "LC_CTYPE", "PYTHONUTF8", "PYTHONIOENCODING"):
        environment.pop(key, None)
    environment.update(env or {})
    if "GITHUB_STEP_SUMMARY" not in (env or {}):
        environment.pop("GITHUB_STEP_SUMMARY", None)  # the CI's own summary file is not ours to write
    # The grader package of this checkout, whatever is installed.
    environment["PYTHONPATH"] = str(ROOT)
    completed = subprocess.run(
        [sys.executable, "-m", "grader", *arguments],
        cwd=cwd or pristine_course(),
        env=environment,
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )
    return Run(completed.returncode, completed.stdout, completed.stderr)


@pytest.fixture
def kata() -> Callable[..., Run]:
    return run_kata


@pytest.fixture
def course_copy(tmp_path: Path) -> Path:
    """A throwaway pristine copy of the real course, so a test can edit files and keep .kata/ state."""
    return copy_course(tmp_path / "course")


def render_report(result: Result | PublicResult, *, width: int = 80, encoding: str = "utf-8") -> str:
    """The report as a terminal of this width and encoding shows it (strict: a character it cannot show fails).

    A judged result is redacted first, as the pipeline does before any presenter sees it.
    """
    if isinstance(result, Result):
        result = redact(result)
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding=encoding, errors="strict", newline="\n")
    console = Console(file=out, width=width, no_color=True, highlight=False, emoji=False, force_terminal=False)
    render_result(result, console, progress=Progress())
    out.flush()
    return "\n".join(line.rstrip() for line in raw.getvalue().decode(encoding).splitlines())


def graded(course: Any, exercise: Any, file: Path, policy: Policy | None = None) -> Result:
    """`exercise` of `course` graded on `file` through the door, with a fresh oracle (Policy() unless given)."""
    return grade(exercise, file, Oracle(course, exercise), policy or Policy())


@pytest.fixture(scope="session")
def step_by_size() -> PublicResult:
    """The miniature course's chunk_words graded on the step-by-size mistake, with a fixed time."""
    course = load_course(FIXTURES / "course")
    result = redact(graded(course, course.exercise("chunk_words"), SUBMISSIONS / "chunk_words" / "step_by_size.py"))
    return replace(result, seconds=0.05, isolation="")  # fixed: the time and what this machine offers
