"""The learner's loop: hints tied to the mistake just made, the solution stage, `kata list`, results JSON."""

from __future__ import annotations

import io
import json
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, SMALL_COURSE, SUBMISSIONS, run_kata

from grader.commands.listing import ago, progress_bar
from grader.course.loader import load_course, load_exercises
from grader.errors import CasesError
from grader.learner.hints import hint_advice, next_stage, reveal_next
from grader.learner.progress import ExerciseProgress, Progress, load_progress, progress_path, record_run
from grader.present.public import PublicResult
from grader.present.report import _SYMBOLS_ASCII

COURSE = load_course(ROOT)
WORDS = COURSE.exercise("chunk_words")
STEP_BY_SIZE = SUBMISSIONS / "chunk_words" / "step_by_size.py"
# The stage of chunk_words' hints that answers the step_by_size mistake.
TIED = next(stage for stage, hint in enumerate(WORDS.hints, start=1) if hint.pitfall == "step_by_size")


def flat(text: str) -> str:
    """The text with line wrapping undone, to find a sentence however the terminal wrapped it."""
    return " ".join(text.split())


def test_a_run_that_makes_a_known_mistake_offers_the_hint_about_it(course_copy: Path) -> None:
    """The report points at the hint tied to the pitfall the run hit, and `kata hint` reveals that one first."""
    assert TIED > 1, "the test needs a tied hint that is not the first stage"
    shutil.copy(STEP_BY_SIZE, course_copy / "exercises" / "chunk_words.py")
    graded = run_kata("grade", "chunk_words", cwd=course_copy)
    assert graded.code == 1
    total = len(WORDS.hints)
    assert f"Hint {TIED} of {total} is about this mistake (step by size): run `kata hint chunk_words`." in flat(
        graded.out
    )
    first = run_kata("hint", "chunk_words", cwd=course_copy)
    assert f"Hint {TIED} of {total} (about the mistake your last run made)" in flat(first.out)
    assert "Hint 1 of" not in first.out
    second = run_kata("hint", "chunk_words", cwd=course_copy)
    assert "Hint 1 of" in second.out and f"Hint {TIED} of" in second.out
    assert load_progress(course_copy).of("chunk_words").revealed == (TIED, 1)
    again = run_kata("grade", "chunk_words", cwd=course_copy)
    assert f"Hint {TIED} of {total}, which you have read, is about this mistake (step by size)." in flat(again.out)


def test_the_next_stage_is_in_order_without_a_known_mistake() -> None:
    """With no pitfall from the last run, hints come out in order, skipping those already revealed."""
    assert next_stage(WORDS, ExerciseProgress()) == 1
    assert next_stage(WORDS, ExerciseProgress(revealed=(1, TIED))) == (3 if TIED == 2 else 2)
    assert next_stage(WORDS, ExerciseProgress(pitfalls=("step_by_size",))) == TIED
    assert next_stage(WORDS, ExerciseProgress(hints=len(WORDS.hints))) is None


def test_an_old_progress_file_with_a_count_reads_as_the_first_stages(course_copy: Path) -> None:
    """Progress written before stages were remembered (only `hints: 2`) means stages 1 and 2."""
    state = course_copy / ".kata"
    state.mkdir()
    old = {"version": 1, "exercises": {"chunk_words": {"hints": 2, "passed": False}}}
    (state / "progress.json").write_text(json.dumps(old), encoding="utf-8")
    assert load_progress(course_copy).of("chunk_words").revealed == (1, 2)


