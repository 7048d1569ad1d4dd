"""`kata batch`: a class graded in parallel, one process per submission; CSV / JSON lines, shards, HTML report."""

from __future__ import annotations

import csv
import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from conftest import ROOT, run_kata

from grader.run.sandbox import landlock_abi

PITFALLS = (ROOT / "solutions" / "pitfalls" / "chunk_words.py").read_text(encoding="utf-8")

# Name → the chunk_words.py of that student; the verdicts each must get are asserted below.
STUDENTS = {
    "alice": (ROOT / "solutions" / "chunk_words.py").read_text(encoding="utf-8"),
    "bob": PITFALLS + "\n\nsolve = step_by_size\n",
    "carol": PITFALLS + "\n\nsolve = step_by_size\n",
    "dave": PITFALLS + "\n\nsolve = no_early_stop\n",
    # Hangs on one input only: that case times out, the others are judged.
    "erin": PITFALLS + "\n\ndef solve(text, size, overlap):\n"
    "    while size == 1:\n        pass\n    return _windows(text.split(), size, overlap)\n",
}
# Tries to kill the process that grades it (the worker's parent, the batch). The sandbox refuses the signal;
# without it (the portable layer) code running as the grader's user can stop the whole batch, as the README's
# isolation table says, so frank joins the class only where the sandbox holds.
FRANK = "import os, signal\n\ndef solve(text, size, overlap):\n    os.kill(os.getppid(), signal.SIGKILL)\n"
if landlock_abi():
    STUDENTS["frank"] = FRANK


def make_class(folder: Path, students: dict[str, str]) -> list[Path]:
    folders = []
    for name, code in students.items():
        exercises = folder / name / "exercises"
        exercises.mkdir(parents=True)
        (exercises / "chunk_words.py").write_text(code, encoding="utf-8")
        folders.append(folder / name)
    return folders


@pytest.fixture(scope="module")
def batch_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, dict], Path, str]:
    folder = tmp_path_factory.mktemp("class")
    folders = make_class(folder, STUDENTS)
    jsonl, html = folder / "results.jsonl", folder / "report.html"
    run = run_kata(
        "batch",
        *map(str, folders),
        "--exercise",
        "chunk_words",
        "--timeout",
        "0.5",
        "--output",
        str(jsonl),
        "--html",
        str(html),
    )
    assert run.code == 0, run.err
    records = [json.loads(line) for line in jsonl.read_text(encoding="utf-8").splitlines()]
    return {Path(record["submission"]).name: record for record in records}, html, run.out


def test_every_submission_gets_its_own_verdicts(batch_run: tuple[dict[str, dict], Path, str]) -> None:
    """Correct, wrong, hanging and grader-killing submissions each get the right row; none spoils another."""
    records, _, _ = batch_run
    assert sorted(records) == sorted(STUDENTS)
    total = records["alice"]["max_score"]
    assert records["alice"]["score"] == total and records["alice"]["passed_exercises"] == 1
    assert records["bob"]["verdicts"]["wrong answer"] > 0 and records["bob"]["error"] == ""
    assert records["erin"]["verdicts"]["timeout"] >= 1
    assert records["erin"]["verdicts"]["pass"] >= 1
    if "frank" in records:  # the sandbox refuses the signal: frank's code gets the error, the batch lives
        assert records["frank"]["score"] == 0
        assert records["frank"]["error"] == "" and records["frank"]["verdicts"]["error"] >= 1


def test_the_pitfalls_the_class_hits_are_counted(batch_run: tuple[dict[str, dict], Path, str]) -> None:
    """Each submission lists the known mistakes it matched; the summary counts submissions per mistake."""
    records, _, out = batch_run
    assert records["bob"]["exercises"][0]["pitfalls"] == ["step_by_size"]
    assert records["dave"]["exercises"][0]["pitfalls"] == ["no_early_stop"]
    assert "What the class gets wrong" in out
    row = next(line for line in out.splitlines() if "step_by_size" in line)
    assert row.split()[-2:] == ["2", "│"] or row.rstrip(" │").endswith("2")


def test_the_summary_table_has_one_row_per_submission(batch_run: tuple[dict[str, dict], Path, str]) -> None:
    """The closing table names every submission with its score, then the rate of the run."""
    _, _, out = batch_run
    for name in STUDENTS:
        assert name in out
    assert f"{len(STUDENTS)} submissions in " in out and "/s) with " in out


