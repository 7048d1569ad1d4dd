"""`kata quiz`: the lessons' quick checks in the terminal, through the real entry point, and kept in .kata/."""

from __future__ import annotations

import json
import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import ROOT, run_kata

from grader.course.loader import load_course

COURSE = load_course(ROOT)
# chunk_words' quiz, as cases.yaml asks it: (item, a right answer, a wrong one).
ANSWERS = {
    "eight_words_in_pieces_of_four": ("3", "4"),
    "the_step": ("overlap", "size"),
    "part_of_the_text_in_no_piece": ("10", "9"),
    "how_far_apart_pieces_start": ("2", "4"),
    "why_stop_early": ("2", "1"),
    "what_the_overlap_is": ("1", "3"),
}


def quiz(course: Path, typed: str, *arguments: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """`kata quiz ARGS` with `typed` on stdin (not a terminal), in a copy of the course."""
    environment = {**os.environ, "LANG": "C.UTF-8", "COLUMNS": "80", "NO_COLOR": "1", "PYTHONPATH": str(ROOT)}
    for key in ("LC_ALL", "LC_CTYPE", "PYTHONUTF8", "PYTHONIOENCODING", "FORCE_COLOR"):
        environment.pop(key, None)
    environment.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "grader", "quiz", *arguments],
        cwd=course,
        env=environment,
        input=typed,
        capture_output=True,
        text=True,
        timeout=120,
    )


def saved(course: Path) -> dict:
    return json.loads((course / ".kata" / "quiz.json").read_text(encoding="utf-8"))


def test_every_exercise_has_a_few_quiz_items_and_the_seeds_checks_are_among_them() -> None:
    assert all(len(exercise.quiz) >= 2 for exercise in COURSE.exercises)
    kinds = {item.kind for exercise in COURSE.exercises for item in exercise.quiz}
    assert kinds == {"predict", "fill", "bug", "choice"}
    words = {item.name: item for item in COURSE.exercise("chunk_words").quiz}
    # Seed 003: predict an 8-word sentence in pieces of 4 with overlap 1; fill the step; the line that loses words.
    assert "delivery to a courier office costs 3 euro" in words["eight_words_in_pieces_of_four"].code
    assert "size - ___" in words["the_step"].code
    assert list(words) == list(ANSWERS)


def test_right_and_wrong_answers_are_explained_and_kept(course_copy: Path) -> None:
    """Right answers to the first three, a wrong one to the fourth, a skip, then input ends: all of it kept."""
    items = list(ANSWERS.values())
    typed = "\n".join([items[0][0], items[1][0], items[2][0], items[3][1], ""]) + "\n"
    run = quiz(course_copy, typed, "chunk_words")
    assert run.returncode == 0, run.stderr
    assert run.stdout.count("Right.") == 3 and run.stdout.count("Not quite.") == 1
    assert "Not quite. The answer: 2) 6" in run.stdout
    assert "10 - 4 = 6." in run.stdout  # the explanation follows the answer
    assert "Skipped." in run.stdout and "Stopped here" in run.stdout
    kept = saved(course_copy)["exercises"]["chunk_words"]
    assert {name: entry["right"] for name, entry in kept.items()} == {
        "eight_words_in_pieces_of_four": True,
        "the_step": True,
        "part_of_the_text_in_no_piece": True,
        "how_far_apart_pieces_start": False,
    }
    listing = run_kata("list", cwd=course_copy)
    row = next(line for line in listing.out.splitlines() if " chunk_words " in line)
    assert re.search(r"\b3/6\b", row), listing.out


def test_a_wrong_answer_then_a_right_one_keeps_the_last_and_counts_the_tries(course_copy: Path) -> None:
    quiz(course_copy, "4\n", "chunk_words")
    quiz(course_copy, "3\n", "chunk_words")
    entry = saved(course_copy)["exercises"]["chunk_words"]["eight_words_in_pieces_of_four"]
    assert entry["right"] is True and entry["tries"] == 2 and entry["ever_right"] is True


