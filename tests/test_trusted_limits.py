"""Trusted code run in the grader's own process (pitfalls, the reference) cannot hang a run on a bad case."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from conftest import FIXTURES, ROOT, SUBMISSIONS, run_kata

from grader.course import model
from grader.course.loader import load_course
from grader.judge.oracle import OutOfTime, computed_reference_answer, pitfall_answers, time_limit

# A case an author got wrong (overlap == size) makes the classic loops spin forever; these stand for them.
NEVER_RETURNS = """

def never_returns(text: str, size: int, overlap: int) -> list[str]:
    while True:
        pass
"""


def miniature(tmp_path: Path) -> Path:
    course = tmp_path / "course"
    shutil.copytree(FIXTURES / "course", course)
    shutil.copy(SUBMISSIONS / "chunk_words" / "step_by_size.py", course / "exercises" / "chunk_words.py")
    return course


def test_a_pitfall_that_never_returns_does_not_hang_the_grade(tmp_path: Path) -> None:
    """The learner still gets a report (exit 1); the endless pitfall simply explains nothing."""
    course = miniature(tmp_path)
    cases = course / "cases.yaml"
    cases.write_text(
        cases.read_text().replace(
            "    step_by_size: The window moved by size, so neighbours share nothing.\n",
            "    step_by_size: The window moved by size, so neighbours share nothing.\n"
            "    never_returns: This mistake never ends.\n",
        )
    )
    pitfalls = course / "solutions" / "pitfalls" / "chunk_words.py"
    pitfalls.write_text(pitfalls.read_text() + NEVER_RETURNS)
    run = run_kata("grade", "chunk_words", "--no-random", cwd=course)
    assert run.code == 1, run.err
    assert "wrong answer (step by size)" in run.out


def test_a_reference_that_never_returns_is_a_course_error(tmp_path: Path) -> None:
    """A case without `expected` on which the reference spins: exit 2 naming the case's line, no traceback."""
    course = miniature(tmp_path)
    reference = course / "solutions" / "chunk_words.py"
    reference.write_text(
        reference.read_text().replace(
            "    words, chunks", "    while text == 'a  b\\tc d':\n        pass\n    words, chunks"
        )
    )
    run = run_kata("grade", "chunk_words", "--no-random", cwd=course)
    assert run.code == 2, (run.out, run.err)
    assert "cases.yaml:16:" in run.err and "did not finish" in run.err and "Traceback" not in run.err, run.err


def test_building_a_generated_input_is_not_on_a_trusted_calls_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """The 1 s limit stops trusted code looping on a bad case; building a case's generated text is the grader's
    own work. chunk_chars' lazy case is 108 million characters, which took over 1 s to build on a loaded
    machine and failed `kata cases check` ("the reference solution did not finish within 1 s"). Here the
    build takes 1.5 s: the reference and every pitfall still answer."""
    course = load_course(ROOT)
    exercise = course.exercise("chunk_chars")
    case = next(case for case in exercise.cases if case.name == "first_chunk_without_reading_everything")
    build = model.generated_text

    def slow_build(spec: dict) -> str:
        time.sleep(1.5)
        return build(spec)

    monkeypatch.setattr(model, "generated_text", slow_build)
    assert computed_reference_answer(course, exercise, case) == [
        "lorem ipsum dolor sit amet lorem ipsum dolor sit amet lorem"
    ]
    assert sorted(pitfall_answers(course, exercise, case)) == sorted(exercise.pitfalls)


def test_the_limit_counts_the_graders_cpu_time_not_the_wall_clock() -> None:
    """A machine busy with other work stretches a trusted call's wall time, never its CPU time: a call that waits
    twice its limit (using no CPU, as a starved one does) finishes; one that computes past it is stopped. (On a
    wall-clock alarm, a loaded CI run once reported a 50 ms pitfall as never finishing.)"""
    with time_limit(0.25):
        time.sleep(0.5)  # no CPU: within the limit, however long the wall clock says it took
    with pytest.raises(OutOfTime), time_limit(0.25):
        while True:
            pass