def test_shards_split_the_class_without_overlap_and_merge_with_cat(tmp_path: Path) -> None:
    """--shard 1/2 and 2/2 grade disjoint halves; their CSV files have one header and cover everyone."""
    folders = make_class(tmp_path / "class", {name: STUDENTS[name] for name in ("alice", "bob", "carol")})
    seen = []
    for shard in ("1/2", "2/2"):
        output = tmp_path / f"shard{shard[0]}.csv"
        run = run_kata(
            "batch", *map(str, folders), "--exercise", "chunk_words", "--shard", shard, "--output", str(output)
        )
        assert run.code == 0, run.err
        rows = list(csv.reader(output.open(encoding="utf-8")))
        assert rows[0][:5] == ["submission", "score", "max_score", "passed_exercises", "exercises"]
        seen += [Path(row[0]).name for row in rows[1:]]
    assert sorted(seen) == ["alice", "bob", "carol"]
    assert seen[:2] == ["alice", "carol"]  # every 2nd submission in path order, from the 1st


def test_bad_input_exits_2(tmp_path: Path) -> None:
    """A missing folder, a folder without exercises/, or a bad --shard is an input error: exit 2, one sentence."""
    missing = run_kata("batch", str(tmp_path / "nobody"))
    assert missing.code == 2 and "is not a folder" in missing.err
    (tmp_path / "empty").mkdir()
    empty = run_kata("batch", str(tmp_path / "empty"))
    assert empty.code == 2 and "has no exercises/ folder" in empty.err
    shard = run_kata("batch", str(tmp_path / "empty"), "--shard", "3/2")
    assert shard.code == 2 and "--shard" in shard.err


CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"


def test_html_report_opens_in_headless_chromium(batch_run: tuple[dict[str, dict], Path, str]) -> None:
    """The page's own script runs without error in a real browser and the DOM shows the run's numbers.
    Skipped on a machine without Chromium, but never in CI (CI set): there a missing browser is a failure."""
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the HTML report in a browser, and {CHROMIUM} is missing: .ci/run installs it")
        pytest.skip("needs Debian's chromium (apt-get install -y chromium)")
    records, html, _ = batch_run
    text = html.read_text(encoding="utf-8")
    assert "http://" not in text.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "https://" not in text and "<link" not in text and " src=" not in text  # nothing fetched
    with tempfile.TemporaryDirectory() as profile:
        completed = subprocess.run(
            [
                CHROMIUM,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                f"--user-data-dir={profile}",
                "--enable-logging=stderr",
                "--v=0",
                "--dump-dom",
                html.as_uri(),
            ],
            capture_output=True,
            text=True,
            timeout=120,
            stdin=subprocess.DEVNULL,
        )
    dom = completed.stdout
    assert 'data-ready="yes"' in dom, completed.stderr[-2000:]
    assert f'data-rows="{len(records)}"' in dom
    assert "Uncaught" not in completed.stderr
    assert f'<span id="count">{len(records)}</span>' in dom
    assert "chunk_words: step_by_size" in dom and 'data-count="2"' in dom
    assert all(name in dom for name in STUDENTS)