def test_the_solution_opens_only_at_the_last_stage(course_copy: Path) -> None:
    """`kata solution` refuses (exit 2, saying how many hints are left) until the last hint is out."""
    total = len(WORDS.hints)
    for revealed in (0, total - 1):
        while load_progress(course_copy).of("chunk_words").hints < revealed:
            reveal_next(course_copy, WORDS)
        refused = run_kata("solution", "chunk_words", cwd=course_copy)
        assert refused.code == 2, revealed
        assert f"({revealed} of {total} hints revealed)" in flat(refused.err)
        assert f"run `kata hint chunk_words` ({total - revealed} more)" in flat(refused.err)
        assert "def solve" not in refused.out
    assert "That was the last hint" in run_kata("hint", "chunk_words", cwd=course_copy).out
    shown = run_kata("solution", "chunk_words", cwd=course_copy)
    assert shown.code == 0, shown.err
    assert "The reference solution of chunk_words" in shown.out
    reference = (ROOT / "solutions" / "chunk_words.py").read_text(encoding="utf-8")
    assert next(line for line in reference.splitlines() if "def solve" in line).strip() in shown.out
    # The random-input strategy is the grader's, not part of the answer: a learner never sees Hypothesis.
    assert "def inputs" not in shown.out and "hypothesis" not in shown.out, shown.out
    # Nor the promises' checks and the boundary inputs: the lesson states the promises in words.
    assert "PROMISES" not in shown.out and "BOUNDARY" not in shown.out and "def _placed" not in shown.out


def test_a_programs_solution_keeps_its_main_guard_but_not_the_graders_part() -> None:
    """chunk_stdin's reference ends with `if __name__ == "__main__":`, below the grader's part: it stays."""
    from grader.commands.hint import without_grader_parts

    shown = without_grader_parts((ROOT / "solutions" / "chunk_stdin.py").read_text(encoding="utf-8"))
    assert "def main()" in shown and 'if __name__ == "__main__":\n    raise SystemExit(main())' in shown
    assert "PROMISES" not in shown and "def inputs" not in shown and "rejects_exactly" not in shown
    compile(shown, "chunk_stdin.py", "exec")


def test_results_json_says_how_many_hints_were_read(course_copy: Path) -> None:
    """The Exercism document gains a top-level `exercises` list with hints revealed, per exercise."""
    run_kata("hint", "chunk_words", cwd=course_copy)
    run = run_kata("grade", "chunk_words", "--format", "json", cwd=course_copy)
    document = run.json()
    assert document["version"] == 3 and document["status"] == "fail"
    assert document["exercises"] == [
        {
            "name": "chunk_words",
            "task_id": 1,
            "passed": False,
            "cases_passed": 0,
            "cases_total": len(WORDS.cases),  # random inputs run only once every case passes
            "hints_revealed": 1,
            "hints_total": len(WORDS.hints),
        }
    ]


def test_list_shows_status_hints_and_a_progress_bar(course_copy: Path) -> None:
    """Passed, failing k/n and not started; hints read; the course's progress bar and what comes next."""
    words_cases, stdin_cases = len(WORDS.cases), len(COURSE.exercise("chunk_stdin").cases)
    record_run(course_copy, WORDS, words_cases, words_cases)
    record_run(course_copy, COURSE.exercise("chunk_stdin"), 3, stdin_cases)
    reveal_next(course_copy, COURSE.exercise("chunk_stdin"))
    run = run_kata("list", cwd=course_copy, env={"PYTHONIOENCODING": "ascii"})
    rows = {}
    for line in run.out.splitlines():
        cells = line.replace("|", " ").split()
        named = [cell for cell in cells if cell in COURSE.names]
        if named:
            rows[named[0]] = " ".join(cells)
    assert "passed" in rows["chunk_words"] and "just now" in rows["chunk_words"]
    assert f"failing 3/{stdin_cases} 1/{len(WORDS.hints)}" in rows["chunk_stdin"]
    assert "not started" in rows["chunk_chars"]
    assert rows["chunk_stdin"].startswith("> 2 chunk_stdin") and rows["chunk_words"].startswith("1 chunk_words")
    total = len(COURSE.exercises)
    assert f"] 1 of {total} exercises passed" in run.out
    assert "Next: chunk_stdin." in run.out


def _echo_course(tmp_path: Path) -> tuple[Path, Path]:
    course = tmp_path / "course"
    shutil.copytree(SMALL_COURSE, course)
    return course, course / "exercises" / "echo.py"


