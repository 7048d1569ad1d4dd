"""The run layer's promises, on real worker processes, on the Linux layer and on the portable one."""

from __future__ import annotations

import os
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import psutil
import pytest

from grader.run import platform, runner
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


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the worker's CPU time and state in /proc")
def test_an_answer_sent_in_time_but_read_late_by_a_starved_grader_is_not_a_timeout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The worker answered within its limit and waits for the next case; the grader's own reader was kept from a
    core until the deadline had passed (a golden run under load timed out a lazy generator so). The answer counts."""
    file = _solution(tmp_path, "def solve(text):\n    return text.split()\n")
    receive = runner.WorkerProcess.receive
    starved: list[float] = []

    def reader_without_a_core(self: runner.WorkerProcess, deadline: float) -> Any:
        if not starved:  # the first wait for an answer: nothing is read before its deadline
            starved.append(deadline)
            time.sleep(max(0.0, deadline - time.monotonic()))
            return None
        return receive(self, deadline)

    with Session(file, "list[str]", ["text"], Limits(timeout=0.5)) as session:
        session.call({"text": "warm up"})  # the worker loaded and answering
        monkeypatch.setattr(runner.WorkerProcess, "receive", reader_without_a_core)
        late = session.call({"text": "a b"})
    assert starved and late.status == "ok" and late.value == ["a", "b"], late


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the worker's CPU time and state in /proc")
def test_many_inputs_answered_in_time_but_read_late_by_a_starved_grader_come_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The explainers ask hundreds of small inputs in one request under a short limit: a grader kept from a core past
    that limit (a loaded machine, a test run beside others) still reads the replies, as a single call's is read, so
    what a report explains never depends on the load. (A request read only at its wall-clock deadline came back
    empty, and a mutant that fit every failing case went unsaid in a suite run.)"""
    file = _solution(tmp_path, "def solve(text):\n    return text.split()\n")
    receive = runner.WorkerProcess.receive
    starved: list[float] = []

    def reader_without_a_core(self: runner.WorkerProcess, deadline: float) -> Any:
        if not starved:
            starved.append(deadline)
            time.sleep(max(0.0, deadline - time.monotonic()))
            return None
        return receive(self, deadline)

    with Session(file, "list[str]", ["text"], Limits(timeout=0.5)) as session:
        session.call({"text": "warm up"})
        monkeypatch.setattr(runner.WorkerProcess, "receive", reader_without_a_core)
        replies = session.call_many([{"text": "a b"}, {"text": "c"}], timeout=0.5)
    assert starved and replies is not None, replies
    assert [reply.value for reply in replies] == [["a", "b"], ["c"]]


def test_a_prestarted_worker_is_taken_by_the_next_session_and_a_left_over_one_ended(tmp_path: Path, layer: str) -> None:
    """`kata grade` starts a worker before it knows what to grade: the next Session loads the file in it; one that
    no Session took is ended by close_spares, its scratch folder removed."""
    file = _solution(tmp_path, "import os\ndef solve(text):\n    return [str(os.getpid())]\n")
    try:
        runner.prestart(Limits())
        taken = runner._SPARES[0]
        with Session(file, "list[str]", ["text"], Limits()) as session:
            assert session.call({"text": "a"}).value == [str(taken.process.pid)]
        runner.prestart(Limits())
        left = runner._SPARES[0]
    finally:
        runner.close_spares()
    assert not runner._SPARES and not os.path.exists(left.scratch) and _gone(left.process.pid)


def test_the_worker_for_visible_calls_after_a_hidden_one_is_started_ahead(tmp_path: Path, layer: str) -> None:
    """Session.prestart: the worker that replaces one which saw a hidden input is started before it is needed,
    and the visible call after the hidden one runs in it, not in the worker that saw the hidden input."""
    file = _solution(tmp_path, "import os\ndef solve(text):\n    return [str(os.getpid())]\n")
    with Session(file, "list[str]", ["text"], Limits()) as session:
        first = session.call({"text": "a"}).value
        session.prestart()
        spare = session.spare
        assert spare is not None
        assert session.call({"text": "secret"}, hidden=True).value == first
        assert session.call({"text": "b"}).value == [str(spare.process.pid)] != first
        session.prestart()
        unused = session.spare
        assert unused is not None
    assert not os.path.exists(unused.scratch) and _gone(unused.process.pid)


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


