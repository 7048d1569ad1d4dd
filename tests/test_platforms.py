"""Every system: the grader imports nothing a system lacks, grades with /proc hidden, and leaves nothing running."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import psutil
import pytest
from conftest import FIXTURES, ROOT, SUBMISSIONS

from grader.run.sandbox import landlock_abi

MINI_COURSE = FIXTURES / "course"
# Modules some system lacks (resource, fcntl, termios, pwd, grp: Windows) and the Linux-only sandbox's needs.
MISSING_ELSEWHERE = ("resource", "fcntl", "termios", "pwd", "grp")

BLOCKER = textwrap.dedent(
    """
    import importlib.abc, sys

    class Missing(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in {blocked!r}:
                raise ImportError(f"{{name}} is blocked: it does not exist on every system")
            return None

    sys.meta_path.insert(0, Missing())
    """
).format(blocked=MISSING_ELSEWHERE)


def _python(code: str, *, cwd: Path = ROOT, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1", **(env or {})}
    return subprocess.run(
        [sys.executable, "-c", BLOCKER + code],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


def test_every_grader_module_imports_without_the_modules_some_system_lacks() -> None:
    """`import grader.cli` and every other module of the package, with resource, fcntl, termios… blocked; and
    importing them all has no side effect: the process is not made a child subreaper."""
    code = textwrap.dedent(
        """
        import importlib, pkgutil, grader, grader.cli
        for found in pkgutil.walk_packages(grader.__path__, "grader."):
            if found.name in ("grader.__main__", "grader.run.worker", "grader.run.winjob"):
                continue  # `python -m grader` itself, a script run on its own, Windows only (ctypes.windll)
            importlib.import_module(found.name)
        leaked = [name for name in {blocked!r} if name in sys.modules]
        print("leaked:", leaked)
        if sys.platform.startswith("linux"):  # importing changed nothing: not a child subreaper (prctl 37)
            import ctypes
            flag = ctypes.c_int(0)
            ctypes.CDLL(None).prctl(37, ctypes.byref(flag), 0, 0, 0)
            print("subreaper:", flag.value)
        """
    ).format(blocked=MISSING_ELSEWHERE)
    run = _python(code)
    assert run.returncode == 0, run.stderr
    assert "leaked: []" in run.stdout
    assert "subreaper: 1" not in run.stdout


@pytest.mark.parametrize(
    "arguments",
    [
        ("list",),
        ("show", "chunk_words"),
        ("grade", "chunk_words", "--reference"),
        ("grade", "chunk_words", "--file", str(SUBMISSIONS / "chunk_words" / "step_by_size.py")),
        ("cases", "check", "chunk_words"),
    ],
    ids=lambda arguments: " ".join(arguments[:2]),
)
def test_each_command_runs_on_the_portable_layer_without_those_modules(arguments: tuple[str, ...]) -> None:
    """The portable process layer (KATA_PORTABLE=1) with the modules blocked: no ImportError, no traceback."""
    code = f"import sys\nsys.argv = ['kata', *{list(arguments)!r}]\nfrom grader.cli import main\nsys.exit(main())\n"
    run = _python(code, env={"KATA_PORTABLE": "1"})
    assert "Traceback" not in run.stderr and "ImportError" not in run.stderr, run.stderr
    assert run.returncode in (0, 1), run.stderr


def _in_a_namespace_without_proc(*arguments: str) -> subprocess.CompletedProcess[str]:
    """`python -m grader ARGS` where /proc is an empty folder (a mount namespace of its own)."""
    script = f"mount -t tmpfs none /proc && exec {sys.executable} -m grader {' '.join(arguments)}"
    return subprocess.run(
        ["unshare", "--mount", "--propagation", "private", "sh", "-c", script],
        cwd=MINI_COURSE,
        env={**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"},
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


def _can_hide_proc() -> bool:
    try:
        probe = subprocess.run(
            ["unshare", "--mount", "--propagation", "private", "sh", "-c", "mount -t tmpfs none /proc"],
            capture_output=True,
            timeout=30,
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return probe.returncode == 0


@pytest.mark.skipif(not sys.platform.startswith("linux") or not _can_hide_proc(), reason="needs unshare and root")
def test_with_proc_hidden_the_grader_still_grades(tmp_path: Path) -> None:
    """Reference passes (0), a wrong file fails (1), an endless loop is a timeout; no traceback anywhere."""
    endless = tmp_path / "endless.py"
    endless.write_text("def solve(text, size, overlap):\n    while True:\n        pass\n")
    reference = _in_a_namespace_without_proc("grade", "chunk_words", "--reference")
    wrong = _in_a_namespace_without_proc(
        "grade", "chunk_words", "--file", str(SUBMISSIONS / "chunk_words" / "step_by_size.py")
    )
    looping = _in_a_namespace_without_proc("grade", "chunk_words", "--file", str(endless), "--timeout", "0.5")
    assert reference.returncode == 0, reference.stderr
    assert wrong.returncode == 1, wrong.stderr
    assert looping.returncode == 1 and "timeout" in looping.stdout, looping.stdout
    assert all("Traceback" not in run.stderr for run in (reference, wrong, looping))


def _workers_of(grader: subprocess.Popen[str], deadline: float) -> list[psutil.Process]:
    """The worker processes the grader started, once there are some."""
    while time.monotonic() < deadline:
        try:
            found = psutil.Process(grader.pid).children()
        except psutil.NoSuchProcess:
            return []
        if found:
            return found
        time.sleep(0.05)
    return []


def _gone(processes: list[psutil.Process], within: float) -> bool:
    _, alive = psutil.wait_procs(processes, timeout=within)
    return not alive


@pytest.mark.skipif(os.name != "posix", reason="signals")
@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL], ids=lambda how: how.name)
def test_stopping_kata_ends_every_worker(tmp_path: Path, how: signal.Signals) -> None:
    """kata grading an endless loop is stopped: its worker ends with it (SIGKILL too: it dies with its parent)."""
    endless = tmp_path / "endless.py"
    endless.write_text("def solve(text, size, overlap):\n    while True:\n        pass\n")
    grader = subprocess.Popen(
        [sys.executable, "-m", "grader", "grade", "chunk_words", "--file", str(endless), "--timeout", "60"],
        cwd=MINI_COURSE,
        env={**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        workers = _workers_of(grader, time.monotonic() + 60)
        assert workers, "the grader started no worker"
        time.sleep(0.5)  # the worker is in the learner's loop now
        grader.send_signal(how)
        grader.wait(timeout=60)
        assert _gone(workers, within=30)
    finally:
        grader.kill()
        grader.wait()


@pytest.mark.skipif(not landlock_abi(), reason="this kernel has no Landlock")
def test_sandbox_require_without_landlock_exits_2_with_a_sentence() -> None:
    """KATA_NO_LANDLOCK=1 hides Landlock: --sandbox require refuses to grade, naming what is missing."""
    run = subprocess.run(
        [sys.executable, "-m", "grader", "grade", "chunk_words", "--reference", "--sandbox", "require"],
        cwd=MINI_COURSE,
        env={**os.environ, "PYTHONPATH": str(ROOT), "KATA_NO_LANDLOCK": "1", "NO_COLOR": "1"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 2
    assert "--sandbox require" in run.stderr and "Landlock" in run.stderr and "Traceback" not in run.stderr


@pytest.mark.skipif(not landlock_abi(), reason="this kernel has no Landlock")
def test_without_landlock_the_worker_keeps_seccomp_and_says_what_is_missing() -> None:
    """The older-Linux layer (KATA_NO_LANDLOCK=1 reaches the worker too): seccomp and not dumpable hold, the
    report says Landlock does not."""
    run = subprocess.run(
        [sys.executable, "-m", "grader", "grade", "chunk_words", "--reference", "--no-random", "--plain"],
        cwd=MINI_COURSE,
        # CI=1: the whole isolation line, as CI logs get it (a learner reads a short one).
        env={
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "KATA_NO_LANDLOCK": "1",
            "NO_COLOR": "1",
            "COLUMNS": "200",
            "CI": "1",
        },
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    [isolation] = [line for line in run.stdout.splitlines() if line.startswith("Isolation: ")]
    assert "no landlock" in isolation and "seccomp" in isolation and "not dumpable" in isolation


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl: Linux")
def test_the_portable_layer_makes_the_grader_not_dumpable_where_prctl_exists() -> None:
    """KATA_PORTABLE=1 on Linux: the portable layer's protect_grader still makes the grader not dumpable (macOS and
    Windows have no such call: README's isolation table says so)."""
    run = _python(
        "import ctypes\n"
        "from grader.run import platform\n"
        "layer = platform.current()\n"
        "layer.protect_grader()\n"
        "print(layer.name, ctypes.CDLL(None).prctl(3, 0, 0, 0, 0))\n",  # PR_GET_DUMPABLE
        env={"KATA_PORTABLE": "1"},
    )
    assert run.stdout.split() == ["portable", "0"], run.stdout + run.stderr


@pytest.mark.skipif(sys.platform != "linux", reason="strays are adopted and ended by /proc only on Linux")
def test_ending_a_worker_spares_the_children_other_code_of_the_process_started(tmp_path: Path) -> None:
    """The grader ends every process its workers left behind, and no other: a child the same process started for
    its own reasons while a grade ran (pytest's, a test's, an IDE's) is in the process's own session, where
    nothing below a worker can be. (Once it was killed and reaped: a test's `kata` run read exit status 0 with
    no output, and a batch thread finishing late did it to the next test's.)"""
    from grader.course.loader import load_course
    from grader.judge.oracle import Oracle
    from grader.pipeline import grade
    from grader.policy import Policy
    from grader.run.model import Limits

    course = load_course(ROOT)
    exercise = course.exercise("chunk_words")
    bystanders: list[subprocess.Popen[bytes]] = []

    def start_a_bystander(case: str) -> None:
        if not bystanders:  # started once the worker runs, so it is "new" to the clean-up
            bystanders.append(subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"]))

    policy = Policy(limits=Limits(timeout=10), random_inputs=False, calibrate=False, seed=1)
    try:
        file = SUBMISSIONS / "chunk_words" / "correct_while_loop.py"
        grade(exercise, file, Oracle(course, exercise), policy, progress=start_a_bystander)
        assert bystanders and bystanders[0].poll() is None, "the grader ended a process it did not start"
    finally:
        for bystander in bystanders:
            bystander.kill()
            bystander.wait()