def _row(course: Path, name: str) -> str:
    listing = run_kata("list", cwd=course, env={"PYTHONIOENCODING": "ascii"})
    return next(line for line in listing.out.splitlines() if f" {name} " in line)


PASSING_ECHO = "def solve(text):\n    return text.split()\n"


def test_a_failing_run_after_a_pass_is_failing(tmp_path: Path) -> None:
    """Status follows the code: the last run of the file is its status, and `kata` grades it again instead of
    saying every exercise passed. The solution, once opened by the pass, stays open."""
    course, exercise = _echo_course(tmp_path)
    exercise.write_text(PASSING_ECHO, encoding="utf-8")
    assert run_kata("grade", "echo", cwd=course).code == 0
    exercise.write_text("def solve(text):\n    return []\n", encoding="utf-8")
    assert run_kata("grade", "--all", cwd=course).code == 1
    progress = load_progress(course).of("echo")
    assert not progress.passed and progress.solved
    row = _row(course, "echo")
    assert "failing" in row and "passed" not in row, row
    again = run_kata(cwd=course)
    assert "Every exercise has passed" not in again.out
    assert again.code == 1 and "echo" in again.out


def test_a_passed_file_changed_since_is_marked_and_graded_again(tmp_path: Path) -> None:
    """A pass belongs to the content that passed: an edit after it shows in `kata list`, and `kata` re-grades it."""
    course, exercise = _echo_course(tmp_path)
    exercise.write_text(PASSING_ECHO, encoding="utf-8")
    assert run_kata("grade", "echo", cwd=course).code == 0
    assert "passed" in _row(course, "echo")
    exercise.write_text(PASSING_ECHO + "# tidied\n", encoding="utf-8")
    assert "changed since it passed" in _row(course, "echo")
    regraded = run_kata(cwd=course)
    assert "echo" in regraded.out.splitlines()[0], regraded.out  # echo again, not the next exercise
    assert regraded.code == 0
    assert "changed" not in _row(course, "echo")  # the new content passed: it is the pass now


def test_the_progress_bar_and_last_run_wording() -> None:
    """The bar fills in proportion; times read as people say them."""
    assert progress_bar(1, 4, _SYMBOLS_ASCII, width=8).plain == "[##------] 1 of 4 exercises passed"
    assert progress_bar(0, 0, _SYMBOLS_ASCII, width=4).plain == "[----] 0 of 0 exercises passed"
    now = 1_800_000_000.0
    assert [ago(now - seconds, now) for seconds in (5, 125, 7300, 90_000, 200_000)] == [
        "just now",
        "2 min ago",
        "2 h ago",
        "yesterday",
        "2 days ago",
    ]


TAGGED = """\
chunk_words:
  title: Words
  hints:
    - text: split at any whitespace
      tag: whitespace
    - text: step by size - overlap
      pitfall: step_by_size
  pitfalls:
    step_by_size: the step is size - overlap
  cases:
    - name: tabs
      input: {text: "a\\tb c", size: 2, overlap: 1}
      tags: [whitespace]
"""


def test_a_hint_may_be_tied_to_a_case_tag(tmp_path: Path) -> None:
    """A failing case's tag brings its hint forward, but a named mistake's hint comes before it."""
    path = tmp_path / "cases.yaml"
    path.write_text(TAGGED, encoding="utf-8")
    exercise = load_exercises(path, label="cases.yaml")[0]
    assert exercise.hints[0].tag == "whitespace"
    assert next_stage(exercise, ExerciseProgress(tags=("whitespace",))) == 1
    assert next_stage(exercise, ExerciseProgress(tags=("whitespace",), pitfalls=("step_by_size",))) == 2
    assert next_stage(exercise, ExerciseProgress(tags=("other",), revealed=(2,))) == 1


def test_a_hint_tied_to_a_tag_no_case_carries_is_an_error_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text(TAGGED.replace("tag: whitespace", "tag: whitespaces"), encoding="utf-8")
    with pytest.raises(CasesError) as raised:
        load_exercises(path, label="cases.yaml")
    assert raised.value.line == 4
    assert "no case of the exercise carries" in raised.value.problem and "'whitespace'" in raised.value.fix


