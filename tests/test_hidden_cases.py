"""Extra and hidden cases: an instructor's file merges into the run; a hidden case keeps its secret, yet teaches."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from conftest import FIXTURES, ROOT, SMALL_COURSE, SUBMISSIONS, graded, run_kata
from presenters import presenters
from rich.console import Console

from grader.course.loader import load_course
from grader.judge.model import Result, Verdict
from grader.policy import Policy
from grader.present.formats.exercism import to_exercism
from grader.present.public import redact
from grader.present.report import render_result

PRIVATE = FIXTURES / "instructors" / "private.yaml"
SHOUTING = FIXTURES / "instructors" / "chunk_words" / "lowers_shouted_words.py"
# Pieces of the hidden cases' inputs and answers, as the report or JSON could spell them.
SECRETS = ("PLEASE", "please", "SHOUTING", "shouting", "It's", "late,", "Cat.", "END", "said")
HIDDEN_NAMES = ("hidden_messy_text", "secret_shouting")


def without_names(text: str) -> str:
    """The text minus the hidden cases' names, which are shown on purpose."""
    for name in HIDDEN_NAMES:
        text = text.replace(name, "")
    return text


def plain(result: Result) -> str:
    out = io.StringIO()
    render_result(result, Console(file=out, width=100, no_color=True, highlight=False, force_terminal=False))
    return out.getvalue()


@pytest.fixture(scope="module")
def shouting() -> Result:
    """A submission that passes every visible case and fails both hidden ones (the course's and the private one)."""
    course = load_course(ROOT, PRIVATE)
    # Without the random inputs, which would catch the mistake on a visible input of their own.
    return redact(graded(course, course.exercise("chunk_words"), SHOUTING, Policy(random_inputs=False)))


def test_a_hidden_failure_gets_a_small_generated_input_that_fails_alike(shouting: Result) -> None:
    """No visible case fails, so an input is generated: small, visible, and the learner's answer differs on it."""
    hidden = [outcome for outcome in shouting.outcomes if outcome.case.hidden]
    assert [outcome.case.name for outcome in hidden] == ["hidden_messy_text", "secret_shouting"]
    assert all(outcome.verdict is Verdict.WRONG for outcome in hidden)
    assert all(outcome.verdict.passed for outcome in shouting.outcomes if not outcome.case.hidden)
    similar = hidden[0].similar
    assert similar is not None and not similar.case.hidden
    assert similar.verdict is Verdict.WRONG and similar.expected != similar.actual
    assert len(similar.case.input["text"]) <= 12  # shrunk to something readable at a glance
    assert similar.actual == [chunk.lower() for chunk in similar.expected]  # the same mistake, visibly


def test_the_report_shows_the_similar_input_and_never_the_hidden_ones(shouting: Result) -> None:
    """Rich/plain text: the similar call and comparison are shown; no piece of a hidden input or answer is."""
    text = without_names(plain(shouting))
    assert text.count("A visible input where your answer also goes wrong (generated):") == 2
    assert "hidden: this case's input and answer are not shown" in text
    similar = next(outcome for outcome in shouting.outcomes if outcome.case.hidden).similar
    assert similar is not None
    assert f"solve(text={similar.case.input['text']!r}" in text
    for secret in SECRETS:
        assert secret not in text, secret


def test_the_json_carries_the_similar_input_and_never_the_hidden_ones(shouting: Result) -> None:
    """results.json: the hidden test's message holds the similar call with expected/got; no hidden input or answer."""
    document = to_exercism([shouting])
    by_name = {test["name"]: test for test in document["tests"]}
    secret = by_name["chunk_words: secret_shouting"]
    assert secret["status"] == "fail" and secret["test_code"] == "# hidden case"
    assert "A visible input where your answer also goes wrong: solve(text=" in secret["message"]
    assert "\nexpected: [" in secret["message"] and "\ngot: [" in secret["message"]
    hidden_text = without_names(json.dumps([secret, by_name["chunk_words: hidden_messy_text"]], ensure_ascii=False))
    for piece in SECRETS:
        assert piece not in hidden_text, piece


def test_a_visible_failure_with_the_same_mistake_is_preferred(tmp_path: Path) -> None:
    """When visible cases fail too, the hidden case points at one of them with the same named mistake."""
    run = run_kata(
        "grade",
        "chunk_words",
        "--file",
        str(SUBMISSIONS / "chunk_words" / "step_by_size.py"),
        "--format",
        "json",
    )
    assert run.code == 1, run.err
    hidden = next(test for test in run.json()["tests"] if test["name"] == "chunk_words: hidden_messy_text")
    assert "Likely mistake (step_by_size)" in hidden["message"]
    assert (
        "A visible input where your answer also goes wrong: solve(text='a b c d e', size=3, overlap=1)"
        in (hidden["message"])
    )
    assert "It's" not in hidden["message"] and "late" not in hidden["message"]


