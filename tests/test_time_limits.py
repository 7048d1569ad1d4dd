"""The time limits a grade obeys, through the real `kata` entry point: `--timeout`, and a case's own `timeout:`.

On the small course (tests/fixtures/small_course): its `echo` exercise has a case with no limit of its own and
a case with `timeout: 0.5`, and the submission takes 1.2 s per call. The margins are wide on purpose: 1.2 s is
0.8 s under the default limit of 2 s and more than twice the 0.5 s limits; no test here reads a clock.
"""

from __future__ import annotations

from conftest import SMALL_COURSE, run_kata

SLOW = SMALL_COURSE / "submissions" / "echo_takes_1_2_s.py"


def statuses(*arguments: str) -> dict[str, str]:
    """Case name → status in results.json for SLOW graded on `echo` with these options."""
    run = run_kata("grade", "echo", "--root", str(SMALL_COURSE), "--file", str(SLOW), "--format", "json", *arguments)
    assert "Traceback" not in run.err, run.err
    return {test["name"].removeprefix("echo: "): test["status"] for test in run.json()["tests"]}


def test_the_default_limit_lets_a_1_2_s_call_pass() -> None:
    """2 s per case by default: the case without a limit of its own passes."""
    assert statuses()["default_limit"] == "pass"


def test_timeout_option_sets_the_limit_of_every_case() -> None:
    """`--timeout 0.5` is obeyed: the same call is now a timeout."""
    assert statuses("--timeout", "0.5")["default_limit"] == "error"


def test_a_case_with_its_own_timeout_keeps_it() -> None:
    """`timeout: 0.5` in cases.yaml wins over the default and over a longer --timeout."""
    assert statuses()["own_limit"] == "error"
    assert statuses("--timeout", "10") == {"default_limit": "pass", "own_limit": "error"}
