"""Shared fixtures: run the real `kata` entry point in a subprocess, on the real course or a copy."""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from grader.course.loader import load_course
from grader.judge.model import Result
from grader.learner.progress import Progress
from grader.pipeline import grade
from grader.present.public import PublicResult, redact
from grader.present.report import render_result

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SUBMISSIONS = FIXTURES / "submissions"


@dataclass(frozen=True)
class Run:
    """One finished `kata` process."""

    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)


def run_kata(*arguments: str, cwd: Path = ROOT, env: dict[str, str] | None = None, timeout: float = 60) -> Run:
    """`python -m grader ARGS` in `cwd`, as a learner's shell would run it, without a terminal."""
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
        cwd=cwd,
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
    """A throwaway copy of the real course, so a test can edit files and keep .kata/ state."""
    target = tmp_path / "course"
    target.mkdir()
    for name in ("cases.yaml", "exercises", "solutions", ".stubs"):
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, target / name, ignore=shutil.ignore_patterns("__pycache__", ".kata"))
        elif source.exists():
            shutil.copy2(source, target / name)
    return target


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


@pytest.fixture(scope="session")
def step_by_size() -> PublicResult:
    """The miniature course's chunk_words graded on the step-by-size mistake, with a fixed time."""
    course = load_course(FIXTURES / "course")
    result = grade(course, course.exercise("chunk_words"), SUBMISSIONS / "chunk_words" / "step_by_size.py")
    return replace(result, seconds=0.05)