def test_a_forged_reply_with_another_id_is_a_protocol_violation(tmp_path: Path, layer: str) -> None:
    """Learner code writing well-formed replies onto the channel cannot answer a case (ids are random), and the
    first line that answers no pending request ends the worker: the next case gets a fresh one."""
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
            return ["honest"] if text == "b" else ["forged"]
        """,
    )
    with Session(file, "list[str]", ["text"], Limits()) as session:
        forged = session.call({"text": "a"})
        first = session.worker
        after = session.call({"text": "b"})
    assert forged.status == "protocol" and "a request it was not sent" in forged.detail
    assert first is None and after.status == "protocol"


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
    one whose grader is gone, none of a grader that still runs (this test's own process stands for it), and
    none touched within the hour."""
    import subprocess
    import sys
    import time

    from conftest import ROOT, run_kata

    from grader.run.runner import SCRATCH_STALE_SECONDS

    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead_pid = int(gone.stdout)
    stale = tmp_path / f"kata-scratch-{dead_pid}-abc123"
    alive = tmp_path / f"kata-scratch-{os.getpid()}-def456"
    recent = tmp_path / f"kata-scratch-{dead_pid}-ghi789"  # maybe a grader whose pid this namespace cannot see
    hour_ago = time.time() - 2 * SCRATCH_STALE_SECONDS
    for folder in (stale, alive, recent):
        folder.mkdir()
        (folder / "left.txt").write_text("left behind")
        if folder is not recent:
            os.utime(folder, (hour_ago, hour_ago))
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
    assert not stale.exists() and alive.exists() and recent.exists()
    # The run removed its own too.
    assert sorted(path.name for path in tmp_path.glob("kata-scratch-*")) == sorted([alive.name, recent.name])


# A long answer comes back as a digest (grader/pipeline.py asks for one on cases with a generated text).
LISTS_ALIKE_BUT_NOT_EQUAL = [
    [],
    [""],
    ["", ""],
    ["ab"],
    ["a", "b"],
    ["a,b"],
    ["a", ",b"],
    ["1:a"],
    ["\udfff"],  # a lone surrogate: not UTF-8, still a str a learner can return
    ["\u00e9"],
    ["e\u0301"],
]


def test_the_worker_and_the_grader_digest_a_list_alike_and_no_two_lists_alike() -> None:
    """The worker's copy of the digest is the grader's; lists that join to the same text differ."""
    from grader.run import worker
    from grader.run.runner import answer_digest

    digests = [answer_digest(items) for items in LISTS_ALIKE_BUT_NOT_EQUAL]
    assert digests == [worker.answer_digest(items) for items in LISTS_ALIKE_BUT_NOT_EQUAL]
    assert len(set(digests)) == len(digests)


def test_a_digest_stands_for_the_answer_which_comes_whole_on_request(tmp_path: Path, layer: str) -> None:
    """Asked for a digest, the worker sends the digest of its answer and keeps the answer for `resend`."""
    from grader.run.runner import answer_digest

    file = _solution(tmp_path, "def solve(text):\n    return text.split()\n")
    with Session(file, "list[str]", ["text"], Limits()) as session:
        short = session.submit({"text": "a b c"}, digest=True).wait()
        whole = session.resend()
        plain = session.call({"text": "d e"})
        again = session.resend()  # a call without a digest leaves nothing to resend
    assert short.status == "ok" and short.value is None and short.digest == answer_digest(["a", "b", "c"])
    assert whole.status == "ok" and whole.value == ["a", "b", "c"] and whole.digest is None
    assert plain.value == ["d", "e"] and plain.digest is None
    assert again.status == "crash"


@pytest.mark.parametrize("name", ["lying_list", "returns_str_subclass", "rigged_eq", "rigged_str_items"])
def test_an_answer_that_lies_about_its_type_is_invalid_with_or_without_a_digest(name: str, layer: str) -> None:
    """The worker checks and converts the answer before it digests it: the verdicts of the hostile fixtures hold."""
    file = Path(__file__).parent / "fixtures" / "submissions" / "hostile" / f"{name}.py"
    arguments = {"text": "the cat sat on the mat", "size": 3, "overlap": 1}
    with Session(file, "list[str]", list(arguments), Limits()) as session:
        plain = session.call(arguments)
        digested = session.submit(arguments, digest=True).wait()
    assert plain.status == digested.status == "invalid"
    assert plain.detail == digested.detail and digested.digest is None


