"""`--output` is always a valid file of the chosen format: broken cases.yaml, dead workers, a killed grader, a bug."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import ROOT, pristine_course, run_kata

FORMATS = ("json", "junit", "gradescope", "plain")


def error_message(format_name: str, path: Path) -> str:
    """The reason stored in an error document, after checking the document is valid for its format."""
    text = path.read_text(encoding="utf-8")
    if format_name == "json":
        document = json.loads(text)
        assert document["status"] == "error" and document["tests"] == []
        return document["message"]
    if format_name == "gradescope":
        document = json.loads(text)
        assert document["score"] == 0 and document["tests"] == []
        return document["output"]
    if format_name == "junit":
        root = ET.fromstring(text)
        assert root.tag == "testsuites" and root.get("errors") == "1"
        error = root.find("testsuite/testcase/error")
        assert error is not None
        return error.text or ""
    return text


@pytest.mark.parametrize("format_name", FORMATS)
def test_broken_cases_yaml_still_writes_an_error_document(course_copy: Path, format_name: str) -> None:
    """A cases.yaml that does not parse: exit 2, and the file holds status error with the file:line reason."""
    (course_copy / "cases.yaml").write_text("chunk_words:\n  title: [unclosed\n", encoding="utf-8")
    output = course_copy / "out" / "report"
    run = run_kata("grade", "chunk_words", "--format", format_name, "--output", str(output), cwd=course_copy)
    assert run.code == 2
    assert "cases.yaml:" in run.err
    assert "not valid YAML" in error_message(format_name, output)


def test_a_worker_that_kills_itself_is_a_crash_and_the_rest_still_runs(tmp_path: Path) -> None:
    """solve() sends SIGKILL to its own worker on one input: that case is a crash, every other case is judged."""
    submission = tmp_path / "chunk_words.py"
    submission.write_text(
        "import os, signal\n"
        "def solve(text, size, overlap):\n"
        "    if text == 'the cat sat on the red mat':\n"
        "        os.kill(os.getpid(), signal.SIGKILL)\n"
        "    words = text.split()\n"
        "    out, first = [], 0\n"
        "    while first < len(words):\n"
        "        out.append(' '.join(words[first:first + size]))\n"
        "        if first + size >= len(words):\n"
        "            break\n"
        "        first += size - overlap\n"
        "    return out\n",
        encoding="utf-8",
    )
    output = tmp_path / "report.xml"
    run = run_kata("grade", "chunk_words", "--file", str(submission), "--format", "junit", "--output", str(output))
    assert run.code == 1, run.err
    root = ET.parse(output).getroot()
    cases = root.findall("testsuite/testcase")
    crashed = [case for case in cases if case.find("error") is not None]
    assert [case.get("name") for case in crashed] == ["example_the_cat_sat"]
    assert "SIGKILL" in (crashed[0].find("error").get("message") or "")  # type: ignore[union-attr]
    assert root.get("failures") == "0" and root.get("tests") == str(len(cases)) and len(cases) > 5


@pytest.mark.parametrize("format_name", ["junit", "gradescope"])
def test_a_submission_that_kills_the_grader_leaves_an_error_report(tmp_path: Path, format_name: str) -> None:
    """Without a sandbox, solve() can kill the grader (its parent): the file already says the run did not finish."""
    submission = tmp_path / "chunk_words.py"
    submission.write_text(
        "import os, signal\ndef solve(text, size, overlap):\n    os.kill(os.getppid(), signal.SIGKILL)\n",
        encoding="utf-8",
    )
    output = tmp_path / "report"
    arguments = ("--format", format_name, "--output", str(output), "--sandbox", "off")
    run = run_kata("grade", "chunk_words", "--file", str(submission), *arguments)
    assert run.code == -9
    assert "did not finish" in error_message(format_name, output)


# Kills the grader on its first case; on the next (sent ahead, waiting in the worker's pipe) it waits to be
# orphaned and kills whoever adopted it.
KILLS_THE_GRADER_THEN_ITS_ADOPTER = """\
import os, signal, time

GRADER = None


def solve(text, size, overlap):
    global GRADER
    if GRADER is None:
        GRADER = os.getppid()
        os.kill(GRADER, signal.SIGKILL)
        return []
    end = time.monotonic() + 10  # bounded: a worker that is never orphaned gives up
    while os.getppid() == GRADER and time.monotonic() < end:
        time.sleep(0.01)
    if os.getppid() != GRADER:
        os.kill(os.getppid(), signal.SIGKILL)
    return []
"""


def test_a_submission_that_kills_the_grader_cannot_reach_past_it(tmp_path: Path) -> None:
    """The worker dies with its grader: a case queued behind the fatal one cannot run as an orphan and kill
    the process that adopted it (a child subreaper, as `kata batch` is, and as a test process that imports
    the grader becomes)."""
    submission = tmp_path / "chunk_words.py"
    submission.write_text(KILLS_THE_GRADER_THEN_ITS_ADOPTER, encoding="utf-8")
    adopter = (
        "import ctypes, subprocess, sys\n"
        "assert ctypes.CDLL(None).prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER\n"
        f"grade = [sys.executable, '-m', 'grader', 'grade', 'chunk_words', '--file', {str(submission)!r},"
        " '--sandbox', 'off']  # the sandbox would refuse the kill itself\n"
        "print(subprocess.run(grade, capture_output=True, timeout=120).returncode, flush=True)\n"
        "print('the adopter survived')\n"
    )
    completed = subprocess.run(
        [sys.executable, "-c", adopter],
        cwd=pristine_course(),
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert completed.returncode == 0, (completed.returncode, completed.stdout, completed.stderr)
    assert completed.stdout.splitlines() == ["-9", "the adopter survived"]


def test_a_grader_bug_writes_status_error_and_exits_2(
    course_copy: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """An unexpected exception inside grading: the file says 'internal error', stderr has a short paragraph, exit 2."""
    from grader import cli, pipeline

    def broken(*arguments: object, **options: object) -> None:
        raise RuntimeError("the oracle fell over")

    monkeypatch.setattr(pipeline, "grade", broken)
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    output = course_copy / "results.json"
    code = cli.main(["--root", str(course_copy), "grade", "chunk_words", "--format", "json", "--output", str(output)])
    assert code == 2
    assert "internal error in the grader: RuntimeError: the oracle fell over" in error_message("json", output)
    err = capsys.readouterr().err
    assert "kata: internal error: RuntimeError: the oracle fell over" in err
    assert "Traceback" not in err
