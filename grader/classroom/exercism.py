"""An Exercism-style test runner: `bin/run.sh SLUG INPUT_DIR OUTPUT_DIR` writes OUTPUT_DIR/results.json.

It follows Exercism's test-runner interface: the slug names the exercise (`chunk-words` or `chunk_words`), the
input folder holds the solution (`chunk_words.py`, or the file its .meta/config.json names) and is only read,
and the output folder gets a results.json in every case (version 3: status `error` with a message when the
solution cannot be run, such as a syntax error, an unknown exercise or a missing file). Each test's output is
at most 500 characters. Nothing is fetched: the course, its references and its dependencies are in the image.
The exit status is 0 whenever results.json was written, whatever the tests said.

The grading itself is `python -m grader grade EX --file SOLUTION --format json --output …` in a process of its
own, which always leaves a valid results.json (status error, and why, even if it is stopped); this module
checks the arguments, finds the file, and shortens the solution's path in the messages to its name in the
input folder, as the interface asks.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

USAGE = "usage: bin/run.sh SLUG INPUT_DIR OUTPUT_DIR"
RESULTS = "results.json"
# Exercism's slugs; the course's own names (snake_case) are accepted too.
SLUG = re.compile(r"^[a-z][a-z0-9]*([-_][a-z0-9]+)*$")
# The isolation asked of the grader (passed only when it has --sandbox): the container is the boundary here.
DEFAULT_SANDBOX = "auto"


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    if len(arguments) != 4:
        sys.stderr.write(f"{USAGE}\n")
        return 2
    root, slug, input_dir, output_dir = (arguments[0], *arguments[1:])
    output = Path(output_dir)
    if not output.is_dir() or not os.access(output, os.W_OK):
        sys.stderr.write(f"run.sh: the output folder {output_dir} does not exist or is not writable\n{USAGE}\n")
        return 2
    results = output / RESULTS
    try:
        run(Path(root), slug, Path(input_dir), results)
    except Exception as error:  # a bug here must still leave a results.json
        write(results, error_document(f"the test runner failed: {type(error).__name__}: {error}"))
    return 0


def run(root: Path, slug: str, input_dir: Path, results: Path) -> None:
    from ..course.loader import load_course
    from ..errors import KataError

    if not SLUG.match(slug):
        write(results, error_document(f"{slug!r} is not an exercise slug (e.g. chunk-words)"))
        return
    if not input_dir.is_dir():
        write(results, error_document(f"the solution folder {input_dir} does not exist"))
        return
    try:
        course = load_course(root)
    except KataError as error:
        write(results, error_document(f"the test runner's course does not load: {error}"))
        return
    name = slug.replace("-", "_")
    if name not in course.names:
        known = ", ".join(exercise.replace("_", "-") for exercise in course.names)
        write(results, error_document(f"there is no exercise {slug!r} here; the exercises are: {known}"))
        return
    solution = solution_file(input_dir, name)
    if solution is None:
        write(results, error_document(f"the solution has no file {name}.py: write your solution in {name}.py"))
        return
    grade(root, name, solution, results)
    document = read(results)
    if document is None:
        write(results, error_document("the grader ended without writing its results"))
        return
    write(results, shortened(document, solution.parent))


def solution_file(input_dir: Path, name: str) -> Path | None:
    """The solution: the first .py file that .meta/config.json lists under files.solution, else NAME.py.

    Only a regular file inside the input folder counts (not a link that leads out of it).
    """
    candidates = []
    config = input_dir / ".meta" / "config.json"
    try:
        listed = json.loads(config.read_text(encoding="utf-8")).get("files", {}).get("solution", [])
        candidates += [entry for entry in listed if isinstance(entry, str) and entry.endswith(".py")]
    except (OSError, ValueError, AttributeError):
        pass
    candidates.append(f"{name}.py")
    folder = input_dir.resolve()
    for entry in candidates:
        path = input_dir / entry
        if path.is_file() and not path.is_symlink() and path.resolve().is_relative_to(folder):
            return path.resolve()
    return None


def grade(root: Path, name: str, solution: Path, results: Path) -> None:
    """`kata grade` in its own process, with a scratch folder for what it keeps between runs."""
    with tempfile.TemporaryDirectory(prefix="kata-runner-") as scratch:
        environment = {
            **os.environ,
            "PYTHONPATH": os.pathsep.join(filter(None, [str(root), os.environ.get("PYTHONPATH")])),
            "PYTHONDONTWRITEBYTECODE": "1",
            "HYPOTHESIS_STORAGE_DIRECTORY": str(Path(scratch) / "hypothesis"),
            "NO_COLOR": "1",
        }
        command = [sys.executable, "-m", "grader", "--root", str(root), "grade", name, "--file", str(solution)]
        command += ["--format", "json", "--output", str(results), *sandbox_option(root, environment)]
        subprocess.run(command, cwd=scratch, env=environment, stdin=subprocess.DEVNULL, check=False)


def sandbox_option(root: Path, environment: dict[str, str]) -> list[str]:
    """`--sandbox KATA_SANDBOX` (default auto) for a grader that has the option; nothing for one that has not."""
    shown = subprocess.run(
        [sys.executable, "-m", "grader", "--root", str(root), "grade", "--help"],
        env=environment,
        capture_output=True,
        text=True,
        check=False,
    )
    if "--sandbox" not in shown.stdout:
        return []
    return ["--sandbox", os.environ.get("KATA_SANDBOX", DEFAULT_SANDBOX)]


def shortened(document: dict[str, Any], folder: Path) -> dict[str, Any]:
    """results.json with the solution folder's path taken out of every message (the file's name is left), and
    without keys that are not Exercism's."""
    prefix = str(folder) + os.sep

    def short(value: Any) -> Any:
        if isinstance(value, str):
            return value.replace(prefix, "")
        if isinstance(value, list):
            return [short(item) for item in value]
        if isinstance(value, dict):
            return {key: short(item) for key, item in value.items()}
        return value

    return {key: short(value) for key, value in document.items() if key in ("version", "status", "message", "tests")}


def error_document(message: str) -> dict[str, Any]:
    return {"version": 3, "status": "error", "message": message, "tests": []}


def read(path: Path) -> dict[str, Any] | None:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return document if isinstance(document, dict) and document.get("version") == 3 else None


def write(path: Path, document: dict[str, Any]) -> None:
    from ..files import write_atomically
    from ..present.text import json_document

    write_atomically(path, json_document(document))


if __name__ == "__main__":
    sys.exit(main())
