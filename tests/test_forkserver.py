"""Workers forked from a zygote (run/forkserver.py, `kata batch` on Linux) are workers like any other: the same
process facts, the same sandbox, ended the same way, and nothing of theirs or the zygote's outlives the grader."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import psutil
import pytest
from conftest import ROOT

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the fork server is Linux's alone")

# What a worker can see of itself, as plain data (run in the worker, so in the learner's place).
SELF_FACTS = textwrap.dedent(
    """
    import sys

    HEAVY = sorted(name for name in ("json", "re", "typing", "enum") if name in sys.modules)  # before our imports
    import ctypes, os

    def depth():
        frame, count = sys._getframe(), 0
        while frame is not None:
            frame, count = frame.f_back, count + 1
        return count

    def solve(text):
        environ = open("/proc/self/environ", "rb").read().split(b"\\0")
        token = [entry.decode() for entry in environ if entry.startswith(b"KATA_WORKER=")]
        facts = {
            "parent": os.getppid(),
            "leads_its_session": os.getsid(0) == os.getpid(),
            "descriptors": sorted(os.listdir("/proc/self/fd")),
            "token_in_proc_environ": token,
            "token": os.environ.get("KATA_WORKER"),
            "tmpdir": os.environ.get("TMPDIR"),
            "cwd": os.getcwd(),
            "dumpable": ctypes.CDLL(None).prctl(3, 0, 0, 0, 0),
            "heavy_modules": HEAVY,
            "stack": (depth(), sys.getrecursionlimit()),
        }
        return [repr(facts)]
    """
)

# Runs in a process of its own, which becomes a child subreaper as `kata batch` does: one worker started as
# usual, one forked, each asked for SELF_FACTS (sandbox off: /proc/self is closed to a sandboxed worker) and for
# what held with the sandbox on.
PROBE = textwrap.dedent(
    """
    import ast, json, os, sys
    from pathlib import Path
    from grader.run import forkserver, platform, runner
    from grader.run.model import Limits
    from grader.run.runner import Session

    platform.current().protect_grader()
    file, reference = Path(sys.argv[1]), Path(sys.argv[2])

    def facts(label):
        with Session(file, "list[str]", ["text"], Limits(sandbox="off")) as session:
            seen = ast.literal_eval(session.call({"text": "x"}).value[0])
            worker = session.worker
            seen.update(kind=type(worker.process).__name__, pid=worker.process.pid, own_token=worker.token,
                        scratch=worker.scratch, grader=os.getpid())
        with Session(reference, "list[str]", ["text", "size", "overlap"], Limits()) as session:
            answer = session.call({"text": "a b c", "size": 2, "overlap": 1})
            seen.update(isolation=session.isolation, answer=answer.value)
        seen["gone"] = not os.path.exists(f"/proc/{seen['pid']}")
        return seen

    out = {"spawned": facts("spawned")}
    with runner.forked_workers():
        zygote = forkserver.current().process.pid
        out["forked"] = facts("forked")
    out["zygote_gone"] = not os.path.exists(f"/proc/{zygote}")
    print(json.dumps(out))
    """
)


def _printed_by(script: str, *arguments: str) -> Any:
    """What a Python program of its own printed, as JSON (it exits 0 or the test fails with its stderr)."""
    run = subprocess.run(
        [sys.executable, "-c", script, *arguments],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_a_forked_worker_is_like_a_started_one(tmp_path: Path) -> None:
    """The grader's child and its session's leader; the same descriptors and stack, its own token where the grader looks
    for it (/proc/PID/environ) and its own scratch folder; dumpable until the sandbox; the same sandbox held;
    no heavy module imported; ended with its session; and the zygote ended with the batch."""
    file = tmp_path / "facts.py"
    file.write_text(SELF_FACTS, encoding="utf-8")
    reference = ROOT / "solutions" / "chunk_words.py"
    out = _printed_by(PROBE, str(file), str(reference))
    spawned, forked = out["spawned"], out["forked"]
    assert (spawned["kind"], forked["kind"]) == ("Popen", "ForkedWorker")
    for seen in (spawned, forked):
        assert seen["parent"] == seen["grader"] and seen["leads_its_session"]
        assert seen["token"] == seen["own_token"] and seen["token_in_proc_environ"] == [f"KATA_WORKER={seen['token']}"]
        assert seen["tmpdir"] == seen["cwd"] == seen["scratch"]
        assert seen["dumpable"] == 1 and seen["heavy_modules"] == []
        assert seen["answer"] == ["a b", "b c"] and seen["gone"]
    assert forked["descriptors"] == spawned["descriptors"]
    assert forked["stack"] == spawned["stack"], "a recursion must go as deep in a batch as when graded alone"
    assert forked["isolation"] == spawned["isolation"]
    assert out["zygote_gone"]


def test_a_batch_killed_outright_leaves_no_worker_and_no_zygote(tmp_path: Path) -> None:
    """SIGKILL to `kata batch` while its workers run: the zygote and every worker end with it (each dies with its
    parent, the kernel sees to it), though nothing of the grader's own code runs."""
    slow = "import time\n\ndef solve(text, size, overlap):\n    time.sleep(0.2)\n    return [text]\n"
    folders = []
    for number in range(6):
        exercises = tmp_path / f"s{number}" / "exercises"
        exercises.mkdir(parents=True)
        (exercises / "chunk_words.py").write_text(slow, encoding="utf-8")
        folders.append(str(exercises.parent))
    batch = subprocess.Popen(
        [sys.executable, "-m", "grader", "batch", *folders, "--exercise", "chunk_words", "--jobs", "2"],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        stdin=subprocess.DEVNULL,
    )
    try:
        kata = psutil.Process(batch.pid)
        started: list[psutil.Process] = []
        for _ in range(600):  # until the zygote and a worker run (a hang limit, not a timing)
            started = kata.children(recursive=True)
            if len(started) >= 3:
                break
            time.sleep(0.05)
        assert len(started) >= 3, "the batch never started its zygote and workers"
        batch.send_signal(signal.SIGKILL)
        batch.wait(timeout=60)
    finally:
        if batch.poll() is None:
            batch.kill()
            batch.wait()
    _, alive = psutil.wait_procs(started, timeout=30)
    left = [process for process in alive if process.status() != psutil.STATUS_ZOMBIE]
    assert not left, f"still running after the batch was killed: {left}"


# A request whose reply was never read (a fork interrupted after sending it): the next fork must not take that
# reply's worker for its own.
OUT_OF_STEP = textwrap.dedent(
    """
    import json, os, socket, tempfile
    from grader.run import platform, runner
    from grader.run.forkserver import ForkServer

    platform.current().protect_grader()
    environment = runner._worker_environment(tempfile.gettempdir(), runner.ZYGOTE_TOKEN)
    server = ForkServer(runner._worker_command(), runner._worker_code(), environment)
    with platform.registering():
        first = server.fork()
    ends = [*os.pipe(), *os.pipe()]
    socket.send_fds(server.socket, [b"unread"], [ends[0], ends[3]])
    with platform.registering():
        second = server.fork()
    with platform.registering():
        third = server.fork()
    print(json.dumps({"first": first is not None, "second": second, "third": third, "broken": server.broken}))
    first.kill()
    first.wait()
    server.close()
    """
)


def test_a_reply_out_of_step_is_never_taken_for_a_worker() -> None:
    """Each request carries a nonce its reply must echo: a reply to another request makes the fork fail (the
    worker then starts as before), and the server is not asked again."""
    assert _printed_by(OUT_OF_STEP) == {"first": True, "second": None, "third": None, "broken": True}
