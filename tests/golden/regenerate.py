"""Golden result documents: each fixture submission's whole results.json, JUnit and Gradescope file.

    python tests/golden/regenerate.py            grade every submission, write every file, print which changed
    python tests/golden/regenerate.py --check    write nothing; exit 1 on any difference, with a unified diff
    python tests/golden/regenerate.py hostile/   only the submissions whose name (FOLDER/STEM) contains this

Every file under tests/fixtures/submissions/FOLDER/STEM.py gets tests/golden/FOLDER/STEM.results.json
(`--format json`), .junit.xml (`--format junit`) and .gradescope.json (`--format gradescope`). Submissions
under hostile*/ are graded on the miniature course (tests/fixtures/course), as tests/test_submissions.py does
(with more room for the ones not meant to hang); the others on the real course, `kata grade FOLDER --file PATH`.
Review what changed with `git diff tests/golden`. tests/test_golden.py grades the same way and compares.

What makes the documents the same on every run and every machine:
- `--seed 1`, and the working folder is the repository (paths in reports are relative to it);
- each course is graded from a fresh copy that holds an empty `.kata/` folder: a `--file` run adds the
  `exercises` summary (hints revealed) only when the course has a `.kata/` folder, which the grader
  itself creates on its first run with random inputs, and a contributor's own progress would show in it;
- normalise() below, the one function applied both when writing the files and when comparing.
"""

from __future__ import annotations

import argparse
import difflib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"
SUBMISSIONS = ROOT / "tests" / "fixtures" / "submissions"
MINI_COURSE = ROOT / "tests" / "fixtures" / "course"
DRIVER = GOLDEN / "kata_all_formats.py"
COMMAND = "python tests/golden/regenerate.py"

SEED = "1"
ROOMY_TIMEOUT = 30
# Format → the golden file's suffix.
FORMATS = {"json": "results.json", "junit": "junit.xml", "gradescope": "gradescope.json"}
# What a course copy holds (as tests/conftest.py's course_copy).
COURSE_PARTS = ("cases.yaml", "exercises", "solutions", ".stubs")


@dataclass(frozen=True)
class Submission:
    """One fixture submission and how tests/test_submissions.py grades it."""

    file: Path

    @property
    def folder(self) -> str:
        return self.file.parent.name

    @property
    def name(self) -> str:
        return f"{self.folder}/{self.file.stem}"

    @property
    def course(self) -> str:
        """ "miniature" for the hostile folders, "real" for one folder per exercise of the course."""
        return "miniature" if self.folder.startswith("hostile") else "real"

    @property
    def exercise(self) -> str:
        if self.course == "real":
            return self.folder
        return "chunk_stdin" if self.folder == "hostile_programs" else "chunk_words"

    @property
    def verdict(self) -> str:
        """The verdict its first line `# expect: VERDICT [PITFALL]` promises (as tests/test_submissions.py reads it)."""
        words = self.file.read_text(encoding="utf-8").splitlines()[0].removeprefix("# expect: ").split()
        return " ".join(word for word in words if "_" not in word)

    def arguments(self, courses: Mapping[str, Path]) -> list[str]:
        """`kata` arguments, without --format."""
        arguments = ["grade", self.exercise, "--root", str(courses[self.course]), "--file", str(self.file)]
        if self.course == "miniature":
            # A submission meant to hang gets 0.5 s, as in tests/test_submissions.py (its documents say so). The
            # others get 30 s, not 5 s: no document of theirs shows the limit, and on a machine at load 12 (2
            # cores) writing 128 MB onto the worker's channel (hostile/endless_reply) can take more than 5 s.
            arguments += ["--timeout", "0.5" if self.verdict == "timeout" else str(ROOMY_TIMEOUT)]
        return [*arguments, "--seed", SEED]

    def golden(self, format_name: str) -> Path:
        return GOLDEN / self.folder / f"{self.file.stem}.{FORMATS[format_name]}"


def submissions(only: str = "") -> list[Submission]:
    return [
        Submission(file)
        for file in sorted(SUBMISSIONS.glob("*/*.py"))
        # attacks/ need their placeholders filled in per run (tests/test_attacks.py): no fixed document to keep.
        if only in f"{file.parent.name}/{file.stem}" and file.parent.name != "attacks"
    ]


def golden_files() -> list[Path]:
    """Every golden document checked in (a submission's three, or a stale one whose fixture is gone)."""
    return sorted(path for path in GOLDEN.glob("*/*") if path.name.endswith(tuple(FORMATS.values())))


def prepare_courses(where: Path) -> dict[str, Path]:
    """Copies of the real and the miniature course under `where`, each with an empty .kata/ (made once)."""
    courses = {"real": where / "chunk-kata", "miniature": where / "miniature"}
    for name, source in (("real", ROOT), ("miniature", MINI_COURSE)):
        target = courses[name]
        if (target / ".kata").is_dir():
            continue
        target.mkdir(parents=True, exist_ok=True)
        for part in COURSE_PARTS:
            if (source / part).is_dir():
                shutil.copytree(source / part, target / part, ignore=shutil.ignore_patterns("__pycache__", ".kata"))
            elif (source / part).is_file():
                shutil.copy2(source / part, target / part)
        (target / ".kata").mkdir()  # last: its presence says the copy is whole
    return courses


