"""How reliable the perf verdicts are under load: every fixture submission that expects `pass` or `too slow`, graded
on its exercise's perf cases RUNS times, with BUSY busy loops (normal priority) keeping the cores busy.

    python benchmarks/perf_verdicts.py [--runs 30] [--busy 2] [--exercise chunk_words] [--record]

Counts, per fixture, the runs whose perf cases were judged too slow: a correct fixture must never be, a quadratic
(or cheating) one always. Prints a Markdown table (and with --record appends it to benchmarks/RESULTS.md), with
the growth and the time ratio each verdict was made on (min-max over the runs).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import grader.pipeline  # noqa: E402
from grader.course.loader import load_course  # noqa: E402
from grader.judge import perf  # noqa: E402
from grader.judge.model import Verdict  # noqa: E402
from grader.judge.oracle import Oracle  # noqa: E402
from grader.judge.perf import is_perf  # noqa: E402
from grader.pipeline import grade  # noqa: E402
from grader.policy import Policy  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures" / "submissions"


def _spin() -> None:
    while True:
        pass


def expectation(path: Path) -> str:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    return first.removeprefix("# expect: ").split("(")[0].split()[0] if first.startswith("# expect: ") else ""


def fixtures(exercise: str) -> list[tuple[Path, str]]:
    found = []
    for path in sorted((FIXTURES / exercise).glob("*.py")):
        expected = expectation(path)
        header = path.read_text(encoding="utf-8").splitlines()[0]
        if expected == "pass" or header.startswith("# expect: too slow"):
            found.append((path, "too slow" if "too slow" in header else "pass"))
    return found


# (growth, time ÷ yardstick's on the longer text) of each judged perf case, recorded as the judge sees them, and
# the learner's CPU seconds on all the calls of each.
MEASURED: list[tuple[float, float]] = []
SPENT: list[float] = []


def _recording(exercise, plan, timings, stopped, import_seconds):  # type: ignore[no-untyped-def]
    SPENT.append(sum(t.cpu if t.cpu is not None else t.wall for t in timings))
    if stopped is None:
        small = min(t.seconds for t, d in zip(timings, plan.draws, strict=False) if not d.longer)
        large = min(t.seconds for t, d in zip(timings, plan.draws, strict=False) if d.longer)
        MEASURED.append((large / small, large / plan.yardstick_time(True)))
    return perf.judge_growth(exercise, plan, timings, stopped, import_seconds)


grader.pipeline.judge_growth = _recording  # type: ignore[assignment]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--busy", type=int, default=2)
    parser.add_argument("--exercise", action="append")
    parser.add_argument("--record", action="store_true")
    arguments = parser.parse_args()
    course = load_course(ROOT)
    names = arguments.exercise or [exercise.name for exercise in course.exercises]
    loops = [multiprocessing.Process(target=_spin, daemon=True) for _ in range(arguments.busy)]
    for loop in loops:
        loop.start()
    rows = []
    started = time.time()
    load_before = os.getloadavg()[0]
    try:
        for name in names:
            exercise = course.exercise(name)
            timed = replace(exercise, cases=tuple(case for case in exercise.cases if is_perf(case)))
            if not timed.cases:
                continue
            for path, wanted in fixtures(name):
                slow, other = 0, []
                MEASURED.clear()
                SPENT.clear()
                for _ in range(arguments.runs):
                    result = grade(timed, path, Oracle(course, timed), Policy(random_inputs=False))
                    for outcome in result.outcomes:
                        if outcome.verdict is Verdict.TOO_SLOW:
                            slow += 1
                            if wanted == "pass":
                                other.append(outcome.message[:160])
                        elif not outcome.verdict.passed:
                            other.append(f"{outcome.verdict.value}: {outcome.message[:80]}")
                cases = arguments.runs * len(timed.cases)
                good = slow == cases if wanted == "too slow" else slow == 0 and not other
                growths, ratios = [m[0] for m in MEASURED], [m[1] for m in MEASURED]
                spread = f"{min(growths):.1f}-{max(growths):.1f}×" if growths else "stopped"
                over = f"{min(ratios):.1f}-{max(ratios):.1f}×" if ratios else "stopped"
                cost = f"{statistics.median(SPENT) * 1000:.0f} ms" if SPENT else "-"
                rows.append(
                    f"| {name}/{path.name} | {wanted} | {slow}/{cases} too slow | {spread} | {over} | {cost} | "
                    f"{'ok' if good else 'WRONG'}{'; ' + other[0] if other else ''} |"
                )
                print(rows[-1], flush=True)
    finally:
        for loop in loops:
            loop.terminate()
    header = [
        "",
        f"## Perf verdicts under load ({time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime(started))})",
        "",
        f"`python benchmarks/perf_verdicts.py --runs {arguments.runs} --busy {arguments.busy}`: each fixture graded on "
        f"its exercise's perf cases {arguments.runs} times, {arguments.busy} busy loops running; load average "
        f"{load_before:.1f} before, {os.getloadavg()[0]:.1f} after; {time.time() - started:.0f} s in all.",
        "",
        f"| fixture | expected | judged | growth on {perf.SCALE}× the text | longer text ÷ yardstick "
        "| learner CPU, median | |",
        "| --- | --- | ---: | ---: | ---: | ---: | --- |",
    ]
    table = "\n".join(header + rows) + "\n"
    print(table)
    if arguments.record:
        with (ROOT / "benchmarks" / "RESULTS.md").open("a", encoding="utf-8") as results:
            results.write(table)
    return 0 if all(row.endswith("ok |") or "| ok" in row for row in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