def test_a_number_out_of_range_is_asked_again(course_copy: Path) -> None:
    typed = "\n\n99\nten\n10\n"  # skip two, then the bug's line: 99 and "ten" are refused, 10 is right
    run = quiz(course_copy, typed, "chunk_words")
    assert run.stdout.count("Type a number from 1 to 11") == 2 and "Right." in run.stdout


def test_a_quiz_never_blocks_grading(course_copy: Path) -> None:
    """A corrupt quiz file costs a warning in `kata list`, and grading neither reads nor needs it."""
    (course_copy / ".kata").mkdir()
    (course_copy / ".kata" / "quiz.json").write_text("{not json", encoding="utf-8")
    (course_copy / "exercises" / "chunk_words.py").write_text(
        (ROOT / "solutions" / "chunk_words.py").read_text(encoding="utf-8"), encoding="utf-8"
    )
    graded = run_kata("grade", "chunk_words", "--no-random", cwd=course_copy)
    assert graded.code == 0, graded.out + graded.err
    listing = run_kata("list", cwd=course_copy)
    assert listing.code == 0 and "quiz answers start afresh" in listing.err
    run = quiz(course_copy, "3\n", "chunk_words")
    assert run.returncode == 0 and saved(course_copy)["exercises"]["chunk_words"]


@pytest.mark.parametrize(
    "env",
    [
        {"COLUMNS": "60"},
        {"COLUMNS": "60", "LANG": "C"},
        {"COLUMNS": "60", "PYTHONIOENCODING": "ascii"},
        {"COLUMNS": "60", "FORCE_COLOR": "1", "NO_COLOR": ""},
    ],
    ids=["utf8", "lang_c", "ascii", "colour"],
)
def test_every_item_fits_60_columns_in_every_terminal(course_copy: Path, env: dict[str, str]) -> None:
    """Every exercise's whole quiz, answered wrongly (the answer and its explanation shown): no line past 60
    columns, only ASCII where the terminal shows only ASCII, colour only when asked for."""
    for exercise in COURSE.exercises:
        run = quiz(course_copy, "1\n" * (3 * len(exercise.quiz)), exercise.name, env=env)
        assert run.returncode == 0, (exercise.name, run.stderr)
        visible = re.sub(r"\x1b\[[0-9;]*m", "", run.stdout)
        too_long = [line for line in visible.splitlines() if len(line) > 60]
        assert too_long == [], (exercise.name, too_long)
        for item in exercise.quiz:
            assert " ".join(item.explain.split())[:30] in " ".join(visible.split()), (exercise.name, item.name)
        if env.get("LANG") == "C" or env.get("PYTHONIOENCODING") == "ascii":
            assert run.stdout.isascii(), exercise.name
        assert ("\x1b[" in run.stdout) is ("FORCE_COLOR" in env), exercise.name


def test_plain_has_no_escapes_even_when_colour_is_forced(course_copy: Path) -> None:
    run = quiz(course_copy, "3\n", "chunk_words", "--plain", env={"FORCE_COLOR": "1", "NO_COLOR": ""})
    assert "\x1b" not in run.stdout and "Right." in run.stdout


def test_no_exercise_named_defaults_to_the_first_not_passed(course_copy: Path) -> None:
    run = quiz(course_copy, "", env={})
    assert "Quiz of chunk_words" in run.stdout


