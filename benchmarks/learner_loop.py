"""Two slow paths of a learner's run, timed in this tree and in another checkout side by side.

    python benchmarks/learner_loop.py OLD_CHECKOUT [--runs 3]

1. `kata grade chunk_words` on a file whose `solve` never returns (every case of the real course).
2. A wrong answer on a 3,000,000-word input (a one-exercise copy of the miniature course with one long case):
   the plain report against the JSON document of the same run, so the ratio is what the report itself costs.
Medians of `--runs` alternating runs; Markdown rows for benchmarks/RESULTS.md.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
ENDLESS = "def solve(text, size, overlap):\n    while True:\n        pass\n"
ONE_CHUNK = "def solve(text, size, overlap):\n    return [text, text[:-3]]\n"
LONG_CASE = "    - name: long_text\n      input: {text: {words: 3000000}, size: 1000000, overlap: 10}\n"


# A run is given up after this long (the old report of a million-word chunk took minutes): its time reads "> 300 s".
GIVE_UP = 300.0


def _time(tree: Path, arguments: list[str], cwd: Path) -> float:
    environment = {**os.environ, "PYTHONPATH": str(tree), "NO_COLOR": "1"}
    started = time.perf_counter()
    try:
        subprocess.run(
            [sys.executable, "-m", "grader", *arguments],
            cwd=cwd,
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=False,
            timeout=GIVE_UP,
        )
    except subprocess.TimeoutExpired:
        return float("inf")
    return time.perf_counter() - started


def _shown(seconds: float) -> str:
    return f"> {GIVE_UP:.0f} s" if seconds == float("inf") else f"{seconds:.2f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", type=Path, help="the other checkout")
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        (folder / "endless.py").write_text(ENDLESS)
        (folder / "one_chunk.py").write_text(ONE_CHUNK)
        course = folder / "course"
        shutil.copytree(HERE / "tests" / "fixtures" / "course", course)
        cases = course / "cases.yaml"
        cases.write_text(cases.read_text().replace("    - name: empty_text\n", LONG_CASE + "    - name: empty_text\n"))
        long_run = [
            "grade",
            "chunk_words",
            "--root",
            str(course),
            "--file",
            str(folder / "one_chunk.py"),
            "--no-random",
        ]
        commands = {
            "endless loop, real course": ["grade", "chunk_words", "--file", str(folder / "endless.py")],
            "3M-word wrong answer, --plain": [*long_run, "--plain"],
            "3M-word wrong answer, --format json": [*long_run, "--format", "json"],
        }
        print(f"| command | old | new | new ÷ old |  (medians of {options.runs})")
        print("| --- | ---: | ---: | ---: |")
        for label, arguments in commands.items():
            times: dict[Path, list[float]] = {options.old.resolve(): [], HERE: []}
            for _ in range(options.runs):
                for tree, seen in times.items():
                    seen.append(_time(tree, arguments, tree))
            old, new = (statistics.median(seen) for seen in times.values())
            print(f"| `kata {label}` | {_shown(old)} | {_shown(new)} | {new / old:.2f} |")


if __name__ == "__main__":
    main()
