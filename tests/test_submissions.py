"""Every fixture submission gets the verdict written on its first line, through the real `kata` entry point."""

from __future__ import annotations

import functools
import io
import json
import os
import re
import shutil
import uuid
from pathlib import Path

import pytest
from conftest import FIXTURES, ROOT, SMALL_COURSE, SUBMISSIONS, Run, graded, run_kata
from rich.console import Console

from grader.course.loader import load_course
from grader.policy import Policy
from grader.present.public import redact
from grader.present.report import render_result
from grader.run.sandbox import landlock_abi

MINI_COURSE = FIXTURES / "course"
# The limit per case for the submissions meant to hang, and for all the others: a bound that only stops a
# hang, so that a busy machine never turns a slow answer (a flood of prints, a crash being reaped) into a
# timeout. These tests are about verdicts, never about speed.
HANG = "0.5"
ROOM = "30"


def expectation(path: Path, mode: str = "") -> tuple[str, str | None]:
    """`# expect: VERDICT [PITFALL | promise:PROMISE]` → (verdict, pitfall or "promise:PROMISE"). A later header
    line `# MODE: VERDICT` overrides it in that mode: `sandboxed` (the Landlock sandbox holds) or `portable`
    (KATA_PORTABLE=1, no sandbox)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    header = lines[0]
    assert header.startswith("# expect: "), f"{path.name} must start with '# expect: VERDICT'"
    for line in lines[1:4]:
        if mode and line.startswith(f"# {mode}: "):
            header = "# expect: " + line.removeprefix(f"# {mode}: ")
    words = header.removeprefix("# expect: ").split("(")[0].split()  # a parenthesis says why
    verdict = " ".join(word for word in words if "_" not in word and ":" not in word)
    causes = [word for word in words if "_" in word or ":" in word]
    return verdict, causes[0] if causes else None


@functools.cache
def grade_json(file: Path, *arguments: str, exercise: str = "chunk_words", portable: str = "0") -> tuple[int, dict]:
    """Grade once per file and arguments: tests that look at the same run share it."""
    env = {"KATA_PORTABLE": portable}
    run = run_kata("grade", exercise, "--file", str(file), "--format", "json", *arguments, env=env)
    assert run.err == "" or "Traceback" not in run.err, run.err
    return run.code, run.json()


def assert_verdict(code: int, document: dict, verdict: str, pitfall: str | None) -> None:
    statuses = [test["status"] for test in document["tests"]]
    if verdict == "pass":
        assert code == 0, document
        assert document["status"] == "pass" and set(statuses) == {"pass"}
        return
    assert code == 1, document
    if document["status"] == "error":
        # The file did not load, so no case ran: Exercism's top-level error, with the reason as its message.
        assert document["tests"] == [], document
        messages = [document["message"]]
    else:
        assert document["status"] == "fail"
        messages = [test.get("message", "") for test in document["tests"] if test["status"] != "pass"]
    assert any(message.startswith(verdict + ":") or message == verdict for message in messages), messages
    if pitfall and pitfall.startswith("promise:"):
        assert any(f"Broken promise ({pitfall.removeprefix('promise:')})" in message for message in messages), messages
    elif pitfall:
        assert any(f"Likely mistake ({pitfall})" in message for message in messages), messages


# One folder per exercise of the real course; `hostile/` runs against the miniature course, and `attacks/` in
# tests/test_attacks.py.
LEARNER = sorted(path for path in SUBMISSIONS.glob("*/*.py") if not path.parent.name.startswith(("hostile", "attacks")))
HOSTILE = sorted((SUBMISSIONS / "hostile").glob("*.py"))


@pytest.mark.parametrize("file", LEARNER, ids=[f"{path.parent.name}/{path.stem}" for path in LEARNER])
def test_learner_submission_gets_its_verdict_on_the_real_course(file: Path) -> None:
    """Correct variants pass; each classic mistake is named; wrong return types are invalid."""
    verdict, pitfall = expectation(file)
    code, document = grade_json(file, exercise=file.parent.name)
    assert_verdict(code, document, verdict, pitfall)


@pytest.mark.parametrize("file", LEARNER, ids=[f"{path.parent.name}/{path.stem}" for path in LEARNER])
def test_no_learner_report_is_longer_than_80_lines_at_100_columns(file: Path) -> None:
    """A long case is never printed whole: not its text, not an answer of thousands of chunks (a program that
    exits with an error on a perf text once had the whole expected answer under it: 667 lines)."""
    course = load_course(ROOT)
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None, force_terminal=False)
    # One perf draw (seed 1, as the goldens): a fresh one wraps its quoted words differently on every run.
    render_result(redact(graded(course, course.exercise(file.parent.name), file, Policy(perf_seed=1))), console)
    lines = out.getvalue().splitlines()
    assert len(lines) <= 80, "\n".join(lines)


WRONG = [file for file in LEARNER if expectation(file)[0] == "wrong answer"]


@pytest.mark.parametrize("file", WRONG, ids=[f"{path.parent.name}/{path.stem}" for path in WRONG])
def test_every_wrong_answer_of_a_wrong_submission_has_a_named_cause(file: Path) -> None:
    """Each wrong answer is explained by a known mistake or a broken promise with its evidence, never left to a
    bare diff; and the cause the fixture expects is the one named on its first wrong answer."""
    _, cause = expectation(file)
    _, document = grade_json(file, exercise=file.parent.name)
    # A case that reads only the first chunks of an iterator has part of an answer: no promise can judge it.
    partial = {case.name for case in load_course(ROOT).exercise(file.parent.name).cases if case.take is not None}
    wrong = [
        test["message"]
        for test in document["tests"]
        if test.get("message", "").startswith("wrong answer:") and test["name"].split(": ", 1)[1] not in partial
    ]
    assert wrong, document
    for message in wrong:
        assert "Likely mistake (" in message or ("Broken promise (" in message and "\nHere: " in message), message
    if cause and cause.startswith("promise:"):
        assert f"Broken promise ({cause.removeprefix('promise:')})" in wrong[0], wrong[0]
    elif cause:
        assert f"Likely mistake ({cause})" in wrong[0], wrong[0]


def test_a_port_of_the_seed_chunker_is_told_why_it_fails() -> None:
    """Copying the Go chunker: a timeout on the looping input and a wrong answer on the long word, both explained."""
    code, document = grade_json(SUBMISSIONS / "chunk_chars" / "seed_go_port.py", exercise="chunk_chars")
    by_case = {test["name"].split(": ", 1)[1]: test for test in document["tests"]}
    looping = by_case["short_word_before_long_word_must_not_loop"]["message"]
    dropping = by_case["long_word_is_cut_not_dropped"]["message"]
    assert code == 1
    assert looping.startswith("timeout: ") and "Likely mistake (steps_back_characters)" in looping
    assert "never moves forward" in looping
    assert dropping.startswith("wrong answer: chunk 1 differs: expected 'ijklmnop'")
    assert "Likely mistake (steps_back_characters)" in dropping and "Go chunker" in dropping


MARKER_LINE = re.compile(r'^MARKER = "([0-9.]+)"$', re.MULTILINE)


def with_run_token(file: Path, folder: Path) -> tuple[Path, str | None]:
    """The fixture as this run grades it: a fixture that starts processes marks them with its MARKER (as their
    command line or name), and this run's copy gets a MARKER of its own, so that the scan of /proc after the
    grade sees only the processes this run started, never those of another run of the suite on the machine.
    The token is a valid `sleep` duration and fits a process name (15 characters): 3600.NNNNNNNNNN."""
    text = file.read_text(encoding="utf-8")
    if not MARKER_LINE.search(text):
        return file, None
    token = f"3600.{uuid.uuid4().int % 10**10:010d}"
    copy = folder / file.name
    copy.write_text(MARKER_LINE.sub(f'MARKER = "{token}"', text), encoding="utf-8")
    return copy, token


def _processes_with(marker: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if any(marker.encode() in (entry / name).read_bytes() for name in ("cmdline", "comm")):
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


# The two ways the grader runs learner code: in the Linux sandbox when this kernel has Landlock, and the portable
# process layer every system has (what macOS and Windows get), switched on here with KATA_PORTABLE=1.
# With the Linux-only features switched off for the whole suite (KATA_PORTABLE=1), only the portable run is left.
MODES = (
    ["portable"] if os.environ.get("KATA_PORTABLE") == "1" else ["sandboxed" if landlock_abi() else "linux", "portable"]
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("fixture", HOSTILE, ids=[path.stem for path in HOSTILE])
def test_hostile_submission_gets_a_verdict_and_cannot_harm_the_grader(fixture: Path, tmp_path: Path, mode: str) -> None:
    """Hangs, crashes, floods and tricks each get a verdict; the file is untouched; nothing is left running."""
    file, token = with_run_token(fixture, tmp_path)
    before = (file.read_bytes(), file.stat().st_mtime_ns)
    verdict, pitfall = expectation(file, mode)
    if verdict == "skip":
        pytest.skip(f"{file.name}: {' '.join(file.read_text(encoding='utf-8').splitlines()[1:3])}")
    timeout = HANG if verdict == "timeout" else ROOM
    portable = "1" if mode == "portable" else "0"
    code, document = grade_json(file, "--root", str(MINI_COURSE), "--timeout", timeout, portable=portable)
    assert_verdict(code, document, verdict, pitfall)
    assert (file.read_bytes(), file.stat().st_mtime_ns) == before
    if token is not None:  # only the fixtures that start processes mark them
        assert _processes_with(token) == []


def test_a_flood_of_prints_is_cut_in_the_report() -> None:
    """50 MB of prints per case become a few kilobytes of output, marked as cut."""
    file = SUBMISSIONS / "hostile" / "print_flood.py"
    code, document = grade_json(file, "--root", str(MINI_COURSE), "--timeout", ROOM)  # the parametrized test's run
    assert code == 0
    outputs = [test.get("output", "") for test in document["tests"]]
    assert all(len(output) <= 500 for output in outputs)
    assert all("flood" in output for output in outputs)


def grade_on_the_miniature_course(file: Path, *arguments: str, env: dict[str, str] | None = None) -> Run:
    return run_kata("grade", "chunk_words", "--root", str(MINI_COURSE), "--file", str(file), *arguments, env=env)


def test_fake_results_printed_by_the_submission_never_reach_the_results() -> None:
    """A submission printing a passing results.json still fails, and stdout holds exactly one document."""
    run = grade_on_the_miniature_course(SUBMISSIONS / "hostile" / "fake_results_at_import.py", "--format", "json")
    document = run.json()  # the whole stdout parses as one JSON document
    assert run.code == 1 and document["status"] == "fail"
    assert [test["name"] for test in document["tests"]] == [
        "chunk_words: worked_example",
        "chunk_words: double_space_and_tab",
        "chunk_words: empty_text",
    ]


def test_a_syntax_error_is_reported_with_file_and_line() -> None:
    """The learner sees where their syntax error is, not a grader traceback."""
    run = grade_on_the_miniature_course(SUBMISSIONS / "hostile" / "syntax_error.py", "--plain")
    assert run.code == 1
    assert "could not load" in run.out
    # The file outside the working folder is named by its whole path, which a narrow report wraps.
    assert 'hostile/syntax_error.py", line 2' in " ".join(run.out.split())
    assert "SyntaxError" in run.out
    assert "grader/" not in run.out  # no frame of ours


def test_a_syntax_error_is_shown_once_not_once_per_case() -> None:
    """Nothing ran: one line says so, then the traceback once; no line per case, no repeated explanation."""
    run = grade_on_the_miniature_course(SUBMISSIONS / "hostile" / "syntax_error.py", "--plain")
    assert run.code == 1
    assert run.out.count("could not load") == 1 and "none of the 3 cases ran: could not load" in run.out
    assert " ".join(run.out.split()).count('syntax_error.py", line 2') == 1
    assert "worked_example" not in run.out and "fail the same way" not in run.out


def test_the_worker_environment_holds_no_secrets(tmp_path: Path) -> None:
    """CI secrets in the grader's environment are not visible to the learner's code."""
    spy = tmp_path / "spy.py"
    spy.write_text(
        "import os\ndef solve(text, size, overlap):\n    return [os.environ.get('KATA_TEST_SECRET', 'none')]\n",
        encoding="utf-8",
    )
    run = grade_on_the_miniature_course(spy, "--format", "json", env={"KATA_TEST_SECRET": "hunter2"})
    messages = [test.get("message", "") for test in run.json()["tests"]]
    assert "hunter2" not in run.out
    assert any("got 'none'" in message for message in messages), messages


@pytest.mark.parametrize("sandbox", ["auto", "off"])
def test_a_submission_cannot_rewrite_the_reference_it_is_judged_against(tmp_path: Path, sandbox: str) -> None:
    """The sandbox refuses the write; without it, the reference was loaded before the learner's code ran, so
    rewriting it on disk changes nothing in this run."""
    course = tmp_path / "course"
    shutil.copytree(MINI_COURSE, course)
    (course / "TAMPER_TARGET").write_text("this throwaway course may be tampered with\n")
    submission = course / "exercises" / "chunk_words.py"
    shutil.copy(FIXTURES / "tamper" / "rewrites_the_reference.py", submission)
    run = run_kata("grade", "chunk_words", "--format", "json", "--sandbox", sandbox, cwd=course)
    rewritten = "forged" in (course / "solutions" / "chunk_words.py").read_text()
    assert rewritten == (sandbox == "off" or not landlock_abi())
    document = run.json()
    assert run.code == 1 and document["status"] == "fail"
    assert [test["status"] for test in document["tests"]] == ["fail", "fail", "fail"]


def test_a_forged_fast_answer_does_not_hide_a_slow_solution() -> None:
    """Learner code that takes 3.5 s where the limit is 2 s, then writes a 'took 0.1 ms' answer onto the
    worker's channel, is still too slow. (On the small course, whose reference sleeps 0.2 s: the limit comes
    from sleeps, not from how busy the machine is.)"""
    file = FIXTURES / "tamper" / "forges_its_time.py"
    run = run_kata("grade", "timed", "--root", str(SMALL_COURSE), "--file", str(file), "--format", "json")
    [test] = run.json()["tests"]
    assert run.code == 1 and test["message"].startswith("too slow: "), test


def test_a_runaway_recursion_shows_the_ends_of_its_traceback_only() -> None:
    """100,000 frames of recursion: the traceback keeps its first and last frames and says how many were cut."""
    file = SUBMISSIONS / "hostile" / "deep_recursion.py"
    code, document = grade_json(file, "--root", str(MINI_COURSE), "--timeout", ROOM)  # the parametrized test's run
    message = document["tests"][0]["message"]
    assert code == 1 and message.startswith("error: RecursionError")
    assert "more frames cut" in message and len(message) < 10_000
    assert message.rstrip().endswith("RecursionError: maximum recursion depth exceeded")


@pytest.mark.parametrize("report", ["rich", "plain"])
def test_terminal_escapes_and_markup_in_a_submission_are_shown_as_text(report: str) -> None:
    """Escape codes the learner prints or returns are shown as visible stand-ins; rich markup stays literal."""
    file = SUBMISSIONS / "hostile" / "prints_terminal_tricks.py"
    run = run_kata("grade", "chunk_words", "--root", str(MINI_COURSE), "--format", report, "--file", str(file))
    assert run.code == 1 and "Traceback" not in run.err
    assert "\x1b" not in run.out and "\x07" not in run.out
    assert "␛[2J" in run.out and "[bold red]markup[/bold red]" in run.out


@pytest.mark.parametrize("report", ["rich", "plain", "junit", "gradescope"])
def test_lone_surrogates_in_an_answer_do_not_break_a_report(report: str) -> None:
    """A chunk or a print holding lone surrogates (no terminal or file can encode them) is still reported."""
    file = SUBMISSIONS / "hostile" / "surrogates.py"
    run = run_kata("grade", "chunk_words", "--root", str(MINI_COURSE), "--format", report, "--file", str(file))
    assert run.code == 1, run.err
    assert "internal error" not in run.err


def commands_obeyed(log: str) -> list[str]:
    """The lines GitHub's runner would run as workflow commands: `::cmd` at a line's start, `##[cmd` anywhere,
    none between `::stop-commands::TOKEN` and `::TOKEN::`."""
    obeyed, token = [], None
    for line in log.splitlines():
        text = line.lstrip()
        if token is not None:
            token = None if text == f"::{token}::" else token
        elif text.startswith("::stop-commands::"):
            token = text.removeprefix("::stop-commands::")
        elif text.startswith("::") or "##[" in line:
            obeyed.append(line)
    return obeyed


@pytest.mark.parametrize("report", ["plain", "rich", "json", "junit", "gradescope"])
def test_workflow_commands_a_submission_prints_are_not_obeyed_in_github_actions(report: str) -> None:
    """In GitHub Actions only the grader's own annotations are commands: the learner's `::error`, `::add-mask`
    and mid-line `##[error]` reach the log as text, and machine documents still carry them exactly."""
    file = SUBMISSIONS / "hostile" / "prints_terminal_tricks.py"
    run = run_kata(
        "grade",
        "chunk_words",
        "--root",
        str(MINI_COURSE),
        "--format",
        report,
        "--file",
        str(file),
        env={"GITHUB_ACTIONS": "true"},
    )
    assert run.code == 1
    ours = ("::error file=", "::notice title=chunk-kata::")
    assert [line for line in commands_obeyed(run.out + run.err) if not line.startswith(ours)] == []
    assert len([line for line in (run.out + run.err).splitlines() if line.startswith("::error file=")]) == 3
    if report in ("json", "gradescope"):
        assert "::add-mask::secret" in json.dumps(run.json())  # the same data, only written inertly


PROGRAMS = sorted((SUBMISSIONS / "hostile_programs").glob("*.py"))


@pytest.mark.parametrize("file", PROGRAMS, ids=[path.stem for path in PROGRAMS])
def test_hostile_program_gets_a_verdict_on_stdin_and_stdout(file: Path) -> None:
    """A program judged on stdout: endless prints and reads, os._exit and odd exit statuses each get a verdict."""
    verdict, pitfall = expectation(file)
    timeout = HANG if verdict == "timeout" else ROOM
    code, document = grade_json(file, "--root", str(MINI_COURSE), "--timeout", timeout, exercise="chunk_stdin")
    assert_verdict(code, document, verdict, pitfall)


def test_markdown_in_a_submission_is_plain_text_in_the_job_summary(tmp_path: Path) -> None:
    """A wrong chunk holding an image, a link or an HTML tag is shown as those characters in the job summary."""
    summary = tmp_path / "summary.md"
    file = SUBMISSIONS / "hostile" / "prints_terminal_tricks.py"
    run = run_kata(
        "grade",
        "chunk_words",
        "--root",
        str(MINI_COURSE),
        "--format",
        "json",
        "--file",
        str(file),
        env={"GITHUB_STEP_SUMMARY": str(summary)},
    )
    text = summary.read_text(encoding="utf-8")
    assert run.code == 1 and "worked_example" in text
    # Each markup character is escaped with a backslash: none is left to open an image, a tag or emphasis.
    assert re.search(r"(?<!\\)(!\[|<img|\*bold)", text) is None
    assert r"\*bold\*" in text and r"\| cell" in text  # the chunk is quoted by its start and end: the end


def test_a_program_ending_with_os_exit_is_told_why_it_cannot_be_judged() -> None:
    """os._exit(0) after flushing the right lines: a crash whose message names os._exit and the way out."""
    file = SUBMISSIONS / "hostile_programs" / "os_exit_after_printing.py"
    code, document = grade_json(file, "--root", str(MINI_COURSE), "--timeout", ROOM, exercise="chunk_stdin")
    # (The case of a rejected input passes: the program exits with sys.exit(2) before reaching os._exit.)
    messages = [test["message"] for test in document["tests"] if test["status"] != "pass"]
    assert code == 1 and len(messages) == 1
    assert messages[0].startswith("crash: the program ended the process")
    assert "os._exit" in messages[0] and "sys.exit()" in messages[0]


def test_a_missing_return_is_named_and_a_printed_answer_is_told_to_be_returned() -> None:
    """solve returning None says why (no `return`); when it printed its answer, the message says to return it."""
    _, forgot = grade_json(SUBMISSIONS / "chunk_words" / "returns_none.py")
    _, printed = grade_json(SUBMISSIONS / "chunk_words" / "prints_instead_of_returning.py")
    forgot_message = forgot["tests"][0]["message"]
    printed_message = printed["tests"][0]["message"]
    assert "without a `return`" in forgot_message and "print" not in forgot_message, forgot_message
    assert "printed" in printed_message and "`return`" in printed_message, printed_message
