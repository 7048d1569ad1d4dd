"""One door: `kata grade`, `pytest --kata`, a `kata batch` row and `kata watch` give every case of a submission the
same verdict and the same explanation, perf cases included, because each of them grades through pipeline.grade.

Each front end is run for real, on a course copy holding the submission as exercises/chunk_words.py. What each
shows is read back case by case: the JUnit document of `kata grade` (the verdict and public message of every
case), the batch's JSON line (those of every failing case), what the pytest plugin explained (recorded by
tests/kata_recorder.py), and watch's report (the same report as `kata grade --plain`). Measured times, which
no two runs share, are normalised as in the golden files.

Every front end on a sample of chunk_words' fixtures (five front-end runs of each take ~12 s on two shared cores):
a pass, known mistakes (the off-by-one stop the plugin once named "no early stop"), a broken promise, a wrong
type, a failing hidden case and too slow perf cases (which the plugin once passed). And every fixture submission
of every exercise in a batch at `--seed 1`, case by case against its golden document, which is `kata grade --seed
1` (tests/test_golden.py): one batch per exercise.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import ROOT, SUBMISSIONS, copy_course, run_kata
from golden.regenerate import normalise

from grader.course.loader import load_course

SAMPLE = (
    "correct_while_loop",
    "step_by_size",
    "off_by_one_stop",
    "no_early_stop",
    "quadratic_reslice",
    "windows_one_word_short",
    "returns_none",
    "split_on_single_space",
)
EXERCISE = "chunk_words"
CASES = [case.name for case in load_course(ROOT).exercise(EXERCISE).cases]
PASS = "pass"

# Case → (verdict, explanation): what one front end said about every case it showed.
Seen = dict[str, tuple[str, str]]


def same(text: str) -> str:
    """The text as the golden files compare it, and every numbered word of a perf text w{N}, whole or cut: each
    front end draws its own perf texts (only `kata grade` takes --seed), and a preview or a wrapped line may cut
    a word's number anywhere."""
    return re.sub(r"\bw\d+|(?<=…)\d+|\b\d{5,}\b", "w{N}", normalise("text", text)).strip()


PERF_CASES = {case.name for case in load_course(ROOT).exercise(EXERCISE).cases if "perf" in case.tags}


def explanation(case: str, text: str) -> str:
    """What a front end says about a case, as comparable between front ends: a perf case's text is drawn afresh by
    each, so what its explanation quotes of the text (and where in it) is left out."""
    if case not in PERF_CASES:
        return same(text)
    drawn = re.sub(r"'[^'\n]*'|\"[^\"\n]*\"|\d[\d,.]*", "{DRAWN}", " ".join(same(text).split()))
    # A long quoted chunk ends with its size, a short one does not: which one a draw gives is the draw's.
    return drawn.replace(" ({DRAWN} words)", "")


@pytest.fixture(scope="module", params=SAMPLE)
def course(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    copy = copy_course(tmp_path_factory.mktemp(request.param) / "course")
    shutil.copy(SUBMISSIONS / EXERCISE / f"{request.param}.py", copy / "exercises" / f"{EXERCISE}.py")
    return copy


def graded(course: Path) -> Seen:
    """`kata grade EX --format junit`: a testcase per case, its failure's type the verdict, its body the message."""
    document = course / "grade.xml"
    run_kata("grade", EXERCISE, "--format", "junit", "--output", str(document), cwd=course)
    return {name: (verdict, explanation(name, body)) for name, (verdict, body) in junit_cases(document).items()}


def junit_cases(document: Path) -> Seen:
    """Each case a JUnit document ran: its failure's type and body (traceback left out), or PASS and ""."""
    seen: Seen = {}
    for testcase in ET.parse(document).getroot().iter("testcase"):
        failure = next((element for element in testcase if element.tag in ("failure", "error")), None)
        if any(element.tag == "skipped" for element in testcase):
            continue  # the random inputs, not run while a case fails
        if failure is None:
            seen[testcase.attrib["name"]] = (PASS, "")
        else:
            body = (failure.text or "").split("\n\nTraceback (most recent call last)", 1)[0]
            seen[testcase.attrib["name"]] = (failure.attrib["type"], body)
    return seen


def in_a_batch(course: Path) -> Seen:
    """The submission's row of `kata batch`: every failing case with its verdict and message; the rest passed."""
    run = run_kata("batch", str(course), "--exercise", EXERCISE, "--format", "jsonl", cwd=course)
    assert run.code == 0, run.err
    (row,) = [json.loads(line) for line in run.out.splitlines() if line.startswith("{")]
    (exercise,) = row["exercises"]
    seen: Seen = {name: (PASS, "") for name in CASES}
    if not exercise["failing"]:
        seen["random_inputs"] = (PASS, "")
    for failing in exercise["failing"]:
        seen[failing["case"]] = (failing["verdict"], explanation(failing["case"], failing["message"]))
    return seen


def in_the_ide(course: Path) -> Seen:
    """`pytest --kata` on the exercise, with what each case's test reported (tests/kata_recorder.py)."""
    record = course / "recorded.json"
    environment = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")]),
        "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",
        "KATA_RECORD": str(record),
    }
    command = [sys.executable, "-m", "pytest", "-p", "grader.pytest_plugin", "-p", "kata_recorder"]
    command += ["-p", "no:cacheprovider", "--kata", "-q", f"cases.yaml::{EXERCISE}"]
    subprocess.run(command, cwd=course, env=environment, capture_output=True, text=True, timeout=300)
    seen: Seen = {}
    for name, shown in json.loads(record.read_text(encoding="utf-8")).items():
        if shown["verdict"] == "not run":
            assert shown["test"] == "skipped"
            continue
        assert (shown["test"] == "passed") == (shown["verdict"] == PASS), (name, shown)
        seen[name] = (shown["verdict"], "" if shown["verdict"] == PASS else explanation(name, shown["message"]))
    return seen


