"""`kata release`: the learner's copy has no reference code and no hidden case, and still grades."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from conftest import ROOT, copy_course, run_kata


def shipped_lines(course: Path) -> set[str]:
    """Lines the learner is meant to have: the stubs, lessons and hints, and the grader's own code."""
    files = [*(course / "exercises").iterdir(), *(ROOT / "grader").rglob("*.py"), course / "cases.yaml"]
    lines: set[str] = set()
    for path in files:
        if path.suffix in (".py", ".md", ".yaml"):
            lines.update(line.strip() for line in path.read_text(encoding="utf-8").splitlines())
    # A hint may quote a line of code inside its prose (e.g. an outline of the loop).
    hints = " ".join(line.strip() for line in (course / "cases.yaml").read_text(encoding="utf-8").splitlines())
    return lines | {line for line in _code_lines(course) if line in hints}


def _code_lines(course: Path) -> set[str]:
    return {
        line.strip()
        for path in (course / "solutions").rglob("*.py")
        for line in path.read_text(encoding="utf-8").splitlines()
    }


def solution_lines(course: Path) -> set[str]:
    """Every substantial line of the reference and pitfall code that the stubs do not already contain."""
    found: set[str] = set()
    for path in (course / "solutions").rglob("*.py"):
        for line in path.read_text(encoding="utf-8").splitlines():
            text = line.strip()
            if len(text) >= 20 and not text.startswith(("#", "from ", "import ")):
                found.add(text)
    return found - shipped_lines(course)


@pytest.fixture(scope="module")
def released(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    course = copy_course(tmp_path_factory.mktemp("course") / "course")
    out = tmp_path_factory.mktemp("release") / "learner"
    run = run_kata("release", str(out), cwd=course)
    assert run.code == 0, run.err
    return course, out


def released_text(out: Path) -> str:
    return "\n".join(
        path.read_text(encoding="utf-8", errors="replace")
        for path in sorted(out.rglob("*"))
        if path.is_file() and "__pycache__" not in path.parts
    )


def test_no_line_of_reference_or_pitfall_code_is_released(released: tuple[Path, Path]) -> None:
    """solutions/ is absent and none of its code lines (beyond the stubs' own) appears in any released file."""
    course, out = released
    assert not (out / "solutions").exists()
    lines = solution_lines(course)
    assert len(lines) > 20  # the check has something to look for
    text = released_text(out)
    leaked = sorted(line for line in lines if line in text)
    assert leaked == []


def test_no_hidden_case_is_released(released: tuple[Path, Path]) -> None:
    """Hidden cases are left out whole: neither their names nor their inputs appear."""
    _, out = released
    text = released_text(out)
    assert "hidden_messy_text" not in text
    assert "said the  Cat" not in text
    assert "hidden: true" not in text


def test_the_released_copy_grades_without_a_reference(released: tuple[Path, Path]) -> None:
    """There, the stub fails (exit 1) and the reference file given with --file passes (exit 0)."""
    course, out = released
    env = {"PYTHONPATH": str(out)}
    stub = _grade_in(out, "chunk_words")
    assert stub[0] == 1, stub[1]
    solved = _grade_in(out, "chunk_words", "--file", str(course / "solutions" / "chunk_words.py"))
    assert solved[0] == 0, solved[1]
    assert env  # PYTHONPATH is the release itself, see _grade_in


def _grade_in(out: Path, *arguments: str) -> tuple[int, str]:
    """`python -m grader grade …` run with the released grader package (not this checkout's)."""
    import subprocess

    completed = subprocess.run(
        [sys.executable, "-m", "grader", "grade", *arguments, "--format", "plain"],
        cwd=out,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(out), "NO_COLOR": "1"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    return completed.returncode, completed.stdout + completed.stderr


def test_release_refuses_a_folder_that_is_not_empty(tmp_path: Path) -> None:
    """Writing over an existing folder could mix old files in: exit 2 with a sentence."""
    (tmp_path / "old.txt").write_text("x", encoding="utf-8")
    run = run_kata("release", str(tmp_path))
    assert run.code == 2 and "not empty" in run.err
