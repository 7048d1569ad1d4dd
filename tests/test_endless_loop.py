"""An endless loop in the learner's code: the running case is on screen while it runs, and the run ends after a
few timeouts instead of spending every case's limit. (How long it takes is measured in benchmarks/, not here.)"""

from __future__ import annotations

import os
import select
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, copy_course

from grader.pipeline import AFTER_TIMEOUT_LIMIT, TIMEOUTS_PER_RUN

ENDLESS = "def solve(text, size, overlap):\n    while True:\n        pass\n"
# Only stops a hang: the whole run needs a few seconds.
HANG = 120


def _read_until(terminal: int, wanted: bytes, process: subprocess.Popen[bytes]) -> bytes:
    """What the terminal shows until `wanted` appears (or the process ends, or HANG seconds pass)."""
    seen = b""
    while wanted not in seen:
        ready, _, _ = select.select([terminal], [], [], HANG)
        if not ready:
            break
        try:
            chunk = os.read(terminal, 4096)
        except OSError:  # the other side closed: the process ended
            break
        if not chunk:
            break
        seen += chunk
    return seen


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_an_endless_loop_shows_the_running_case_and_stops_after_a_few_timeouts(tmp_path: Path) -> None:
    course = copy_course(tmp_path / "course")
    (course / "exercises" / "chunk_words.py").write_text(ENDLESS, encoding="utf-8")
    screen, terminal = os.openpty()
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "LANG": "C.UTF-8", "COLUMNS": "100", "TERM": "xterm"}
    environment.pop("NO_COLOR", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "grader", "grade", "chunk_words"],
        cwd=course,
        env=environment,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=terminal,
    )
    os.close(terminal)
    try:
        shown = _read_until(screen, b"running chunk_words: example_the_cat_sat", process)
        # On screen while its first case is still running (that case alone runs for its whole 2 s limit).
        assert b"running chunk_words: example_the_cat_sat" in shown, shown
        assert process.poll() is None
        report, _ = process.communicate(timeout=HANG)
    finally:
        process.kill()
        os.close(screen)
    text = report.decode()
    lines = [line for line in text.splitlines() if line.startswith("  ✗ ")]
    assert process.returncode == 1 and len(lines) == 25, text
    timed_out = [line for line in lines if line.endswith("timeout")]
    not_run = [line for line in lines if line.endswith("not run")]
    # The first case times out on its own limit, the next ones on a short one, and then the run stops.
    assert len(timed_out) == TIMEOUTS_PER_RUN and len(not_run) == 25 - TIMEOUTS_PER_RUN, text
    flat = " ".join(text.split())  # the report wraps its sentences to the width
    assert f"so this one was given {AFTER_TIMEOUT_LIMIT:g} s" in flat
    assert f"{TIMEOUTS_PER_RUN} earlier cases of this run timed out, so the rest were not run" in flat
    assert "It never finishes, even on an input this small" in flat
