"""One door: `kata grade`, `pytest --kata`, a `kata batch` row and `kata watch` give every case of a submission the
same verdict and the same explanation, perf cases included, because each of them grades through pipeline.grade.

Each front end is run for real, on a course copy holding the submission as exercises/EX.py. What each shows is
read back case by case: the JUnit document of `kata grade` (the verdict and public message of every case), the
batch's JSON line (those of every failing case), what the pytest plugin explained (recorded by
tests/kata_recorder.py), and watch's report (the same report as `kata grade --plain`). Measured times, which no
two runs share, are normalised as in the golden files.

Every fixture submission of every exercise, at seed 1, in three front ends against `kata grade`: a batch per
exercise and the IDE panel (`--kata-seed 1`, 26 pytest runs, each grading the k-th fixture of every exercise)
against the golden documents (`kata grade --seed 1`, tests/test_golden.py), and one watch session per exercise
with every fixture saved in turn against `kata grade --plain --seed 1`. And, without a seed (each front end draws
its own perf texts), all four front ends on a sample of chunk_words' fixtures: a pass, known mistakes (the
off-by-one stop the plugin once named "no early stop"), a broken promise, a wrong type, a failing hidden case and
too slow perf cases (which the plugin once passed).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import ROOT, SUBMISSIONS, copy_course, run_kata
from golden.regenerate import normalise
from watcher import Watcher

from grader.course.loader import load_course
from grader.judge.contract import CASE_NAME as CONTRACT
from grader.policy import TIMEOUTS_PER_RUN

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
    # A row lists failing cases only: the random inputs passed when more passed than the cases that did not fail.
    cases_passed = len(CASES) - sum(1 for failing in exercise["failing"] if failing["case"] in CASES)
    if exercise["verdicts"].get(PASS, 0) > cases_passed:
        seen["random_inputs"] = (PASS, "")
    for failing in exercise["failing"]:
        seen[failing["case"]] = (failing["verdict"], explanation(failing["case"], failing["message"]))
    return seen


def in_the_ide(course: Path, exercises: tuple[str, ...] = (EXERCISE,), *, seed: int | None = None) -> dict[str, Seen]:
    """`pytest --kata` on the exercises, with what each case's test reported (tests/kata_recorder.py), per exercise.
    A case the run did not get to (after timeouts in a row, or the random inputs while a case fails) is left out."""
    record = course / "recorded.json"
    environment = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")]),
        "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",
        "KATA_RECORD": str(record),
    }
    command = [sys.executable, "-m", "pytest", "-p", "grader.pytest_plugin", "-p", "kata_recorder"]
    command += ["-p", "no:cacheprovider", "--kata", "-q", *(f"cases.yaml::{name}" for name in exercises)]
    if seed is not None:
        command += ["--kata-seed", str(seed)]
    subprocess.run(command, cwd=course, env=environment, capture_output=True, text=True, timeout=600)
    seen: dict[str, Seen] = {name: {} for name in exercises}
    for key, shown in json.loads(record.read_text(encoding="utf-8")).items():
        exercise, name = key.split("::")
        if shown["verdict"] == "not run":
            assert shown["test"] == "skipped"
            continue
        if name == CONTRACT and shown["verdict"] == PASS:
            continue  # a document lists the call contract only when it breaks
        assert (shown["test"] == "passed") == (shown["verdict"] == PASS), (key, shown)
        message = "" if shown["verdict"] == PASS else shown["message"]
        # Without a seed each front end draws its own perf texts: what a perf case quotes of its text is left out.
        seen[exercise][name] = (shown["verdict"], explanation(name, message) if seed is None else same(message))
    return seen


def report_lines(text: str, *, drawn: bool = True) -> list[str]:
    """The report's lines, from its first case line to its summary (watch adds a heading above it). The details of
    each failing case are one line, normalised whole: a sentence wraps where its words' widths say (a measured time,
    how an endless call was stopped), and the golden files' normalising reads it on one line. When each run `drawn`
    its own perf texts, what a perf case quotes of them is left out."""
    lines = [line.rstrip() for line in same(text).splitlines()]
    start = next(index for index, line in enumerate(lines) if line.lstrip().startswith(("✓", "✗")))
    end = next(index for index, line in enumerate(lines) if " cases passed in " in line)
    shown: list[str] = []
    case, details = "", []  # the failing case whose details are being read, and its lines so far
    for line in [*lines[start:end], ""]:
        header = re.match(r"✗ (\S+) ", line)
        if header or not line:
            if case:
                joined = " ".join(" ".join(details).split())
                shown.append(explanation(case, joined) if drawn else same(joined))
            case, details = (header.group(1), []) if header else ("", [])
            shown.append(line)
        elif case:
            details.append(line)
        else:
            shown.append(line)
    return shown


def watching(course: Path, exercise: str, *, seed: int | None = None) -> Watcher:
    """`kata watch EX` with no terminal: it prints a report, then one more after each save, and never asks."""
    seeded = ["--seed", str(seed)] if seed is not None else []
    return Watcher(course, exercise, *seeded, env={"COLUMNS": "80", "LANG": "C.UTF-8"})


def next_report(watch: Watcher, after: int) -> tuple[str, int]:
    """Watch's output from `after` up to the summary line of its next report, and where that line ends."""
    end = watch.wait_for(r" cases passed in [^\n]*\n", after=after)
    return watch.out[after:end], end


