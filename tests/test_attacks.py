"""A hostile student's attacks on the grader, one fixture per class (tests/fixtures/submissions/attacks/).

Each fixture tries one attack; where it works it exploits it (returns stolen right answers) or puts a
`BREACH:<what>` chunk in its answer and prints it, and where it is refused it returns a wrong answer. Run in a
throwaway copy of the miniature course, with canary secrets in the grader's environment and the CI's files
(GITHUB_ENV, GITHUB_STEP_SUMMARY) in the test's folder, each must get the verdict on its first line, leak no
canary and no BREACH anywhere, change no file of the course, of its classmates or of the grader, and leave
nothing running. In the sandbox (`--sandbox require`) every attack fails; on the portable layer (KATA_PORTABLE=1,
what macOS and Windows get), where README's isolation table says the attacks succeed, only what that layer
promises is checked: a scrubbed environment, a removed scratch folder, nothing left running.

.ci/run runs this file again as a user who is not root.
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psutil
import pytest
from conftest import FIXTURES, ROOT, Run, run_kata
from test_submissions import _processes_with, assert_verdict, expectation

from grader.run.sandbox import landlock_abi

MINI_COURSE = FIXTURES / "course"
ATTACKS = sorted((FIXTURES / "submissions" / "attacks").glob("*.py"))
REFERENCE = (MINI_COURSE / "solutions" / "chunk_words.py").read_text(encoding="utf-8")
# A second honest classmate, written differently from the reference.
HONEST = (
    "def solve(text, size, overlap):\n"
    "    words = text.split()\n"
    "    starts = range(0, max(len(words) - overlap, 1), size - overlap)\n"
    "    return [' '.join(words[start : start + size]) for start in starts if words]\n"
)
# Bounds that only stop a hang (the machines are shared: nothing here is about speed).
HANG = "0.5"
ROOM = "30"

SANDBOXED = "sandboxed"
PORTABLE = "portable"
MODES = [PORTABLE] if os.environ.get("KATA_PORTABLE") == "1" else [SANDBOXED, PORTABLE]
needs_landlock = pytest.mark.skipif(not landlock_abi(), reason="this kernel has no Landlock: nothing to sandbox with")


def modes() -> list[object]:
    return [pytest.param(mode, marks=needs_landlock) if mode == SANDBOXED else mode for mode in MODES]


@dataclass
class Stage:
    """A throwaway world for one attack: the course it is graded in, two classmates, the CI's files, listeners."""

    root: Path
    course: Path
    classmates: Path
    tmpdir: Path
    github_env: Path
    summary: Path
    output: Path
    rows: Path
    canaries: tuple[str, str]
    marker: str
    tcp: socket.socket
    udp: socket.socket
    # Unix socket files outside the sandbox (a short folder of their own: a socket's path has ~100 bytes).
    unix_stream: socket.socket
    unix_dgram: socket.socket

    def env(self, mode: str) -> dict[str, str]:
        return {
            "KATA_PORTABLE": "1" if mode == PORTABLE else "0",
            "KATA_CANARY": self.canaries[0],
            "GITHUB_TOKEN": self.canaries[1],
            "GITHUB_ACTIONS": "true",
            "GITHUB_ENV": str(self.github_env),
            "GITHUB_STEP_SUMMARY": str(self.summary),
            "TMPDIR": str(self.tmpdir),  # the grader's scratch folders are made here: the test sees them go
        }

    def placeholders(self) -> dict[str, object]:
        """What the fixtures' `NAME = ...` lines are set to: what a real attacker would know or guess."""
        return {
            "COURSE": str(self.course),
            "CLASS": str(self.classmates),
            "OUTPUT": str(self.rows),
            "GITHUB_ENV": str(self.github_env),
            "GITHUB_STEP_SUMMARY": str(self.summary),
            "PORT": self.tcp.getsockname()[1],
            "UDP_PORT": self.udp.getsockname()[1],
            "SOCKET": self.unix_stream.getsockname(),
            "DGRAM_SOCKET": self.unix_dgram.getsockname(),
            "MARKER": self.marker,
        }


