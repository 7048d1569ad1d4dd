"""Grade every holdout submission as a learner would (`kata grade EX --file F --format plain`).

Writes each report to OUT/EX/NAME.txt and prints, per file, the first-line cause next to the report's
explanation lines, for a human to judge. `--half tune|measure|all` picks the files (see holdout/README.md).

    python benchmarks/holdout_eval.py --half tune --out /tmp/holdout
    python benchmarks/holdout_eval.py --holdout benchmarks/holdout2 --half measure --out /tmp/holdout2
    git archive 53ac888 | tar -x -C /tmp/old && python benchmarks/holdout_eval.py --tree /tmp/old --half all ...
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HOLDOUT = ROOT / "benchmarks" / "holdout"
KATA = Path(sys.executable).with_name("kata")


def files(holdout: Path, half: str) -> list[Path]:
    split = json.loads((holdout / "split.json").read_text())
    halves = ("tune", "measure") if half == "all" else (half,)
    return [holdout / exercise / f"{name}.py" for exercise, parts in split.items() for h in halves for name in parts[h]]


def grade(path: Path, out: Path, tree: Path | None = None) -> tuple[Path, str]:
    """The report of this checkout's `kata` (or, with `tree`, of the grader in that checkout: a `git archive` of
    an older commit, graded with this interpreter)."""
    exercise = path.parent.name
    command = [str(KATA), "grade", exercise, "--file", str(path), "--format", "plain"]
    environment = {"COLUMNS": "100", "PATH": "/usr/bin:/bin"}
    if tree is not None:
        command = [sys.executable, "-m", "grader", *command[1:]]
        environment["PYTHONPATH"] = str(tree)
    run = subprocess.run(command, capture_output=True, text=True, cwd=tree or ROOT, env=environment)
    report = run.stdout + run.stderr
    target = out / exercise / f"{path.stem}.txt"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(report)
    return path, report


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--half", choices=("tune", "measure", "all"), default="tune")
    parser.add_argument("--out", type=Path, default=Path("/tmp/holdout"))
    parser.add_argument("--only", default="")
    parser.add_argument("--holdout", type=Path, default=HOLDOUT, help="a set: EX/NAME.py files and split.json")
    parser.add_argument("--tree", type=Path, help="grade with the grader of this checkout (e.g. a git archive)")
    args = parser.parse_args()
    chosen = [p for p in files(args.holdout.resolve(), args.half) if args.only in str(p)]
    tree = args.tree.resolve() if args.tree else None
    with ThreadPoolExecutor(2) as pool:
        for path, report in pool.map(lambda p: grade(p, args.out, tree), chosen):
            first = path.read_text().splitlines()[0]
            cause = first.removeprefix("# cause: ").removeprefix("# MISTAKE: ")
            lines = report.splitlines()
            summary = [line for line in lines if "cases passed" in line]
            print(f"=== {path.parent.name}/{path.stem}  ({summary[0].strip() if summary else '?'}; {len(lines)} lines)")
            print(f"  TRUE: {cause}")
            start = next((i for i, line in enumerate(lines) if line.startswith(("✗ ", "x "))), None)
            if start is not None:
                for line in lines[start : start + 14]:
                    print("  | " + line[:140])


if __name__ == "__main__":
    main()
