"""Golden result documents: each fixture submission's whole results.json, JUnit and Gradescope file, as checked in.

Each submission is graded once, through the real entry point (tests/golden/kata_all_formats.py runs
`python -m grader` and keeps the three documents of that one run); one test per (submission, format)
compares the normalised document with tests/golden/FOLDER/STEM.*. When a change to the reports is
intended: `python tests/golden/regenerate.py`, then review `git diff tests/golden`.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import warnings
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest
from conftest import run_kata
from golden.regenerate import (
    COMMAND,
    FORMATS,
    ROOT,
    GradingFailed,
    Submission,
    difference,
    golden_files,
    grade,
    normalise,
    prepare_courses,
    submissions,
)

from grader.run.sandbox import landlock_abi

SUBMISSIONS = submissions()
BY_NAME = {submission.name: submission for submission in SUBMISSIONS}


@pytest.fixture(scope="session")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder every pytest-xdist worker of this session shares, so a submission is graded by one of them."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # each worker's basetemp is a folder of the session's own
    folder = base / "golden"
    folder.mkdir(exist_ok=True)
    return folder


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def courses(shared: Path) -> Mapping[str, Path]:
    with locked(shared / "courses.lock"):
        return prepare_courses(shared / "courses")


def documents(submission: Submission, courses: Mapping[str, Path], shared: Path, attempt: int = 1) -> dict[str, str]:
    """The submission's documents, normalised, from the grading run that the first test to ask makes."""
    key = f"{submission.folder}.{submission.file.stem}.{attempt}"
    run = shared / "runs" / key
    with locked(shared / f"{key}.lock"):
        if (run / "failed").is_file():
            pytest.fail((run / "failed").read_text(encoding="utf-8"), pytrace=False)
        if not (run / "done").is_file():
            try:
                grade(submission, courses, run)
            except GradingFailed as error:
                (run / "failed").write_text(str(error), encoding="utf-8")
                pytest.fail(str(error), pytrace=False)
            (run / "done").touch()
    return {name: normalise(name, (run / name).read_text(encoding="utf-8"), courses) for name in FORMATS}


def golden_difference(submission: Submission, format_name: str, actual: str) -> str:
    """ "" when the document is the golden one; else the failure message, with a unified diff."""
    path = submission.golden(format_name)
    name = path.relative_to(ROOT).as_posix()
    if not path.is_file():
        return f"{name} does not exist: run `{COMMAND}` and commit what it writes"
    diff = difference(path.read_text(encoding="utf-8"), actual, name)
    if not diff:
        return ""
    return (
        f"{name} is not what {submission.name} is graded now (volatile fields normalised):\n{diff}\n"
        f"If the change is intended, run `{COMMAND}` and review `git diff tests/golden`."
    )


def assert_golden(submission: Submission, format_name: str, actual: str) -> None:
    message = golden_difference(submission, format_name, actual)
    if message:
        pytest.fail(message, pytrace=False)


# Verdicts that depend on the machine's speed and load as well as on the submission.
TIMED_VERDICTS = ("too slow", "timeout")
ATTEMPTS = 3


def timed_verdict_lines(message: str) -> list[str]:
    """The lines of the diff that add or remove a too-slow or timeout verdict."""
    changed = [line for line in message.splitlines()[3:] if line[:1] in "+-"]
    return [line[:160] for line in changed if any(verdict in line for verdict in TIMED_VERDICTS)]


@pytest.mark.parametrize(
    ("submission", "format_name"),
    [(submission, name) for submission in SUBMISSIONS for name in FORMATS],
    ids=[f"{submission.name}-{name}" for submission in SUBMISSIONS for name in FORMATS],
)
def test_document_is_the_golden_one(
    submission: Submission, format_name: str, courses: Mapping[str, Path], shared: Path
) -> None:
    """The whole document, not a few fields: any change of wording, structure or escaping shows as a diff.

    The golden documents are those of a run in the Linux sandbox: a fixture whose verdict differs there (its
    `# sandboxed:` header line) is skipped where the sandbox does not hold. A verdict is no field to normalise
    away: when the diff adds or removes a too-slow or timeout verdict (a machine far past overloaded), the
    submission is graded again (up to 3 runs in all), the last run must match, and the earlier difference is
    reported as a warning.
    """
    header = submission.file.read_text(encoding="utf-8").splitlines()[1:4]
    if any(line.startswith("# sandboxed:") for line in header) and not landlock_abi():
        pytest.skip(f"{submission.name}: its verdict in the sandbox is the golden one, and no sandbox holds here")
    message = golden_difference(submission, format_name, documents(submission, courses, shared)[format_name])
    attempt, first = 1, message
    while message and timed_verdict_lines(message) and attempt < ATTEMPTS:
        attempt += 1
        graded = documents(submission, courses, shared, attempt=attempt)
        message = golden_difference(submission, format_name, graded[format_name])
    if message:
        pytest.fail(message, pytrace=False)
    if attempt > 1:
        lines = "; ".join(timed_verdict_lines(first))
        warnings.warn(f"{submission.name} ({format_name}) matched on grading run {attempt}: {lines}", stacklevel=1)