@pytest.fixture
def stage(tmp_path: Path) -> Iterator[Stage]:
    course = tmp_path / "course"
    shutil.copytree(MINI_COURSE, course)
    add_a_hidden_case(course)
    add_random_inputs(course)
    (course / "ATTACK_TARGET").write_text("a throwaway course: the attack fixtures may write here\n")
    classmates = tmp_path / "class"
    for name, code in (("alice", REFERENCE), ("bob", HONEST)):
        (classmates / name / "exercises").mkdir(parents=True)
        (classmates / name / "exercises" / "chunk_words.py").write_text(code, encoding="utf-8")
    (tmp_path / "tmp").mkdir()
    github_env = tmp_path / "github_env"
    github_env.write_text("EARLIER_STEP=1\n", encoding="utf-8")
    summary = tmp_path / "step_summary.md"
    summary.write_text("", encoding="utf-8")
    tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    tcp.bind(("127.0.0.1", 0))
    tcp.listen(8)
    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind(("127.0.0.1", 0))
    sockets = Path(tempfile.mkdtemp(prefix="kata-sock-"))
    sockets.chmod(0o755)  # reachable by the worker of a user who is not root, as docker.sock is by its group
    unix_stream = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    unix_stream.bind(str(sockets / "stream.sock"))
    unix_stream.listen(8)
    unix_dgram = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    unix_dgram.bind(str(sockets / "dgram.sock"))
    for path in sockets.iterdir():
        path.chmod(0o777)
    # The token is a valid `sleep` duration and fits a process name (15 characters), as in test_submissions.
    marker = f"3600.{uuid.uuid4().int % 10**10:010d}"
    world = Stage(
        root=tmp_path,
        course=course,
        classmates=classmates,
        tmpdir=tmp_path / "tmp",
        github_env=github_env,
        summary=summary,
        output=tmp_path / "results.json",
        rows=tmp_path / "rows.jsonl",
        canaries=(f"canary-{uuid.uuid4().hex}", f"ghs_{uuid.uuid4().hex}"),
        marker=marker,
        tcp=tcp,
        udp=udp,
        unix_stream=unix_stream,
        unix_dgram=unix_dgram,
    )
    try:
        yield world
    finally:
        for listener in (tcp, udp, unix_stream, unix_dgram):
            listener.close()
        shutil.rmtree(sockets, ignore_errors=True)
        _remove_ipc_objects(marker)
        for process in _processes_with(marker):  # a breach must not outlive the test either
            with contextlib.suppress(OSError):
                os.kill(process, signal.SIGKILL)
        for folder in ("/tmp", "/var/tmp", "/dev/shm"):
            for stray in Path(folder).glob(f"kata-fill-{marker}*"):
                with contextlib.suppress(OSError):
                    stray.unlink()


def _ipc_key(marker: str) -> int:
    """The SysV key leaves_ipc_objects_behind.py derives from its MARKER."""
    return int(marker.replace(".", "")) % 0x7FFFFFFF


def ipc_objects(marker: str) -> set[tuple[str, str]]:
    """The system's SysV IPC objects (kind, id) without a key or with this stage's key, and its POSIX message
    queue: what must not grow across a run. (Other keys belong to other stages, which run at the same time: the
    portable runs of leaves_ipc_objects_behind.py make objects, with their own keys, until their teardown.)"""
    found = set()
    keys = {"0", str(_ipc_key(marker))}
    for kind in ("shm", "msg", "sem"):
        with contextlib.suppress(OSError):
            rows = [row.split() for row in Path(f"/proc/sysvipc/{kind}").read_text().splitlines()[1:]]
            found |= {(kind, row[1]) for row in rows if row and row[0] in keys}
    with contextlib.suppress(OSError):
        found |= {("mqueue", path.name) for path in Path("/dev/mqueue").glob(f"kata-fill-{marker}")}
    return found


def _remove_ipc_objects(marker: str) -> None:
    """Whatever an attack that got through left behind, found by its MARKER (a breach must not outlive the test)."""
    if not sys.platform.startswith("linux"):
        return
    libc = ctypes.CDLL(None, use_errno=True)
    key = _ipc_key(marker)
    ipc_rmid = 0
    for get, remove, arguments in ((libc.shmget, libc.shmctl, (0, 0)), (libc.msgget, libc.msgctl, (0,))):
        ident = get(key, *arguments)
        if ident >= 0:
            remove(ident, ipc_rmid, None)
    ident = libc.semget(key, 0, 0)
    if ident >= 0:
        libc.semctl(ident, 0, ipc_rmid)
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("librt.so.1").mq_unlink(f"/kata-fill-{marker}".encode())


