"""`kata batch` ends: a known mistake that loops forever costs it little, and one SIGTERM stops it, workers and all."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
from conftest import FIXTURES, ROOT, SUBMISSIONS, run_kata

# A known mistake that loops on every input, as the classic loops do on a case an author got wrong.
LOOPS_FOREVER = """

def loops_forever(text: str, size: int, overlap: int) -> list[str]:
    while True:
        pass
"""


def miniature_with_a_looping_mistake(tmp_path: Path) -> Path:
    course = tmp_path / "course"
    shutil.copytree(FIXTURES / "course", course)
    cases = course / "cases.yaml"
    cases.write_text(
        cases.read_text().replace(
            "    step_by_size: The window moved by size, so neighbours share nothing.\n",
            "    step_by_size: The window moved by size, so neighbours share nothing.\n"
            "    loops_forever: This mistake never ends.\n",
        )
    )
    pitfalls = course / "solutions" / "pitfalls" / "chunk_words.py"
    pitfalls.write_text(pitfalls.read_text() + LOOPS_FOREVER)
    return course


def class_of(folder: Path, count: int, code: str) -> list[str]:
    folders = []
    for number in range(count):
        exercises = folder / f"student{number}" / "exercises"
        exercises.mkdir(parents=True)
        (exercises / "chunk_words.py").write_text(code, encoding="utf-8")
        folders.append(str(folder / f"student{number}"))
    return folders


def test_a_known_mistake_that_loops_forever_does_not_hold_up_the_batch(tmp_path: Path) -> None:
    """The pool threads' trusted calls are stopped as the main thread's are: every row comes back, the looping
    mistake explains nothing and the real one is named. (Before, the loop ran on for as long as the batch was
    left running.)"""
    course = miniature_with_a_looping_mistake(tmp_path)
    wrong = (SUBMISSIONS / "chunk_words" / "step_by_size.py").read_text(encoding="utf-8")
    folders = class_of(tmp_path / "class", 4, wrong)
    run = run_kata(
        "batch", *folders, "--exercise", "chunk_words", "--jobs", "2", "--format", "jsonl", cwd=course, timeout=150
    )
    assert run.code == 0, run.err
    rows = [line for line in run.out.splitlines() if line.startswith("{")]
    assert len(rows) == 4 and all('"step_by_size"' in row and "loops_forever" not in row for row in rows), run.out


def test_one_sigterm_stops_a_batch_and_leaves_nothing_running(tmp_path: Path) -> None:
    """A batch stopped by one SIGTERM while its threads run learner code and a known mistake that never ends: kata
    exits, and every process it started (the workers, what they started) is gone."""
    course = miniature_with_a_looping_mistake(tmp_path)
    wrong = (SUBMISSIONS / "chunk_words" / "step_by_size.py").read_text(encoding="utf-8")
    folders = class_of(tmp_path / "class", 16, wrong)
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"}
    batch = subprocess.Popen(
        [sys.executable, "-m", "grader", "batch", *folders, "--exercise", "chunk_words", "--jobs", "2"],
        cwd=course,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
    )
    try:
        kata = psutil.Process(batch.pid)
        started: list[psutil.Process] = []
        for _ in range(600):  # until the workers run learner code (a hang limit, not a timing)
            started = kata.children(recursive=True)
            if len(started) >= 2:
                break
            time.sleep(0.05)
        assert started, "the batch never started its workers"
        time.sleep(0.5)  # the first wrong answers: the known mistakes are being asked
        batch.send_signal(signal.SIGTERM)
        batch.communicate(timeout=60)
    finally:
        if batch.poll() is None:
            batch.kill()
            batch.communicate()
    assert batch.returncode != 0
    left = [process for process in started if _alive(process)]
    assert not left, f"still running after the batch ended: {left}"


def _alive(process: psutil.Process) -> bool:
    try:
        return process.is_running() and process.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False