# The real course with a pitfall, and the miniature one with learner text that each format must escape.
OWN_RUNS = ["chunk_words/step_by_size", "hostile/prints_terminal_tricks"]


@pytest.mark.parametrize("format_name", ["junit", "gradescope"])
@pytest.mark.parametrize("name", OWN_RUNS)
def test_a_run_of_the_format_alone_writes_the_golden_document(
    name: str, format_name: str, courses: Mapping[str, Path]
) -> None:
    """`kata grade --format junit` (or gradescope) by itself prints what the one run of all formats wrote."""
    submission = BY_NAME[name]
    run = run_kata(*submission.arguments(courses), "--format", format_name)
    assert run.code in (0, 1), run.err
    assert_golden(submission, format_name, normalise(format_name, run.out, courses))


def test_every_golden_document_has_its_submission() -> None:
    """A fixture renamed or deleted leaves no stale golden file behind."""
    expected = {submission.golden(name) for submission in SUBMISSIONS for name in FORMATS}
    stale = [path.relative_to(ROOT).as_posix() for path in golden_files() if path not in expected]
    assert stale == [], f"no fixture submission for {stale}: run `{COMMAND}`"


def test_normalise_replaces_what_varies_and_keeps_the_rest(tmp_path: Path) -> None:
    """Times, places, addresses and perf measurements become placeholders; verdicts and words stay."""
    course = tmp_path / "course"
    junit = (
        '<testsuite timestamp="2026-11-30T15:55:33+00:00" hostname="ci-7" time="0.833">'
        f'<testcase time="0.012" file="{ROOT}/x.py">at 0x7f3a2b1c9d40, pid 4242 in {course}/cases.yaml'
        "</testcase></testsuite>"
    )
    assert normalise("junit", junit, {"real": course}) == (
        '<testsuite timestamp="{TIMESTAMP}" hostname="{HOSTNAME}" time="{SECONDS}">'
        '<testcase time="{SECONDS}" file="x.py">at 0x{ADDRESS}, pid {PID} in {COURSE}/cases.yaml'
        "</testcase></testsuite>"
    )
    assert normalise("gradescope", '{"execution_time": 1.395, "score": 1.0}') == (
        '{"execution_time": "{SECONDS}", "score": 1.0}'
    )
    grew = (
        "8× the words (5,000 words, then 40,000 words) took 50× as long: the work grows with the square of the "
        "text. The reference grows 8.1×. The answers are right."
    )
    stopped = (
        "8× the words (5,000 words, then 40,000 words) took more than 128× as long: 11.7 ms, then still running "
        "when stopped after 1.5 s: the work grows faster than the square of the text. The reference grows 7.9× "
        "(6.9 ms on 40,000 words)."
    )
    padded = "40,000 words took 0.19 s, 28× what the reference takes (6.8 ms; the limit is 20×). The answers are right."
    expected = "too slow: {MEASURED}. Look"
    assert {normalise("json", f"too slow: {measured} Look") for measured in (grew, stopped, padded)} == {expected}
    passed = "8× the text: 8.2× the time (reference 8.0×)"
    assert normalise("json", passed) == "8× the text: {GROWTH} the time (reference {GROWTH})"
    drawn = "solve(text='nuska taista  Venwaloen'...  # 251,579 characters, size=10, overlap=4)"
    assert normalise("json", drawn) == "solve(text='{DRAWN}'...  # {N} characters, size=10, overlap=4)"
    numbered = "solve(text='w1 w2 w3'...  # 68,893 characters, size=50, overlap=10)"
    assert normalise("json", numbered) == numbered
    untouched = "wrong answer: chunk 1 differs: expected 'sat on the red', got 'the red mat'"
    assert normalise("json", untouched) == untouched
