"""How fast `kata batch` grades a class, and how much a second core helps.

Run from the repository root:  python benchmarks/batch_speed.py [N] [--before OLD_TREE]

1. N correct chunk_words submissions, graded with --jobs 1 and then with --jobs 2: submissions per
   second and the speed-up (a ratio, so the figure means the same on a faster or slower machine).
2. N mixed submissions (correct, known mistakes, one hanging on one input, one trying to kill its
   grader), graded with every core: every submission's verdicts are checked against what it must get.
3. Rows identical to grading alone: a batch of a few submissions of each kind (two at a time, one perf seed for
   the class) against each graded by itself with a fresh oracle on the same seed, times normalised as in the
   golden files.

The batch runs with the random phase on, as a class is graded. With `--before OLD_TREE` (another work tree of this
repository, e.g. `git archive COMMIT | tar -x -C /tmp/old`), step 1 times both trees with --jobs 2, alternately so
that both see the same load, and gives the CPU each spent per submission (grader and workers together).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = (ROOT / "solutions" / "chunk_words.py").read_text(encoding="utf-8")
PITFALLS = (ROOT / "solutions" / "pitfalls" / "chunk_words.py").read_text(encoding="utf-8")
HANGS_ON_SIZE_ONE = (
    PITFALLS + "\n\ndef solve(text, size, overlap):\n    while size == 1:\n        pass\n"
    "    return _windows(text.split(), size, overlap)\n"
)
KILLS_ITS_GRADER = "import os, signal\n\ndef solve(text, size, overlap):\n    os.kill(os.getppid(), signal.SIGKILL)\n"
KINDS = {
    "correct": REFERENCE,
    "step_by_size": PITFALLS + "\nsolve = step_by_size\n",
    "no_early_stop": PITFALLS + "\nsolve = no_early_stop\n",
    "hangs": HANGS_ON_SIZE_ONE,
    "kills": KILLS_ITS_GRADER,
}
ROUNDS = 3
# A grading machine's Python caches bytecode (an installed package ships it compiled).
ENVIRONMENT = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
ENVIRONMENT["PYTHONPATH"] = str(ROOT)
MIX = ["correct"] * 6 + ["step_by_size"] * 2 + ["no_early_stop"] + ["hangs"]  # one in ten hangs


def make_class(folder: Path, kinds: list[str]) -> list[Path]:
    folders = []
    for number, kind in enumerate(kinds):
        exercises = folder / f"s{number:03d}_{kind}" / "exercises"
        exercises.mkdir(parents=True)
        # Each file its own text, as a class's are (no cache may take two students' files for one).
        (exercises / "chunk_words.py").write_text(f"{KINDS[kind]}\n# student {number}\n", encoding="utf-8")
        folders.append(exercises.parent)
    return folders


def batch(folders: list[Path], *options: str, tree: Path = ROOT) -> tuple[float, list[dict]]:
    seconds, _, records = timed_batch(folders, *options, tree=tree)
    return seconds, records


def timed_batch(folders: list[Path], *options: str, tree: Path = ROOT) -> tuple[float, float, list[dict]]:
    """Wall seconds, CPU seconds (the grader and every process it started) and the records of one batch."""
    import resource

    with tempfile.TemporaryDirectory() as scratch:
        output = Path(scratch) / "results.jsonl"
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        subprocess.run(
            [
                sys.executable,
                "-m",
                "grader",
                "batch",
                *map(str, folders),
                "--exercise",
                "chunk_words",
                "--output",
                str(output),
                *options,
            ],
            cwd=tree,
            check=True,
            stdout=subprocess.DEVNULL,
            env={**ENVIRONMENT, "PYTHONPATH": str(tree)},
        )
        seconds = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
        return seconds, cpu, [json.loads(line) for line in output.read_text(encoding="utf-8").splitlines()]


def check(record: dict) -> str | None:
    """Why a record is wrong for the kind of submission it came from, or None."""
    kind = Path(record["submission"]).name.split("_", 1)[1]
    exercise = record["exercises"][0]
    if kind == "correct" and record["score"] != record["max_score"]:
        return "a correct submission lost points"
    if kind in ("step_by_size", "no_early_stop") and kind not in exercise["pitfalls"]:
        return f"the pitfall {kind} was not named"
    if kind == "hangs" and not (exercise["verdicts"].get("timeout") and exercise["verdicts"].get("pass")):
        return "a submission hanging on one input should time out there and pass elsewhere"
    if kind == "kills" and record["score"] != 0:
        return "a submission trying to kill its grader should score nothing (the sandbox refuses the signal)"
    return None


def rows_alone_and_together(folder: Path, kinds: list[str]) -> list[str]:
    """The submissions whose batch row differs from their row graded alone (the same perf seed)."""
    sys.path.insert(0, str(ROOT / "tests"))
    import re

    from golden.regenerate import normalise

    from grader.classroom.batch import as_record, find_submissions, grade_submission, only_exercises, run_batch
    from grader.course.loader import load_course
    from grader.judge.oracle import Oracle
    from grader.policy import Policy
    from grader.run.model import Limits
    from grader.run.platform import current

    current().protect_grader()  # a subreaper, as `kata batch` is: the batch's workers are forked as in class

    def row(result: object) -> str:
        record = as_record(result)  # type: ignore[arg-type]
        record["submission"] = Path(record["submission"]).name
        record["seconds"] = 0
        text = normalise("json", json.dumps(record, indent=1, sort_keys=True, ensure_ascii=False))
        return re.sub(r"kata-submission-\w+", "kata-submission-{COPY}", text)

    seed = 4321
    course = only_exercises(load_course(ROOT), ["chunk_words"])
    submissions = find_submissions(make_class(folder, kinds))
    limits = Limits(timeout=1.0)
    together = run_batch(course, submissions, limits, jobs=2, perf_seed=seed)
    differ = []
    for submission, result in zip(submissions, together, strict=True):
        oracles = {"chunk_words": Oracle(course, course.exercise("chunk_words"))}
        alone = grade_submission(course, submission, oracles, Policy.batch(limits, seed))
        if row(result) != row(alone):
            differ.append(submission.path.name)
    return differ


def compare(correct: list[Path], count: int, old: Path) -> None:
    """Both trees on the same class, --jobs 2, alternately: medians of wall time and CPU per submission."""
    runs: dict[str, list[tuple[float, float]]] = {"before": [], "after": []}
    for _ in range(ROUNDS):
        for name, tree in (("before", old), ("after", ROOT)):
            seconds, cpu, records = timed_batch(correct, "--jobs", "2", tree=tree)
            assert all(record["score"] == record["max_score"] for record in records)
            runs[name].append((seconds, cpu))
    for name, timed in runs.items():
        wall = statistics.median(seconds for seconds, _ in timed)
        cpu = statistics.median(cpu for _, cpu in timed)
        print(
            f"{name:6} ({old if name == 'before' else ROOT}): {count} correct submissions, 2 processes, median of "
            f"{ROUNDS}: {wall:.2f} s ({count / wall:.1f}/s), CPU {1000 * cpu / count:.0f} ms a submission"
        )


def main() -> int:
    arguments = sys.argv[1:]
    old = Path(arguments.pop(arguments.index("--before") + 1)) if "--before" in arguments else None
    arguments = [argument for argument in arguments if argument != "--before"]
    count = int(arguments[0]) if arguments else 100
    with tempfile.TemporaryDirectory() as scratch:
        correct = make_class(Path(scratch) / "correct", ["correct"] * count)
        if old is not None:
            compare(correct, count, old)
        # Alternate the two settings and keep the medians: other work on the machine shifts single runs.
        timings: dict[str, list[float]] = {"1": [], "2": []}
        for _ in range(ROUNDS):
            for jobs in ("1", "2"):
                seconds, records = batch(correct, "--jobs", jobs)
                assert all(record["score"] == record["max_score"] for record in records)
                timings[jobs].append(seconds)
        one, two = statistics.median(timings["1"]), statistics.median(timings["2"])
        print(
            f"{count} correct submissions (median of {ROUNDS}): 1 process {one:.1f} s ({count / one:.1f}/s), "
            f"2 processes {two:.1f} s ({count / two:.1f}/s), speed-up {one / two:.2f}x on {os.cpu_count()} cores"
        )
        kinds = [MIX[number % len(MIX)] for number in range(count - 1)] + ["kills"]
        mixed = make_class(Path(scratch) / "mixed", kinds)
        seconds, records = batch(mixed, "--timeout", "1")
        problems = [(record["submission"], why) for record in records if (why := check(record))]
        print(
            f"{count} mixed submissions ({kinds.count('hangs')} hanging on one input, 1 killing its grader): "
            f"{seconds:.1f} s, {len(records) - len(problems)}/{len(records)} graded as they must be"
        )
        for submission, why in problems:
            print(f"  {submission}: {why}")
        kinds = ["correct", "step_by_size", "no_early_stop"] * 3
        differ = rows_alone_and_together(Path(scratch) / "alone", kinds)
        print(
            f"{len(kinds)} submissions ({', '.join(sorted(set(kinds)))}): batch rows identical to grading alone: "
            f"{len(kinds) - len(differ)}/{len(kinds)}{' (differ: ' + ', '.join(differ) + ')' if differ else ''}"
        )
        return 1 if problems or differ else 0


if __name__ == "__main__":
    sys.exit(main())
