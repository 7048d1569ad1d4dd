"""An endless loop in the learner's code: the running case is on screen while it runs, and the run ends after a
few timeouts instead of spending every case's limit. (How long it takes is measured in benchmarks/, not here.)"""

from __future__ import annotations

import os
import select
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, copy_course, run_kata

from grader.course.loader import load_course
from grader.course.model import Arguments
from grader.pipeline import AFTER_TIMEOUT_LIMIT, AFTER_TIMEOUT_LIMIT_GENERATED
from grader.policy import TIMEOUTS_PER_RUN

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
    shown = len(load_course(course).exercise("chunk_words").cases)
    assert process.returncode == 1 and len(lines) == shown, text
    timed_out = [line for line in lines if line.endswith("timeout")]
    not_run = [line for line in lines if line.endswith("not run")]
    # The first case times out on its own limit, the next ones on a short one, and then the run stops.
    assert len(timed_out) == TIMEOUTS_PER_RUN and len(not_run) == shown - TIMEOUTS_PER_RUN, text
    flat = " ".join(text.split())  # the report wraps its sentences to the width
    assert f"so this one was given {AFTER_TIMEOUT_LIMIT:g} s" in flat
    assert f"{TIMEOUTS_PER_RUN} cases in a row timed out, so the rest of this run was not run" in flat
    assert "It never finishes, even on an input this small" in flat


def test_after_a_timeout_a_case_on_a_generated_text_keeps_time_to_build_it(tmp_path: Path) -> None:
    """A scoring document judges every case: after the first timeout a case written out in cases.yaml gets the
    short limit, and one whose text the worker generates (108 million characters take it ~0.1 s) the longer
    one, so that a lazy generator is not failed for the time its input took to build."""
    course = copy_course(tmp_path / "course")
    endless = tmp_path / "endless.py"
    endless.write_text(ENDLESS, encoding="utf-8")
    run = run_kata("grade", "chunk_words", "--file", str(endless), "--format", "json", cwd=course, timeout=HANG)
    assert run.code == 1, run.err
    messages = {test["name"].split(": ", 1)[1]: test.get("message", "") for test in run.json()["tests"]}
    cases = load_course(course).exercise("chunk_words").cases
    for case in cases[1:]:
        generated = isinstance(case.input, Arguments) and bool(case.input.generated)
        limit = AFTER_TIMEOUT_LIMIT_GENERATED if generated else AFTER_TIMEOUT_LIMIT
        if "perf" in case.tags:  # too slow: each timed call stopped at the longer limit
            assert messages[case.name].startswith("too slow: stopped after "), messages[case.name]
        else:
            assert messages[case.name].startswith("timeout"), (case.name, messages[case.name])
            assert f"so this one was given {limit:g} s)" in messages[case.name], (case.name, messages[case.name])
    assert sum(isinstance(c.input, Arguments) and bool(c.input.generated) for c in cases if "perf" not in c.tags) >= 2


HANGS_ON_SHORT_TEXTS = (
    "def solve(text, size, overlap):\n"
    "    words = text.split()\n"
    "    while len(words) <= overlap:  # forgot the short texts: loops on them\n"
    "        pass\n"
    "    return [' '.join(words[s : s + size]) for s in range(0, max(len(words) - overlap, 1), size - overlap)]\n"
)


def test_timeouts_stop_a_run_only_in_a_row_and_only_in_a_learners_report(tmp_path: Path) -> None:
    """Code that hangs on a few short texts has every other case judged in the report (its timeouts are not four
    in a row); a document that scores (results.json) judges every case, even of an endless loop."""
    from conftest import run_kata

    course = copy_course(tmp_path / "course")
    exercise = course / "exercises" / "chunk_words.py"
    exercise.write_text(HANGS_ON_SHORT_TEXTS, encoding="utf-8")
    report = run_kata("grade", "chunk_words", "--plain", cwd=course)
    lines = [line for line in report.out.splitlines() if line.startswith("  ✗ ") or line.startswith("  ✓ ")]
    assert report.code == 1 and len(lines) == len(load_course(course).exercise("chunk_words").cases), report.out
    assert not [line for line in lines if line.endswith("not run")], report.out
    assert len([line for line in lines if line.endswith("timeout")]) >= 2
    exercise.write_text(ENDLESS, encoding="utf-8")
    document = run_kata("grade", "chunk_words", "--format", "json", cwd=course).json()
    cases = [test for test in document["tests"] if not test["name"].endswith("random_inputs")]
    assert len(cases) == len(load_course(course).exercise("chunk_words").cases) and not [
        test for test in cases if test["message"].startswith("not run")
    ], document
    assert all(test["message"].startswith(("timeout:", "too slow:")) for test in cases), document


def test_a_case_that_reads_only_the_first_chunk_is_told_to_look_before_the_first_yield() -> None:
    """A timeout where only the first chunk is read, with no unusual growth, is code that reads everything before it
    yields, not a loop that never ends; and a case's note that ends its own sentence is not given a second period."""
    from grader.judge.diagnosis import _growth, _then

    timings = [(500, 0.0049), (2000, 0.002), (8000, 0.0144)]
    assert "before the first chunk" in _growth(timings, 20_000_000, first_only=True)
    assert "loop ends once the last word" in _growth(timings, 20_000_000, first_only=False)
    assert _then("no answer within 2 s. This case reads only the first chunk.", "It finishes") == (
        "no answer within 2 s. This case reads only the first chunk. It finishes"
    )
