"""What naming mistakes costs a learner's run: a holdout's wrong files graded by two checkouts side by side.

    python benchmarks/holdout_cost.py OLD_CHECKOUT [--holdout benchmarks/holdout11] [--half measure]

OLD_CHECKOUT is another checkout of this repository (e.g. `git archive COMMIT | tar -x -C /tmp/old`). Each file is
graded once by each checkout, alternately (`python -m grader grade EX --file F --format json`, the whole process
timed), and the medians, the largest times and the median of the per-file ratios are printed as Markdown rows.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def _time(tree: Path, exercise: str, file: Path) -> float:
    environment = {**os.environ, "PYTHONPATH": str(tree), "NO_COLOR": "1"}
    environment.pop("PYTHONDONTWRITEBYTECODE", None)  # a learner's Python caches bytecode
    command = [sys.executable, "-m", "grader", "grade", exercise, "--file", str(file), "--format", "json"]
    started = time.perf_counter()
    subprocess.run(command, cwd=tree, env=environment, capture_output=True, check=False)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("--holdout", type=Path, default=HERE / "benchmarks" / "holdout11")
    parser.add_argument("--half", choices=("tune", "measure", "all"), default="measure")
    options = parser.parse_args()
    split = json.loads((options.holdout / "split.json").read_text())
    halves = ("tune", "measure") if options.half == "all" else (options.half,)
    files = [
        (ex, options.holdout / ex / f"{name}.py") for ex, parts in split.items() for h in halves for name in parts[h]
    ]
    trees = {"before": options.old.resolve(), "after": HERE}
    times: dict[str, list[float]] = {name: [] for name in trees}
    for exercise, file in files:
        for name, tree in trees.items():
            times[name].append(_time(tree, exercise, file.resolve()))
    ratios = [after / before for before, after in zip(times["before"], times["after"], strict=True)]
    print(f"| {len(files)} files of {options.holdout.name} ({options.half}) | median | largest | median ratio |")
    print("| --- | ---: | ---: | ---: |")
    for name in trees:
        print(f"| {name} | {statistics.median(times[name]):.2f} s | {max(times[name]):.2f} s | |")
    print(f"| after / before | | | {statistics.median(ratios):.2f}× |")


if __name__ == "__main__":
    main()