# Learner code patching the worker's digest (the worker runs as __main__): what it sends is its own say.
DIGEST_LIES = {
    # A well-formed digest of nothing in particular: the grader asks for the answer, and judges that.
    "a_wrong_digest": "__main__.answer_digest = lambda items: '0' * 64",
    # Not a digest at all: a reply no worker writes.
    "no_digest": "__main__.answer_digest = lambda items: 'the right one, trust me'",
    # A wrong answer, then another one when the grader asks for it: judged on what it sent.
    "another_answer": "__main__.Worker.resend = lambda self: {'status': 'ok', 'value': ['w1']}",
}


@pytest.mark.parametrize("lie", sorted(DIGEST_LIES))
def test_a_submission_that_lies_about_its_digest_is_judged_on_what_it_sent(tmp_path: Path, lie: str) -> None:
    """A wrong answer with a rigged digest is fetched and judged wrong; a reply that is not a digest is garbled;
    an answer resent unlike the one digested is judged as sent, never as expected. (The digest of the right
    answer passes, as the right answer would: learner code that can make it has the answer.)"""
    from grader.course.loader import load_course
    from grader.judge.model import Verdict
    from grader.judge.oracle import Oracle
    from grader.pipeline import grade
    from grader.policy import Policy

    root = Path(__file__).resolve().parent.parent
    course = load_course(root)
    exercise = course.exercise("chunk_words")
    case = next(case for case in exercise.cases if case.name == "long_text_ten_thousand_words")
    reference = (root / "solutions" / "chunk_words.py").read_text(encoding="utf-8")
    wrong = "\n\n_solve = solve\n\ndef solve(text, size, overlap):\n    return _solve(text, size, overlap)[:-1]\n"
    patch = f"\n\nimport __main__\n{DIGEST_LIES[lie]}\n"
    file = tmp_path / "chunk_words.py"
    file.write_text(reference + (wrong if lie != "no_digest" else "") + patch, encoding="utf-8")
    alone = replace(exercise, cases=(case,))
    outcome = grade(alone, file, Oracle(course, alone), Policy(random_inputs=False, explain=False)).outcomes[0]
    if lie == "a_wrong_digest":  # the answer fetched after the digest differed: one chunk missing, and said so
        assert outcome.verdict is Verdict.WRONG and "1 chunk missing" in outcome.message
    elif lie == "no_digest":
        assert outcome.verdict is Verdict.PROTOCOL and "its digest is not one" in outcome.message
    else:
        assert outcome.verdict is Verdict.WRONG and outcome.actual == ["w1"]


def test_a_digest_counts_only_where_one_was_asked_for() -> None:
    """A reply carrying a digest the request did not ask for, or beside a value, is none a worker writes."""
    from grader.run.runner import reply_problem

    digest = "0" * 64
    assert reply_problem({"status": "ok", "digest": digest}, "list[str]", digest=True) is None
    assert reply_problem({"status": "ok", "digest": digest}, "list[str]") is not None
    assert reply_problem({"status": "ok", "digest": digest, "value": ["a"]}, "list[str]", digest=True) is not None
    assert reply_problem({"status": "error", "digest": digest}, "list[str]", digest=True) is not None
    assert reply_problem({"status": "ok", "digest": "0" * 63 + "g"}, "list[str]", digest=True) is not None


def test_many_small_inputs_go_in_one_request_with_a_reply_each(tmp_path: Path, layer: str) -> None:
    """The random phase's inputs travel together; each keeps its own answer, error and printed output."""
    file = _solution(
        tmp_path,
        """
        def solve(text):
            print("saw", text)
            if text == "bad":
                raise ValueError("bad input")
            return text.split()
        """,
    )
    with Session(file, "list[str]", ["text"], Limits()) as session:
        attempts = session.call_many([{"text": "a b"}, {"text": "bad"}, {"text": "c"}])
    assert attempts is not None
    assert [attempt.status for attempt in attempts] == ["ok", "error", "ok"]
    assert attempts[0].value == ["a", "b"] and attempts[2].value == ["c"]
    assert "ValueError: bad input" in attempts[1].detail
    assert [attempt.output for attempt in attempts] == ["saw a b\n", "saw bad\n", "saw c\n"]