def environment() -> dict[str, str]:
    """As tests/conftest.py's run_kata: no terminal, 80 columns, this checkout's grader, no CI hooks."""
    env = {**os.environ, "COLUMNS": "80", "NO_COLOR": "1", "PYTHONPATH": str(ROOT)}
    for name in ("GITHUB_STEP_SUMMARY", "GITHUB_ACTIONS", "KATA_DEBUG"):
        env.pop(name, None)
    return env


class GradingFailed(Exception):
    pass


def grade(submission: Submission, courses: Mapping[str, Path], out: Path) -> dict[str, str]:
    """One grading run of the submission: its document in each format (raw, not normalised)."""
    out.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, str(DRIVER), str(out), *submission.arguments(courses), "--format", "json"]
    done = subprocess.run(
        command, cwd=ROOT, env=environment(), capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL
    )
    documents = {name: (out / name).read_text(encoding="utf-8") for name in FORMATS if (out / name).is_file()}
    if done.returncode not in (0, 1) or set(documents) != set(FORMATS) or documents["json"] != done.stdout:
        raise GradingFailed(
            f"grading {submission.name} failed (exit status {done.returncode}; documents written: "
            f"{sorted(documents)}; stdout {'is' if documents.get('json') == done.stdout else 'is not'} the json "
            f"document)\ncommand: {' '.join(command)}\nstderr:\n{done.stderr[-3000:]}"
        )
    return documents


# --- normalisation ---------------------------------------------------------------------------------------------

# A duration as reports write it (grader/judge/perf.py): "0.40 s", "13.0 ms".
_DURATION = r"\d+(?:\.\d+)? m?s"
_RATIO = r"\d+(?:\.\d+)?×"


def places(courses: Mapping[str, Path] | None = None) -> list[tuple[str, str]]:
    """(placeholder, absolute path) pairs, most specific first: course copies, the repository, the temp dir."""
    pairs = [("{COURSE}", str(path)) for path in (courses or {}).values()]
    pairs += [("{ROOT}", str(ROOT)), ("{TMP}", str(Path(tempfile.gettempdir()).resolve()))]
    pairs += [("{TMP}", tempfile.gettempdir()), ("{HOME}", str(Path.home()))]
    every = {(placeholder, variant) for placeholder, path in pairs for variant in (path, str(Path(path).resolve()))}
    # A home or temp dir of "/" (some containers) is no place to replace.
    return sorted((pair for pair in every if len(pair[1]) > 3), key=lambda pair: (-len(pair[1]), pair))


def normalise(format_name: str, text: str, courses: Mapping[str, Path] | None = None) -> str:
    """The document with what differs between runs and machines replaced by {PLACEHOLDERS}.

    The rules (each keeps the document valid JSON or XML):
    1. absolute paths: a course copy → {COURSE}, the repository → {ROOT}, the temp dir → {TMP}, home → {HOME};
    2. memory addresses (0x7f3a…) → 0x{ADDRESS}; process ids ("pid 4242") → pid {PID};
    3. JUnit: every time="…" → time="{SECONDS}", timestamp="…" → "{TIMESTAMP}", hostname="…" → "{HOSTNAME}";
       Gradescope and results.json: "execution_time", "seconds" and "time" numbers → "{SECONDS}";
       any ISO 8601 date and time → {TIMESTAMP};
    4. a `perf` case's measurement, which depends on the machine's speed and load: every sentence a too slow
       verdict says about the times ("8× the words (…) took 50× as long: the work grows with the square of the
       text. The reference grows 8.1×.", "… took more than 60× as long: …, then still running when stopped
       after 1.5 s: …", "40,000 words took 0.19 s, 28× what the reference takes (…).", "stopped after 1.5 s
       on …", and "The answers are right.") → "{MEASURED}.", a passing "8× the text: 8.2× the time
       (reference 8.0×)" → "8× the text: {GROWTH} the time (reference {GROWTH})". The verdict and the advice
       stay: a perf case that passes on one run and is too slow on another still shows as a diff;
    5. the graded file named by its absolute path (a run from another folder) → relative to the repository;
    6. how an endless iterator was stopped, which depends on the machine's speed (a million chunks yielded, or
       the time limit first) → "no answer within {LIMIT}: the call did not finish";
    7. a perf case's text, drawn afresh each run: its preview ('words…'...  # 251,923 characters) →
       '{DRAWN}'...  # {N} characters (a preview of numbered words, 'w1 w2 …', stays);
    8. how long an import that counted against a perf case took → "importing your file took {DURATION}";
    9. what protected the run (`isolation`: the sandbox this system offers, its limits) → "{ISOLATION}".
    """
    text = re.sub(r'(?<=")(?:sandbox: |sandbox off|no sandbox on this system)[^"]*(?=")', "{ISOLATION}", text)
    text = re.sub(r"importing your file took [\d.]+ m?s\b", "importing your file took {DURATION}", text)
    text = re.sub(r"(?<==)'(?!w1 )[^']*'\.\.\.  # [\d,]+ characters", "'{DRAWN}'...  # {N} characters", text)
    text = re.sub(
        r"solve kept yielding chunks: more than 1,000,000 without stopping\. Look for a loop whose position never "
        r"moves forward, or one with no way to stop\.(?=\.)|no answer within [\d.]+ s: the call did not finish",
        "no answer within {LIMIT}: the call did not finish",
        text,
    )
    text = text.replace(str(ROOT) + "/", "")
    for placeholder, path in places(courses):
        text = re.sub(re.escape(path) + r"(?![\w.-])", placeholder, text)
    text = re.sub(r"\b0x[0-9a-fA-F]{6,}\b", "0x{ADDRESS}", text)
    text = re.sub(r"\b(pid\s*[=:]?\s*)\d+\b", r"\1{PID}", text, flags=re.IGNORECASE)
    if format_name == "junit":
        text = re.sub(r' time="[^"]*"', ' time="{SECONDS}"', text)
        text = re.sub(r' timestamp="[^"]*"', ' timestamp="{TIMESTAMP}"', text)
        text = re.sub(r' hostname="[^"]*"', ' hostname="{HOSTNAME}"', text)
    else:
        text = re.sub(r'("(?:execution_time|seconds|time)": )-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?', r'\1"{SECONDS}"', text)
    text = re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)?", "{TIMESTAMP}", text)
    measured = (
        rf"(?:\d+× the \w+ \([\d,]+ \w+, then [\d,]+ \w+\) took (?:more than )?{_RATIO} as long: "
        rf"(?:{_DURATION}, then still running when stopped after [\d.]+ s: )?the work grows [^.]*"
        rf"|[\d,]+ \w+ took {_DURATION}, {_RATIO} what [^(]*\({_DURATION}; the limit is [\d.]+×\)"
        rf"|stopped after [\d.]+ s on [\d,]+ \w+)"
        rf"(?:\. (?:The reference|One pass over the text) grows {_RATIO}(?: \({_DURATION} on [\d,]+ \w+\))?)?"
        r"(?:\. The answers are right)?\."
    )
    text = re.sub(measured, "{MEASURED}.", text)
    return re.sub(
        rf"(\d+)× the text: {_RATIO} the time \((reference|one pass) {_RATIO}\)",
        r"\1× the text: {GROWTH} the time (\2 {GROWTH})",
        text,
    )