# No report of the attack course's one exercise is longer, whatever the code prints, raises or answers: the
# learner's text in it is cut to 200,000 characters (present/bounds.py), the rest is the grader's.
REPORT_BOUND = 1 << 20
# A hidden case, first in the course's order (a grader that ran the cases in that order would run every visible
# case after it, in the same worker), whose input holds a word that must appear in no report.
HIDDEN_WORD = "zyzzogeton"
HIDDEN_CASE = f"""    - name: hidden_first
      input: {{text: "one {HIDDEN_WORD} two three", size: 2, overlap: 1}}
      hidden: true
"""


def add_a_hidden_case(course: Path) -> None:
    cases = course / "cases.yaml"
    text = cases.read_text(encoding="utf-8")
    first = "    - name: worked_example\n"
    assert first in text
    cases.write_text(text.replace(first, HIDDEN_CASE + first, 1), encoding="utf-8")


# Random inputs for the attack course's reference, so the random phase runs once every case passes.
INPUTS = """

def inputs():
    from hypothesis import strategies as st

    words = st.lists(st.sampled_from(["a", "bb", "ccc", "dd"]), max_size=12).map(" ".join)

    @st.composite
    def arguments(draw):
        size = draw(st.integers(1, 8))
        return {"text": draw(words), "size": size, "overlap": draw(st.integers(0, size - 1))}

    return arguments()
"""


def add_random_inputs(course: Path) -> None:
    with (course / "solutions" / "chunk_words.py").open("a", encoding="utf-8") as reference:
        reference.write(INPUTS)


def header(fixture: Path, name: str) -> str | None:
    """The value of a `# NAME: VALUE` line among the fixture's first lines, or None."""
    for line in fixture.read_text(encoding="utf-8").splitlines()[:6]:
        if line.startswith(f"# {name}: "):
            return line.removeprefix(f"# {name}: ").strip()
    return None


def timeout_for(fixture: Path, verdict: str) -> str:
    """The --timeout an attack is graded with: a hang's bound, a fixture's own `# timeout:`, else room."""
    return HANG if verdict == "timeout" else header(fixture, "timeout") or ROOM


PLACEHOLDER = re.compile(r"^([A-Z_]+) = .*$", re.MULTILINE)


LINK = re.compile(r"^# link: (.+)$", re.MULTILINE)


def place(fixture: Path, target: Path, stage: Stage) -> Path:
    """The fixture at `target`, its `NAME = ...` placeholders set for this stage; a fixture with a `# link: PATH`
    header line is handed in as a symbolic link to PATH instead of its text."""
    values = stage.placeholders()

    def fill(match: re.Match[str]) -> str:
        name = match.group(1)
        return f"{name} = {values[name]!r}" if name in values else match.group(0)

    target.parent.mkdir(parents=True, exist_ok=True)
    text = fixture.read_text(encoding="utf-8")
    target.unlink(missing_ok=True)
    if link := LINK.search(text):
        target.symlink_to(link.group(1))
    else:
        target.write_text(PLACEHOLDER.sub(fill, text), encoding="utf-8")
    return target


def snapshot(*folders: Path) -> dict[str, str]:
    """Every file and folder under the folders, by path: a file's hash, and the metadata of both (mode, owner,
    a file's modification time, extended attributes). Left out: the learner's progress the grader itself keeps
    (.kata/), and the grader package's byte-code caches (Python writes them when it imports the package)."""
    entries = {}
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if {"__pycache__", ".kata"} & set(path.relative_to(folder).parts) or path.is_symlink():
                continue
            status = path.stat()
            attributes = sorted(os.listxattr(path)) if hasattr(os, "listxattr") else []
            metadata = f"{status.st_mode:o} {status.st_uid}:{status.st_gid} {attributes}"
            if path.is_file():
                digest = hashlib.sha256(path.read_bytes()).hexdigest()
                entries[str(path)] = f"{digest} {metadata} {status.st_mtime_ns}"
            elif path.is_dir():
                entries[str(path)] = metadata  # a folder's time changes when the grader adds .kata/
    return entries


