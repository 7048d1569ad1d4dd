"""`kata release`: the learner's copy has no reference code and no hidden case, and still grades."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from conftest import ROOT, SUBMISSIONS, copy_course, run_kata

from grader.course.loader import load_course
from grader.judge.promises import PROMISES_FOLDER


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
    # An instructor who tried the exercises: their working files hold solutions, which must not ship.
    for name in ("chunk_words", "merge_hits"):
        shutil.copy2(course / "solutions" / f"{name}.py", course / "exercises" / f"{name}.py")
    out = tmp_path_factory.mktemp("release") / "learner"
    run = run_kata("release", str(out), cwd=course)
    assert run.code == 0, run.err
    return course, out


def released_text(out: Path, *, promises: bool = False) -> str:
    """Every released file's text; the promise checks of promises/ only when asked (they are the reference's
    lines on purpose, see test_the_shipped_promises_hold_no_line_of_the_references_answer)."""
    return "\n".join(
        path.read_text(encoding="utf-8", errors="replace")
        for path in sorted(out.rglob("*"))
        if path.is_file() and "__pycache__" not in path.parts and (promises or PROMISES_FOLDER not in path.parts)
    )


def test_the_shipped_promises_hold_no_line_of_the_references_answer(released: tuple[Path, Path]) -> None:
    """promises/EX.py is the lesson's checks only: no line of any exercise's solve, main or their helpers (a
    check of keeps_whole that recomputes chunk_words' windows would hand out exercise 1's answer)."""
    from grader.classroom.teaching import answering_lines

    course, out = released
    every_answer = set().union(*(answering_lines(path) for path in (course / "solutions").glob("[!_]*.py")))
    shipped = sorted((out / PROMISES_FOLDER).glob("*.py"))
    assert {path.stem for path in shipped} >= {"chunk_words", "pack_sentences", "keeps_whole"}
    for path in shipped:
        text = {line.strip() for line in path.read_text(encoding="utf-8").splitlines()}
        assert answering_lines(course / "solutions" / path.name), path.name
        assert sorted(text & every_answer) == [], path.name
        assert "def solve(" not in path.read_text(encoding="utf-8")


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


def test_the_released_copys_hints_never_promise_a_solution_it_does_not_have(
    released: tuple[Path, Path], tmp_path: Path
) -> None:
    """Every hint of the copy, to the last and past it: none points at `kata solution` (the copy has no
    reference); the last says who has it."""
    import subprocess

    copy = tmp_path / "learner"
    shutil.copytree(released[1], copy)
    said = []
    for _ in range(len(load_course(ROOT).exercise("chunk_words").hints) + 1):
        completed = subprocess.run(
            [sys.executable, "-m", "grader", "hint", "chunk_words"],
            cwd=copy,
            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(copy), "NO_COLOR": "1", "COLUMNS": "200"},
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert completed.returncode == 0, completed.stderr
        said.append(completed.stdout)
    assert not any("kata solution" in text for text in said), said[-1]
    assert "your instructor has it" in said[-1] and "your instructor has it" in said[-2]


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


def test_release_refuses_a_link_in_the_learners_files(tmp_path: Path) -> None:
    """An exercise file that links to its reference would put the reference into every learner's copy: exit 2,
    naming the link, and nothing is written."""
    course = copy_course(tmp_path / "course")
    stub = course / "exercises" / "chunk_words.py"
    stub.unlink()
    stub.symlink_to(course / "solutions" / "chunk_words.py")
    out = tmp_path / "learner"
    run = run_kata("release", str(out), cwd=course)
    assert run.code == 2 and "exercises/chunk_words.py is a link" in run.err, run.err
    assert not out.exists()


def test_the_released_exercises_are_the_stubs_byte_for_byte(released: tuple[Path, Path]) -> None:
    """Never the instructor's working files: a learner starts at the stub, not at "passed"."""
    course, out = released
    shipped = sorted(path.name for path in (course / ".stubs").glob("*.py"))
    assert sorted(path.name for path in (out / "exercises").glob("*.py")) == shipped
    for name in shipped:
        assert (out / "exercises" / name).read_bytes() == (course / ".stubs" / name).read_bytes(), name
        assert (out / ".stubs" / name).read_bytes() == (course / ".stubs" / name).read_bytes(), name
    lessons = sorted(path.name for path in (course / "exercises").glob("*.md"))
    assert sorted(path.name for path in (out / "exercises").glob("*.md")) == lessons


def test_the_released_readme_is_the_learners(released: tuple[Path, Path]) -> None:
    """How to start, and what the copy does and does not do; none of the instructor's sections."""
    course, out = released
    readme = (out / "README.md").read_text(encoding="utf-8")
    assert readme != (course / "README.md").read_text(encoding="utf-8")
    assert "python3 start.py" in readme and (out / "start.py").is_file()
    assert "What this copy does, and what it does not" in readme
    assert "no reference solutions" in readme
    for instructor_only in ("kata release", "kata batch", "cases check", "cases add", "Gradescope", "instructors"):
        assert instructor_only not in readme, instructor_only


def test_the_released_copy_names_known_mistakes_and_says_what_it_cannot_do(released: tuple[Path, Path]) -> None:
    """The mistakes' answers ship (no code): the copy's report names step by size, with its hint; the one line on
    what the copy cannot do ends every report, and a pass does not offer a solution the copy does not have."""
    _, out = released
    mistake = _grade_in(out, "chunk_words", "--file", str(SUBMISSIONS / "chunk_words" / "step_by_size.py"))
    assert mistake[0] == 1
    assert "wrong answer (step by size)" in mistake[1]
    assert "mistake" in mistake[1] and "Your windows never share a word" in " ".join(mistake[1].split())
    assert "This copy has no reference" in " ".join(mistake[1].split())
    assert not (out / "solutions").exists() and (out / "mistakes.json").is_file()
    solved = _grade_in(out, "chunk_words", "--file", str(ROOT / "solutions" / "chunk_words.py"))
    assert solved[0] == 0
    assert "kata solution" not in solved[1]
