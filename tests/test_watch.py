"""`kata watch`: the loop on its own, then the real command driven by real file writes."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from watcher import Watcher

from grader.learner.watch import Seen, poll_changes, polling_asked, watch_loop

NAMES = ("one", "two", "three")


def _file(name: str) -> Path:
    return Path("/course/exercises") / f"{name}.py"


class Recorder:
    """Stands in for grading: answers from a script, remembers what was checked and said."""

    def __init__(self, answers: dict[str, list[Seen]], agree: bool = True) -> None:
        self.answers = answers
        self.agree = agree
        self.checked: list[str] = []
        self.said: list[str] = []

    def check(self, name: str) -> Seen:
        self.checked.append(name)
        return self.answers[name].pop(0)

    def ask(self, passed: str, following: str) -> bool:
        self.said.append(f"ask {passed} -> {following}")
        return self.agree

    def run(self, batches: list[set[Path]], first: str = "one", passed: frozenset[str] = frozenset()) -> str:
        return watch_loop(
            NAMES,
            first,
            iter(batches),
            file_of=_file,
            check=self.check,
            ask=self.ask,
            say=self.said.append,
            passed=lambda name: name in passed,
        )


class TestWatchLoop:
    """The loop re-checks only the current exercise's file and moves on only when told to."""

    def test_a_change_to_another_file_does_not_regrade(self) -> None:
        recorder = Recorder({"one": [Seen.FAILING, Seen.FAILING]})
        recorder.run([{_file("two")}, {Path("/course/exercises/.one.py.swp")}, {_file("one")}])
        assert recorder.checked == ["one", "one"]

    def test_a_pass_moves_on_when_the_learner_agrees(self) -> None:
        recorder = Recorder({"one": [Seen.FAILING, Seen.PASSED], "two": [Seen.FAILING, Seen.FAILING]})
        last = recorder.run([{_file("one")}, {_file("one")}, {_file("two")}])
        assert recorder.checked == ["one", "one", "two", "two"]
        assert recorder.said == ["ask one -> two"]
        assert last == "two"

    def test_after_moving_on_only_the_new_exercises_file_regrades(self) -> None:
        """Once on two, saves of one.py are someone else's file; two.py's saves regrade two."""
        recorder = Recorder({"one": [Seen.FAILING, Seen.PASSED], "two": [Seen.FAILING, Seen.FAILING]})
        last = recorder.run([{_file("one")}, {_file("one")}, {_file("one")}, {_file("two")}])
        assert recorder.checked == ["one", "one", "two", "two"]
        assert last == "two"

    def test_a_pass_stays_when_the_learner_declines(self) -> None:
        recorder = Recorder({"one": [Seen.PASSED, Seen.PASSED]}, agree=False)
        last = recorder.run([{_file("two")}, {_file("one")}])
        assert recorder.checked == ["one", "one"]
        assert recorder.said[-1] == "Still watching one. When you are ready: `kata watch two`."
        assert last == "one"

    def test_the_last_exercise_passing_ends_the_loop(self) -> None:
        recorder = Recorder({"three": [Seen.FAILING, Seen.PASSED]})
        batches = [{_file("three")}, {_file("three")}, {_file("three")}]
        last = recorder.run(batches, first="three", passed=frozenset({"one", "two"}))
        assert recorder.checked == ["three", "three"]
        assert "the course is done" in recorder.said[-1]
        assert last == "three"

    def test_only_an_exercise_not_passed_yet_is_offered(self) -> None:
        """two has passed already: one's pass offers three, and three's pass offers one (before it, not passed)."""
        recorder = Recorder({"one": [Seen.PASSED], "three": [Seen.FAILING]})
        last = recorder.run([], passed=frozenset({"two"}))
        assert recorder.said == ["ask one -> three"] and last == "three"
        ending = Recorder({"three": [Seen.PASSED], "one": [Seen.FAILING]})
        assert ending.run([], first="three", passed=frozenset({"two"})) == "one"
        assert ending.said == ["ask three -> one"]

    def test_a_save_while_the_question_waits_is_graded(self) -> None:
        """ask() answers None when the file was saved meanwhile: that save is graded, then asked about again."""
        recorder = Recorder({"one": [Seen.PASSED, Seen.FAILING]})
        answers = iter([None])
        recorder.ask = lambda passed, following: (recorder.said.append("ask"), next(answers))[1]  # type: ignore[method-assign]
        assert recorder.run([]) == "one"
        assert recorder.checked == ["one", "one"] and recorder.said == ["ask"]

    def test_a_missing_file_is_checked_again_when_it_comes_back(self) -> None:
        recorder = Recorder({"one": [Seen.FAILING, Seen.MISSING, Seen.FAILING]})
        recorder.run([{_file("one")}, {_file("one")}])
        assert recorder.checked == ["one", "one", "one"]

    @pytest.mark.parametrize(("value", "asked"), [("1", True), ("yes", True), ("0", False), ("", False)])
    def test_polling_is_asked_for_by_the_environment(self, value: str, asked: bool) -> None:
        assert polling_asked({"KATA_WATCH_POLL": value}) is asked