@pytest.mark.parametrize(
    "trouble",
    [
        "while text == 'hang':\n        pass",  # one input never returns: the request times out
        "if text == 'exit':\n        os._exit(3)",  # the worker dies halfway
        # Learner code replacing the worker's reply with one reply short.
        "__main__.Worker.run_function = lambda self, message: {'status': 'ok', 'value': []}\n"
        "    __main__.Worker.serve.__globals__['_dumps'] = lambda message: _real({**message, 'replies': []})",
    ],
    ids=["hangs", "exits", "drops_replies"],
)
def test_a_request_of_many_inputs_that_fails_as_a_whole_says_so(tmp_path: Path, layer: str, trouble: str) -> None:
    """No reply per input: None (the caller runs them one at a time), and the next call gets a fresh worker."""
    file = _solution(
        tmp_path,
        "import json, os, __main__\n_real = json.dumps\n\ndef solve(text):\n    " + trouble + "\n    return [text]\n",
    )
    with Session(file, "list[str]", ["text"], Limits(timeout=1.0)) as session:
        assert session.ensure_loaded() is None and session.worker is not None
        assert session.call_many([{"text": "a"}, {"text": "hang"}, {"text": "exit"}]) is None
        assert session.worker is None  # ended; the next call starts another
        after = session.call({"text": "fine"})
    assert after.status == "ok" and after.value == ["fine"]


def test_the_worker_is_not_told_the_graders_pid(tmp_path: Path) -> None:
    """The worker's command line (readable by every process) does not carry the grader's pid: it asks its kernel."""
    file = _solution(tmp_path, "def solve(text):\n    return [text]\n")
    with Session(file, "list[str]", ["text"], Limits()) as session:
        assert session.call({"text": "a"}).value == ["a"]
        assert session.worker is not None
        command = psutil.Process(session.worker.process.pid).cmdline()
    assert str(os.getpid()) not in command, command


@pytest.mark.parametrize("machine", ["x86_64", "aarch64"])
def test_the_seccomp_filter_assembles_for_each_architecture(machine: str) -> None:
    """Every rule's syscall is known there or absent on purpose, and every jump fits classic BPF's 8 bits."""
    from grader.run import sandbox

    arch = sandbox._SECCOMP_ARCHES[machine]
    legacy = {"fork", "vfork", "chmod", "chown", "lchown", "utime", "utimes", "futimesat"}  # not in the generic table
    absent = legacy if machine != "x86_64" else set()
    assert {name for name in sandbox._SECCOMP_RULES if name not in arch.numbers} == absent
    assert len(sandbox._seccomp_program(arch, 4_000_000)) % 8 == 0


@pytest.mark.skipif(not landlock_abi(), reason="this kernel has no Landlock")
def test_the_isolation_is_what_the_grader_read_in_proc(tmp_path: Path) -> None:
    """seccomp and no_new_privs come from /proc/<worker>/status, the scratch tmpfs (where the kernel gives one) from
    the worker's mountinfo; learner code that rewrites the worker's account changes none of it."""
    file = _solution(
        tmp_path,
        """
        import sys
        frame = sys._getframe()
        while frame is not None:
            if isinstance(frame.f_locals.get("held"), dict):
                frame.f_locals["held"].update(seccomp=False, landlock_abi=99, memory_mb=1)
            frame = frame.f_back
        def solve(text):
            return [text]
        """,
    )
    with Session(file, "list[str]", ["text"], Limits()) as session:
        assert session.call({"text": "a"}).value == ["a"]
        assert session.worker is not None
        status = platform._proc_status(session.worker.process.pid)
        held = session.isolation
    assert status["Seccomp"] == "2" and status["NoNewPrivs"] == "1"
    assert held["seccomp"] and held["no_new_privs"] and held["landlock_abi"] == landlock_abi()
    assert held["memory_mb"] == Limits().memory_mb


