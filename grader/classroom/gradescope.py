"""`kata release --gradescope FILE.zip`: a ready Gradescope autograder for the course.

Gradescope builds an image from the zip once (running `setup.sh` as root) and then, for every submission, runs
`run_autograder` with the student's files in /autograder/submission; whatever it leaves in
/autograder/results/results.json is the grade. The zip holds, at its root:

- `setup.sh`: finds (or installs) Python 3.11+, makes a virtual environment in /autograder/venv, installs the
  course's dependencies into it (`requirements.txt`, from the course's pyproject.toml or, for a course folder
  without one, from the installed grader's own), and checks that the reference passes every case there.
- `run_autograder`: puts the stubs back, copies only the student's exercise files (EX.py, regular files, no
  links) over them in the instructor's copy, and grades every exercise into results.json. Its paths, the
  Python and the sandbox are variables at the top, each overridable from the environment (the course's own
  tests run it on a folder laid out as Gradescope lays it out).
- `course/`: the instructor's copy (cases.yaml with its hidden cases, the references and pitfalls, the stubs and
  lessons, the grader and pyproject.toml): random inputs, known mistakes and hidden cases all grade there.

Every submission is graded on the same tests, so its `max_score` is the same whatever it holds.
"""

from __future__ import annotations

import io
import re
import shlex
import shutil
import stat
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from ..course.model import Course
from ..errors import UsageError
from ..learner.backups import STUBS_FOLDER
from ..present.public import max_points

# Files of the course beside cases.yaml, exercises/, solutions/, the stubs and the grader.
COURSE_FILES = ("pyproject.toml", "README.md", "LICENSE")
IGNORED = ("__pycache__", "*.pyc", ".kata", ".hypothesis", "*.egg-info")
# A fixed date for every entry: the same course gives the same zip, byte for byte.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
# The sandbox run_autograder asks for unless its variable says otherwise.
DEFAULT_SANDBOX = "require"


@dataclass(frozen=True)
class Autograder:
    """What `kata release --gradescope` wrote."""

    path: Path
    exercises: int
    cases: int
    hidden_cases: int
    # The points every submission is graded out of (Gradescope's max_score).
    max_score: float


# Where a private cases file goes in the bundle's course/ (graded with `--cases` there).
PRIVATE_CASES = "private-cases.yaml"


def write_autograder(course: Course, path: Path, private_cases: Path | None = None) -> Autograder:
    """Write the autograder zip for `course` to `path` (a .zip file, replaced if it exists). It grades exactly
    `course`'s exercises (an assignment may be some of them), with `private_cases` merged in when given: that
    file travels in the bundle, which students never see."""
    if path.suffix.lower() != ".zip":
        raise UsageError(f"{path} is not a .zip file", fix="name the autograder FILE.zip, e.g. autograder.zip")
    if path.is_dir():
        raise UsageError(f"{path} is a folder", fix="give the path of the .zip file to write")
    files = {name: course.stub_path(name).name for name in course.names}
    requirements = dependencies(course)
    max_score = sum(max_points(course, exercise) for exercise in course.exercises)
    with tempfile.TemporaryDirectory(prefix="kata-gradescope-") as scratch:
        copy = Path(scratch) / "course"
        _copy_course(course, copy)
        if private_cases is not None:
            shutil.copy2(private_cases, copy / PRIVATE_CASES)
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
            graded = _graded_arguments(course, private_cases)
            _add(archive, "setup.sh", setup_script(graded).encode(), executable=True)
            _add(archive, "run_autograder", run_script(list(files.values()), graded).encode(), executable=True)
            _add(archive, "requirements.txt", "".join(f"{line}\n" for line in requirements).encode(), executable=False)
            for file in sorted(copy.rglob("*")):
                if file.is_file():
                    relative = file.relative_to(copy.parent).as_posix()
                    _add(archive, relative, file.read_bytes(), executable=False)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(buffer.getvalue())
    except OSError as error:
        raise UsageError(f"cannot write {path}: {error.strerror or error}", fix="choose a writable path") from None
    cases = [case for exercise in course.exercises for case in exercise.cases]
    return Autograder(
        path=path,
        exercises=len(course.exercises),
        cases=len(cases),
        hidden_cases=sum(1 for case in cases if case.hidden),
        max_score=max_score,
    )