def test_polling_sees_two_saves_of_the_same_size_within_one_second(tmp_path: Path) -> None:
    """The polling fallback compares content, not only whole-second times: a quick second save counts."""
    exercise = tmp_path / "one.py"
    exercise.write_text("x = 1\n", encoding="utf-8")
    changes = poll_changes(tmp_path, delay=0.01)
    exercise.write_text("x = 2\n", encoding="utf-8")
    assert next(changes) == {exercise}
    exercise.write_text("x = 3\n", encoding="utf-8")
    assert next(changes) == {exercise}
    exercise.unlink()
    assert next(changes) == {exercise}


@pytest.fixture
def watcher(course_copy: Path):
    started: list[Watcher] = []

    def start(*arguments: str, env: dict[str, str] | None = None, stdin: int = subprocess.DEVNULL) -> Watcher:
        started.append(Watcher(course_copy, *arguments, env=env, stdin=stdin))
        return started[-1]

    yield start
    for process in started:
        process.stop()


def _write(path: Path, text: str) -> None:
    with path.open("w", encoding="utf-8") as file:
        file.write(text)


FAILING = r"0/\d+ cases passed"
PASSING = r"(\d+)/\1 cases passed"


@pytest.mark.parametrize("poll", ["0", "1"], ids=["events", "polling"])
def test_each_save_is_graded_again_and_ctrl_c_quits_cleanly(course_copy: Path, watcher, poll: str) -> None:
    """Saving the exercise redraws the report; a pass without --yes stays put; SIGINT exits 0 with a short line."""
    watch = watcher("chunk_words", env={"KATA_WATCH_POLL": poll})
    seen = watch.wait_for(FAILING)
    shutil.copy(course_copy / "solutions" / "chunk_words.py", course_copy / "exercises" / "chunk_words.py")
    seen = watch.wait_for(PASSING, after=seen)
    seen = watch.wait_for(r"chunk_words passes\. Add --yes to move on to chunk_stdin", after=seen)
    _write(course_copy / "exercises" / "chunk_words.py", "def solve(text, size, overlap):\n    return []\n")
    watch.wait_for(r"\n\s*kata watch .*\n.*\n.*wrong answer", after=seen)
    assert watch.interrupt() == 0
    assert watch.out.rstrip().endswith("Stopped watching.")
    assert "Traceback" not in watch.stderr()


def test_half_written_deleted_and_recreated_files_are_survived(course_copy: Path, watcher) -> None:
    """A syntax error is reported and watching goes on; a deleted file is waited for; its return is graded."""
    exercise = course_copy / "exercises" / "chunk_words.py"
    watch = watcher("--yes")
    seen = watch.wait_for(FAILING)
    _write(exercise, "def solve(text, size, overlap):\n    return [text.split(\n")
    seen = watch.wait_for(r"could not be graded: SyntaxError", after=seen)
    exercise.unlink()
    seen = watch.wait_for(r"Waiting for exercises/chunk_words\.py to come back", after=seen)
    # Re-created the way many editors save: a new file renamed over the old name.
    temporary = exercise.with_name(".chunk_words.py.tmp")
    shutil.copy(course_copy / "solutions" / "chunk_words.py", temporary)
    os.replace(temporary, exercise)
    seen = watch.wait_for(PASSING, after=seen)
    seen = watch.wait_for(r"Moving on to chunk_stdin\.", after=seen)
    watch.wait_for(r"chunk_stdin — .*\n(.*\n)*.*" + FAILING, after=seen)
    assert watch.interrupt() == 0
    assert "Traceback" not in watch.stderr()


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_a_pass_asks_before_moving_on_and_the_answer_is_followed(course_copy: Path, watcher) -> None:
    """On a terminal, a pass asks "Move on to NEXT? [Y/n]"; n stays, Enter moves on."""
    shutil.copy(course_copy / "solutions" / "chunk_words.py", course_copy / "exercises" / "chunk_words.py")
    keyboard, terminal = os.openpty()
    try:
        watch = watcher("chunk_words", stdin=terminal)
        seen = watch.wait_for(r"chunk_words passes\. Move on to chunk_stdin\? \[Y/n\]")
        os.write(keyboard, b"n\n")
        seen = watch.wait_for(r"Still watching chunk_words\.", after=seen)
        _write(course_copy / "exercises" / "chunk_words.py", (course_copy / "solutions" / "chunk_words.py").read_text())
        seen = watch.wait_for(r"Move on to chunk_stdin\? \[Y/n\]", after=seen)
        os.write(keyboard, b"\n")
        watch.wait_for(r"chunk_stdin — .*\n(.*\n)*.*" + FAILING, after=seen)
        assert watch.interrupt() == 0
    finally:
        os.close(keyboard)
        os.close(terminal)


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_saves_are_graded_while_the_question_waits(course_copy: Path, watcher) -> None:
    """The "Move on?" question no longer stops watching: breaking the file while it waits gets its report."""
    exercise = course_copy / "exercises" / "chunk_words.py"
    shutil.copy(course_copy / "solutions" / "chunk_words.py", exercise)
    keyboard, terminal = os.openpty()
    try:
        watch = watcher("chunk_words", stdin=terminal)
        seen = watch.wait_for(r"chunk_words passes\. Move on to chunk_stdin\? \[Y/n\]")
        _write(exercise, "def solve(text, size, overlap):\n    return []\n")
        seen = watch.wait_for(r"Saved again: grading it again\.", after=seen)
        watch.wait_for(r"wrong answer", after=seen)
        assert watch.interrupt() == 0
    finally:
        os.close(keyboard)
        os.close(terminal)
