"""`kata reset`: the stub comes back, and the learner's file is always kept first."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import ROOT, STUBS, run_kata

from grader.course.loader import load_course
from grader.learner.backups import back_up, list_backups

EXERCISES = load_course(ROOT).names


def test_every_exercise_has_a_shipped_stub_and_no_other_stub_is_shipped() -> None:
    """.stubs/ (what reset restores, and what the suite grades as the untouched exercise) holds one stub per
    exercise of cases.yaml. Never compared with exercises/EX.py: that is the learner's file."""
    assert sorted(path.stem for path in STUBS.glob("*.py")) == sorted(EXERCISES)


@pytest.mark.parametrize("name", EXERCISES)
def test_the_shipped_stub_is_unwritten_and_fails(name: str) -> None:
    """.stubs/EX.py loads and fails every case of the exercise with its NotImplementedError, the first included."""
    run = run_kata("grade", name, "--file", str(STUBS / f"{name}.py"), "--format", "json", "--no-random")
    assert run.code == 1, run.err
    tests = run.json()["tests"]
    assert tests and all(test["status"] != "pass" for test in tests)
    assert "NotImplementedError" in tests[0]["message"], tests[0]


def test_two_resets_keep_both_files(kata, course_copy: Path) -> None:
    """Each reset backs the learner's file up under a new name; both backups hold what was there."""
    exercise = course_copy / "exercises" / "chunk_words.py"
    stub = exercise.read_text(encoding="utf-8")
    exercise.write_text("# first attempt\n", encoding="utf-8")
    first = kata("reset", "chunk_words", "--yes", cwd=course_copy)
    assert first.code == 0, first.err
    assert exercise.read_text(encoding="utf-8") == stub
    exercise.write_text("# second attempt\n", encoding="utf-8")
    second = kata("reset", "chunk_words", "--yes", cwd=course_copy)
    assert second.code == 0, second.err
    assert exercise.read_text(encoding="utf-8") == stub
    backups = list_backups(course_copy, "chunk_words")
    assert [backup.path.read_text(encoding="utf-8") for backup in backups] == [
        "# first attempt\n",
        "# second attempt\n",
    ]
    assert "Your file is kept as .kata/backups/chunk_words-" in first.out
    listing = kata("reset", "--list", cwd=course_copy)
    assert listing.code == 0
    assert all(backup.path.name in listing.out for backup in backups)


def test_a_backup_in_the_same_second_gets_a_counter(tmp_path: Path) -> None:
    """Backups made in the same second never overwrite each other."""
    file = tmp_path / "mine.py"
    paths = []
    for text in ("one", "two", "three"):
        file.write_text(text, encoding="utf-8")
        paths.append(back_up(tmp_path, "chunk_words", file, now=1_800_000_000))
    assert [path.read_text(encoding="utf-8") for path in paths] == ["one", "two", "three"]
    assert paths[1].name.endswith("-2.py") and paths[2].name.endswith("-3.py")
    assert [backup.path for backup in list_backups(tmp_path)] == paths


def test_reset_without_a_terminal_asks_for_yes(kata, course_copy: Path) -> None:
    """Without --yes and with no terminal to ask, nothing changes and the error says how to confirm."""
    exercise = course_copy / "exercises" / "chunk_words.py"
    exercise.write_text("# mine\n", encoding="utf-8")
    run = kata("reset", "chunk_words", cwd=course_copy)
    assert run.code == 2
    assert "add --yes" in run.err
    assert exercise.read_text(encoding="utf-8") == "# mine\n"
    assert list_backups(course_copy) == []


def test_a_deleted_exercise_comes_back(kata, course_copy: Path) -> None:
    """Reset restores a deleted exercise file (there is nothing to back up)."""
    exercise = course_copy / "exercises" / "chunk_stdin.py"
    exercise.unlink()
    run = kata("reset", "chunk_stdin", "--yes", cwd=course_copy)
    assert run.code == 0, run.err
    assert exercise.read_text(encoding="utf-8") == (STUBS / "chunk_stdin.py").read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_a_course_without_shipped_stubs_uses_git(kata, course_copy: Path) -> None:
    """With no .stubs/, the stub committed in git is restored."""
    shutil.rmtree(course_copy / ".stubs")
    git = ["git", "-C", str(course_copy), "-c", "user.name=kata", "-c", "user.email=kata@example.org"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "course"], check=True)
    exercise = course_copy / "exercises" / "chunk_words.py"
    exercise.write_text("# mine\n", encoding="utf-8")
    run = kata("reset", "chunk_words", "--yes", cwd=course_copy)
    assert run.code == 0, run.err
    assert "(from git HEAD:exercises/chunk_words.py)" in " ".join(run.out.split())
    assert exercise.read_text(encoding="utf-8") == (STUBS / "chunk_words.py").read_text(encoding="utf-8")


def test_no_stub_anywhere_is_a_clear_error(kata, course_copy: Path) -> None:
    """Without shipped stubs and outside git, reset refuses with the file it looked for, and keeps the file."""
    shutil.rmtree(course_copy / ".stubs")
    exercise = course_copy / "exercises" / "chunk_words.py"
    exercise.write_text("# mine\n", encoding="utf-8")
    run = kata(
        "reset", "chunk_words", "--yes", cwd=course_copy, env={"GIT_CEILING_DIRECTORIES": str(course_copy.parent)}
    )
    assert run.code == 2
    assert ".stubs/chunk_words.py" in run.err and "Traceback" not in run.err
    assert exercise.read_text(encoding="utf-8") == "# mine\n"


def test_reset_works_in_the_learners_release_copy(kata, course_copy: Path, tmp_path: Path) -> None:
    """`kata release` ships the original stubs (not solutions/), so reset restores the stub there too."""
    out = tmp_path / "learner"
    assert kata("release", str(out), cwd=course_copy).code == 0
    assert not (out / "solutions").exists()
    exercise = out / "exercises" / "chunk_words.py"
    stub = exercise.read_text(encoding="utf-8")
    exercise.write_text("# mine\n", encoding="utf-8")
    run = kata("reset", "chunk_words", "--yes", cwd=out)
    assert run.code == 0, run.err
    assert exercise.read_text(encoding="utf-8") == stub
    assert [backup.path.read_text(encoding="utf-8") for backup in list_backups(out)] == ["# mine\n"]
