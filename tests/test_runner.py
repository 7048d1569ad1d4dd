"""The run layer's promises, on real worker processes, on the Linux layer and on the portable one."""

from __future__ import annotations

import os
import textwrap
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from grader.run import platform
from grader.run.model import Limits
from grader.run.runner import Session
from grader.run.sandbox import landlock_abi


@pytest.fixture(params=["linux", "portable"])
def layer(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Each test runs on both process layers: KATA_PORTABLE=1 is what macOS and Windows get."""
    monkeypatch.setenv(platform.PORTABLE_VARIABLE, "1" if request.param == "portable" else "0")
    platform.current.cache_clear()
    yield request.param
    platform.current.cache_clear()


def _solution(folder: Path, body: str) -> Path:
    file = folder / "solution.py"
    file.write_text(textwrap.dedent(body))
    return file


def _gone(pid: int, within: float = 10.0) -> bool:
    """The process has ended (a kill is delivered asynchronously: give it a moment, a bound, not a timing)."""
    try:
        process = psutil.Process(pid)
    except psutil.NoSuchProcess:
        return True
    _, alive = psutil.wait_procs([process], timeout=within)
    return not alive or process.status() == psutil.STATUS_ZOMBIE


def test_cases_run_one_at_a_time_on_one_worker(tmp_path: Path, layer: str) -> None:
    """Thirty calls are answered in order by one worker process; its scratch folder is gone afterwards."""
    file = _solution(tmp_path, "import os\ndef solve(text):\n    return [text, str(os.getpid())]\n")
    with Session(file, "list[str]", ["text"], Limits()) as session:
        answers = [session.call({"text": f"case {n}"}).value for n in range(30)]
        worker = session.worker
        assert worker is not None
        scratch = worker.scratch
    assert [answer[0] for answer in answers] == [f"case {n}" for n in range(30)]
    assert len({answer[1] for answer in answers}) == 1
    assert not os.path.exists(scratch) and _gone(worker.process.pid)


def test_a_crash_or_a_hang_ends_the_worker_and_the_next_case_gets_a_new_one(tmp_path: Path, layer: str) -> None:
    """os._exit is a crash, an endless loop a timeout; the following case still runs, on a fresh worker."""
    file = _solution(
        tmp_path,
        """
        import os
        def solve(text):
            if text == "exit":
                os._exit(3)
            while text == "hang":
                pass
            return [text]
        """,
    )
    with Session(file, "list[str]", ["text"], Limits(timeout=0.5)) as session:
        crashed = session.call({"text": "exit"})
        hung = session.call({"text": "hang"})
        fine = session.call({"text": "fine"})
    assert crashed.status == "crash" and "status 3" in crashed.detail
    assert hung.status == "timeout"
    assert fine.status == "ok" and fine.value == ["fine"]


def test_a_worker_that_stops_reading_cannot_block_the_grader(tmp_path: Path, layer: str) -> None:
    """Learner code that never returns holds the request pipe; a 4 MB request still only times out."""
    file = _solution(tmp_path, "import time\ndef solve(text):\n    time.sleep(60)\n")
    with Session(file, "list[str]", ["text"], Limits(timeout=0.5)) as session:
        stuck = session.call({"text": "x" * (4 << 20)})
    assert stuck.status == "timeout"


def test_forged_replies_with_other_ids_are_passed_over(tmp_path: Path, layer: str) -> None:
    """Learner code writing well-formed replies onto the channel cannot answer a case: ids are random."""
    file = _solution(
        tmp_path,
        """
        import json, os, stat
        def solve(text):
            forged = json.dumps({"id": 1, "status": "ok", "value": ["forged"], "seconds": 0}) + "\\n"
            for fd in range(3, 64):
                try:
                    if stat.S_ISFIFO(os.fstat(fd).st_mode):
                        os.write(fd, forged.encode())
                except OSError:
                    pass
            return ["honest"]
        """,
    )
    with Session(file, "list[str]", ["text"], Limits()) as session:
        answer = session.call({"text": "a"})
    assert answer.status == "ok" and answer.value == ["honest"]


def test_a_process_the_code_starts_does_not_outlive_the_worker(tmp_path: Path, layer: str) -> None:
    """A child in a session of its own: ended with the worker (or refused by the sandbox)."""
    marker = tmp_path / "child.pid"
    file = _solution(
        tmp_path,
        f"""
        import subprocess
        def solve(text):
            child = subprocess.Popen(["sleep", "300"], start_new_session=True)
            open({str(marker)!r}, "w").write(str(child.pid))
            return [text]
        """,
    )
    limits = Limits(sandbox="off")  # the sandbox would refuse the child outright
    with Session(file, "list[str]", ["text"], limits) as session:
        assert session.call({"text": "a"}).status == "ok"
    child = int(marker.read_text())
    assert _gone(child)


@pytest.mark.skipif(not landlock_abi(), reason="this kernel has no Landlock")
def test_the_sandbox_reports_what_held_and_refuses_files_outside_scratch(tmp_path: Path) -> None:
    """The worker says what held; the code can write its scratch folder, not the folder of its own file."""
    file = _solution(
        tmp_path,
        """
        import os
        def solve(text):
            open("mine.txt", "w").write("scratch is fine")
            try:
                open(os.path.join(text, "escape.txt"), "w")
            except OSError as error:
                return [type(error).__name__]
            return ["escaped"]
        """,
    )
    with Session(file, "list[str]", ["text"], Limits()) as session:
        answer = session.call({"text": str(tmp_path)})
        held = session.isolation
    assert answer.value == ["PermissionError"]
    assert held["landlock_abi"] >= 1 and held["seccomp"] and held["not_dumpable"]
    assert not (tmp_path / "escape.txt").exists()


def test_the_scratch_folder_of_a_killed_grader_is_removed_by_the_next_one(tmp_path: Path) -> None:
    """A grader killed with SIGKILL cannot remove its workers' scratch folders; the next grader removes every
    one whose grader is gone, and none of a grader that still runs (this test's own process stands for it)."""
    import subprocess
    import sys

    from conftest import ROOT, run_kata

    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead_pid = int(gone.stdout)
    stale = tmp_path / f"kata-scratch-{dead_pid}-abc123"
    alive = tmp_path / f"kata-scratch-{os.getpid()}-def456"
    for folder in (stale, alive):
        folder.mkdir()
        (folder / "left.txt").write_text("left behind")
    run = run_kata(
        "grade",
        "chunk_words",
        "--reference",
        "--no-random",
        "--root",
        str(ROOT / "tests" / "fixtures" / "course"),
        env={"TMPDIR": str(tmp_path)},
    )
    assert run.code == 0, run.err
    assert not stale.exists() and alive.exists()
    assert [path.name for path in tmp_path.glob("kata-scratch-*")] == [alive.name]  # the run removed its own too
