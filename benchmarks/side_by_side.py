"""Two checkouts of the grader, timed side by side on the same commands: what a change costs a learner's run.

    python benchmarks/side_by_side.py OLD_CHECKOUT [--runs 15]

OLD_CHECKOUT is another work tree of this repository (e.g. `git worktree add /tmp/old <commit>`). Each
command runs alternately in both trees (and, for this tree, with `--sandbox off` too), after one warm-up
each; the medians and their differences are printed as Markdown rows for benchmarks/RESULTS.md.
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
CORRECT = "tests/fixtures/submissions/chunk_words/correct_while_loop.py"


def _time(tree: Path, arguments: list[str]) -> float:
    environment = {**os.environ, "PYTHONPATH": str(tree), "NO_COLOR": "1"}
    environment.pop("PYTHONDONTWRITEBYTECODE", None)  # a learner's Python caches bytecode
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "grader", *arguments],
        cwd=tree,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        check=False,
    )
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", type=Path, help="the other checkout")
    parser.add_argument("--runs", type=int, default=15)
    options = parser.parse_args()
    commands = {
        "grade chunk_words --reference": ["grade", "chunk_words", "--reference"],
        "grade chunk_words --file CORRECT --no-random": ["grade", "chunk_words", "--file", CORRECT, "--no-random"],
    }
    print(f"| command | old | new (sandbox auto) | new (--sandbox off) | new - old |  (medians of {options.runs})")
    print("| --- | ---: | ---: | ---: | ---: |")
    for label, arguments in commands.items():
        variants = {
            "old": (options.old.resolve(), arguments),
            "new": (HERE, arguments),
            "off": (HERE, [*arguments, "--sandbox", "off"]),
        }
        for tree, command in variants.values():
            _time(tree, command)  # warm-up: bytecode caches, the page cache
        times: dict[str, list[float]] = {name: [] for name in variants}
        for _ in range(options.runs):
            for name, (tree, command) in variants.items():
                times[name].append(_time(tree, command))
        old, new, off = (statistics.median(times[name]) for name in ("old", "new", "off"))
        print(f"| `kata {label}` | {old:.3f} s | {new:.3f} s | {off:.3f} s | {1000 * (new - old):+.0f} ms |")


if __name__ == "__main__":
    main()
