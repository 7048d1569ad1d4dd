"""`kata new EX`: an exercise is its own files plus its cases.yaml block.

The scaffold loads as it is written, and `kata cases check EX` lists every place left to write by file and
line. Filled in with the files of tests/fixtures/new_exercise (a ninth exercise, chunk_count, whose answer is an
`int`) and nothing else, the exercise passes `kata cases check`, and the suite's tests of every exercise pass on
it in a copy of this repository: no grader or test file names the exercises.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import FIXTURES, ROOT, copy_course, run_kata

from grader.course.loader import load_course
from grader.instructor.new import MARK
from grader.run.model import RETURN_KINDS

FILLED = FIXTURES / "new_exercise"
NAME = "chunk_count"
NEW = ("new", NAME, "--returns", "int", "--arg", "text:str", "--arg", "size:int", "--arg", "overlap:int")
# What the copy of the repository leaves out: caches, virtual environments, the learner's state, history.
NOT_COPIED = shutil.ignore_patterns(
    ".git", ".venv", "__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache", ".hypothesis", "*.egg-info", ".kata"
)


def marks(root: Path) -> set[tuple[str, int]]:
    """Every `TODO(kata new)` under the course, as (file, line)."""
    found = set()
    for path in root.rglob("*"):
        if path.is_file() and path.suffix in (".py", ".md", ".yaml"):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if MARK in line:
                    found.add((path.relative_to(root).as_posix(), number))
    return found


@pytest.mark.parametrize("returns", list(RETURN_KINDS))
def test_the_scaffold_of_every_kind_loads_and_cases_check_lists_each_place_left_to_write(
    returns: str, tmp_path: Path
) -> None:
    course = copy_course(tmp_path / "course")
    (course / "tests" / "fixtures" / "submissions").mkdir(parents=True)
    before = (course / "cases.yaml").read_bytes()
    lessons = {path.name: path.read_bytes() for path in (course / "exercises").iterdir()}
    made = run_kata("new", NAME, "--returns", returns, cwd=course)
    assert made.code == 0, made.err
    for relative in ("solutions/chunk_count.py", "solutions/pitfalls/chunk_count.py", "exercises/chunk_count.md"):
        assert relative in made.out and (course / relative).is_file()
    assert (course / ".stubs" / "chunk_count.py").read_bytes() == (course / "exercises" / "chunk_count.py").read_bytes()
    # cases.yaml only grew at its end; nobody else's files changed.
    assert (course / "cases.yaml").read_bytes().startswith(before.rstrip(b"\n") + b"\n")
    assert all((course / "exercises" / name).read_bytes() == data for name, data in lessons.items())
    assert load_course(course).names[-1] == NAME
    assert load_course(course).exercise(NAME).returns == returns

    check = run_kata("cases", "check", NAME, "--format", "json", cwd=course)
    assert check.code == 1, check.out + check.err
    (exercise,) = check.json()["exercises"]
    listed = {
        (problem["file"], problem["line"]) for problem in exercise["problems"] if problem["check"] == "unfinished"
    }
    assert listed == marks(course)
    assert len(listed) >= 8  # the reference, its steps, BOUNDARY and inputs(), the lesson, the stub, the hint…


def test_kata_new_refuses_a_taken_or_malformed_name_and_writes_nothing(tmp_path: Path) -> None:
    course = copy_course(tmp_path / "course")
    before = (course / "cases.yaml").read_bytes()
    for arguments, said in (
        (("new", "chunk_words"), "already has an exercise chunk_words"),
        (("new", "Count-Words"), "is not an exercise name"),
        (("new", NAME, "--arg", "text:dict"), "does not know the type 'dict'"),
        (("new", NAME, "--arg", "text", "--arg", "text:int"), "same name"),
        (("new", NAME, "--returns", "stdout", "--arg", "text"), "takes no --arg"),
        (("new", "yes"), "is not an exercise name"),
        (("new", "class"), "is not an exercise name"),
        (("new", NAME, "--arg", "lambda:int"), "is a Python keyword"),
        (("new", NAME, "--title", 'Say "hi"'), "without quotes"),
    ):
        run = run_kata(*arguments, cwd=course)
        assert run.code == 2 and said in run.err and "Traceback" not in run.err, (arguments, run.err)
    assert (course / "cases.yaml").read_bytes() == before
    assert not (course / "solutions" / f"{NAME}.py").exists()


def test_the_schema_offers_every_return_kind() -> None:
    schema = json.loads((ROOT / "grader" / "course" / "cases.schema.json").read_text(encoding="utf-8"))
    exercise = schema["$defs"]["exercise"]["properties"]["returns"]
    assert set(exercise["enum"]) == set(RETURN_KINDS)


def fill_in(repository: Path) -> None:
    """What the author writes: the exercise's own files, and its block of cases.yaml in place of the scaffold's."""
    for path in FILLED.rglob("*"):
        relative = path.relative_to(FILLED)
        if path.is_file() and relative.name != "cases_block.yaml":
            shutil.copy2(path, repository / relative)
    shutil.copy2(FILLED / "exercises" / f"{NAME}.py", repository / ".stubs" / f"{NAME}.py")
    cases = repository / "cases.yaml"
    text = cases.read_text(encoding="utf-8")
    start = text.index(f"\n{NAME}:\n")
    cases.write_text(text[:start] + (FILLED / "cases_block.yaml").read_text(encoding="utf-8"), encoding="utf-8")


def test_a_new_exercise_in_its_own_files_passes_cases_check_and_the_suite(tmp_path: Path) -> None:
    repository = tmp_path / "repository"
    shutil.copytree(ROOT, repository, ignore=NOT_COPIED)
    shutil.rmtree(repository / "tests" / "fixtures" / "new_exercise")  # the copy's course is the one under test
    kata = [sys.executable, "-m", "grader"]
    environment = {**os.environ, "PYTHONPATH": str(repository), "NO_COLOR": "1", "COLUMNS": "100"}
    environment.pop("PYTEST_XDIST_WORKER", None)

    def run(*command: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            command, cwd=repository, env=environment, capture_output=True, text=True, timeout=timeout, check=False
        )

    assert run(*kata, *NEW).returncode == 0
    fill_in(repository)
    check = run(*kata, "cases", "check", NAME)
    assert check.returncode == 0, check.stdout + check.stderr
    assert "0 errors, 0 warnings" in check.stdout
    regenerated = run(sys.executable, "tests/golden/regenerate.py", f"{NAME}/")
    assert regenerated.returncode == 0, regenerated.stdout + regenerated.stderr
    assert (repository / "tests" / "golden" / NAME / "floor_division.results.json").is_file()
    # The suite's tests of every exercise, on the new one (selected by its name), then those of the whole course.
    pytest = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0"]
    collected = run(*pytest, "--collect-only", "tests", "-k", NAME).stdout
    for module in ("test_submissions", "test_golden", "test_solutions", "test_promises", "test_reset"):
        assert f"tests/{module}.py::" in collected, f"no test of {module} takes the new exercise"
    for selection in (
        ["tests", "-k", NAME],
        ["tests/test_solutions.py", "tests/test_promises.py", "tests/test_cases_schema.py"],
    ):
        suite = run(*pytest, *selection, timeout=1200)
        summary = suite.stdout.strip().splitlines()[-1] if suite.stdout.strip() else suite.stderr
        assert suite.returncode == 0, suite.stdout[-4000:] + suite.stderr[-2000:]
        assert " passed" in summary and "failed" not in summary and "error" not in summary, summary


def test_the_worker_converts_every_return_kind_the_grader_declares() -> None:
    """The worker runs alone and keeps its own table: it must know every kind, and refuse a bool for an int."""
    from grader.run.worker import CONVERSIONS, Invalid, convert

    assert set(CONVERSIONS) == {name for name, kind in RETURN_KINDS.items() if not kind.program}  # a program: stdout
    assert convert(3, "int", None) == 3 and RETURN_KINDS["int"].well_formed(3)
    with pytest.raises(Invalid):
        convert(True, "int", None)
    with pytest.raises(Invalid):
        convert(float("nan"), "float", None)
    with pytest.raises(Invalid):  # an int JSON cannot carry (more than 4,300 digits) is an answer of no kind
        convert(10**5000, "int", None)
    assert RETURN_KINDS["float"].agrees(0.1 + 0.2, 0.3) and not RETURN_KINDS["float"].agrees(0.3, 0.3001)


def test_kata_new_replaces_no_file_of_the_author_and_a_title_with_a_colon_stays_a_title(tmp_path: Path) -> None:
    course = copy_course(tmp_path / "course")
    mine = course / "solutions" / "pitfalls" / f"{NAME}.py"
    mine.write_text("def my_own_pitfall(text):\n    return []\n", encoding="utf-8")
    before = (course / "cases.yaml").read_bytes()
    run = run_kata("new", NAME, cwd=course)
    assert run.code == 2 and "already exists" in run.err, run.err
    assert mine.read_text(encoding="utf-8").startswith("def my_own_pitfall")
    assert (course / "cases.yaml").read_bytes() == before and not (course / "solutions" / f"{NAME}.py").exists()
    mine.unlink()
    assert run_kata("new", NAME, "--title", "Count: how many chunks? #1", cwd=course).code == 0
    assert load_course(course).exercise(NAME).title == "Count: how many chunks? #1"


def test_kata_new_keeps_the_line_endings_of_cases_yaml(tmp_path: Path) -> None:
    course = copy_course(tmp_path / "course")
    cases = course / "cases.yaml"
    cases.write_bytes(cases.read_bytes().replace(b"\n", b"\r\n"))
    before = cases.read_bytes()
    assert run_kata("new", NAME, cwd=course).code == 0
    after = cases.read_bytes()
    assert after.startswith(before.rstrip(b"\r\n")) and b"\n" not in after.replace(b"\r\n", b"")
    assert load_course(course).names[-1] == NAME
