"""bin/run.sh SLUG INPUT_DIR OUTPUT_DIR, as Exercism's tooling calls a test runner, on the fixture submissions.

The interface: a results.json (version 3) in OUTPUT_DIR every time, status error with a message when the solution
cannot be run, each test's output at most 500 characters, paths in messages shortened, exit 0 once results.json
is written, the input folder only read. The image (Dockerfile) is not built here; its conventions are checked.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, SUBMISSIONS, copy_course
from consumers import assert_exercism_v3

RUN_SH = ROOT / "bin" / "run.sh"


@pytest.fixture(scope="module")
def runner(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """bin/run.sh in a pristine copy of the course with this checkout's grader (the image's /opt/test-runner)."""
    root = copy_course(tmp_path_factory.mktemp("runner") / "test-runner")
    shutil.copytree(ROOT / "bin", root / "bin")
    shutil.copytree(ROOT / "grader", root / "grader", ignore=shutil.ignore_patterns("__pycache__"))
    return root / "bin" / "run.sh"


def run_sh(runner: Path, *arguments: str, cwd: Path, prefix: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    """bin/run.sh as Exercism calls it: a clean environment, no terminal. The image's `python3` has the course
    installed; here that is the interpreter running the tests (the first python3 on PATH may not have rich)."""
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(cwd), "KATA_PYTHON": sys.executable}
    return subprocess.run(
        [*prefix, str(runner), *arguments],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


def solution(tmp_path: Path, source: Path | None, name: str = "chunk_words.py") -> tuple[Path, Path]:
    """An input folder holding `source` as NAME, and an empty output folder."""
    given, output = tmp_path / "solution", tmp_path / "output"
    given.mkdir()
    output.mkdir()
    if source is not None:
        shutil.copy(source, given / name)
    return given, output


def results(output: Path) -> dict[str, Any]:
    document = json.loads((output / "results.json").read_bytes().decode("utf-8"))
    assert_exercism_v3(document)
    assert "exercises" not in document  # only Exercism's keys
    return document


def graded(runner: Path, tmp_path: Path, source: Path | None, slug: str = "chunk-words") -> dict[str, Any]:
    given, output = solution(tmp_path, source)
    before = sorted(path.name for path in given.rglob("*"))
    run = run_sh(runner, slug, f"{given}/", f"{output}/", cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert sorted(path.name for path in given.rglob("*")) == before  # the input folder is only read
    return results(output)


def test_a_wrong_solution_fails_with_a_test_per_case(runner: Path, tmp_path: Path) -> None:
    document = graded(runner, tmp_path, SUBMISSIONS / "chunk_words" / "step_by_size.py")
    assert document["status"] == "fail"
    assert any("Likely mistake (step_by_size)" in test.get("message", "") for test in document["tests"])


def test_a_correct_solution_passes(runner: Path, tmp_path: Path) -> None:
    document = graded(runner, tmp_path, SUBMISSIONS / "chunk_words" / "correct_while_loop.py", slug="chunk_words")
    assert document["status"] == "pass"
    assert document["tests"][-1]["name"] == "chunk_words: random_inputs"


def test_a_syntax_error_is_a_top_level_error_naming_the_file_by_its_name(runner: Path, tmp_path: Path) -> None:
    """Status error, the message has the error and its line; the solution's folder is not in it."""
    document = graded(runner, tmp_path, SUBMISSIONS / "hostile" / "syntax_error.py")
    assert document["status"] == "error" and document["tests"] == []
    assert 'File "chunk_words.py", line 2' in document["message"] and "SyntaxError" in document["message"]
    assert str(tmp_path) not in document["message"]


def test_a_lone_surrogate_and_an_escape_code_still_give_every_test(runner: Path, tmp_path: Path) -> None:
    document = graded(runner, tmp_path, SUBMISSIONS / "hostile" / "raises_lone_surrogate.py")
    assert document["status"] == "fail" and len(document["tests"]) > 20
    assert all(test["status"] != "pass" for test in document["tests"])


