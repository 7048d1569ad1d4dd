"""`kata release --gradescope FILE.zip`, and the generated run_autograder run on a folder laid out as Gradescope
lays it out: /autograder/source (the zip), /autograder/submission (the student's files), /autograder/results.

The paths are the script's variables, pointed at a temporary folder; the Python is this one (setup.sh, which
installs the course into a virtual environment from the package index, is checked for syntax only).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from conftest import FIXTURES, ROOT, SUBMISSIONS, run_kata
from consumers import assert_gradescope

from grader.course.loader import load_course

COURSE = load_course(ROOT)
FILES = [f"{name}.py" for name in COURSE.names]


@pytest.fixture(scope="module")
def autograder(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, float]:
    """The zip written from the real course, and the points it says every submission is graded out of."""
    path = tmp_path_factory.mktemp("release") / "autograder.zip"
    run = run_kata("release", "--gradescope", str(path))
    assert run.code == 0, run.err
    points = re.search(r"graded out of ([0-9.]+) points", run.out)
    assert points, run.out
    return path, float(points.group(1))


def laid_out(zip_path: Path, folder: Path) -> Path:
    """/autograder with the zip in source/ and an empty submission/, as Gradescope prepares it."""
    root = folder / "autograder"
    with zipfile.ZipFile(zip_path) as archive:
        archive.extractall(root / "source")
        for info in archive.infolist():  # extractall drops the permission bits
            (root / "source" / info.filename).chmod((info.external_attr >> 16) & 0o777)
    (root / "submission").mkdir()
    return root


def run_autograder(root: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(root),
        "KATA_AUTOGRADER": str(root),
        "KATA_PYTHON": sys.executable,
        **env,
    }
    return subprocess.run(
        ["bash", str(root / "source" / "run_autograder")],
        cwd=root,
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )


def results(root: Path) -> dict[str, Any]:
    return json.loads((root / "results" / "results.json").read_text(encoding="utf-8"))


def test_the_zip_has_gradescopes_two_scripts_at_its_root_and_the_instructors_course(
    autograder: tuple[Path, float], tmp_path: Path
) -> None:
    """setup.sh and run_autograder at the root, executable and valid bash; the course with its hidden cases."""
    path, _ = autograder
    with zipfile.ZipFile(path) as archive:
        names = set(archive.namelist())
        modes = {info.filename: (info.external_attr >> 16) for info in archive.infolist()}
        cases = archive.read("course/cases.yaml").decode("utf-8")
        requirements = archive.read("requirements.txt").decode("utf-8").split()
    assert {"setup.sh", "run_autograder", "requirements.txt", "course/cases.yaml"} <= names
    assert {f"course/solutions/{name}" for name in FILES} <= names  # random inputs and known mistakes need them
    assert {f"course/.stubs/{name}" for name in FILES} <= names
    assert "hidden_messy_text" in cases
    # What the grader imports, and nothing only its own tests need.
    assert {"pyyaml", "rich", "hypothesis"} <= {re.split(r"[<>=!~ ;]", line)[0].lower() for line in requirements}
    assert not any("xmlschema" in line or "extra" in line for line in requirements)
    assert not any("__pycache__" in name or name.startswith("/") or ".." in name for name in names)
    for script in ("setup.sh", "run_autograder"):
        assert stat.S_ISREG(modes[script]) and modes[script] & 0o111
    root = laid_out(path, tmp_path)
    for script in ("setup.sh", "run_autograder"):
        assert subprocess.run(["bash", "-n", str(root / "source" / script)]).returncode == 0
    script = (root / "source" / "run_autograder").read_text(encoding="utf-8")
    assert 'SANDBOX="${KATA_SANDBOX:-require}"' in script  # the default isolation is the strict one


def test_the_same_course_gives_the_same_zip(autograder: tuple[Path, float], tmp_path: Path) -> None:
    """No dates or orders of the moment in it: rebuilding the autograder changes nothing."""
    again = tmp_path / "again.zip"
    assert run_kata("release", "--gradescope", str(again)).code == 0
    assert again.read_bytes() == autograder[0].read_bytes()


def test_run_autograder_grades_only_the_students_exercise_files(autograder: tuple[Path, float], tmp_path: Path) -> None:
    """A wrong chunk_words at the top, pack_sentences deep in a folder: graded. A link to the reference: graded as
    a link, and refused with a verdict that says so. A forged cases.yaml and a grader/ of the student's own:
    never used. Missing exercises are graded as stubs."""
    path, points = autograder
    root = laid_out(path, tmp_path)
    submission = root / "submission"
    shutil.copy(SUBMISSIONS / "chunk_words" / "step_by_size.py", submission / "chunk_words.py")
    (submission / "work" / "week2").mkdir(parents=True)
    shutil.copy(ROOT / "solutions" / "pack_sentences.py", submission / "work" / "week2" / "pack_sentences.py")
    (submission / "chunk_chars.py").symlink_to(root / "source" / "course" / "solutions" / "chunk_chars.py")
    (submission / "linked").symlink_to(root / "source" / "course" / "solutions", target_is_directory=True)
    (submission / "cases.yaml").write_text("chunk_words:\n  title: forged\n  cases: []\n", encoding="utf-8")
    (submission / "grader").mkdir()
    (submission / "grader" / "__init__.py").write_text("raise SystemExit('forged grader')\n", encoding="utf-8")
    course_cases = (root / "source" / "course" / "cases.yaml").read_bytes()

    run = run_autograder(root, KATA_SANDBOX="auto")
    assert run.returncode == 0, run.stderr
    document = results(root)
    assert_gradescope(document)
    assert document["max_score"] == points
    by_exercise: dict[str, list[dict[str, Any]]] = {}
    for test in document["tests"]:
        by_exercise.setdefault(test["name"].split(":")[0], []).append(test)
    assert all(test["status"] == "passed" for test in by_exercise["pack_sentences"])
    assert any("step_by_size" in test["output"] for test in by_exercise["chunk_words"])
    # The link was not followed: chunk_chars is graded as a link (refused, and said so), merge_hits is the
    # untouched stub; both fail.
    assert all(test["status"] == "failed" for test in by_exercise["chunk_chars"] + by_exercise["merge_hits"])
    cases = [test for test in by_exercise["chunk_chars"] if not test["name"].endswith("random_inputs")]
    assert cases and all("chunk_chars.py is a link; submit the file itself" in test["output"] for test in cases)
    graded = "Graded from your submission: chunk_words.py, chunk_chars.py, work/week2/pack_sentences.py."
    assert graded in document["output"], document["output"]
    assert (root / "source" / "course" / "cases.yaml").read_bytes() == course_cases


def test_every_submission_is_graded_out_of_the_same_points(autograder: tuple[Path, float], tmp_path: Path) -> None:
    """A perfect submission (the exercises/ folder of a solved course) scores max_score, the same as for any other."""
    path, points = autograder
    root = laid_out(path, tmp_path)
    (root / "submission" / "exercises").mkdir()
    for name in FILES:
        shutil.copy(ROOT / "solutions" / name, root / "submission" / "exercises" / name)
    run = run_autograder(root, KATA_SANDBOX="auto")
    assert run.returncode == 0, run.stderr
    document = results(root)
    assert_gradescope(document)
    assert document["score"] == document["max_score"] == points


FAKE_PYTHON = """#!/usr/bin/env bash
# Records how the grader is run; answers --help as a grader with --sandbox would, then runs the real one without it.
printf '%s\\n' "$*" >> "$KATA_CALLS"
if [[ " $* " == *" --help "* ]]; then echo "  --sandbox {auto,require,off}"; exit 0; fi
arguments=()
while [ $# -gt 0 ]; do
  if [ "$1" = "--sandbox" ]; then shift 2; continue; fi
  arguments+=("$1"); shift
done
exec "$REAL_PYTHON" "${arguments[@]}"
"""


@pytest.mark.parametrize(("override", "asked"), [(None, "require"), ("auto", "auto")])
def test_the_sandbox_is_asked_for_when_the_grader_has_the_option(
    autograder: tuple[Path, float], tmp_path: Path, override: str | None, asked: str
) -> None:
    """A grader whose `grade --help` lists --sandbox is run with `--sandbox require`, or with the variable's value."""
    root = laid_out(autograder[0], tmp_path)
    fake = tmp_path / "python"
    fake.write_text(FAKE_PYTHON, encoding="utf-8")
    fake.chmod(0o755)
    calls = tmp_path / "calls.txt"
    env = {"KATA_PYTHON": str(fake), "REAL_PYTHON": sys.executable, "KATA_CALLS": str(calls)}
    if override is not None:
        env["KATA_SANDBOX"] = override
    run = run_autograder(root, **env)
    assert run.returncode == 0, run.stderr
    grading = [line for line in calls.read_text().splitlines() if "--output" in line]
    assert len(grading) == 1 and grading[0].endswith(f"--sandbox {asked}"), grading
    assert_gradescope(results(root))


def test_without_its_python_the_autograder_still_writes_why(autograder: tuple[Path, float], tmp_path: Path) -> None:
    """setup.sh never ran (no Python where it installs one): results.json says so, score 0."""
    root = laid_out(autograder[0], tmp_path)
    run = run_autograder(root, KATA_PYTHON=str(tmp_path / "missing" / "python"))
    assert run.returncode == 0
    document = results(root)
    assert document["score"] == 0 and document["tests"] == []
    assert "could not be graded" in document["output"] and "setup.sh" in document["output"]


def test_release_needs_one_of_a_folder_or_gradescope(tmp_path: Path) -> None:
    both = run_kata("release", str(tmp_path / "copy"), "--gradescope", str(tmp_path / "a.zip"))
    neither = run_kata("release")
    not_zip = run_kata("release", "--gradescope", str(tmp_path / "autograder.tar"))
    assert (both.code, neither.code, not_zip.code) == (2, 2, 2)
    assert "one of them" in both.err and "one of them" in neither.err and ".zip" in not_zip.err


def test_an_assignment_of_one_exercise_with_private_cases(tmp_path: Path) -> None:
    """`--exercise chunk_words --cases private.yaml`: the bundle grades chunk_words alone, private cases included
    (the file travels in the bundle), out of that exercise's points only; a stub elsewhere costs nothing."""
    private = FIXTURES / "instructors" / "private.yaml"
    path = tmp_path / "week1.zip"
    run = run_kata("release", "--gradescope", str(path), "--exercise", "chunk_words", "--cases", str(private))
    assert run.code == 0, run.err
    points = float(re.search(r"graded out of ([0-9.]+) points", run.out).group(1))  # type: ignore[union-attr]
    root = laid_out(path, tmp_path)
    assert (root / "source" / "course" / "private-cases.yaml").read_bytes() == private.read_bytes()
    shutil.copy(SUBMISSIONS / "chunk_words" / "step_by_size.py", root / "submission" / "chunk_words.py")
    run_result = run_autograder(root, KATA_SANDBOX="auto")
    assert run_result.returncode == 0, run_result.stderr
    document = results(root)
    assert_gradescope(document)
    names = {test["name"].split(":")[0] for test in document["tests"]}
    assert names == {"chunk_words"} and document["max_score"] == points
    assert any(test["name"] == "chunk_words: private_visible_two_words" for test in document["tests"])
    assert run_kata("release", str(tmp_path / "copy"), "--exercise", "chunk_words").code == 2