def watched(course: Path) -> str:
    """`kata watch EX`'s first report, then Ctrl-C."""
    watch = watching(course, EXERCISE)
    try:
        return next_report(watch, 0)[0]
    finally:
        ctrl_c(watch)


def ctrl_c(watch: Watcher) -> None:
    """Ctrl-C, as a learner ends watch; killed if it does not end."""
    try:
        watch.interrupt()
    finally:
        watch.stop()


def test_grade_the_ide_and_a_batch_row_give_every_case_the_same_verdict_and_explanation(course: Path) -> None:
    by_grade = graded(course)
    assert set(CASES) <= set(by_grade)
    assert in_the_ide(course)[EXERCISE] == by_grade
    assert in_a_batch(course) == by_grade


def test_watch_shows_the_report_kata_grade_shows(course: Path) -> None:
    plain = run_kata("grade", EXERCISE, "--plain", cwd=course)
    assert report_lines(watched(course)) == report_lines(plain.out)


# ---- every fixture: a batch row against `kata grade`'s golden document ----------------------------------------
# The golden JUnit documents are `kata grade --seed 1` of every fixture submission (tests/test_golden.py keeps them
# so); a batch at the same seed must give every case of every one the same verdict and message. One batch per
# exercise, two submissions at a time, as a class is graded.


def golden_cases(document: Path) -> Seen:
    """Every case a golden JUnit document ran: verdict and message, compared as the front ends' are."""
    return {name: (verdict, same(body)) for name, (verdict, body) in junit_cases(document).items()}


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
        golden = golden_cases(ROOT / "tests" / "golden" / exercise / f"{stem}.junit.xml")
        # A batch row lists the failing cases only.
        assert in_the_batch == {name: seen for name, seen in golden.items() if seen[0] != PASS}, stem


# ---- every fixture: the IDE panel and watch -------------------------------------------------------------------
# The IDE panel at `--kata-seed 1` against the golden documents (`kata grade --seed 1`). One pytest run grades the
# k-th fixture of every exercise that has one (a course copy holds one file per exercise), so 26 runs cover all.

FIXTURES = {name: sorted((SUBMISSIONS / name).glob("*.py")) for name in load_course(ROOT).names}


def ide_slot(slot: int) -> dict[str, Path]:
    """Each exercise's fixture number `slot`, for the exercises that have so many."""
    return {name: files[slot] for name, files in FIXTURES.items() if slot < len(files)}


@pytest.mark.parametrize("slot", range(max(map(len, FIXTURES.values()))))
def test_the_ide_panel_gives_every_case_of_every_fixture_the_verdict_and_message_of_kata_grade(
    slot: int, tmp_path: Path
) -> None:
    chosen = ide_slot(slot)
    course = copy_course(tmp_path / "course")
    for exercise, fixture in chosen.items():
        shutil.copy(fixture, course / "exercises" / f"{exercise}.py")
    shown = in_the_ide(course, tuple(chosen), seed=1)
    for exercise, fixture in chosen.items():
        golden = golden_cases(ROOT / "tests" / "golden" / exercise / f"{fixture.stem}.junit.xml")
        ran = shown[exercise]
        assert ran, f"the IDE ran no case of {exercise}/{fixture.stem}"
        # A learner's run stops after timeouts in a row (policy.TIMEOUTS_PER_RUN); every case it ran says what the
        # scoring document says, and it skipped cases only after such a stop.
        assert ran == {name: golden[name] for name in ran}, f"{exercise}/{fixture.stem}"
        if set(golden) - set(ran):
            assert sum(verdict == "timeout" for verdict, _ in ran.values()) >= TIMEOUTS_PER_RUN, (
                f"{exercise}/{fixture.stem}: not run in the IDE: {sorted(set(golden) - set(ran))}"
            )


@pytest.mark.parametrize("exercise", load_course(ROOT).names)
def test_watch_regrades_every_fixture_saved_in_turn_as_kata_grade_reports_it(exercise: str, tmp_path: Path) -> None:
    """One watch session per exercise, every fixture saved over the exercise file in turn (as a learner saves
    version after version): each report is the one `kata grade --plain` prints for that file."""
    course = copy_course(tmp_path / "course")
    target = course / "exercises" / f"{exercise}.py"
    watch = watching(course, exercise, seed=1)
    try:
        _, seen = next_report(watch, 0)  # the stub's
        for fixture in FIXTURES[exercise]:
            saved = target.with_suffix(".saving")
            shutil.copy(fixture, saved)
            os.replace(saved, target)  # one save, as an editor's atomic write
            by_watch, seen = next_report(watch, seen)
            plain = run_kata("grade", exercise, "--plain", "--seed", "1", cwd=course)
            assert report_lines(by_watch, drawn=False) == report_lines(plain.out, drawn=False), fixture.stem
    finally:
        ctrl_c(watch)
