"""Grade every holdout submission as a learner would (`kata grade EX --file F --format plain`).

Writes each report to OUT/EX/NAME.txt and prints, per file, the first-line cause next to the report's
explanation lines, for a human to judge. `--half tune|measure|all` picks the files (see holdout/README.md).

    python benchmarks/holdout_eval.py --half tune --out /tmp/holdout
    python benchmarks/holdout_eval.py --holdout benchmarks/holdout2 --half measure --out /tmp/holdout2
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


def grade(path: Path, out: Path) -> tuple[Path, str]:
    exercise = path.parent.name
    run = subprocess.run(
        [str(KATA), "grade", exercise, "--file", str(path), "--format", "plain"],
        capture_output=True, text=True, cwd=ROOT, env={"COLUMNS": "100", "PATH": "/usr/bin:/bin"},
    )
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
    args = parser.parse_args()
    chosen = [p for p in files(args.holdout.resolve(), args.half) if args.only in str(p)]
    with ThreadPoolExecutor(2) as pool:
        for path, report in pool.map(lambda p: grade(p, args.out), chosen):
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
