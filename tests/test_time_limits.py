"""The time limits a grade obeys, through the real `kata` entry point: `--timeout`, and a case's own `timeout:`.

On the small course (tests/fixtures/small_course): its `echo` exercise has a case with no limit of its own and
a case with `timeout: 0.5`, and the submission takes 1.2 s per call. The margins are wide on purpose: 1.2 s is
0.8 s under the default limit of 2 s and more than twice the 0.5 s limits; no test here reads a clock.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import ROOT, SMALL_COURSE, run_kata

from grader.run.platform import cpu_seconds

SLOW = SMALL_COURSE / "submissions" / "echo_takes_1_2_s.py"


def statuses(*arguments: str) -> dict[str, str]:
    """Case name → status in results.json for SLOW graded on `echo` with these options."""
    run = run_kata("grade", "echo", "--root", str(SMALL_COURSE), "--file", str(SLOW), "--format", "json", *arguments)
    assert "Traceback" not in run.err, run.err
    return {test["name"].removeprefix("echo: "): test["status"] for test in run.json()["tests"]}


def test_the_default_limit_lets_a_1_2_s_call_pass() -> None:
    """2 s per case by default: the case without a limit of its own passes."""
    assert statuses()["default_limit"] == "pass"


def test_timeout_option_sets_the_limit_of_every_case() -> None:
    """`--timeout 0.5` is obeyed: the same call is now a timeout."""
    assert statuses("--timeout", "0.5")["default_limit"] == "error"


def test_a_case_with_its_own_timeout_keeps_it() -> None:
    """`timeout: 0.5` in cases.yaml wins over the default and over a longer --timeout."""
    assert statuses()["own_limit"] == "error"
    assert statuses("--timeout", "10") == {"default_limit": "pass", "own_limit": "error"}


BUSY = "while True: pass"
# Right, after 0.4 s of its own CPU time per call: within a 1 s limit of CPU, whatever else wants the core.
WORKS_FOR_0_4_S_OF_CPU = """
import time


def solve(text):
    started = time.process_time()
    while time.process_time() - started < 0.4:
        pass
    return text.split()
"""


def running(processes: list[subprocess.Popen[bytes]], cpu: float) -> None:
    """Wait until each process has used `cpu` seconds of CPU (a readiness check: nothing is timed); one that ends
    first fails the test instead of leaving it waiting."""
    while not all((cpu_seconds(process.pid) or 0.0) > cpu for process in processes):
        assert all(process.poll() is None for process in processes), "a busy loop ended"
        time.sleep(0.02)


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity"), reason="needs a system that pins processes to a core")
def test_a_call_kept_from_the_core_by_other_load_is_not_a_timeout(tmp_path: Path) -> None:
    """The grader, its worker and three busy loops share one core, so the call gets at most a quarter of it: 0.4 s
    of CPU takes 1.6 s or more on the wall, past `--timeout 1`. The limit is of the call's own CPU time, so it
    passes; a sleeping call is not owed more (test_timeout_option_sets_the_limit_of_every_case)."""
    core = min(os.sched_getaffinity(0))

    def pinned() -> None:
        os.sched_setaffinity(0, {core})

    submission = tmp_path / "echo.py"
    submission.write_text(WORKS_FOR_0_4_S_OF_CPU, encoding="utf-8")
    # Each in a session of its own, as the worker is: where the kernel shares a core between sessions first
    # (autogroup), the worker still gets a quarter of it.
    busy = [subprocess.Popen([sys.executable, "-c", BUSY], preexec_fn=pinned, start_new_session=True) for _ in range(3)]
    try:
        running(busy, 0.1)  # each loop busy before the grade starts
        command = [sys.executable, "-m", "grader", "grade", "echo", "--root", str(SMALL_COURSE), "--file"]
        command += [str(submission), "--format", "json", "--timeout", "1"]
        environment = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"}
        run = subprocess.run(
            command, env=environment, capture_output=True, text=True, timeout=300, preexec_fn=pinned, check=False
        )
    finally:
        for process in busy:
            process.kill()
            process.wait()
    statuses = {test["name"].removeprefix("echo: "): test for test in json.loads(run.stdout)["tests"]}
    assert statuses["default_limit"]["status"] == "pass", statuses["default_limit"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_worker_waiting_for_the_disk_is_owed_a_longer_wait_and_a_stopped_one_is_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A worker in the disk's uninterruptible wait (state D: loading a file on a loaded machine) is kept from
    running by the machine, as one ready for a core is; a stopped or sleeping one is not. (A case timed out at 10 s
    in a suite run under heavy input and output, on a call that takes a millisecond.)"""
    from grader.run import platform

    mine = platform._stat_fields(os.getpid())

    def fields_in(state: str) -> Callable[[int], list[str]]:
        return lambda pid: mine if pid == os.getpid() else [state, *mine[1:]]

    for state, owed in (("R", True), ("D", True), ("S", False), ("T", False), ("Z", False)):
        monkeypatch.setattr(platform, "_stat_fields", fields_in(state))
        assert platform.wants_the_cpu(os.getpid() + 1) is owed, state


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_worker_that_lowered_its_own_priority_is_not_owed_a_longer_wait() -> None:
    """Runnable at the grader's priority: waited for. Niced (or asleep): not, so it cannot stretch its cases."""
    from grader.run.platform import wants_the_cpu

    busy = subprocess.Popen([sys.executable, "-c", BUSY])
    niced = subprocess.Popen([sys.executable, "-c", f"import os\nos.nice(19)\n{BUSY}"])
    sleeping = "import sys, time; print('asleep', flush=True); time.sleep(600)"
    asleep = subprocess.Popen([sys.executable, "-c", sleeping], stdout=subprocess.PIPE, text=True)
    try:
        assert asleep.stdout is not None and asleep.stdout.readline() == "asleep\n"
        running([busy, niced], 0.05)
        assert any(wants_the_cpu(busy.pid) for _ in range(200))  # runnable whenever it is sampled, on any load
        assert niced.poll() is None and not any(wants_the_cpu(niced.pid) for _ in range(20))
        assert not wants_the_cpu(asleep.pid)
    finally:
        for process in (busy, niced, asleep):
            process.kill()
            process.wait()
