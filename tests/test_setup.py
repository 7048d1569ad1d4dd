"""The README's two set-up commands, read out of README.md and run verbatim in a fresh copy of the course.

A fresh copy has no `.venv`, no `.kata` and no installed course: what a learner has after `git clone`.
The commands go through the shell, with whatever `python3` it finds (`py` on Windows, as the README says),
so a set-up that needs `&&`, an activated virtual environment or a pre-installed package fails here.
.ci/run runs the same two commands again with Debian's own, externally managed python3.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import ROOT, STUBS
from test_docs import setup_commands

# Not the learner's state, nor what an install or a run leaves behind.
LEFT_OUT = shutil.ignore_patterns(".git", ".venv", ".kata", "*.egg-info", "__pycache__", "build", ".*_cache")


def fresh_clone(target: Path) -> Path:
    shutil.copytree(ROOT, target, ignore=LEFT_OUT)
    for stub in STUBS.glob("*.py"):  # the checkout's exercises/ may hold a learner's answers
        shutil.copy2(stub, target / "exercises" / stub.name)
    return target


def as_typed(command: str) -> str:
    """The command as this system's learner types it: the README's one line for Windows says `py`."""
    if os.name == "nt":
        return command.replace("python3 ", "py ", 1)
    return command


def shell(command: str, cwd: Path, **extra: str) -> subprocess.CompletedProcess[str]:
    environment = {key: value for key, value in os.environ.items() if key not in ("VIRTUAL_ENV", "PYTHONPATH")}
    environment.pop("PYTEST_ADDOPTS", None)
    environment.update({"NO_COLOR": "1", "COLUMNS": "100", **extra})
    return subprocess.run(
        as_typed(command),
        shell=True,
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        timeout=900,
        stdin=subprocess.DEVNULL,
    )


@pytest.mark.skipif(shutil.which("python3" if os.name != "nt" else "py") is None, reason="no python3 on PATH")
def test_the_readmes_set_up_commands_work_verbatim_in_a_fresh_clone(tmp_path: Path) -> None:
    first, second = setup_commands()
    course = fresh_clone(tmp_path / "chunk-kata")

    graded = shell(first, course)
    assert graded.returncode == 1, graded.stdout + graded.stderr  # the first stub fails, with its report
    assert "chunk_words" in graded.stdout
    assert re.search(r"\b0/\d+ cases passed", graded.stdout), graded.stdout  # every case failed, none crashed
    assert "activate" in graded.stdout  # how to get `kata` itself, said once after the install
    assert (course / ".venv").is_dir()

    again = shell(first, course)
    assert "Installing" not in again.stdout + again.stderr  # nothing to install the second time
    assert "activate" not in again.stdout

    # The whole suite is .ci/run's job; here one small file shows the test extras installed and pytest found.
    tested = shell(second, course, PYTEST_ADDOPTS="-p no:cacheprovider tests/test_docs.py")
    assert tested.returncode == 0, tested.stdout + tested.stderr
    assert " passed" in tested.stdout