def grader_package() -> Path:
    return ROOT / "grader"


def assert_contained(
    stage: Stage, texts: list[str], mode: str, before: dict[str, str], ipc_before: set[tuple[str, str]]
) -> None:
    """What every attack must leave as it was, in this mode."""
    leftovers = [
        str(path)
        for folder in ("/tmp", "/var/tmp", "/dev/shm")
        for path in Path(folder).glob(f"kata-fill-{stage.marker}*")
    ]
    everything = "\n".join(texts)
    # Every layer: a hidden case's input is in no report (redaction and fresh workers are not the sandbox's), and
    # no report is longer than the learner's text in it is allowed to make it (present/bounds.py).
    assert HIDDEN_WORD not in everything, everything
    assert all(len(text) < REPORT_BOUND for text in texts), [len(text) for text in texts]
    if mode == SANDBOXED:
        assert "BREACH" not in everything, everything
        for canary in stage.canaries:
            assert canary not in everything
        assert snapshot(stage.course, stage.classmates, grader_package()) == before
        assert stage.github_env.read_text(encoding="utf-8") == "EARLIER_STEP=1\n"
        stage.tcp.setblocking(False)
        with pytest.raises(BlockingIOError):
            stage.tcp.accept()  # nothing connected
        stage.udp.setblocking(False)
        with pytest.raises(BlockingIOError):
            stage.udp.recv(64)  # nothing sent
        stage.unix_stream.setblocking(False)
        with pytest.raises(BlockingIOError):
            stage.unix_stream.accept()  # nothing connected to the socket file
        stage.unix_dgram.setblocking(False)
        with pytest.raises(BlockingIOError):
            stage.unix_dgram.recv(64)
        assert leftovers == []
        assert ipc_objects(stage.marker) <= ipc_before, "the run left SysV IPC objects or message queues behind"
    # Every layer: the worker's environment holds no secret, the isolation line is the grader's own (never the
    # worker's claim), its scratch folder is gone, nothing runs on.
    assert "BREACH:own-environ" not in everything
    # Every layer: no text the grader writes carries a character that reorders or commands what a viewer shows.
    assert not set(REORDERING) & set(everything), sorted(set(REORDERING) & set(everything))
    assert "BREACH:forged-isolation" not in everything
    assert list(stage.tmpdir.iterdir()) == []
    assert _processes_with(stage.marker) == []


def assert_an_honest_grade_still_passes(stage: Stage, mode: str) -> None:
    """Right after the attack, an honest file is graded as usual: no temporary folder full, nothing broken."""
    honest = stage.root / "honest.py"
    honest.write_text(REFERENCE, encoding="utf-8")
    arguments = ("grade", "chunk_words", "--root", str(MINI_COURSE), "--file", str(honest), "--format", "json")
    arguments += ("--timeout", ROOM)  # a bound for hangs only: a busy machine must not make this a timeout
    run = run_kata(*arguments, env=stage.env(mode))
    assert run.code == 0 and run.json()["status"] == "pass", run.out + run.err


# C1 controls (U+0085 next line, U+009B an 8-bit CSI), bidi overrides and isolates, line and paragraph separators.
REORDERING = frozenset("\x85\x9b\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029")


def texts_of(stage: Stage, run: Run, *files: Path) -> list[str]:
    read = [path.read_text(encoding="utf-8", errors="replace") for path in (*files, stage.github_env, stage.summary)]
    return [run.out, run.err, *read]


