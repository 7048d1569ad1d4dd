"""The pytest plugin: off unless asked; with --kata every case is a test run by the isolated worker."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, SUBMISSIONS, Run

from grader.course.loader import load_course
from grader.judge.oracle import Oracle

COURSE = load_course(ROOT)
EVERY_CASE = {f"cases.yaml::{exercise.name}::{case.name}" for exercise in COURSE.exercises for case in exercise.cases}
# And the comparison with the reference on random inputs, one test per exercise that has it (as `kata grade`), and
# the call contract of every exercise whose answer is returned (a program's is its output).
EVERY_TEST = (
    EVERY_CASE
    | {
        f"cases.yaml::{exercise.name}::random_inputs"
        for exercise in COURSE.exercises
        if Oracle(COURSE, exercise).random_count()
    }
    | {f"cases.yaml::{exercise.name}::call_contract" for exercise in COURSE.exercises if not exercise.is_program}
)


def run_pytest(course: Path, *arguments: str) -> Run:
    """`python -m pytest -p grader.pytest_plugin ARGS` in a course copy, as an IDE would start it."""
    # Autoload off: an installed chunk-kata registers the same plugin by entry point.
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", "COLUMNS": "100"}
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "grader.pytest_plugin", "-p", "no:cacheprovider", *arguments],
        cwd=course,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return Run(completed.returncode, completed.stdout, completed.stderr)


def collected(run: Run) -> set[str]:
    return {line for line in run.out.splitlines() if line.startswith("cases.yaml::")}


def test_kata_lists_every_case_of_every_exercise(course_copy: Path) -> None:
    """`pytest --kata --collect-only` names one test per case, cases.yaml::EX::CASE, and the random inputs."""
    run = run_pytest(course_copy, "--kata", "--collect-only", "-q")
    assert run.code == 0, run.out + run.err
    assert collected(run) == EVERY_TEST


@pytest.mark.parametrize("arguments", [(), (".",)], ids=["no-paths", "explicit-path"])
def test_plain_pytest_collects_no_case(course_copy: Path, arguments: tuple[str, ...]) -> None:
    """Without --kata the plugin is inert: no case becomes a test, even with the course folder named."""
    run = run_pytest(course_copy, "--collect-only", "-q", *arguments)
    assert collected(run) == set()
    assert "cases.yaml" not in run.out


def test_the_ini_option_turns_it_on(course_copy: Path) -> None:
    """`kata = true` in the pytest configuration works like --kata."""
    (course_copy / "pytest.ini").write_text("[pytest]\nkata = true\n", encoding="utf-8")
    run = run_pytest(course_copy, "--collect-only", "-q")
    assert collected(run) == EVERY_TEST


def test_the_references_pass(course_copy: Path) -> None:
    """With --kata-reference every case of every reference passes."""
    run = run_pytest(course_copy, "--kata", "--kata-reference", "-q")
    assert run.code == 0, run.out[-3000:]
    assert f"{len(EVERY_CASE)} passed" in run.out


def test_the_stubs_fail_with_the_reports_explanation(course_copy: Path) -> None:
    """The stubs fail every case; a failure reads like the report: the call, the error, the learner's frame."""
    run = run_pytest(course_copy, "--kata", "-q", "-k", "chunk_words or chunk_stdin")
    assert run.code == 1
    names = [case.name for name in ("chunk_words", "chunk_stdin") for case in COURSE.exercise(name).cases]
    assert f"{len(names)} failed" in run.out
    assert re.search(r"call +solve\(text='the cat sat on the red mat', size=4, overlap=2\)", run.out)
    assert "got None" not in run.out  # an error has no answer: its smallest input says what it raises
    one_word = r"smallest +solve\(text='(\w+)', size=\d+, overlap=\d+\)  expected \['\1'\], raises NotImplementedError"
    assert re.search(one_word, run.out)
    assert "NotImplementedError: chunk_words is not written yet" in run.out
    assert "FAILED cases.yaml::chunk_words::example_the_cat_sat" in run.out


def test_a_known_mistake_is_named_in_the_failure(course_copy: Path) -> None:
    """A wrong answer shows the chunk table and names the pitfall, as `kata grade` does."""
    shutil.copy(SUBMISSIONS / "chunk_words" / "step_by_size.py", course_copy / "exercises" / "chunk_words.py")
    run = run_pytest(course_copy, "--kata", "-q", "cases.yaml::chunk_words::example_the_cat_sat")
    assert run.code == 1
    assert "wrong answer (step by size)" in run.out
    assert "expected (3 chunks)" in run.out


def test_a_failing_hidden_case_never_shows_its_input_or_answer(course_copy: Path) -> None:
    """A hidden case fails with its verdict and its mistake, as in `kata grade`, but never with a piece of its
    input or expected answer (hidden_messy_text: "\\n\\tIt's\\t\\tlate,  said the  Cat.\\r\\nThe END \\t")."""
    shutil.copy(SUBMISSIONS / "chunk_words" / "step_by_size.py", course_copy / "exercises" / "chunk_words.py")
    run = run_pytest(course_copy, "--kata", "-q", "cases.yaml::chunk_words::hidden_messy_text")
    assert run.code == 1 and "FAILED cases.yaml::chunk_words::hidden_messy_text" in run.out, run.out
    assert "hidden: this case's input and answer are not shown" in run.out
    for secret in ("It's", "late,", "said the", "Cat.", "The END"):
        assert secret not in run.out, secret


def test_installing_the_course_registers_the_plugin() -> None:
    """pyproject.toml declares the plugin as a pytest11 entry point named after its module."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["entry-points"]["pytest11"] == {"grader.pytest_plugin": "grader.pytest_plugin"}


def test_a_broken_call_contract_fails_its_own_test(course_copy: Path) -> None:
    """State kept between calls passes every case (each gets fresh arguments); `kata grade` adds the call contract
    to the run when it breaks, and the IDE panel shows it as a failing test of its own, with the same message."""
    fixture = SUBMISSIONS / "chunk_chars" / "spans_kept_past_an_abandoned_generator.py"
    shutil.copy(fixture, course_copy / "exercises" / "chunk_chars.py")
    run = run_pytest(course_copy, "--kata", "-q", "-k", "chunk_chars", "-p", "no:randomly")
    assert run.code == 1, run.out[-3000:]
    assert "FAILED cases.yaml::chunk_chars::call_contract" in run.out
    assert "right after a caller read only the first chunk" in " ".join(run.out.split())
