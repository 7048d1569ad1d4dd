"""Shared fixtures: run the real `kata` entry point in a subprocess, on the real course or a copy."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

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
    environment = {**os.environ, "COLUMNS": "80", "NO_COLOR": "1", **(env or {})}
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
