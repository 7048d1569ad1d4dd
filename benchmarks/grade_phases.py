"""Where the time of `kata grade chunk_words` goes, phase by phase (medians of fresh processes).

Run from the repository root:

    python benchmarks/grade_phases.py [RUNS]                  the reference (`--reference`)
    python benchmarks/grade_phases.py [RUNS] --file WRONG     a submission, `--format json` (e.g. a wrong one)

Each run is a fresh `python` that wraps the grader's own stage functions with timers, then runs the real
command line. The phases are what the grader's main thread spends in them; the worker's start-up and the cases
run on the other core meanwhile, so a phase that waits for the worker shows what is left of that.
Python's own start-up (site and .pth files included) is timed apart, as `python -c pass`.
"""

from __future__ import annotations

import argparse
import ast
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Runs inside the timed process: adds up the time spent in each wrapped function, then runs `kata`'s main().
PROBE = r"""
import sys, time
started = time.perf_counter()
spent = {}

def timed(owner, name, label=None):
    inner, label = getattr(owner, name), label or name
    def wrapper(*args, **kwargs):
        begun = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            spent[label] = spent.get(label, 0.0) + (time.perf_counter() - begun) * 1000
    setattr(owner, name, wrapper)

import grader.cli
spent["importing grader.cli"] = (time.perf_counter() - started) * 1000
import grader.commands.context as context, grader.commands.grade as grade
import grader.pipeline as pipeline, grader.judge.table as table, grader.judge.explain as explain
spent["importing the pipeline and the judge"] = (time.perf_counter() - started) * 1000 - spent["importing grader.cli"]
timed(context.Context, "course")
timed(grade, "_import_presenters")
timed(grade, "_report")
timed(pipeline, "_run_cases")
timed(pipeline, "_timed")
timed(explain, "shrunk_failures")
def _wrapped(step, label):
    def wrapper(*args):
        begun = time.perf_counter()
        try:
            return step(*args)
        finally:
            spent["judge step " + label] = (time.perf_counter() - begun) * 1000
    return wrapper

table.JUDGE_STEPS = tuple(table.Entry(e.name, _wrapped(e.step, e.name), e.why_here) for e in table.JUDGE_STEPS)

import io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    grader.cli.main(sys.argv[1:])
spent["main() in all, imports included"] = (time.perf_counter() - started) * 1000
print(repr(spent))
"""

PHASES = {
    "importing grader.cli": "importing grader.cli",
    "importing the pipeline and the judge stage": "importing the pipeline and the judge",
    "cases.yaml: importing yaml and the loader, parsing, checking": "course",
    "importing the presenters": "_import_presenters",
    "the cases (the first worker's set-up included)": "_run_cases",
    "  of which the perf case (its drawn texts and timed calls)": "_timed",
    "judge step causes (shrinking, then the explainers)": "judge step causes",
    "  of which shrinking the failing cases": "shrunk_failures",
    "the other judge steps": None,
    "the report, printed": "_report",
    "main() in all, imports included": "main() in all, imports included",
}


def _other_steps(spent: dict[str, float]) -> float:
    return sum(value for name, value in spent.items() if name.startswith("judge step ") and name != "judge step causes")


def environment() -> dict[str, str]:
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "100"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a learner's Python caches bytecode
    return env


def python_start(env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], env=env, check=True)
    return (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", type=int, nargs="?", default=9)
    parser.add_argument("--file", help="grade this submission (--format json) instead of the reference")
    options = parser.parse_args()
    env = environment()
    graded = ["--file", options.file, "--format", "json"] if options.file else ["--reference"]
    command = [sys.executable, "-c", PROBE, "grade", "chunk_words", *graded]
    samples = []
    for _ in range(options.runs + 1):
        out = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=False).stdout
        samples.append(ast.literal_eval(out.strip().splitlines()[-1]))
    samples = samples[1:]  # the first run warms the file cache
    print(f"kata grade chunk_words {' '.join(graded)}, medians of {options.runs} fresh processes (ms):")
    start_up = statistics.median(python_start(env) for _ in range(options.runs))
    print(f"| {'Python start-up (python -c pass)':<64} | {start_up:6.1f} |")
    for label, key in PHASES.items():
        values = [_other_steps(spent) if key is None else spent.get(key, 0.0) for spent in samples]
        print(f"| {label:<64} | {statistics.median(values):6.1f} |")


if __name__ == "__main__":
    main()
