"""One end-to-end test per command, through `python -m grader` (and the installed `kata` script)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, SUBMISSIONS, run_kata

from grader.course.loader import load_course

COURSE = load_course(ROOT)
CORRECT = SUBMISSIONS / "chunk_words" / "correct_while_loop.py"


def test_every_reference_passes_every_case_of_the_real_course() -> None:
    """`kata grade --all --reference` passes: the cases and the references agree."""
    run = run_kata("grade", "--all", "--reference", "--format", "json")
    document = run.json()
    failing = [test["name"] for test in document["tests"] if test["status"] != "pass"]
    assert failing == [] and run.code == 0
    assert {test["task_id"] for test in document["tests"]} == set(range(1, len(COURSE.exercises) + 1))


def test_every_untouched_stub_fails(course_copy: Path) -> None:
    """Each exercise's stub fails its cases (exit 1), with the hint offer."""
    run = run_kata("grade", "--all", "--format", "json", cwd=course_copy)
    document = run.json()
    assert run.code == 1
    for exercise in COURSE.exercises:
        statuses = {test["status"] for test in document["tests"] if test["task_id"] == exercise.position}
        assert "pass" not in statuses, exercise.name


def test_kata_alone_grades_the_stub_with_a_hint_offer(course_copy: Path) -> None:
    """The README's first command: the stub fails with a clear report and the hint offer, exit 1."""
    run = run_kata(cwd=course_copy)
    assert run.code == 1
    assert run.out.startswith("chunk_words")
    assert "NotImplementedError" in run.out
    assert "Hint 1 of" in run.out and "kata hint chunk_words" in run.out


def test_the_first_screen_is_one_line_for_the_stub_and_points_at_the_lesson(course_copy: Path) -> None:
    """Right after set-up every case fails alike: one line says so (not 25 red ones), the cause is shown once,
    and the report says where the task is explained: `kata show chunk_words`."""
    run = run_kata(cwd=course_copy, env={"COLUMNS": "100"})
    total = len(COURSE.exercise("chunk_words").cases)
    assert run.code == 1
    lines = run.out.splitlines()
    assert lines[1] == f"  ✗ all {total} cases  error"
    assert [line for line in lines if line.startswith("  ✗")] == [lines[1]]
    assert run.out.count("✗ example_the_cat_sat") == 1 and "fail the same way" not in run.out
    assert "The lesson and the task: `kata show chunk_words`." in run.out


