"""Benchmarks of the grader, each beside its floor and target; writes benchmarks/RESULTS.md.

Run from the repository root: `python benchmarks/run.py` (about five minutes; not part of the test suite).
Every figure is a ratio to a floor measured in the same invocation, so it means the same on any machine.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import shutil
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import textwrap
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CORRECT = ROOT / "tests" / "fixtures" / "submissions" / "chunk_words" / "correct_while_loop.py"
QUADRATIC = ROOT / "tests" / "fixtures" / "submissions" / "chunk_words" / "quadratic_reslice.py"
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1", "COLUMNS": "100"}
ENV.pop("GITHUB_STEP_SUMMARY", None)
# A learner's Python caches compiled modules (__pycache__); a shell that forbids it would time the compiler.
ENV.pop("PYTHONDONTWRITEBYTECODE", None)


def timed_run(command: Sequence[str], cwd: Path = ROOT) -> tuple[float, int, int]:
    """Wall seconds, exit code and the peak RSS (KiB) of the largest process the command started."""
    wrapper = (
        "import resource, subprocess, sys, time\n"
        "started = time.perf_counter()\n"
        "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode\n"
        "print(time.perf_counter() - started, code, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", wrapper, *command], cwd=cwd, env=ENV, capture_output=True, text=True, check=True
    ).stdout.split()
    return float(out[0]), int(out[1]), int(out[2])


def alternating(commands: dict[str, tuple[Sequence[str], Path]], runs: int) -> dict[str, list[tuple[float, int, int]]]:
    """Each command `runs` times, interleaved (A B C A B C …) so machine noise hits all alike."""
    results: dict[str, list[tuple[float, int, int]]] = {name: [] for name in commands}
    for name, (command, cwd) in commands.items():
        timed_run(command, cwd)  # warm the file cache and the bytecode
        del name
    for _ in range(runs):
        for name, (command, cwd) in commands.items():
            results[name].append(timed_run(command, cwd))
    return results


def equivalent_pytest_file(folder: Path) -> Path:
    """A parametrized pytest file that checks the same chunk_words cases against the same reference."""
    from grader.course.loader import load_course

    exercise = load_course(ROOT).exercise("chunk_words")
    rows = []
    for case in exercise.cases:
        arguments = {}
        for name, value in case.input.items():
            spec = getattr(case.input, "wire", None)
            wired = spec()[name] if spec else value
            arguments[name] = f"generated({wired!r})" if isinstance(wired, dict) else repr(value)
        call = "dict(" + ", ".join(f"{name}={text}" for name, text in arguments.items()) + ")"
        expected = repr(case.expected) if case.has_expected else "None"
        rows.append(f"    pytest.param({call}, {expected}, id={case.name!r}),")
    source = textwrap.dedent(
        f"""\
        import importlib.util

        import pytest

        spec = importlib.util.spec_from_file_location("reference", {str(ROOT / "solutions" / "chunk_words.py")!r})
        reference = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(reference)


        def generated(spec):
            spec = spec.get("__kata_generate__", spec)
            if "words" in spec:
                return " ".join(f"w{{number}}" for number in range(1, spec["words"] + 1))
            return spec["repeat"] * spec["times"]


        CASES = [
        {{rows}}
        ]


        @pytest.mark.parametrize(("arguments", "expected"), CASES)
        def test_case(arguments, expected):
            answer = reference.solve(**arguments)
            assert answer == (expected if expected is not None else reference.solve(**arguments))
        """
    ).replace("{rows}", "\n".join(rows))
    path = folder / "test_chunk_words.py"
    path.write_text(source, encoding="utf-8")
    return path


def kata_command() -> list[str]:
    """The `kata` script pip installed beside this Python (what a learner's shell runs; a version manager's
    shim in front of it would time the shim), or `python -m grader` when it is not installed."""
    script = shutil.which("kata", path=sysconfig.get_path("scripts"))
    return [script] if script else [sys.executable, "-m", "grader"]


def median(values: list[float]) -> float:
    return statistics.median(values)


def wall_times(runs: int) -> dict[str, object]:
    """(a) and (d): kata grade beside its floors, and the peak memory of each run."""
    with tempfile.TemporaryDirectory() as folder:
        test_file = equivalent_pytest_file(Path(folder))
        grade = [*kata_command(), "grade", "chunk_words"]
        commands = {
            "floor: python -c 'import rich.console, yaml'": ([sys.executable, "-c", "import rich.console, yaml"], ROOT),
            "kata grade chunk_words --reference": ([*grade, "--reference"], ROOT),
            # What the grader pays before it grades anything: Python, rich, yaml and its own modules.
            "python -c 'import grader.cli' (startup share of the above)": (
                [sys.executable, "-c", "import grader.cli"],
                ROOT,
            ),
            "pytest, same cases (parametrized file)": (
                [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(test_file)],
                Path(folder),
            ),
            "kata grade chunk_words (correct file, --no-random)": (
                [*grade, "--file", str(CORRECT), "--no-random"],
                ROOT,
            ),
            "kata grade chunk_words (correct file, random phase)": ([*grade, "--file", str(CORRECT)], ROOT),
        }
        results = alternating(commands, runs)
    for name, rows in results.items():
        codes = {code for _, code, _ in rows}
        if codes != {0}:
            raise SystemExit(f"{name} exited with {codes}")
    return {name: (median([t for t, _, _ in rows]), max(m for _, _, m in rows)) for name, rows in results.items()}


def worker_round_trip(calls: int) -> tuple[float, float]:
    """(b): median wall time of Session.call on a trivial case, and the part the worker spent in solve."""
    from grader.run.model import Limits
    from grader.run.runner import Session

    reference = ROOT / "solutions" / "chunk_words.py"
    with Session(reference, "list[str]", ["text", "size", "overlap"], Limits()) as session:
        session.call({"text": "a b", "size": 1, "overlap": 0})
        walls, inside = [], []
        for _ in range(calls):
            started = time.perf_counter()
            attempt = session.call({"text": "a b", "size": 1, "overlap": 0})
            walls.append(time.perf_counter() - started)
            inside.append(attempt.seconds)
    return median(walls), median(inside)


THROUGHPUT = """
import resource, sys, time
sys.path.insert(0, {root!r})
from solutions.chunk_words import solve