def report_lines(text: str) -> list[str]:
    """The report's lines, from its first case line to its summary (watch adds a heading above it); the details of
    a failing perf case, which quote its drawn text (each run draws its own), as one comparable line."""
    lines = [line.rstrip() for line in same(text).splitlines()]
    start = next(index for index, line in enumerate(lines) if line.lstrip().startswith(("✓", "✗")))
    end = next(index for index, line in enumerate(lines) if " cases passed in " in line)
    shown: list[str] = []
    perf_details: list[str] | None = None
    for line in lines[start:end]:
        if any(line.startswith(f"✗ {name} ") for name in PERF_CASES):
            perf_details = [line]
            shown.append(line)
        elif perf_details is not None and line:
            perf_details.append(line)
        else:
            if perf_details is not None:
                shown.append(explanation(next(iter(PERF_CASES)), " ".join(perf_details[1:])))
                perf_details = None
            shown.append(line)
    return shown


def watched(course: Path) -> str:
    """`kata watch EX`'s first report (no terminal: it prints and waits for a save), then Ctrl-C."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1", "COLUMNS": "80", "LANG": "C.UTF-8"}
    watch = subprocess.Popen(
        [sys.executable, "-m", "grader", "watch", EXERCISE],
        cwd=course,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
    )
    lines = []
    try:
        assert watch.stdout is not None
        for line in watch.stdout:  # the pipe ends only if watch does: the hang limit is the test's own
            lines.append(line)
            if " cases passed in " in line:
                break
        watch.send_signal(signal.SIGINT)
        watch.communicate(timeout=60)
    finally:
        if watch.poll() is None:
            watch.kill()
            watch.communicate()
    return "".join(lines)


def test_grade_the_ide_and_a_batch_row_give_every_case_the_same_verdict_and_explanation(course: Path) -> None:
    by_grade = graded(course)
    assert set(CASES) <= set(by_grade)
    assert in_the_ide(course) == by_grade
    assert in_a_batch(course) == by_grade


def test_watch_shows_the_report_kata_grade_shows(course: Path) -> None:
    plain = run_kata("grade", EXERCISE, "--plain", cwd=course)
    assert report_lines(watched(course)) == report_lines(plain.out)


# ---- every fixture: a batch row against `kata grade`'s golden document ----------------------------------------
# The golden JUnit documents are `kata grade --seed 1` of every fixture submission (tests/test_golden.py keeps them
# so); a batch at the same seed must give every case of every one the same verdict and message. One batch per
# exercise, two submissions at a time, as a class is graded.


def golden_cases(document: Path) -> Seen:
    """The failing cases of a golden JUnit document: verdict and message, as the batch row lists them."""
    return {name: (verdict, same(body)) for name, (verdict, body) in junit_cases(document).items() if verdict != PASS}


@pytest.mark.parametrize("exercise", load_course(ROOT).names)
def test_a_batch_row_gives_every_case_of_every_fixture_the_verdict_and_message_of_kata_grade(
    exercise: str, tmp_path: Path
) -> None:
    fixtures = sorted((SUBMISSIONS / exercise).glob("*.py"))
    assert fixtures, f"no fixture submission of {exercise}"
    folders = []
    for fixture in fixtures:
        folder = tmp_path / "class" / fixture.stem / "exercises"
        folder.mkdir(parents=True)
        shutil.copy(fixture, folder / f"{exercise}.py")
        folders.append(str(folder.parent))
    course = copy_course(tmp_path / "course")
    arguments = ("batch", *folders, "--exercise", exercise, "--seed", "1", "--jobs", "2", "--format", "jsonl")
    run = run_kata(*arguments, cwd=course, timeout=1200)
    assert run.code == 0, run.err
    rows = {Path(row["folder"]).name: row for row in map(json.loads, run.out.splitlines()) if row}
    assert set(rows) == {fixture.stem for fixture in fixtures}
    for stem, row in rows.items():
        (graded,) = row["exercises"]
        in_the_batch = {case["case"]: (case["verdict"], same(case["message"])) for case in graded["failing"]}
        assert in_the_batch == golden_cases(ROOT / "tests" / "golden" / exercise / f"{stem}.junit.xml"), stem