@pytest.mark.skipif(os.name != "posix", reason="a pseudo-terminal")
def test_a_terminal_session_through_right_and_wrong_answers(course_copy: Path) -> None:
    """Driven through a pseudo-terminal, as a learner types: the prompt waits, a right and a wrong answer are
    each explained, Ctrl-D ends the quiz, and both answers are kept."""
    import pty

    main, secondary = pty.openpty()
    environment = {**os.environ, "LANG": "C.UTF-8", "COLUMNS": "60", "TERM": "xterm", "PYTHONPATH": str(ROOT)}
    for key in ("NO_COLOR", "FORCE_COLOR", "LC_ALL", "PYTHONIOENCODING"):
        environment.pop(key, None)
    process = subprocess.Popen(
        [sys.executable, "-m", "grader", "quiz", "nearest_chunk"],
        cwd=course_copy,
        env=environment,
        stdin=secondary,
        stdout=secondary,
        stderr=secondary,
        close_fds=True,
    )
    os.close(secondary)
    seen = b""

    def read_until(text: bytes) -> None:
        nonlocal seen
        deadline = time.monotonic() + 60  # only stops a hang
        while text not in seen:
            # Waits at most until the deadline: a quiz that hangs silently fails the test instead of hanging it.
            ready, _, _ = select.select([main], [], [], max(0.0, deadline - time.monotonic()))
            assert ready, seen.decode(errors="replace")
            try:
                chunk = os.read(main, 4096)
            except OSError:  # the terminal closed: the program ended
                break
            seen += chunk
        assert text in seen, seen.decode(errors="replace")

    try:
        read_until(b"What does Python show? ")
        os.write(main, b"0\r")
        read_until(b"What goes in the blank? ")
        os.write(main, b"0.5\r")
        read_until(b"Your choice (1-3): ")
        os.write(main, b"\x04")  # Ctrl-D
        read_until(b"answered right")
        assert process.wait(timeout=60) == 0
    finally:
        if process.poll() is None:
            process.kill()
        os.close(main)
    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", seen.decode("utf-8", errors="replace"))
    assert "Right." in text and "Not quite. The answer: 1e-9" in text
    assert "earliest piece wins" in text and "A bare `>`" in text  # each explained right after it
    assert "\x1b[" in seen.decode(errors="replace")  # a real terminal gets colour
    assert {name: entry["right"] for name, entry in saved(course_copy)["exercises"]["nearest_chunk"].items()} == {
        "one_bit_apart": True,
        "the_tie_margin": False,
    }


def test_report_formats_count_quiz_results_only_when_the_course_asks(course_copy: Path) -> None:
    """`kata grade --quiz`: one entry per item in results.json, JUnit and Gradescope, passed when the last answer
    was right; without --quiz no document mentions the quiz."""
    (course_copy / "exercises" / "chunk_words.py").write_text(
        (ROOT / "solutions" / "chunk_words.py").read_text(encoding="utf-8"), encoding="utf-8"
    )
    quiz(course_copy, "3\nsize\n", "chunk_words")  # one right, one wrong, four not answered
    items = [item.name for item in COURSE.exercise("chunk_words").quiz]
    plain = run_kata("grade", "chunk_words", "--no-random", "--format", "json", cwd=course_copy)
    assert plain.code == 0 and not [t for t in plain.json()["tests"] if "quiz" in t["name"]]

    exercism = run_kata("grade", "chunk_words", "--no-random", "--quiz", "--format", "json", cwd=course_copy)
    assert exercism.code == 1  # a course that grades its quiz does not pass an unanswered one
    tests = {t["name"]: t for t in exercism.json()["tests"] if "quiz" in t["name"]}
    assert [name.split(": ", 1)[1] for name in tests] == [f"quiz_{name}" for name in items]
    statuses = [test["status"] for test in tests.values()]
    assert statuses == ["pass"] + ["fail"] * 5
    assert "answered wrong in `kata quiz chunk_words`" in tests["chunk_words: quiz_the_step"]["message"]
    assert "not answered yet" in tests["chunk_words: quiz_what_the_overlap_is"]["message"]

    gradescope = run_kata("grade", "chunk_words", "--no-random", "--quiz", "--format", "gradescope", cwd=course_copy)
    document = gradescope.json()
    scored = [t for t in document["tests"] if "quiz_" in t["name"]]
    assert [t["score"] for t in scored] == [1.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    without = run_kata("grade", "chunk_words", "--no-random", "--format", "gradescope", cwd=course_copy).json()
    assert document["max_score"] == without["max_score"] + 6 and document["score"] == without["score"] + 1

    junit = run_kata("grade", "chunk_words", "--no-random", "--quiz", "--format", "junit", cwd=course_copy)
    assert junit.out.count('name="quiz_') == 6 and junit.out.count("not answered yet") >= 4
    # The learner's progress counts the cases only: the exercise passed, whatever the quiz.
    progress = json.loads((course_copy / ".kata" / "progress.json").read_text(encoding="utf-8"))
    assert progress["exercises"]["chunk_words"]["passed"] is True