def dependencies(course: Course) -> list[str]:
    """What the grader needs installed: the course's pyproject.toml dependencies, else the installed grader's."""
    pyproject = course.root / "pyproject.toml"
    if pyproject.is_file():
        import tomllib

        try:
            listed = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {}).get("dependencies")
        except (OSError, ValueError):
            listed = None
        if isinstance(listed, list) and all(isinstance(entry, str) for entry in listed):
            return list(listed)
    import importlib.metadata

    try:
        required = importlib.metadata.requires("chunk-kata") or []
    except importlib.metadata.PackageNotFoundError:
        required = []
    # Only what running needs: no extra (`; extra == "test"`).
    running = [entry for entry in required if not re.search(r";.*\bextra\b", entry)]
    if not running:
        raise UsageError(
            f"cannot tell which packages the grader needs: {course.root} has no pyproject.toml and chunk-kata is "
            "not installed",
            fix="run `kata release --gradescope` from the course repository (with its pyproject.toml)",
        )
    return running


def _copy_course(course: Course, target: Path) -> None:
    """The instructor's copy, with the original stubs as exercises/ (never an instructor's own attempt)."""
    ignore = shutil.ignore_patterns(*IGNORED)
    target.mkdir()
    shutil.copy2(course.root / "cases.yaml", target / "cases.yaml")
    shutil.copytree(course.root / "exercises", target / "exercises", ignore=ignore)
    shutil.copytree(course.root / "solutions", target / "solutions", ignore=ignore)
    stubs = course.root / STUBS_FOLDER
    if stubs.is_dir():
        shutil.copytree(stubs, target / STUBS_FOLDER, ignore=ignore)
        for stub in (target / STUBS_FOLDER).glob("*.py"):
            shutil.copy2(stub, target / "exercises" / stub.name)
    package = Path(__file__).resolve().parent.parent
    shutil.copytree(package, target / "grader", ignore=ignore)
    for name in COURSE_FILES:
        if (course.root / name).is_file():
            shutil.copy2(course.root / name, target / name)


def _add(archive: zipfile.ZipFile, name: str, data: bytes, *, executable: bool) -> None:
    info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    mode = 0o755 if executable else 0o644
    info.external_attr = (stat.S_IFREG | mode) << 16
    archive.writestr(info, data)


def _graded_arguments(course: Course, private_cases: Path | None) -> str:
    """What `kata grade` is given in the bundle: the assignment's exercises, and the private cases file."""
    names = [shlex.quote(name) for name in course.names]
    return " ".join([*names, *(["--cases", PRIVATE_CASES] if private_cases is not None else [])])


def setup_script(graded: str = "--all") -> str:
    return SETUP.replace("@GRADED@", graded)


def run_script(files: list[str], graded: str = "--all") -> str:
    script = RUN.replace("@FILES@", " ".join(shlex.quote(name) for name in files))
    return script.replace("@SANDBOX@", DEFAULT_SANDBOX).replace("@GRADED@", graded)


SETUP = r"""#!/usr/bin/env bash
# Written by `kata release --gradescope`. Gradescope runs it once, as root, when it builds the autograder.
set -euo pipefail

AUTOGRADER="${KATA_AUTOGRADER:-/autograder}"
COURSE="${KATA_COURSE:-$AUTOGRADER/source/course}"
VENV="${KATA_VENV:-$AUTOGRADER/venv}"

# The course needs Python 3.11 or later; Gradescope's default image (Ubuntu 22.04) has 3.10.
python=""
for candidate in python3.13 python3.12 python3.11 python3; do
  if command -v "$candidate" >/dev/null 2>&1 \
      && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    python="$candidate"
    break
  fi
done
if [ -z "$python" ]; then
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q python3.11 python3.11-venv
  python=python3.11
fi
if ! "$python" -m venv "$VENV"; then
  # Debian and Ubuntu keep venv (ensurepip) in a package of its own.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$(basename "$python")-venv"
  "$python" -m venv "$VENV"
fi

# The course's dependencies (the grader reads cases.yaml with PyYAML, draws random inputs with Hypothesis);
# the course itself is graded where it is, in $COURSE.
"$VENV/bin/python" -m pip install --quiet --upgrade pip
"$VENV/bin/python" -m pip install --quiet -r "$AUTOGRADER/source/requirements.txt"

# The image is only good if the reference passes every case there.
check="$(mktemp -d)"
(cd "$COURSE" && "$VENV/bin/python" -m grader grade @GRADED@ --reference --format json --output "$check/results.json")
rm -rf "$check" "$COURSE/.kata"
echo "chunk-kata autograder ready: $("$VENV/bin/python" --version) in $VENV"
"""

