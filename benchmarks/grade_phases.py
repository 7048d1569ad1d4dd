"""Where the time of `kata grade chunk_words --reference` goes, phase by phase (medians of fresh processes).

Run from the repository root:  python benchmarks/grade_phases.py [RUNS]

Each run is a fresh `python` that wraps the grader's own stage functions with timers, then runs the real
command line. The phases are what the grader's main thread spends between them; the worker's start-up and
the cases run on the other core meanwhile, so "waiting for the worker" is what is left of them.
Python's own start-up (site and .pth files included) is timed apart, as `python -c pass`.
"""

from __future__ import annotations

import ast
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Runs inside the timed process: marks the moments the phases begin and end, then runs `kata`'s main().
PROBE = r"""
import sys, time
started = time.perf_counter()
marks = {}

def mark(name):
    marks.setdefault(name, (time.perf_counter() - started) * 1000)

def timed(owner, name):
    inner = getattr(owner, name)
    def wrapper(*args, **kwargs):
        mark("> " + name)
        try:
            return inner(*args, **kwargs)
        finally:
            mark("< " + name)
    setattr(owner, name, wrapper)

import grader.cli, grader.commands, grader.commands.grade as grade
timed(grader.commands.Context, "course")
timed(grade, "_import_report")
timed(grade, "_report")
timed(grade, "prestart")
import io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    grader.cli.main(sys.argv[1:])
mark("end")
print(repr(marks))
"""

PHASES = {
    "imports and argument parsing, until the worker is started": lambda m: m["> prestart"],
    "cases.yaml: importing yaml and the loader, parsing, checking": lambda m: m["< course"] - m["> course"],
    "importing the report (rich) while the worker runs the cases": lambda m: (
        m["< _import_report"] - m["> _import_report"]
    ),
    "waiting for the worker's last answers": lambda m: m["> _report"] - m["< _import_report"],
    "the report, printed": lambda m: m["< _report"] - m["> _report"],
    "main() in all": lambda m: m["end"],
}


def environment() -> dict[str, str]:
    env = {**os.environ, "NO_COLOR": "1", "COLUMNS": "100"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a learner's Python caches bytecode
    return env


def python_start(env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], env=env, check=True)
    return (time.perf_counter() - started) * 1000


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    env = environment()
    command = [sys.executable, "-c", PROBE, "grade", "chunk_words", "--reference"]
    samples = []
    for _ in range(runs + 1):
        out = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=True).stdout
        samples.append(ast.literal_eval(out.strip().splitlines()[-1]))
    samples = samples[1:]  # the first run warms the file cache
    print(f"kata grade chunk_words --reference, medians of {runs} fresh processes (ms):")
    start_up = statistics.median(python_start(env) for _ in range(runs))
    print(f"  {'Python start-up (python -c pass)':<64} {start_up:6.1f}")
    for name, phase in PHASES.items():
        print(f"  {name:<64} {statistics.median(phase(marks) for marks in samples):6.1f}")


if __name__ == "__main__":
    main()