def test_output_is_cut_to_500_characters(runner: Path, tmp_path: Path) -> None:
    """A print of 2,000 characters per call: each test's output is cut to Exercism's 500."""
    chatty = tmp_path / "chatty.py"
    chatty.write_text(
        "def solve(text, size, overlap):\n    print('\\x1b[1m' + 'x' * 2000)\n    return text.split()[:size]\n",
        encoding="utf-8",
    )
    (tmp_path / "run").mkdir()
    document = graded(runner, tmp_path / "run", chatty)
    outputs = [test["output"] for test in document["tests"] if "output" in test]
    assert outputs and all(len(output) <= 500 for output in outputs)
    assert all(output.startswith("\\x1b[1mxxx") for output in outputs)


@pytest.mark.parametrize(
    ("slug", "file", "says"),
    [
        ("chunk-words", None, "no file chunk_words.py"),
        ("two-fer", "chunk_words.py", "no exercise 'two-fer'"),
        ("../etc", "chunk_words.py", "not an exercise slug"),
    ],
)
def test_a_solution_that_cannot_be_run_is_an_error_with_a_message(
    runner: Path, tmp_path: Path, slug: str, file: str | None, says: str
) -> None:
    given, output = solution(tmp_path, SUBMISSIONS / "chunk_words" / "step_by_size.py" if file else None)
    run = run_sh(runner, slug, str(given), str(output), cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    document = results(output)
    assert document["status"] == "error" and says in document["message"]


def test_the_solution_file_named_in_meta_config_is_graded(runner: Path, tmp_path: Path) -> None:
    given, output = solution(tmp_path, SUBMISSIONS / "chunk_words" / "correct_while_loop.py", name="words.py")
    (given / ".meta").mkdir()
    (given / ".meta" / "config.json").write_text(json.dumps({"files": {"solution": ["words.py"]}}), encoding="utf-8")
    assert run_sh(runner, "chunk-words", str(given), str(output), cwd=tmp_path).returncode == 0
    assert results(output)["status"] == "pass"


def test_a_link_out_of_the_solution_folder_is_not_graded(runner: Path, tmp_path: Path) -> None:
    """chunk_words.py linking to the reference: not the student's file, so there is none to grade."""
    given, output = solution(tmp_path, None)
    (given / "chunk_words.py").symlink_to(ROOT / "solutions" / "chunk_words.py")
    assert run_sh(runner, "chunk-words", str(given), str(output), cwd=tmp_path).returncode == 0
    assert "no file chunk_words.py" in results(output)["message"]


def test_wrong_arguments_exit_2_with_the_usage(runner: Path, tmp_path: Path) -> None:
    run = run_sh(runner, "chunk-words", str(tmp_path), cwd=tmp_path)
    missing_output = run_sh(runner, "chunk-words", str(tmp_path), str(tmp_path / "absent"), cwd=tmp_path)
    assert run.returncode == missing_output.returncode == 2
    assert "usage: bin/run.sh SLUG INPUT_DIR OUTPUT_DIR" in run.stderr + missing_output.stderr


def test_no_network_is_needed(runner: Path, tmp_path: Path) -> None:
    """Graded with no network device at all (as Exercism runs it, --network none)."""
    if subprocess.run(["unshare", "-rn", "true"], capture_output=True).returncode != 0:
        pytest.skip("this machine cannot make a network namespace (unshare -rn)")
    given, output = solution(tmp_path, SUBMISSIONS / "chunk_words" / "correct_while_loop.py")
    run = run_sh(runner, "chunk-words", str(given), str(output), cwd=tmp_path, prefix=("unshare", "-rn"))
    assert run.returncode == 0, run.stderr
    assert results(output)["status"] == "pass"


def test_the_dockerfile_follows_exercisms_conventions() -> None:
    """Dockerfile at the root, working folder /opt/test-runner, entry point its bin/run.sh (which is executable)."""
    lines = [line.strip() for line in (ROOT / "Dockerfile").read_text(encoding="utf-8").splitlines()]
    assert "WORKDIR /opt/test-runner" in lines
    assert 'ENTRYPOINT ["/opt/test-runner/bin/run.sh"]' in lines
    assert RUN_SH.stat().st_mode & 0o111
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines()
    assert {"cases.yaml", "solutions", "grader", "pyproject.toml", "README.md"}.isdisjoint(ignored)