def test_workers_started_and_ended_from_several_threads_are_never_taken_for_each_others_strays(
    tmp_path: Path, layer: str
) -> None:
    """kata batch starts and ends workers from several threads at once: the clean-up after one worker (which
    ends every process it left) never ends another thread's worker just started. Code that exits on every call
    makes each call a new worker; each crash is its own status 3, never a worker reaped by someone else."""
    file = _solution(tmp_path, "import os\ndef solve(text):\n    os._exit(3)\n")
    details: list[str] = []

    def grade() -> None:
        with Session(file, "list[str]", ["text"], Limits()) as session:
            details.extend(session.call({"text": "a"}).detail for _ in range(15))

    threads = [threading.Thread(target=grade) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    assert len(details) == 60
    assert all("exited with status 3" in detail for detail in details), details


def test_every_restart_and_its_import_draw_on_the_runs_budget(tmp_path: Path, layer: str) -> None:
    """Code that is slow to import and crashes its worker on every call: each call pays a new worker and the
    import again, and once the run's budget is spent the calls left are not run (status "budget") at once."""
    file = _solution(
        tmp_path,
        """
        import os, time
        time.sleep(0.5)
        def solve(text):
            os._exit(3)
        """,
    )
    with Session(file, "list[str]", ["text"], Limits(budget=2.0)) as session:
        attempts = [session.call({"text": "a"}) for _ in range(20)]
        left = session.remaining()
    statuses = [attempt.status for attempt in attempts]
    assert statuses[0] == "crash" and statuses[-1] == "budget", statuses
    assert statuses == sorted(statuses, key=lambda status: status == "budget")  # once spent, spent for good
    assert left == 0 and "budget of 2 s" in attempts[-1].detail


def test_a_case_cut_short_by_the_budget_is_not_run_and_the_run_fails(tmp_path: Path) -> None:
    """`kata grade --budget S`: cases past the budget are `not run`, said so, and the run does not pass."""
    from conftest import FIXTURES, run_kata

    file = tmp_path / "chunk_words.py"
    file.write_text(
        "import time\n\ndef solve(text, size, overlap):\n    time.sleep(0.8)\n    return text.split()[:size]\n",
        encoding="utf-8",
    )
    arguments = ("--file", str(file), "--budget", "1.5", "--format", "json", "--root", str(FIXTURES / "course"))
    run = run_kata("grade", "chunk_words", *arguments)
    assert run.code == 1, run.err
    messages = [test.get("message", "") for test in run.json()["tests"]]
    assert any(message.startswith("not run: the run's budget of 1.5 s") for message in messages), messages


# What a worker's own start may not import: each costs every run milliseconds (json pulls in re, signal and
# collections.abc pull in enum and collections, typing is typing), and the worker needs none of them.
HEAVY_MODULES = ("json", "re", "enum", "typing", "collections", "inspect", "dataclasses")


def test_a_worker_starts_without_the_heavy_standard_modules(tmp_path: Path, layer: str) -> None:
    """Before the learner's file runs, the worker has imported none of HEAVY_MODULES (the learner's own imports
    are the learner's), and it runs the code the grader sent it as `__main__`, as `python worker.py` would."""
    file = _solution(
        tmp_path,
        f"""
        import sys, __main__
        LOADED = sorted(name for name in {HEAVY_MODULES!r} if name in sys.modules)
        def solve(text):
            return [*LOADED, "worker in __main__" if hasattr(__main__, "Worker") else "no worker in __main__"]
        """,
    )
    # The portable layer watches for its grader's end from a thread, and threading imports collections.
    expected = ["collections"] if layer == "portable" else []
    with Session(file, "list[str]", ["text"], Limits()) as session:
        assert session.call({"text": "x"}).value == [*expected, "worker in __main__"]


@pytest.mark.parametrize(
    ("body", "returns", "said"),
    [
        ("return 'yes'", "bool", "it must return True or False, not 'yes'"),
        ("return [(0, 1, 0.5, 'no')]", "list[tuple[int, int, float, bool]]", "True or False, not 'no'"),
        ("return ['a', 7]", "list[str]", "item 1 of what solve returned is an int; it must be a str, not 7"),
        ("return 'x' * 500", "list[str]", "it must return a list of strings, not '" + "x" * 30 + "'…"),
        ("return [[1]]", "list[str]", "item 0 of what solve returned is a list; it must be a str"),
    ],
)
def test_a_wrong_type_is_said_with_the_short_plain_value_that_came_back(
    tmp_path: Path, body: str, returns: str, said: str
) -> None:
    """A learner sees what came back ('yes' where True was meant), not only its type; a list is named, not shown."""
    file = _solution(tmp_path, f"def solve(text):\n    {body}\n")
    with Session(file, returns, ["text"], Limits()) as session:
        attempt = session.call({"text": "a b"})
    assert attempt.status == "invalid"
    assert attempt.detail.endswith(said), attempt.detail
