"""What a report says never depends on how busy the machine is.

The judge's searches (the random inputs, shrinking, the repair search, the look-alike search) stop at a net
of seconds. On the wall clock a busy machine reaches that net sooner, and the same file got a shorter search
and another report (a CI run beside the test suite lost a repair line so). The nets are read on the judge's
clock instead, LearnerCode.clock: the CPU the grader and its workers used, as the kernel counts it.
"""

from __future__ import annotations

import ast
import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
from collections.abc import Mapping
from pathlib import Path

import psutil
import pytest
from golden.regenerate import DRIVER, ROOT, environment, normalise, prepare_courses, submissions

from grader.course.loader import load_course
from grader.judge.judging import WALL_FACTOR, Net
from grader.run import platform
from grader.run.model import Limits
from grader.run.runner import Session

JUDGE = ROOT / "grader" / "judge"
# The wall clock's readings, which a busy machine runs through faster than the work it lets the grader do.
WALL_CLOCKS = {"monotonic", "monotonic_ns", "time", "time_ns", "perf_counter", "perf_counter_ns"}
# The judge modules that may read the wall clock, for a net far past the one on CPU time (code that sleeps uses
# none): judging.Net, and the reference's own limits (trusted.WALL_FACTOR).
WALL_NET_ALLOWED = {"judging.py", "trusted.py"}