def difference(expected: str, actual: str, name: str) -> str:
    """A unified diff from the golden file to this run's normalised document ("" when equal)."""
    return "".join(
        difflib.unified_diff(
            expected.splitlines(keepends=True),
            actual.splitlines(keepends=True),
            fromfile=f"{name} (golden)",
            tofile=f"{name} (this run, normalised)",
        )
    )


# --- the command -------------------------------------------------------------------------------------------------


def _relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _graded(
    chosen: Iterable[Submission], courses: Mapping[str, Path], work: Path, jobs: int
) -> Iterator[tuple[Submission, dict[str, str] | GradingFailed]]:
    def one(submission: Submission) -> tuple[Submission, dict[str, str] | GradingFailed]:
        try:
            raw = grade(submission, courses, work / submission.folder / submission.file.stem)
        except GradingFailed as error:
            return submission, error
        return submission, {name: normalise(name, text, courses) for name, text in raw.items()}

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(one, chosen)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=COMMAND, description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("only", nargs="?", default="", help="only the submissions whose FOLDER/STEM contains this")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 on any difference")
    parser.add_argument("--jobs", type=int, default=2, help="grading runs at once (default 2)")
    arguments = parser.parse_args(argv)
    chosen = submissions(arguments.only)
    expected_files = {submission.golden(name) for submission in chosen for name in FORMATS}
    differences = 0
    with tempfile.TemporaryDirectory(prefix="kata-golden-") as scratch:
        work = Path(scratch)
        courses = prepare_courses(work / "courses")
        for submission, documents in _graded(chosen, courses, work / "runs", arguments.jobs):
            if isinstance(documents, GradingFailed):
                print(f"error    {submission.name}: {documents}", file=sys.stderr)
                differences += 1
                continue
            for name, text in documents.items():
                path = submission.golden(name)
                old = path.read_text(encoding="utf-8") if path.is_file() else None
                if old == text:
                    continue
                differences += 1
                if arguments.check:
                    sys.stdout.write(difference(old or "", text, _relative(path)))
                    continue
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
                print(f"{'changed' if old is not None else 'new':8} {_relative(path)}")
    if not arguments.only:
        for path in golden_files():
            if path not in expected_files:  # its submission is gone
                differences += 1
                print(f"{'stale' if arguments.check else 'removed':8} {_relative(path)}")
                if not arguments.check:
                    path.unlink()
    if arguments.check and differences:
        print(f"\n{differences} golden documents differ: run `{COMMAND}` and review `git diff tests/golden`.")
    elif not differences:
        print(f"{len(expected_files)} golden documents, all unchanged.")
    return 1 if arguments.check and differences else 0


if __name__ == "__main__":
    sys.exit(main())