@pytest.mark.parametrize("mode", modes())
@pytest.mark.parametrize("fixture", ATTACKS, ids=[path.stem for path in ATTACKS])
def test_attack_gets_its_verdict_and_reaches_nothing(fixture: Path, mode: str, stage: Stage) -> None:
    """`kata grade` of the attack, as the learner's file of the course: its verdict; no leak, no change, no stray."""
    place(fixture, stage.course / "exercises" / "chunk_words.py", stage)
    before, ipc_before = snapshot(stage.course, stage.classmates, grader_package()), ipc_objects(stage.marker)
    verdict, pitfall = expectation(fixture, mode)
    timeout = timeout_for(fixture, verdict)
    sandbox = "require" if mode == SANDBOXED else "auto"
    run = run_kata(
        "grade",
        "chunk_words",
        "--format",
        "json",
        "--output",
        str(stage.output),
        "--timeout",
        timeout,
        "--sandbox",
        sandbox,
        cwd=stage.course,
        env=stage.env(mode),
    )
    assert "Traceback" not in run.err, run.err
    document = json.loads(stage.output.read_text(encoding="utf-8"))
    if verdict != "any":
        assert_verdict(run.code, document, verdict, pitfall)
        # Not one case passes: a fixture whose attack is refused answers every case wrongly (one that attacks a
        # check made after the cases, `# cases: pass`, passes them and fails that check).
        if header(fixture, "cases") != "pass":
            assert "pass" not in [test["status"] for test in document["tests"]], document
    assert_contained(stage, texts_of(stage, run, stage.output), mode, before, ipc_before)
    assert_an_honest_grade_still_passes(stage, mode)


@needs_landlock
@pytest.mark.parametrize("fixture", ATTACKS, ids=[path.stem for path in ATTACKS])
def test_attack_in_a_batch_reaches_no_classmate(fixture: Path, stage: Stage) -> None:
    """`kata batch --sandbox require` of the attacker and two honest classmates: they pass, it does not, their
    files and rows are theirs, and nothing leaks, changes or stays running."""
    attacker = place(fixture, stage.classmates / "mallory" / "exercises" / "chunk_words.py", stage).parents[1]
    before, ipc_before = snapshot(stage.course, stage.classmates, grader_package()), ipc_objects(stage.marker)
    verdict, _ = expectation(fixture, SANDBOXED)
    timeout = timeout_for(fixture, verdict)
    folders = [str(attacker), str(stage.classmates / "alice"), str(stage.classmates / "bob")]
    run = run_kata(
        "batch",
        *folders,
        "--exercise",
        "chunk_words",
        "--timeout",
        timeout,
        "--sandbox",
        "require",
        "--output",
        str(stage.rows),
        cwd=stage.course,
        env=stage.env(SANDBOXED),
    )
    assert run.code == 0, run.err
    records = [json.loads(line) for line in stage.rows.read_text(encoding="utf-8").splitlines()]
    by_name = {Path(record["submission"]).name: record for record in records}
    assert sorted(by_name) == ["alice", "bob", "mallory"] and len(records) == 3, records
    for honest in ("alice", "bob"):
        failing = [case for exercise in by_name[honest]["exercises"] for case in exercise["failing"]]
        assert by_name[honest]["score"] == by_name[honest]["max_score"] > 0, failing
        assert by_name[honest]["passed_exercises"] == 1
    mallory = by_name["mallory"]
    assert mallory["passed_exercises"] == 0 and mallory["score"] < mallory["max_score"], mallory
    if header(fixture, "cases") != "pass":
        assert mallory["score"] == 0, mallory
    assert_contained(stage, texts_of(stage, run, stage.rows), SANDBOXED, before, ipc_before)


KILLED = FIXTURES / "submissions" / "attacks" / "outlives_a_killed_grader.py"


def _spinning_worker(grader: subprocess.Popen[str], deadline: float) -> psutil.Process | None:
    """The grader's worker once it has spent a little CPU time in the learner's loop (past its fork attempt)."""
    while time.monotonic() < deadline:
        with contextlib.suppress(psutil.Error):
            for child in psutil.Process(grader.pid).children():
                if child.cpu_times().user >= 0.3:
                    return child
        time.sleep(0.05)
    return None


