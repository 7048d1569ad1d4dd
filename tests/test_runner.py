"""The runner's own promises, on real worker processes: prestarted workers, the exercise folder, pipelining."""

from __future__ import annotations

import contextlib
import os
import signal
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from grader.run import runner
from grader.run.model import Limits
from grader.run.runner import Session


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def _solution(folder: Path, body: str) -> Path:
    file = folder / "solution.py"
    file.write_text(textwrap.dedent(body))
    return file


@contextlib.contextmanager
def _hang_guard(seconds: int) -> Iterator[None]:
    """Fail instead of hanging when the code inside blocks for good; a generous bound, not a speed check."""

    def hung(*_: object) -> None:
        raise AssertionError(f"still blocked after {seconds} s: the grader hangs")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.fixture(autouse=True)
def _no_spares_left() -> object:
    yield
    runner.discard_spares()


def test_a_session_takes_the_prestarted_worker(tmp_path: Path) -> None:
    file = _solution(tmp_path, "def solve(text):\n    return text.split()\n")
    runner.prestart()
    spare = runner._SPARES[0].process.pid
    with Session(file, "list[str]", ["text"], Limits()) as session:
        assert session.worker is not None and session.worker.process.pid == spare
        assert session.call({"text": "a b"}).value == ["a", "b"]
    assert not runner._SPARES and not _alive(spare)


def test_a_spare_never_taken_is_ended(tmp_path: Path) -> None:
    runner.prestart()
    spare = runner._SPARES[0].process.pid
    runner.discard_spares()
    assert not _alive(spare)


def test_a_dead_spare_is_passed_over(tmp_path: Path) -> None:
    file = _solution(tmp_path, "def solve(text):\n    return [text]\n")
    runner.prestart()
    dead = runner._SPARES[0].process
    dead.kill()
    dead.wait()
    with Session(file, "list[str]", ["text"], Limits()) as session:
        assert session.worker is not None and session.worker.process.pid != dead.pid
        assert session.call({"text": "x"}).value == ["x"]


def test_a_prestarted_worker_runs_the_code_in_its_own_folder_with_its_memory_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The worker starts before it knows the file: the folder and the limit come with the setup request."""
    (tmp_path / "words.txt").write_text("from the file\n")
    file = _solution(
        tmp_path,
        """\
        import resource

        def solve(text):
            return [open("words.txt").read().strip(), str(resource.getrlimit(resource.RLIMIT_AS)[0])]
        """,
    )
    monkeypatch.chdir("/")  # the grader's own folder is not the exercise's
    runner.prestart()
    with Session(file, "list[str]", ["text"], Limits(memory_mb=300)) as session:
        assert session.call({"text": ""}).value == ["from the file", str(300 * 1024 * 1024)]


SLEEPY = """\
import os, sys, time

def solve(text):
    if text == "crash":
        os._exit(3)
    if text == "hang":
        while True:
            pass
    if text.startswith("sleep "):
        time.sleep(float(text.split()[1]))
    return [text, str(os.getpid())]
"""


def test_cases_sent_ahead_are_answered_in_order_by_one_worker(tmp_path: Path) -> None:
    file = _solution(tmp_path, SLEEPY)
    with Session(file, "list[str]", ["text"], Limits()) as session:
        pending = [session.submit({"text": f"case {number}"}) for number in range(30)]
        assert not session.unsent, "small cases all fit in the pipe ahead of the worker"
        answers = [item.wait() for item in pending]
    assert [answer.value[0] for answer in answers] == [f"case {number}" for number in range(30)]
    assert len({answer.value[1] for answer in answers}) == 1


def test_cases_queued_behind_a_crash_or_a_hang_run_on_the_next_worker(tmp_path: Path) -> None:
    file = _solution(tmp_path, SLEEPY)
    texts = ["a", "crash", "b", "hang", "c"]
    with Session(file, "list[str]", ["text"], Limits(timeout=0.5)) as session:
        answers = [item.wait() for item in [session.submit({"text": text}) for text in texts]]
    assert [answer.status for answer in answers] == ["ok", "crash", "ok", "timeout", "ok"]
    assert "status 3" in answers[1].detail
    workers = [answer.value[1] for answer in answers if answer.status == "ok"]
    assert len(set(workers)) == 3, "a new worker after the crash, and another after the hang"


def test_a_queued_case_gets_its_whole_time_limit_after_the_case_before_it(tmp_path: Path) -> None:
    """Each call sleeps 1.5 s of a 2.5 s limit: sent together, the second must not be timed from its sending
    (3 s after it). Both verdicts say so; no clock is read here."""
    file = _solution(tmp_path, SLEEPY)
    with Session(file, "list[str]", ["text"], Limits(timeout=2.5)) as session:
        first, second = session.submit({"text": "sleep 1.5"}), session.submit({"text": "sleep 1.5"})
        assert [first.wait().status, second.wait().status] == ["ok", "ok"]


def test_answers_waited_for_out_of_order_are_kept(tmp_path: Path) -> None:
    file = _solution(tmp_path, SLEEPY)
    with Session(file, "list[str]", ["text"], Limits()) as session:
        first, second = session.submit({"text": "one"}), session.submit({"text": "two"})
        assert second.wait().value[0] == "two"
        assert first.wait().value[0] == "one"


def test_a_request_pipe_kept_full_cannot_block_the_grader(tmp_path: Path) -> None:
    """A worker that stops reading while its request pipe is full (learner code can write into the pipe):
    the grader's next request finds no room, and the case gets a verdict at its limit instead of a hang."""
    file = _solution(tmp_path, SLEEPY)
    with _hang_guard(120), Session(file, "list[str]", ["text"], Limits(timeout=1.0)) as session:
        assert session.call({"text": "first"}).value[0] == "first"
        worker = session.worker
        assert worker is not None
        os.kill(worker.process.pid, signal.SIGSTOP)
        # The stop lands when the worker next runs, and a worker woken by our writes reads them first:
        # fill the pipe only once it is stopped (it is our child, so waitpid says when).
        _, status = os.waitpid(worker.process.pid, os.WUNTRACED)
        assert os.WIFSTOPPED(status)
        with contextlib.suppress(BlockingIOError):
            while True:
                os.write(worker.request_write, b"x" * 4096)
        stuck = session.call({"text": "next"})
        assert stuck.status == "crash" and "request channel stayed full" in stuck.detail
        assert session.call({"text": "after"}).value[0] == "after"