def _wall_clock_reads(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in WALL_CLOCKS and ast.unparse(node.value) == "time":
            found.append(f"{path.name}:{node.lineno} time.{node.attr}")
        if isinstance(node, ast.ImportFrom) and node.module == "time":
            found += [f"{path.name}:{node.lineno} time.{each.name}" for each in node.names if each.name in WALL_CLOCKS]
    return found


def test_no_judge_step_sets_its_net_by_the_wall_clock() -> None:
    """Every search of the judge stops at a judging.Net (or by a thread's CPU time), never by the wall clock."""
    modules = sorted(JUDGE.glob("*.py"))
    assert len(modules) > 10
    reads = [read for path in modules if path.name not in WALL_NET_ALLOWED for read in _wall_clock_reads(path)]
    assert reads == [], "stop a search with judging.Net, not by the wall clock"


class _Code:
    """A LearnerCode's clock only: still (code that sleeps), or running at the wall clock's pace."""

    def __init__(self, still: bool) -> None:
        self.still = still

    def clock(self) -> float:
        return 0.0 if self.still else time.monotonic()


def test_a_net_stops_a_search_whose_code_sleeps_by_the_wall_clock_far_later() -> None:
    """Code that sleeps moves the judge's clock not at all: the net's wall side stops it, WALL_FACTOR times later."""
    working = Net.after(_Code(still=False), 0.02)  # type: ignore[arg-type]
    sleeping = Net.after(_Code(still=True), 0.02)  # type: ignore[arg-type]
    sleeping_long = Net.after(_Code(still=True), 10.0)  # type: ignore[arg-type]
    time.sleep(WALL_FACTOR * 0.02 + 0.05)
    assert working.passed() and sleeping.passed()
    assert not sleeping_long.passed()  # its wall side is 50 s away


def _solution(folder: Path) -> Path:
    file = folder / "solution.py"
    body = """
        import os
        def solve(text):
            if text == "exit":
                os._exit(3)
            total = 0
            for n in range(int(text)):
                total += n
            return [str(total)]
        """
    file.write_text(textwrap.dedent(body))
    return file


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the kernel's CPU clock of another process")
def test_the_judges_clock_counts_the_work_done_not_the_wait_for_a_core(tmp_path: Path) -> None:
    """A worker kept from running (here stopped outright) moves the judge's clock not at all while the wall clock
    runs on; the work it does moves it by at least the CPU the kernel counted; a worker that ends and is replaced
    takes nothing back."""
    with Session(_solution(tmp_path), "list[str]", ["text"], Limits(timeout=60)) as session:
        assert session.call({"text": "1"}).status == "ok"
        worker = session.worker
        assert worker is not None
        before = session.work_seconds()
        os.kill(worker.process.pid, signal.SIGSTOP)
        try:
            time.sleep(1.0)
        finally:
            os.kill(worker.process.pid, signal.SIGCONT)
        held = session.work_seconds() - before
        cpu_before = platform.cpu_seconds(worker.process.pid)
        clock_before = session.work_seconds()
        assert session.call({"text": "2000000"}).status == "ok"
        cpu_after = platform.cpu_seconds(worker.process.pid)
        worked = session.work_seconds() - clock_before
        assert cpu_before is not None and cpu_after is not None
        ending = session.work_seconds()
        assert session.call({"text": "exit"}).status == "crash"
        assert session.call({"text": "3"}).status == "ok"
        after_a_new_worker = session.work_seconds()
    assert held < 0.5, f"a second without a core moved the judge's clock {held:.2f} s"
    assert worked >= cpu_after - cpu_before > 0
    assert after_a_new_worker >= ending


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the kernel's CPU clock of another process")
def test_the_judges_clock_counts_neither_another_threads_work_nor_less_than_a_dead_workers(tmp_path: Path) -> None:
    """`kata batch` grades several files in threads of one process: one file's clock must not run on another's
    work (half a second of CPU in another thread moves it not at all). And a worker that worked, then died, leaves
    its CPU on the clock (it was lost when the worker was reaped before it was read)."""
    file = tmp_path / "solution.py"
    body = """
        import os, time
        def solve(text):
            if text == "work then exit":
                started = time.process_time()
                while time.process_time() - started < 0.4:
                    pass
                os._exit(3)
            return [text]
        """
    file.write_text(textwrap.dedent(body))
    with Session(file, "list[str]", ["text"], Limits(timeout=60)) as session:
        assert session.call({"text": "warm up"}).status == "ok"
        before = session.work_seconds()
        busy = threading.Thread(target=_busy_for, args=(0.5,))
        busy.start()
        busy.join()
        beside_another = session.work_seconds() - before
        before = session.work_seconds()
        assert session.call({"text": "work then exit"}).status == "crash"
        assert session.call({"text": "again"}).status == "ok"
        after_a_death = session.work_seconds() - before
    assert beside_another < 0.25, f"another thread's half second of CPU moved the clock {beside_another:.2f} s"
    assert after_a_death >= 0.3, f"a worker's 0.4 s of CPU before it died moved the clock {after_a_death:.2f} s"


def _busy_for(seconds: float) -> None:
    started = time.thread_time()
    while time.thread_time() - started < seconds:
        pass


def test_where_the_cpu_cannot_be_read_the_judges_clock_is_the_wall_clock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The portable fallback: a system that does not tell a process's CPU time gets the wall clock, as before."""
    monkeypatch.setattr(platform, "cpu_seconds", lambda pid: None)
    with Session(_solution(tmp_path), "list[str]", ["text"], Limits(timeout=60)) as session:
        assert session.call({"text": "1"}).status == "ok"
        before = time.monotonic()
        read = session.work_seconds()
        after = time.monotonic()
    assert not session.kernel_clock
    assert before <= read <= after  # read off the wall clock itself, between two of its readings


# A program whose report names its line by the repair search (its copies run hundreds of times): the search a
# busy machine cut short in a CI run.
STARVED = ("chunk_stdin/accepts_a_byte_order_mark",)
# The grader and its workers are held this long, then let run this long, over and over: a machine lending them a
# twelfth of its time. (Real load does the same less evenly: the scheduler favours a process that just woke.)
HELD_SECONDS, RUNNING_SECONDS = 0.22, 0.02


def _run_held_back(command: list[str]) -> subprocess.CompletedProcess[str]:
    """Run `command`, suspending it and every process under it most of the time (psutil: SIGSTOP, or the
    Windows equivalent), until it ends."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        process = subprocess.Popen(
            command, cwd=ROOT, env=environment(), stdout=out, stderr=err, stdin=subprocess.DEVNULL, text=True
        )
        root = psutil.Process(process.pid)
        held: list[psutil.Process] = []
        try:
            while process.poll() is None:
                with contextlib.suppress(psutil.Error):
                    held = [root, *root.children(recursive=True)]
                _each(held, "suspend")
                time.sleep(HELD_SECONDS)
                _each(held, "resume")
                time.sleep(RUNNING_SECONDS)
        finally:
            _each(held, "resume")
            if process.poll() is None:
                process.kill()
            process.wait()
        out.seek(0)
        err.seek(0)
        return subprocess.CompletedProcess(command, process.returncode, out.read(), err.read())


def _each(processes: list[psutil.Process], action: str) -> None:
    for each in processes:
        with contextlib.suppress(psutil.Error):
            getattr(each, action)()


@pytest.fixture(scope="module")
def courses(tmp_path_factory: pytest.TempPathFactory) -> Mapping[str, Path]:
    return prepare_courses(tmp_path_factory.mktemp("starved"))


@pytest.mark.parametrize("name", STARVED)
def test_a_grader_held_back_most_of_the_time_says_what_its_golden_report_says(
    name: str, courses: Mapping[str, Path], tmp_path: Path
) -> None:
    """Graded while it gets a twelfth of the machine's time, each file's failing cases get the verdicts and messages
    of its golden report, word for word: every search checked as much, so found and said the same. (On the wall
    clock, the repair search ran past its net and its line went unsaid, and the random inputs were "not checked".)
    The perf cases are left out: a worker held stopped has a wall time far above its CPU time, which the perf
    verdict counts as a call that sleeps (real load never stops a worker outright)."""
    (submission,) = submissions(name)
    command = [sys.executable, str(DRIVER), str(tmp_path), *submission.arguments(courses), "--format", "json"]
    done = _run_held_back(command)
    assert done.returncode in (0, 1), done.stderr[-3000:]
    golden = _failing(submission.golden("json").read_text(encoding="utf-8"), courses)
    held_back = _failing(done.stdout, courses)
    timed = _perf_cases(submission.exercise)
    assert golden and {case: said for case, said in held_back.items() if case not in timed} == golden


def _failing(document: str, courses: Mapping[str, Path]) -> dict[str, tuple[str, str]]:
    """Each failing case of a results document, normalised: its status and message, by name."""
    tests = json.loads(normalise("json", document, courses))["tests"]
    return {test["name"]: (test["status"], test.get("message", "")) for test in tests if test["status"] != "pass"}


def _perf_cases(exercise: str) -> set[str]:
    course = load_course(ROOT)
    return {f"{exercise}: {case.name}" for case in course.exercise(exercise).cases if "perf" in case.tags}