def floor(text, size, overlap):
    words = text.split()
    step = size - overlap
    last = max(len(words) - overlap, 1)
    return [" ".join(words[first : first + size]) for first in range(0, last, step)]

count, size, overlap, runs = (int(value) for value in sys.argv[1:])
text = " ".join(f"w{{number}}" for number in range(1, count + 1))
assert floor(text, size, overlap) == solve(text, size, overlap)
reference, bare = [], []
pairs = [(solve, reference), (floor, bare)]
for run in range(runs):
    # Alternate which goes first: the first call of a round may pay for memory the last one freed.
    for function, times in pairs if run % 2 else pairs[::-1]:
        started = time.perf_counter()
        function(text, size, overlap)
        times.append(time.perf_counter() - started)
print(min(reference), min(bare), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def throughput(count: int, size: int, overlap: int, runs: int) -> tuple[float, float, int]:
    """(c) and (d): the reference's best time beside the floor's, in a fresh process; its peak RSS."""
    script = THROUGHPUT.format(root=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", script, str(count), str(size), str(overlap), str(runs)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return float(out[0]), float(out[1]), int(out[2])


def perf_stability(runs: int) -> dict[str, dict[str, int]]:
    """The quadratic fixtures and the reference (as a learner file), each graded `runs` times, one core busy."""
    import json

    burner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    files = {
        "quadratic_reslice.py": QUADRATIC,
        "quadratic_concat.py": QUADRATIC.with_name("quadratic_concat.py"),
        "solutions/chunk_words.py (as --file)": ROOT / "solutions" / "chunk_words.py",
    }
    verdicts: dict[str, dict[str, int]] = {label: {} for label in files}
    try:
        for _ in range(runs):
            for label, file in files.items():
                command = [sys.executable, "-m", "grader", "grade", "chunk_words", "--file", str(file)]
                command += ["--no-random", "--format", "json"]
                done = subprocess.run(command, cwd=ROOT, env=ENV, capture_output=True, text=True)
                tests = json.loads(done.stdout)["tests"]
                slow = any(test.get("message", "").startswith("too slow") for test in tests)
                key = "too slow" if slow else "not too slow"
                verdicts[label][key] = verdicts[label].get(key, 0) + 1
    finally:
        burner.kill()
        burner.wait()
    return verdicts


def machine() -> str:
    cpu = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return (
        f"{platform.platform()}, {cpu or platform.processor()}, {os.cpu_count()} CPUs (nproc), "
        f"{memory:.0f} GiB RAM, Python {platform.python_version()}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7, help="runs of each command in (a), median taken (>= 5)")
    parser.add_argument("--stability", type=int, default=30, help="graded runs of each file under load (0: skip)")
    parser.add_argument("--output", type=Path, default=ROOT / "benchmarks" / "RESULTS.md")
    arguments = parser.parse_args(argv)
    say: Callable[[str], None] = lambda line: print(line, flush=True)  # noqa: E731

    say("(a) wall time, medians of alternating runs …")
    walls = wall_times(arguments.runs)
    names = list(walls)
    floor, grade, startup, pytest_time, plain, phased = (walls[name][0] for name in names)  # type: ignore[index]
    say("(b) worker round trip …")
    round_trip, inside = worker_round_trip(1000)
    say("(c) throughput of the reference …")
    sizes = [(1_000_000, 200, 40), (1_000_000, 10, 4), (10_000_000, 200, 40), (10_000_000, 10, 4)]
    speeds = {spec: throughput(*spec, runs=9 if spec[0] < 10_000_000 else 4) for spec in sizes}
    stability = perf_stability(arguments.stability) if arguments.stability else {}

    rows = [
        "| figure | measured | target |",
        "| --- | --- | --- |",
        f"| (a) `kata grade chunk_words --reference` ÷ floor `python -c 'import rich.console, yaml'` "
        f"| {grade / floor:.2f}× ({grade:.3f} s ÷ {floor:.3f} s) | ≤ 1.6× |",
        f"| (a) of which startup: `python -c 'import grader.cli'` ÷ floor | {startup / floor:.2f}× "
        f"({startup:.3f} s) | (reported) |",
        f"| (a) `kata grade chunk_words --reference` ÷ pytest on the same cases | {grade / pytest_time:.2f}× "
        f"({grade:.3f} s ÷ {pytest_time:.3f} s) | (reported) |",
        f"| (a) random phase on a correct file: with − without | +{phased - plain:.3f} s "
        f"({phased:.3f} s − {plain:.3f} s) | ≤ 0.5 s |",
        f"| (b) worker round trip, `Session.call` on a trivial case (median of 1000) | {round_trip * 1e6:.0f} µs "
        f"({inside * 1e6:.1f} µs of it in solve) | (reported) |",
    ]
    for (count, size, overlap), (reference, bare, _) in speeds.items():
        target = "≤ 1.2×" if size == 200 else "≤ 1.3×"
        rows.append(
            f"| (c) reference ÷ floor `split()` + join, {count:,} words, size {size}/overlap {overlap} "
            f"| {reference / bare:.2f}× ({reference:.3f} s ÷ {bare:.3f} s; {reference / count * 1e9:.0f} ns/word) "
            f"| {target} |"
        )
    for size, overlap in ((200, 40), (10, 4)):
        small, large = speeds[(1_000_000, size, overlap)], speeds[(10_000_000, size, overlap)]
        # The floor's own growth shows what the machine adds (10M words are ~1 GB of objects).
        rows.append(
            f"| (c) linearity, time on 10M ÷ on 1M words, size {size}/overlap {overlap} "
            f"| reference {large[0] / small[0]:.1f}, floor {large[1] / small[1]:.1f} (10.0 is linear) "
            "| linear (as the floor) |"
        )
    for name in names:
        if name.startswith("kata") or name.startswith("floor"):
            rows.append(
                f"| (d) peak RSS of the largest process: {name} | {walls[name][1] / 1024:.0f} MiB | (reported) |"
            )
    for (count, size, overlap), (_, _, rss) in speeds.items():
        rows.append(
            f"| (d) peak RSS, throughput process ({count:,} words, {size}/{overlap}: text, words, chunks) "
            f"| {rss / 1024:.0f} MiB | (reported) |"
        )
    for label, counts in stability.items():
        shown = ", ".join(f"{count} {verdict}" for verdict, count in sorted(counts.items()))
        want = "always too slow" if "quadratic" in label else "never too slow"
        rows.append(f"| perf verdict, {arguments.stability} runs with one core busy: {label} | {shown} | {want} |")

    date = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    text = "\n".join(
        [
            "# Benchmark results",
            "",
            f"Written by `python benchmarks/run.py` on {date}.",
            f"Machine: {machine()}.",
            f"(a): medians of {arguments.runs} runs of each command, alternating, after one warm-up run each.",
            "",
            *rows,
            "",
            "All commands: " + "; ".join(f"{name}: {walls[name][0]:.3f} s" for name in names) + ".",  # type: ignore[index]
            "",
        ]
    )
    arguments.output.write_text(text, encoding="utf-8")
    say(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