RUN = r"""#!/usr/bin/env bash
# Written by `kata release --gradescope`. Gradescope runs it for every submission; results.json is the grade.
set -uo pipefail

# Gradescope's layout; each can be overridden from the environment.
AUTOGRADER="${KATA_AUTOGRADER:-/autograder}"
SUBMISSION="${KATA_SUBMISSION:-$AUTOGRADER/submission}"
RESULTS="${KATA_RESULTS:-$AUTOGRADER/results}"
COURSE="${KATA_COURSE:-$AUTOGRADER/source/course}"
PYTHON="${KATA_PYTHON:-$AUTOGRADER/venv/bin/python}"
# The isolation of the student's code: `require` refuses to grade where no sandbox can be set up (every
# student then gets the reason and 0); `auto` grades with the best isolation this machine offers.
# Passed only to a grader whose `kata grade --help` lists --sandbox.
SANDBOX="${KATA_SANDBOX:-@SANDBOX@}"
# The exercise files a submission may hold, by name; nothing else is ever copied from it.
FILES=(@FILES@)

mkdir -p "$RESULTS"
results="$RESULTS/results.json"

broken() {
  # Nothing could be graded: still a results.json that says why (JSON-escaped by hand: no Python to rely on).
  local reason="${1//\\/\\\\}"
  reason="${reason//\"/\\\"}"
  printf '{"score": 0.0, "output": "The submission could not be graded: %s", "tests": []}\n' "$reason" > "$results"
  echo "kata autograder: $1" >&2
  exit 0
}

[ -x "$PYTHON" ] || broken "the autograder has no Python at $PYTHON (did setup.sh run?)"
[ -d "$COURSE/exercises" ] || broken "the autograder has no course at $COURSE"

# Where a student's file is: exercises/EX.py (the course's layout), EX.py at the top, or the one EX.py
# anywhere else in the submission. Only regular files: a link could point at the reference.
submission_root="$(realpath -e -- "$SUBMISSION" 2>/dev/null || true)"
inside() {
  # A regular file that really is in the submission (not a link, not reached through a linked folder).
  local real
  [ -f "$1" ] && [ ! -L "$1" ] || return 1
  real="$(realpath -e -- "$1" 2>/dev/null)" || return 1
  [ -n "$submission_root" ] && [[ "$real" == "$submission_root"/* ]]
}
find_file() {
  local name="$1" candidate
  for candidate in "$SUBMISSION/exercises/$name" "$SUBMISSION/$name"; do
    # A link where the file belongs is handed on as a link (cp -P), never followed: kata's verdict says so.
    if [ -L "$candidate" ] || inside "$candidate"; then
      printf '%s\n' "$candidate"
      return
    fi
  done
  # find does not follow links: -type f leaves them out, and it does not descend into a linked folder.
  while IFS= read -r candidate; do
    if inside "$candidate"; then
      printf '%s\n' "$candidate"
      return
    fi
  done < <(find "$SUBMISSION" -type f -name "$name" -not -path '*/.*' 2>/dev/null | LC_ALL=C sort)
}

found=()
missing=()
for name in "${FILES[@]}"; do
  target="$COURSE/exercises/$name"
  # The untouched stub first: an exercise the student did not hand in is graded as not started.
  if [ -f "$COURSE/.stubs/$name" ]; then
    cp "$COURSE/.stubs/$name" "$target"
  fi
  source="$(find_file "$name")"
  if [ -n "$source" ]; then
    rm -f -- "$target"
    cp -P -- "$source" "$target"
    found+=("${source#"$SUBMISSION"/}")
  else
    missing+=("$name")
  fi
done
echo "kata autograder: graded files: ${found[*]:-none}; not in the submission: ${missing[*]:-none}"

sandbox=()
if (cd "$COURSE" && "$PYTHON" -m grader grade --help 2>/dev/null) | grep -q -- "--sandbox"; then
  sandbox=(--sandbox "$SANDBOX")
else
  echo "kata autograder: this grader has no --sandbox option; graded without asking for one"
fi

cd "$COURSE" || broken "cannot enter $COURSE"
"$PYTHON" -m grader grade @GRADED@ --format gradescope --output "$results" "${sandbox[@]}"
code=$?
echo "kata autograder: kata grade exited $code"
[ -s "$results" ] || broken "the grader exited $code without writing results.json"

# Tell the student which of their files were graded, above the tests.
KATA_FOUND="${found[*]:-}" KATA_MISSING="${missing[*]:-}" "$PYTHON" - "$results" <<'PYTHON' || true
import json
import os
import sys

path = sys.argv[1]
with open(path, encoding="utf-8") as file:
    document = json.load(file)
found, missing = os.environ["KATA_FOUND"].split(), os.environ["KATA_MISSING"].split()
lines = [f"Graded from your submission: {', '.join(found) or 'no exercise file'}."]
if missing:
    lines.append(f"Not in your submission (graded as the untouched stub): {', '.join(missing)}.")
earlier = document.get("output")
document["output"] = "\n".join(lines) + (f"\n\n{earlier}" if earlier else "")
with open(path + ".tmp", "w", encoding="utf-8") as file:
    json.dump(document, file, indent=2, ensure_ascii=False)
    file.write("\n")
os.replace(path + ".tmp", path)
PYTHON
exit 0
"""
