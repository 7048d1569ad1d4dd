"""Time from saving exercises/chunk_words.py to the verdict line of `kata watch`, debounce included.

Run from the repository root:  python benchmarks/watch_latency.py [--saves 12] [--poll]

A copy of the course goes to a temporary folder; `kata watch chunk_words` runs there as a learner's
shell would start it. Each save alternates the reference solution and a wrong one (so every save
changes the file), and the clock runs from the end of the write to the moment the line
"N/M cases passed" arrives on the watcher's stdout. Prints the median, the fastest and the slowest,
and the median grading time the reports state (the rest is the debounce, redraw and start-up).
"""

from __future__ import annotations

import argparse
import os
import queue
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VERDICT = " cases passed in "
WRONG = "def solve(text, size, overlap):\n    return text.split()[:size]\n"
TARGET_SECONDS = 0.3


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=12, help="how many saves to time (default 12)")
    parser.add_argument("--poll", action="store_true", help="time the polling fallback instead of OS events")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        course = Path(folder) / "course"
        course.mkdir()
        shutil.copy(ROOT / "cases.yaml", course / "cases.yaml")
        for name in ("exercises", "solutions"):
            shutil.copytree(ROOT / name, course / name, ignore=shutil.ignore_patterns("__pycache__"))
        measured = measure(course, options.saves, poll=options.poll)
    times = [total for total, _grading in measured]
    median = statistics.median(times)
    grading = statistics.median(grading for _total, grading in measured)
    mode = "polling" if options.poll else "OS events"
    print(f"save → verdict for chunk_words ({mode}), {len(times)} saves:")
    print(f"  median {median * 1000:.0f} ms, fastest {min(times) * 1000:.0f} ms, slowest {max(times) * 1000:.0f} ms")
    print(f"  of which grading (as the report states it): median {grading * 1000:.0f} ms")
    print(f"  target {TARGET_SECONDS * 1000:.0f} ms: median is {median / TARGET_SECONDS:.2f} × the target")
    return 0


def measure(course: Path, saves: int, *, poll: bool) -> list[tuple[float, float]]:
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1", "COLUMNS": "100"}
    environment["KATA_WATCH_POLL"] = "1" if poll else "0"
    process = subprocess.Popen(
        [sys.executable, "-m", "grader", "watch", "chunk_words"],
        cwd=course,
        env=environment,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        text=True,
    )
    verdicts: queue.Queue[tuple[float, float]] = queue.Queue()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            if VERDICT in line:
                # (when the line arrived, the grading time the report states)
                verdicts.put((time.perf_counter(), float(line.split(VERDICT)[1].split()[0])))

    threading.Thread(target=read, daemon=True).start()
    exercise = course / "exercises" / "chunk_words.py"
    reference = (course / "solutions" / "chunk_words.py").read_text(encoding="utf-8")
    times = []
    try:
        verdicts.get(timeout=30)  # the first report, before any save
        for number in range(saves):
            time.sleep(0.3)  # a learner does not save twice within the debounce
            text = reference if number % 2 == 0 else WRONG
            exercise.write_text(text, encoding="utf-8")
            saved = time.perf_counter()
            arrived, grading = verdicts.get(timeout=30)
            times.append((arrived - saved, grading))
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=10)
    return times


if __name__ == "__main__":
    raise SystemExit(main())
