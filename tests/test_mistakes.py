"""Classic mistakes are named: a submission that makes a known mistake gets a report that says which."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import FIXTURES, ROOT, graded, run_kata
from rich.console import Console

from grader.course.loader import load_course
from grader.present.formats.exercism import to_exercism
from grader.present.public import redact
from grader.present.report import render_result

COURSE = load_course(ROOT)
PITFALLS = [(exercise.name, name) for exercise in COURSE.exercises for name in exercise.pitfalls]
# Hand-written submissions whose first line is `# mistake: PITFALL`.
LEARNER_STYLE = sorted(
    path
    for path in (FIXTURES / "instructors").glob("*/*.py")
    if path.read_text(encoding="utf-8").startswith("# mistake: ")
)

# The pitfall's source is written into the learner's file: the sandboxed worker reads nothing of solutions/.
_FUNCTION_SHIM = """\
_module = {{"__name__": "kata_pitfall_under_test"}}
exec(compile({source!r}, "pitfalls", "exec"), _module)
solve = _module[{name!r}]
"""

# Program pitfalls are simulated (stdin → lines, "error", or the streams and exit status); the shim turns one
# back into a program.
_PROGRAM_SHIM = """\
import sys

_module = {{"__name__": "kata_pitfall_under_test"}}
exec(compile({source!r}, "pitfalls", "exec"), _module)
answer = _module[{name!r}](sys.stdin.read())
if answer == "error":
    print("bad first line", file=sys.stderr)
    sys.exit(2)
if isinstance(answer, dict):  # the streams and status of a rejection made some other way
    sys.stdout.write(answer["stdout"])
    sys.stderr.write(answer["stderr"])
    sys.exit(answer["exit_code"])
for line in answer:
    print(line)
"""


def _submission(tmp_path: Path, exercise: str, name: str) -> Path:
    """A learner's file that makes exactly the pitfall's mistake (it calls the pitfall function)."""
    shim = _PROGRAM_SHIM if COURSE.exercise(exercise).is_program else _FUNCTION_SHIM
    path = tmp_path / f"{exercise}.py"
    source = COURSE.pitfalls_path(exercise).read_text(encoding="utf-8")
    path.write_text(shim.format(source=source, name=name), encoding="utf-8")
    return path


@pytest.mark.parametrize(("exercise", "pitfall"), PITFALLS, ids=[f"{e}/{p}" for e, p in PITFALLS])
def test_every_pitfall_made_by_a_submission_is_named_in_the_report(tmp_path: Path, exercise: str, pitfall: str) -> None:
    """Each known mistake, submitted as a learner's file, is named with its message in the text report and the JSON."""
    # Cases about speed say nothing about which mistake was made; leaving them out keeps this fast.
    everything = COURSE.exercise(exercise)
    quick = replace(everything, cases=tuple(case for case in everything.cases if not {"long", "perf"} & set(case.tags)))
    # Presenters see the redacted record only, as the pipeline hands it to them.
    result = redact(graded(COURSE, quick, _submission(tmp_path, exercise, pitfall)))
    assert not result.ok
    named = [outcome.pitfall for outcome in result.outcomes if outcome.pitfall]
    assert pitfall in named, f"{pitfall} was not named; named instead: {sorted(set(named))}"
    out = io.StringIO()
    render_result(result, Console(file=out, width=100, no_color=True, force_terminal=False))
    message = COURSE.exercise(exercise).pitfalls[pitfall]
    assert f"({pitfall.replace('_', ' ')})" in out.getvalue()
    assert " ".join(message.split()[:6]) in " ".join(out.getvalue().split())
    messages = [test.get("message", "") for test in to_exercism([result])["tests"]]
    assert any(f"Likely mistake ({pitfall}): {message}" in text for text in messages)


@pytest.mark.parametrize("file", LEARNER_STYLE, ids=lambda path: f"{path.parent.name}/{path.stem}")
def test_learner_style_mistakes_are_named_through_the_command_line(file: Path) -> None:
    """Hand-written submissions with a classic mistake: `kata grade` prints the mistake's name and message."""
    pitfall = file.read_text(encoding="utf-8").splitlines()[0].removeprefix("# mistake: ").strip()
    exercise = file.parent.name
    run = run_kata("--plain", "grade", exercise, "--file", str(file), env={"COLUMNS": "100"})
    assert run.code == 1, run.err
    assert f"wrong answer ({pitfall.replace('_', ' ')})" in run.out
    message = COURSE.exercise(exercise).pitfalls[pitfall]
    assert "mistake " in run.out and " ".join(message.split()[:6]) in " ".join(run.out.split())
