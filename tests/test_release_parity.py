"""The learner's copy teaches as the repository does: the same wrong fixtures, graded in both, name the same
mistakes, except where a difference is intended (INTENDED), and tests/golden/release_differences.txt lists
every difference with its reason, for review (`KATA_WRITE_GOLDEN=1 pytest tests/test_release_parity.py`
rewrites it).

Only what a case's report explains is compared (the verdict, the known mistake, the broken promise, "cannot
name the cause"); cases whose verdict is a timing are left out (perf cases, a case's own tight time limit, a
call either side saw time out), and so are random inputs and hidden cases, which the copy does not have.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest
from conftest import FIXTURES, ROOT, SUBMISSIONS, copy_course, run_kata

from grader.classroom.teaching import promise_plan
from grader.course.loader import load_course
from grader.course.model import Case
from grader.judge.oracle import Oracle
from grader.judge.perf import is_perf
from grader.judge.promises import KNOWN_CAUSES
from grader.pipeline import grade
from grader.policy import Policy
from grader.present.public import PublicOutcome
from grader.run.model import Limits

GOLDEN = FIXTURES.parent / "golden" / "release_differences.txt"
TIMED_OUT = "timeout"
# Every exercise of the course: a new one is compared with no line of this file.
EXERCISES = load_course(ROOT).names
# Not mistakes of an answer: speed and import-time tricks, judged on perf cases, which are left out here.
NOT_ANSWERS = ("quadratic", "precomputes", "works_for_a_second", "puts_its_work_off")


def fixtures() -> list[Path]:
    return [
        path
        for exercise in EXERCISES
        for path in sorted((SUBMISSIONS / exercise).glob("*.py"))
        if not path.stem.startswith("correct") and not any(word in path.stem for word in NOT_ANSWERS)
    ]


def timed(case: Case) -> bool:
    """A case whose verdict is a timing (perf, or a tight time limit of its own): it may differ with the load."""
    return is_perf(case) or case.timeout is not None


def explained(outcome: PublicOutcome) -> str:
    """What the report says about a case, as far as the copy could know it."""
    if outcome.verdict.passed:
        return "pass"
    why = f"mistake {outcome.pitfall}" if outcome.pitfall else ""
    if why and outcome.cause_by not in KNOWN_CAUSES:
        why += f" (found by {outcome.cause_by})"
    why = why or (f"promise {outcome.promise}" if outcome.promise else "")
    why = why or ("cannot name the cause" if outcome.unexplained else "no explanation")
    return f"{outcome.verdict.value}: {why}"


@pytest.fixture(scope="module")
def copies(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    course = copy_course(tmp_path_factory.mktemp("course") / "course")
    released = tmp_path_factory.mktemp("release") / "learner"
    assert run_kata("release", str(released), cwd=course).code == 0
    return course, released


def _reports(root: Path) -> dict[tuple[str, str], dict[str, str]]:
    course = load_course(root)
    policy = Policy(limits=Limits(timeout=10), random_inputs=False, calibrate=False, seed=1)
    reports = {}
    for path in fixtures():
        exercise = course.exercise(path.parent.name)
        exercise = replace(exercise, cases=tuple(case for case in exercise.cases if not timed(case)))
        result = grade(exercise, path, Oracle(course, exercise), policy)
        reports[(exercise.name, path.stem)] = {
            outcome.case.name: explained(outcome) for outcome in result.outcomes if not outcome.case.hidden
        }
    return reports


def left_behind(course: Path) -> dict[str, tuple[str, ...]]:
    """Per exercise, the promises a release keeps back (they call the reference's own answer)."""
    return {name: left for name, (_, _, left) in promise_plan(load_course(course)).items()}


def intended(repo: str, copy: str, behind: tuple[str, ...], *, yes_no: bool = False) -> str | None:
    """Why this difference is meant to be, or None when it is a regression."""
    named, instead = repo.split(": ", 1)[-1], copy.split(": ", 1)[-1]
    by_method = named.startswith("mistake ") and "(found by " in named
    if yes_no and (named.startswith("promise ") or by_method) and instead.startswith("mistake "):
        return (
            "a yes/no answer agrees with a known mistake on one case by one bit: the repository also asks the "
            "mistake about the case's smallest failing input and rules it out there; the copy has no reference "
            "to shrink with"
        )
    # The copy's one wrong type is read off the answers' types alone: true, and less than a line of the code.
    lesser = instead in ("cannot name the cause", "no explanation") or instead.startswith(
        ("promise ", "mistake one_wrong_type ")
    )
    kept_back = named.startswith("promise ") and named.removeprefix("promise ") in behind
    if kept_back and lesser:
        return "this promise's check uses code of an answer, which the copy does not ship"
    if by_method and lesser:
        return "the method finds this cause by calling the reference on nearby inputs, which the copy does not ship"
    return None


def test_a_released_copy_names_the_same_mistakes_as_the_repository(copies: tuple[Path, Path]) -> None:
    course, released = copies
    behind = left_behind(course)
    yes_no = {exercise.name for exercise in load_course(course).exercises if exercise.returns == "bool"}
    repo, copy = _reports(course), _reports(released)
    lines, regressions = [], []
    for key in repo:
        for case, said in repo[key].items():
            there = copy[key].get(case, "absent")
            if said == there or TIMED_OUT in (said.split(":")[0], there.split(":")[0]):
                continue  # a call that did not finish in time names no mistake: the load decides it as much as the code
            reason = intended(said, there, behind[key[0]], yes_no=key[0] in yes_no)
            line = f"{key[0]}/{key[1]} {case}\n  repo: {said}\n  copy: {there}\n  why:  {reason or 'NOT INTENDED'}"
            lines.append(line)
            if reason is None:
                regressions.append(line)
    assert not regressions, "\n".join(regressions)
    document = "\n".join(lines) + "\n"
    if os.environ.get("KATA_WRITE_GOLDEN"):
        GOLDEN.write_text(document, encoding="utf-8")
    assert GOLDEN.read_text(encoding="utf-8") == document, "the differences changed: review, then rewrite the file"
