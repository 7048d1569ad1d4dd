"""How long `kata cases check` takes on the whole course, next to grading every reference once.

Run from the repository root:  python benchmarks/cases_check_speed.py [ROUNDS]

`kata cases check` grades each reference in the worker, runs each stub until it fails, and runs
every pitfall on every case in-process. The figure is a ratio to `kata grade --all --reference`
(the same course, graded once), so it means the same on a faster or a slower machine; the wall
times are printed too.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def seconds(*arguments: str) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "grader", *arguments], cwd=ROOT, capture_output=True, check=False)
    return time.perf_counter() - started


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    check = statistics.median(seconds("cases", "check", "--format", "json") for _ in range(rounds))
    grade = statistics.median(seconds("grade", "--all", "--reference", "--format", "json") for _ in range(rounds))
    print(f"kata cases check:               {check:.2f} s (median of {rounds})")
    print(f"kata grade --all --reference:   {grade:.2f} s")
    print(f"ratio check / grade:            {check / grade:.2f}")


if __name__ == "__main__":
    main()
