"""The runner's own promises, on real worker processes: prestarted workers, the exercise folder, pipelining."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from grader import runner
from grader.runner import Limits, Session


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