@pytest.mark.skipif(os.name != "posix", reason="signals")
@pytest.mark.parametrize("mode", modes())
def test_attack_leaves_nothing_running_after_kata_is_killed(mode: str, stage: Stage) -> None:
    """kata SIGKILLed while the learner's code loops after trying to detach a process: the worker is gone, and in
    the sandbox so is anything it tried to start (the grader's own clean-up never ran)."""
    file = place(KILLED, stage.course / "exercises" / "chunk_words.py", stage)
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1", **stage.env(mode)}
    sandbox = "require" if mode == SANDBOXED else "auto"
    arguments = ["grade", "chunk_words", "--file", str(file), "--timeout", "60", "--sandbox", sandbox]
    grader = subprocess.Popen(
        [sys.executable, "-m", "grader", *arguments],
        cwd=stage.course,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        worker = _spinning_worker(grader, time.monotonic() + 60)
        assert worker is not None, "the worker never reached the learner's loop"
        grader.kill()
        grader.wait(timeout=60)
        _, alive = psutil.wait_procs([worker], timeout=30)
        assert alive == []
        # A detached process would be running by now: the worker forked it before it started to loop. The
        # portable layer cannot end it once kata is killed (README's isolation table: only the worker, by its
        # watch thread); in the sandbox no process can be started at all.
        if mode == SANDBOXED:
            assert _processes_with(stage.marker) == []
    finally:
        grader.kill()
        grader.wait()


FORGER = FIXTURES / "submissions" / "attacks" / "forges_its_isolation.py"


@pytest.mark.parametrize("mode", modes())
def test_attack_a_forged_isolation_report_is_not_believed(mode: str, stage: Stage) -> None:
    """The learner's code rewrites what the worker reports as held: the report's isolation line is still what the
    grader checked itself (on the portable layer: no sandbox at all), and nothing detached stays running."""
    file = place(FORGER, stage.course / "exercises" / "chunk_words.py", stage)
    sandbox = "require" if mode == SANDBOXED else "auto"
    arguments = ("grade", "chunk_words", "--file", str(file), "--plain", "--timeout", ROOM, "--sandbox", sandbox)
    # CI set: the line names every protection (a learner's terminal says only "sandboxed").
    run = run_kata(*arguments, cwd=stage.course, env={**stage.env(mode), "COLUMNS": "300", "CI": "true"})
    [isolation] = [line for line in run.out.splitlines() if line.startswith("Isolation: ")]
    assert "BREACH" not in isolation, isolation
    if mode == PORTABLE:
        assert "no sandbox" in isolation and "seccomp" not in isolation, isolation
    else:
        assert "landlock ABI" in isolation and "seccomp" in isolation, isolation
    assert _processes_with(stage.marker) == []


FILLER = FIXTURES / "submissions" / "attacks" / "fills_the_scratch_folder_with_files.py"


@needs_landlock
def test_attack_without_a_private_tmpfs_the_watcher_ends_a_worker_past_the_scratch_budget(stage: Stage) -> None:
    """Where the kernel gives the worker no tmpfs of its own (KATA_NO_PRIVATE_SCRATCH=1 stands for that), the
    grader watches the scratch folder and ends the worker past the budget: a crash that says why, no breach,
    the folder removed; in a batch the classmates still get full marks."""
    file = place(FILLER, stage.course / "exercises" / "chunk_words.py", stage)
    env = {**stage.env(SANDBOXED), "KATA_NO_PRIVATE_SCRATCH": "1"}
    arguments = ("grade", "chunk_words", "--file", str(file), "--format", "json", "--output", str(stage.output))
    run = run_kata(*arguments, "--timeout", ROOM, "--sandbox", "require", cwd=stage.course, env=env)
    document = json.loads(stage.output.read_text(encoding="utf-8"))
    assert run.code == 1 and {test["status"] for test in document["tests"]} <= {"fail", "error"}, document
    assert "scratch folder, so the worker was ended" in stage.output.read_text(encoding="utf-8")
    assert "BREACH" not in run.out + stage.output.read_text(encoding="utf-8")
    assert list(stage.tmpdir.iterdir()) == []
    attacker = place(FILLER, stage.classmates / "mallory" / "exercises" / "chunk_words.py", stage).parents[1]
    folders = [str(attacker), str(stage.classmates / "alice"), str(stage.classmates / "bob")]
    batch = ("batch", *folders, "--exercise", "chunk_words", "--sandbox", "require", "--output", str(stage.rows))
    run = run_kata(*batch, "--timeout", ROOM, cwd=stage.course, env=env)
    assert run.code == 0, run.err
    lines = stage.rows.read_text(encoding="utf-8").splitlines()
    records = {Path(record["submission"]).name: record for record in map(json.loads, lines)}
    assert [records[name]["score"] == records[name]["max_score"] > 0 for name in ("alice", "bob")] == [True, True]
    assert records["mallory"]["score"] == 0 and "BREACH" not in stage.rows.read_text(encoding="utf-8")
    assert list(stage.tmpdir.iterdir()) == []
