"""Trusted code run in the grader's own process (pitfalls, the reference) cannot hang a run on a bad case."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from conftest import FIXTURES, ROOT, SUBMISSIONS, run_kata

from grader.course import model
from grader.course.loader import load_course
from grader.judge.oracle import Oracle
from grader.judge.trusted import computed_reference_answer

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
    assert sorted(Oracle(course, exercise).mistakes(case)) == sorted(exercise.pitfalls)


def test_the_limit_holds_on_a_thread_that_is_not_the_main_one() -> None:
    """A batch calls trusted code on pool threads, where no signal can land: the limit stops a loop there too, and
    it still does after thousands of calls that ended right at their limit (the limit's exception landing in its
    own clean-up once left the watchdog locked out, and every later limit ignored)."""
    import contextlib
    import threading

    from grader.judge.trusted import OutOfTime, time_limit

    stopped: list[str] = []

    def busy(seconds: float) -> None:
        started = time.perf_counter()
        while time.perf_counter() - started < seconds:
            pass

    def loops() -> None:
        for _ in range(3000):  # each call takes about its limit: many are stopped inside it, some in clean-up
            with contextlib.suppress(OutOfTime), time_limit(0.0003):
                busy(0.0003)
        try:
            with time_limit(0.2):
                busy(20)
        except OutOfTime:
            stopped.append("loop")

    threads = [threading.Thread(target=loops, daemon=True) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert stopped == ["loop", "loop"], stopped


def test_the_limit_counts_the_graders_cpu_time_not_the_wall_clock() -> None:
    """A machine busy with other work stretches a trusted call's wall time, never its CPU time: a call that waits
    twice its limit (using no CPU, as a starved one does) finishes; one that computes past it is stopped. (On a
    wall-clock limit, a loaded CI run once reported a 50 ms pitfall as never finishing.)"""
    from grader.judge.trusted import OutOfTime, time_limit

    with time_limit(0.25):
        time.sleep(0.5)  # no CPU: within the limit, however long the wall clock says it took
    with pytest.raises(OutOfTime), time_limit(0.25):
        while True:
            pass
