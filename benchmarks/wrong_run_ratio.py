"""A wrong chunk_words file's whole run against the floor (issue 21's speed item), optionally before and after.

    python benchmarks/wrong_run_ratio.py [--runs 7] [--before OLD_CHECKOUT]

Times `kata grade chunk_words --file WRONG --format json` and the floor `python -c "import rich.console, yaml"`
alternately, after one warm-up each, and prints the medians and the ratio as Markdown rows for
benchmarks/RESULTS.md. With `--before` (another work tree of this repository, e.g. `git worktree add /tmp/old
COMMIT`) that checkout's run is timed in the same loop, with the same interpreter, so both see the same load.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
WRONG_FILES = (
    "tests/fixtures/submissions/chunk_words/step_by_size.py",
    "tests/fixtures/submissions/chunk_words/off_by_one_stop.py",
    "benchmarks/holdout2/chunk_words/lowercases_words.py",
)
FLOOR = [sys.executable, "-c", "import rich.console, yaml"]


def _time(tree: Path, command: list[str]) -> float:
    environment = {**os.environ, "PYTHONPATH": str(tree), "NO_COLOR": "1"}
    environment.pop("PYTHONDONTWRITEBYTECODE", None)  # a learner's Python caches bytecode
    started = time.perf_counter()
    subprocess.run(command, cwd=tree, env=environment, capture_output=True, check=False)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--before", type=Path, help="an older checkout, timed in the same loop")
    options = parser.parse_args()
    trees = {"after": HERE, **({"before": options.before.resolve()} if options.before else {})}
    columns = " | ".join(f"{name}: whole run, ratio" for name in trees)
    print(f"| wrong file | {columns} | floor |  (medians of {options.runs})")
    print("| --- |" + " ---: |" * (len(trees) + 1))
    for wrong in WRONG_FILES:
        # The file graded is this checkout's, whichever grader grades it.
        file = str(HERE / wrong)
        grade = [sys.executable, "-m", "grader", "grade", "chunk_words", "--file", file, "--format", "json"]
        _time(HERE, FLOOR)
        for tree in trees.values():
            _time(tree, grade)  # warm-up: bytecode caches, the page cache
        floors: list[float] = []
        wholes: dict[str, list[float]] = {name: [] for name in trees}
        for _ in range(options.runs):
            floors.append(_time(HERE, FLOOR))
            for name, tree in trees.items():
                wholes[name].append(_time(tree, grade))
        floor = statistics.median(floors)
        medians = [statistics.median(times) for times in wholes.values()]
        cells = [f"{whole:.3f} s, {whole / floor:.1f}×" for whole in medians]
        print(f"| {wrong} | {' | '.join(cells)} | {floor:.3f} s |")


if __name__ == "__main__":
    main()