def test_the_report_offers_the_first_hint_not_read_when_they_were_read_out_of_order(
    step_by_size: PublicResult,
) -> None:
    """Hint 2 came first (it was about the last run's mistake): the next run without evidence offers hint 1, not 2."""
    no_evidence = replace(
        step_by_size, outcomes=tuple(replace(outcome, pitfall=None) for outcome in step_by_size.outcomes)
    )
    read_second = Progress(exercises={"chunk_words": ExerciseProgress(revealed=(2,))})
    assert hint_advice(no_evidence, read_second) == "Hint 1 of 3 available: run `kata hint chunk_words`."
    read_all = Progress(exercises={"chunk_words": ExerciseProgress(revealed=(2, 1, 3))})
    assert hint_advice(no_evidence, read_all) == "All hints are out: `kata solution chunk_words` shows the reference."


def test_a_case_that_was_not_run_is_no_evidence_for_a_hint(step_by_size: PublicResult) -> None:
    """After an endless loop the rest of a run is "not run": their tags (perf, long…) must not point the next
    hint at speed or long texts, only the cases that did fail count."""
    from dataclasses import replace

    from grader.judge.model import Verdict
    from grader.learner.hints import run_evidence

    [first, second, third] = step_by_size.outcomes
    tagged = replace(third.case, tags=("perf",))
    not_run = replace(third, verdict=Verdict.NOT_RUN, case=tagged)
    _, tags = run_evidence(replace(step_by_size, outcomes=(first, second, not_run)))
    assert "perf" not in tags
    _, failed_tags = run_evidence(
        replace(step_by_size, outcomes=(first, second, replace(not_run, verdict=Verdict.TIMEOUT)))
    )
    assert "perf" in failed_tags


def test_a_perf_case_answered_wrong_is_no_evidence_for_the_hint_about_speed(step_by_size: PublicResult) -> None:
    """The hint about speed (`tag: perf`) is for a run that was too slow; a wrong answer on a perf text is a wrong
    answer, and the hints about it come first."""
    from dataclasses import replace

    from grader.judge.model import Verdict
    from grader.learner.hints import run_evidence

    [first, second, third] = step_by_size.outcomes
    perf = replace(third, case=replace(third.case, tags=("long", "perf")))
    _, wrong = run_evidence(replace(step_by_size, outcomes=(first, second, replace(perf, verdict=Verdict.WRONG))))
    assert "perf" not in wrong and "long" in wrong
    _, slow = run_evidence(replace(step_by_size, outcomes=(first, second, replace(perf, verdict=Verdict.TOO_SLOW))))
    assert "perf" in slow


class _CutShort:
    """A file opened for writing whose first write stops half-way, as a crash or Ctrl-C would stop it."""

    def __init__(self, file: Any) -> None:
        self.file = file

    def write(self, data: Any) -> int:
        self.file.write(data[: len(data) // 2])
        self.file.flush()
        raise KeyboardInterrupt

    def __enter__(self) -> _CutShort:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.file.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.file, name)


def test_progress_interrupted_while_it_is_written_keeps_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The write of progress.json stopped half-way leaves the file as it was before, and no stray file beside it."""
    record_run(tmp_path, WORDS, 3, 25)
    path = progress_path(tmp_path)
    before = path.read_bytes()
    opened = io.open

    def cut_short(file: Any, mode: str = "r", *arguments: Any, **options: Any) -> Any:
        handle = opened(file, mode, *arguments, **options)
        return _CutShort(handle) if "w" in mode else handle

    monkeypatch.setattr(io, "open", cut_short)
    with pytest.raises(KeyboardInterrupt):
        record_run(tmp_path, WORDS, 25, 25)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert load_progress(tmp_path).of(WORDS.name).cases_passed == 3
    assert sorted(entry.name for entry in path.parent.iterdir()) == [".gitignore", "progress.json"]