def test_shard_files_merge_into_one_report(batch_run: tuple[dict[str, dict], Path, str], tmp_path: Path) -> None:
    """JSON lines of several runs, split anyhow, merge back into the same class; a repeated line is refused."""
    records, html, _ = batch_run
    lines = (html.parent / "results.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_text("".join(lines[::2]), encoding="utf-8")
    second.write_text("".join(lines[1::2]), encoding="utf-8")
    merged = tmp_path / "class.csv"
    run = run_kata("batch", "--merge", str(first), str(second), "--exercise", "chunk_words", "--output", str(merged))
    assert run.code == 0, run.err
    rows = list(csv.reader(merged.open(encoding="utf-8")))
    assert sorted(Path(row[0]).name for row in rows[1:]) == sorted(records)
    assert f"{len(STUDENTS)} submissions merged from 2 files" in run.out
    again = run_kata("batch", "--merge", str(first), str(first), "--exercise", "chunk_words")
    assert again.code == 2 and "appears twice" in again.err


# One of each kind of row: the batch must grade each as `kata grade` grades it alone.
ALONE_OR_NOT = {
    "correct": STUDENTS["alice"],
    "wrong": STUDENTS["bob"],  # wrong on the perf cases too: their answers are fetched whole after the digest
    "raises": "def solve(text, size, overlap):\n    raise ValueError('not yet')\n",
    "crashes": "import os\n\ndef solve(text, size, overlap):\n    os._exit(3)\n",
    # Works out the answers to the perf texts cases.yaml states at import: the batch's texts are drawn afresh.
    # (Too slow either as a quadratic loop or for its import, whichever the machine's load makes longer: only
    # its verdicts are compared.)
    "precomputes": (
        ROOT / "tests" / "fixtures" / "submissions" / "chunk_words" / "precomputes_the_perf_answers.py"
    ).read_text(encoding="utf-8"),
    # Right on every case, but sleeps on the perf texts (the only ones over 100,000 characters) for longer than the
    # perf calls' stop.
    "too_slow": STUDENTS["alice"] + "\n\nimport time\n_solve = solve\n\ndef solve(text, size, overlap):\n"
    "    if len(text) > 100_000:\n        time.sleep(30)\n    return _solve(text, size, overlap)\n",
}


def test_a_batch_grades_each_submission_as_it_is_graded_alone(tmp_path: Path) -> None:
    """Shared answers, one baseline per perf case and digests of long answers change no verdict or message: each
    row of a batch (two at a time, random phase on) is the row of the same submission graded by itself with a
    fresh oracle. Measured times and limits, which no two runs share, are normalised as in the golden files, and
    so is the name of the private copy a traceback shows."""
    from conftest import pristine_course
    from golden.regenerate import normalise

    from grader.classroom.batch import as_record, find_submissions, grade_submission, only_exercises, run_batch
    from grader.course.loader import load_course
    from grader.judge.oracle import Oracle
    from grader.policy import Policy
    from grader.run.model import Limits

    seed = 1234  # the perf texts of the batch and of each run alone: a batch draws one for the class
    course = only_exercises(load_course(pristine_course()), ["chunk_words"])
    submissions = find_submissions(make_class(tmp_path, ALONE_OR_NOT))
    limits = Limits(timeout=2.0)
    together = run_batch(course, submissions, limits, jobs=2, perf_seed=seed)

    def row(result: object) -> str:
        record = as_record(result)  # type: ignore[arg-type]
        record["submission"] = Path(record["submission"]).name
        text = normalise("json", json.dumps(record, indent=1, sort_keys=True, ensure_ascii=False))
        return re.sub(r"kata-submission-\w+", "kata-submission-{COPY}", text)  # each grade's private copy

    for submission, result in zip(submissions, together, strict=True):
        oracles = {"chunk_words": Oracle(course, course.exercise("chunk_words"))}
        alone = grade_submission(course, submission, oracles, Policy.batch(limits, seed))
        if submission.path.name == "precomputes":
            assert result.verdicts == alone.verdicts
        else:
            assert row(result) == row(alone)
    verdicts = {Path(result.submission).name: result.verdicts for result in together}
    assert verdicts["correct"] == {"pass": 25}
    assert verdicts["wrong"]["wrong answer"] > 0 and verdicts["raises"] == {"error": 24}
    # Only too slow: the random inputs run as well, and pass (23 cases and the random inputs).
    assert verdicts["crashes"] == {"crash": 24} and verdicts["too_slow"] == {"pass": 24, "too slow": 1}
    assert verdicts["precomputes"] == {"pass": 24, "too slow": 1}


def test_a_stuck_submission_holds_back_no_other_and_each_row_comes_as_it_is_done(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One submission whose grading never returns (a grader bug: every wait on a worker has a deadline): the
    others are graded beside it all the same, each row is handed on as soon as it is known, and the stuck one's
    row, last, says it was stopped once its budget was spent."""
    import threading

    from conftest import FIXTURES

    from grader.classroom import batch
    from grader.course.loader import load_course
    from grader.run.model import Limits

    mini = FIXTURES / "course"
    reference = (mini / "solutions" / "chunk_words.py").read_text(encoding="utf-8")
    course = batch.only_exercises(load_course(mini), ["chunk_words"])
    submissions = batch.find_submissions(make_class(tmp_path, dict.fromkeys(("a_stuck", "b", "c"), reference)))
    never = threading.Event()
    real = batch.grade_submission

    def grade(course: object, submission: batch.Submission, *arguments: object) -> batch.SubmissionResult:
        if submission.path.name == "a_stuck":
            never.wait()
            raise KeyboardInterrupt  # released once the test is done: it grades nothing after the test ends
        return real(course, submission, *arguments)  # type: ignore[arg-type]

    monkeypatch.setattr(batch, "grade_submission", grade)
    monkeypatch.setattr(batch, "submission_budget", lambda course, limits: 15.0)  # only a bound for the stuck one
    rows: list[str] = []
    try:
        results = batch.run_batch(
            course, submissions, Limits(), jobs=2, on_done=lambda result: rows.append(Path(result.submission).name)
        )
    finally:
        never.set()
    assert rows == ["b", "c", "a_stuck"]
    stuck, *others = results
    assert "did not finish within 15 s" in stuck.error and stuck.score == 0
    assert all(not other.error and other.score == other.max_score > 0 for other in others)


def test_batch_rows_are_written_as_each_submission_is_done(tmp_path: Path) -> None:
    """--output holds the rows graded so far at every moment (the header once), not only at the end."""
    from grader.classroom.batch import ExerciseScore, SubmissionResult
    from grader.commands.batch import _Rows
    from grader.course.loader import load_course

    course = load_course(ROOT)
    score = ExerciseScore("chunk_words", 1, 1, 1.0, 1.0, {"pass": 1}, (), ())
    for output_format, lines in (("csv", [2, 3]), ("jsonl", [1, 2])):
        path = tmp_path / f"rows.{output_format}"
        rows = _Rows(path, output_format, course)
        for name, count in zip(("ann", "ben"), lines, strict=True):
            rows.add(SubmissionResult(name, (score,)))
            assert len(path.read_text(encoding="utf-8").splitlines()) == count


HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>&'


def _hostile_record() -> dict:
    """A JSON line as `kata batch --format jsonl` writes it, with markup in every text it carries."""
    return {
        "submission": f"students/{HOSTILE}",
        "score": 1.0,
        "max_score": 2.0,
        "passed_exercises": 0,
        "exercises_total": 1,
        "verdicts": {HOSTILE: 1, "pass": 1},
        "seconds": 0.5,
        "error": HOSTILE,
        "exercises": [
            {
                "name": HOSTILE,
                "passed": 1,
                "total": 2,
                "score": 1.0,
                "max_score": 2.0,
                "verdicts": {HOSTILE: 1, "pass": 1},
                "pitfalls": [HOSTILE],
                "missing": False,
                "failing": [{"case": HOSTILE, "verdict": HOSTILE, "message": HOSTILE, "pitfall": HOSTILE}],
            }
        ],
    }


def test_a_merged_jsonl_line_cannot_put_markup_on_the_class_page(tmp_path: Path) -> None:
    """Every value of a merged line reaches the HTML page escaped: a hostile shard file shows its text, runs nothing."""
    shard = tmp_path / "shard.jsonl"
    shard.write_text(json.dumps(_hostile_record()) + "\n", encoding="utf-8")
    page = tmp_path / "class.html"
    run = run_kata("batch", "--merge", str(shard), "--exercise", "chunk_words", "--html", str(page))
    assert run.code == 0, run.err
    assert page.is_file(), run.out + run.err
    html = page.read_text(encoding="utf-8")
    assert "<img" not in html and "alert(2)</script>" not in html and 'onerror="' not in html
    assert html.count("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;") >= 6  # name, error, mistake, case, message…


@pytest.mark.parametrize(("field", "value"), [("passed", "<b>1</b>"), ("score", "1<script>"), ("name", 7)])
def test_a_merged_line_with_a_value_of_the_wrong_type_is_refused(tmp_path: Path, field: str, value: object) -> None:
    """A count that is text (or a name that is a number) is not a line kata wrote: exit 2 naming the line."""
    record = _hostile_record()
    record["exercises"][0][field] = value
    shard = tmp_path / "shard.jsonl"
    shard.write_text(json.dumps(record) + "\n", encoding="utf-8")
    run = run_kata("batch", "--merge", str(shard), "--exercise", "chunk_words", "--html", str(tmp_path / "c.html"))
    assert run.code == 2 and "shard.jsonl:1" in run.err, run.err
    assert not (tmp_path / "c.html").exists()