def test_the_visible_failure_shown_makes_the_hidden_cases_mistake_not_just_any() -> None:
    """The small course's `shout`: the smallest visible failure (short_mixed) is the `unchanged` mistake, and
    the hidden case is the `lowered` one, as the bigger long_mixed is: long_mixed is the one shown for it."""
    file = SMALL_COURSE / "submissions" / "shout_two_mistakes.py"
    run = run_kata("grade", "shout", "--root", str(SMALL_COURSE), "--file", str(file), "--format", "json")
    assert run.code == 1, run.err
    tests = {test["name"].removeprefix("shout: "): test["message"] for test in run.json()["tests"]}
    assert "Likely mistake (unchanged)" in tests["short_mixed"] and "Likely mistake (lowered)" in tests["long_mixed"]
    hidden = tests["hidden_mixed"]
    assert "Likely mistake (lowered)" in hidden
    assert "A visible input where your answer also goes wrong: solve(text='Hello Big World')" in hidden, hidden
    assert "aB" not in hidden and "Quiet" not in hidden and "quiet" not in hidden


def test_extra_cases_merge_into_the_run() -> None:
    """`--cases FILE` adds the instructor's cases after the course's, graded like the others."""
    run = run_kata("grade", "chunk_words", "--reference", "--cases", str(PRIVATE), "--format", "json")
    assert run.code == 0, run.err
    names = [test["name"] for test in run.json()["tests"]]
    assert names[-2:] == ["chunk_words: secret_shouting", "chunk_words: private_visible_two_words"]
    assert len(names) == len(load_course(ROOT).exercise("chunk_words").cases) + 2


def test_gradescope_and_junit_carry_the_similar_input_and_never_the_hidden_ones(shouting: Result) -> None:
    """The other learner-facing formats tell the same substitute, and no more."""
    from grader.present.formats.gradescope import to_gradescope
    from grader.present.formats.junit import to_junit

    gradescope = json.dumps(to_gradescope([shouting]), ensure_ascii=False)
    junit = to_junit([shouting])
    for text in (gradescope, junit):
        assert "A visible input where your answer also goes wrong" in text
        for secret in SECRETS:
            assert secret not in without_names(text), secret


@pytest.mark.parametrize("name", sorted(presenters()))
def test_no_presenter_shows_a_hidden_cases_input_or_answer(shouting: Result, name: str) -> None:
    """Every presenter of the registry (tests/presenters.py), given a run with failing hidden cases,
    shows their names and verdicts but no piece of their inputs or answers: a new presenter is covered here."""
    text = presenters()[name]([shouting])
    assert text.strip()
    # "It's" is also in a visible case (punctuation_and_capitals_stay), which a whole-run document lists.
    leaked = [secret for secret in SECRETS if secret != "It's" and secret in without_names(text)]
    assert not leaked, f"{name} shows {leaked}"


def _workers_started(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every worker process a grade starts from now on (the real ones, counted as they start)."""
    from grader.run import runner

    started: list[object] = []
    start = runner.WorkerProcess.__init__

    def counted(self: object, *arguments: object, **options: object) -> None:
        started.append(self)
        start(self, *arguments, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(runner.WorkerProcess, "__init__", counted)
    return started


def test_a_passing_run_makes_its_visible_checks_before_the_hidden_case_in_one_worker(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Random inputs and the call contract call the learner's code on visible inputs; a worker that has seen a
    hidden input may not serve them. On a run that passes, they come before the hidden case: one worker."""
    course = load_course(ROOT)
    started = _workers_started(monkeypatch)
    result = graded(course, course.exercise("chunk_words"), SUBMISSIONS / "chunk_words" / "correct_while_loop.py")
    assert result.ok
    assert any(outcome.case.hidden for outcome in result.outcomes)
    assert [outcome.case.name for outcome in result.outcomes][-1] == "random_inputs"
    assert len(started) == 1


def test_visible_checks_made_before_a_failing_hidden_case_are_not_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    """The visible cases pass and the hidden one does not: the random inputs, run before it, count for nothing (as
    on any run with a failing case, they are listed as not run), and explaining it takes a new worker."""
    course = load_course(ROOT)
    started = _workers_started(monkeypatch)
    result = graded(course, course.exercise("chunk_words"), SHOUTING)
    names = [outcome.case.name for outcome in result.outcomes]
    assert "random_inputs" not in names and [item.case.name for item in result.not_run] == ["random_inputs"]
    assert any(outcome.case.hidden and not outcome.verdict.passed for outcome in result.outcomes)
    assert len(started) == 2