def test_kata_alone_reads_the_course_once(
    course_copy: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """It reads cases.yaml to choose the exercise, then grades it with the same course (not a second read)."""
    from grader import cli
    from grader.course import loader as cases

    reads = []
    real = cases.load_course
    monkeypatch.setattr(cases, "load_course", lambda *arguments: reads.append(arguments) or real(*arguments))
    assert cli.main(["--root", str(course_copy)]) == 1
    assert len(reads) == 1
    assert "Hint 1 of" in capsys.readouterr().out


def test_the_installed_kata_script_runs() -> None:
    """The console script from pyproject.toml is installed and answers: beside this Python (start.py's .venv, not
    activated), else on PATH."""
    beside = Path(sys.executable).parent
    kata = shutil.which("kata", path=str(beside)) or shutil.which("kata")
    if kata is None:
        pytest.skip("the package is not installed (pip install -e .)")
    completed = subprocess.run([kata, "--version"], capture_output=True, text=True, timeout=120)
    assert completed.returncode == 0 and completed.stdout.startswith("chunk-kata ")


def test_kata_moves_on_after_a_pass(course_copy: Path) -> None:
    """Once chunk_words passes, `kata` alone grades the next exercise in course order."""
    shutil.copy(CORRECT, course_copy / "exercises" / "chunk_words.py")
    first = run_kata(cwd=course_copy)
    assert first.code == 0 and first.out.startswith("chunk_words")
    assert "kata solution chunk_words" in first.out
    second = run_kata(cwd=course_copy)
    assert second.out.startswith(COURSE.names[1])


def test_hints_are_revealed_one_stage_at_a_time_and_remembered(course_copy: Path) -> None:
    """Each `kata hint` shows one more stage; the count survives between runs and shows in `kata list`."""
    hints = COURSE.exercise("chunk_words").hints
    first = run_kata("hint", "chunk_words", cwd=course_copy)
    assert first.code == 0 and f"Hint 1 of {len(hints)}" in first.out and "Hint 2" not in first.out
    second = run_kata("hint", "chunk_words", cwd=course_copy)
    assert f"Hint 2 of {len(hints)}" in second.out
    listing = run_kata("list", cwd=course_copy)
    assert f"2/{len(hints)}" in listing.out
    progress = json.loads((course_copy / ".kata" / "progress.json").read_text())
    assert progress["exercises"]["chunk_words"]["hints"] == 2
    assert (course_copy / ".kata" / ".gitignore").read_text() == "*\n"


def test_a_corrupt_progress_file_is_set_aside_with_a_warning(course_copy: Path) -> None:
    """A broken .kata/progress.json never crashes the grader: it is kept aside and progress restarts."""
    state = course_copy / ".kata"
    state.mkdir()
    (state / "progress.json").write_text("{not json", encoding="utf-8")
    run = run_kata("hint", "chunk_words", cwd=course_copy)
    assert run.code == 0 and "Hint 1 of" in run.out
    assert "was corrupt" in run.err
    kept = list(state.glob("progress.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == "{not json"


def test_solution_waits_for_the_last_hint_or_a_pass(course_copy: Path) -> None:
    """Before every hint is out the solution is refused with what is left; after a pass it shows."""
    refused = run_kata("solution", "chunk_words", cwd=course_copy)
    assert refused.code == 2 and "kata hint chunk_words" in refused.err and "def solve" not in refused.out
    shutil.copy(CORRECT, course_copy / "exercises" / "chunk_words.py")
    assert run_kata("grade", "chunk_words", cwd=course_copy).code == 0
    shown = run_kata("solution", "chunk_words", cwd=course_copy)
    assert shown.code == 0 and "def solve" in shown.out


def test_list_shows_every_exercise_in_course_order(course_copy: Path) -> None:
    run = run_kata("list", cwd=course_copy)
    positions = [run.out.index(name) for name in COURSE.names]
    assert run.code == 0 and positions == sorted(positions)


def test_show_renders_the_lesson() -> None:
    run = run_kata("show", "chunk_words")
    assert run.code == 0 and "the cat sat on the red mat" in run.out


def test_an_unknown_exercise_is_exit_2_with_a_suggestion() -> None:
    run = run_kata("grade", "chunk_word")
    assert run.code == 2 and "did you mean 'chunk_words'" in run.err and "Traceback" not in run.err


def test_a_bad_option_is_exit_2() -> None:
    run = run_kata("grade", "chunk_words", "--timeout", "soon")
    assert run.code == 2 and "expected a number of seconds" in run.err


def test_json_results_follow_exercism_version_3(tmp_path: Path) -> None:
    """--format json --output writes results.json v3: version, status, and the fields of each test."""
    output = tmp_path / "results.json"
    step = SUBMISSIONS / "chunk_words" / "step_by_size.py"
    run = run_kata("grade", "chunk_words", "--file", str(step), "--format", "json", "--output", str(output))
    assert run.code == 1 and run.out == ""
    document = json.loads(output.read_text())
    assert document["version"] == 3 and document["status"] == "fail" and "message" not in document
    failing = next(test for test in document["tests"] if test["status"] != "pass")
    assert set(failing) >= {"name", "status", "message", "test_code", "task_id"}
    assert failing["test_code"].startswith("solve(") and failing["task_id"] == 1
    assert "Likely mistake (step_by_size)" in failing["message"]
    passing = next(test for test in document["tests"] if test["status"] == "pass")
    assert "message" not in passing


def test_a_broken_cases_file_still_writes_an_error_document(course_copy: Path, tmp_path: Path) -> None:
    """--output is written even when nothing can be graded: status error with the reason."""
    (course_copy / "cases.yaml").write_text("chunk_words: [\n", encoding="utf-8")
    output = tmp_path / "results.json"
    run = run_kata("grade", "chunk_words", "--format", "json", "--output", str(output), cwd=course_copy)
    assert run.code == 2
    document = json.loads(output.read_text())
    assert document["version"] == 3 and document["status"] == "error" and "cases.yaml:" in document["message"]


def test_grading_never_writes_to_the_exercise_folder(course_copy: Path) -> None:
    """No __pycache__, no temporary file: the learner's folder is exactly as it was."""
    exercises = course_copy / "exercises"
    before = sorted(path.name for path in exercises.iterdir())
    run_kata("grade", "--all", cwd=course_copy)
    assert sorted(path.name for path in exercises.iterdir()) == before


def test_hint_after_the_last_one_shows_them_all_again(course_copy: Path) -> None:
    """Once every stage is out, `kata hint` still shows every hint (and says the solution is next), not nothing."""
    hints = COURSE.exercise("chunk_words").hints
    for _ in hints:
        assert run_kata("hint", "chunk_words", cwd=course_copy).code == 0
    again = run_kata("--plain", "hint", "chunk_words", cwd=course_copy, env={"COLUMNS": "200"})
    assert again.code == 0
    for stage, hint in enumerate(hints, start=1):
        assert f"Hint {stage} of {len(hints)}" in again.out
        assert " ".join(hint.text.split()[:8]) in " ".join(again.out.split())
    assert "`kata solution chunk_words` shows the reference" in again.out


def test_a_bare_hint_when_everything_passed_reveals_nothing(course_copy: Path) -> None:
    """With every exercise passed, `kata hint` alone says so and spends no stage of any exercise."""
    progress = {"version": 1, "exercises": {name: {"passed": True} for name in COURSE.names}}
    state = course_copy / ".kata"
    state.mkdir()
    (state / "progress.json").write_text(json.dumps(progress), encoding="utf-8")
    run = run_kata("--plain", "hint", cwd=course_copy, env={"COLUMNS": "200"})
    assert run.code == 0 and "Every exercise has passed" in run.out and "Hint 1" not in run.out
    saved = json.loads((state / "progress.json").read_text())["exercises"]
    assert all(saved[name].get("hints", 0) == 0 for name in COURSE.names)


@pytest.mark.parametrize(
    ("arguments", "suggestion"),
    [
        (("grade", "chunk_words", "--seeed", "3"), "(did you mean --seed?)"),
        (("--plian", "list"), "(did you mean --plain?)"),
        (("grade", "chunk_words", "--format", "jsn"), "(did you mean 'json'?)"),
        (("grde",), "(did you mean 'grade'?)"),
        (("cases", "chek"), "(did you mean 'check'?)"),
    ],
)
def test_a_mistyped_option_or_command_gets_a_did_you_mean(arguments: tuple[str, ...], suggestion: str) -> None:
    run = run_kata(*arguments)
    assert run.code == 2 and suggestion in run.err, run.err


def test_outside_any_course_kata_refuses_and_names_the_course_it_came_from(tmp_path: Path) -> None:
    """No course here or above: kata grades nothing (not the course it was installed from, silently) and says
    which course that is and how to choose it."""
    for arguments in ((), ("list",), ("grade", "chunk_words")):
        run = run_kata(*arguments, cwd=tmp_path)
        assert run.code == 2, (arguments, run.out)
        assert f"no cases.yaml with an exercises/ folder beside it was found in {tmp_path.resolve()}" in run.err
        assert f"kata was installed from {ROOT}" in run.err and f"--root {ROOT}" in run.err
        assert run.out == "" and not (tmp_path / ".kata").exists()
