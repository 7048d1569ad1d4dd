"""How long an endless loop's run takes with both cores kept busy by other processes (BUSY busy loops).

    python benchmarks/endless_under_load.py [--runs 3] [--busy 2]

Times `kata grade chunk_words --file ENDLESS` (a learner's report: it stops after four timeouts in a row) and the
same with `--format json` (a scoring document, which judges every case: the perf case included), medians of RUNS.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENDLESS = "def solve(text, size, overlap):\n    while True:\n        pass\n"


def _spin() -> None:
    while True:
        pass


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--busy", type=int, default=2)
    arguments = parser.parse_args()
    loops = [multiprocessing.Process(target=_spin, daemon=True) for _ in range(arguments.busy)]
    for loop in loops:
        loop.start()
    load = os.getloadavg()[0]
    try:
        with tempfile.TemporaryDirectory() as scratch:
            file = Path(scratch) / "endless.py"
            file.write_text(ENDLESS, encoding="utf-8")
            times: dict[str, list[float]] = {"report": [], "json": []}
            for _ in range(arguments.runs):
                for kind, extra in (("report", ["--plain"]), ("json", ["--format", "json"])):
                    started = time.perf_counter()
                    subprocess.run(
                        [sys.executable, "-m", "grader", "grade", "chunk_words", "--file", str(file), *extra],
                        cwd=ROOT,
                        stdout=subprocess.DEVNULL,
                        env={**os.environ, "PYTHONPATH": str(ROOT)},
                        check=False,
                    )
                    times[kind].append(time.perf_counter() - started)
    finally:
        for loop in loops:
            loop.terminate()
    print(
        f"endless loop, {arguments.busy} busy loops, load average {load:.1f} at the start: "
        f"learner's report {statistics.median(times['report']):.2f} s (max {max(times['report']):.2f} s), "
        f"scoring document (every case) {statistics.median(times['json']):.2f} s (max {max(times['json']):.2f} s), "
        f"medians of {arguments.runs}"
    )
    return 0 if max(max(values) for values in times.values()) <= 10 else 1


if __name__ == "__main__":
    raise SystemExit(main())
