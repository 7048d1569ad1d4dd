"""Promises: the lessons' rules as checks beside each reference, named with evidence when a wrong answer breaks one."""

from __future__ import annotations

import importlib
import io
import json
import re
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from conftest import FIXTURES, ROOT, SUBMISSIONS, graded, run_kata
from hypothesis import HealthCheck, given, settings
from rich.console import Console

from grader.course.loader import load_course
from grader.judge.model import Outcome, Verdict
from grader.judge.promises import Promise, _explained, first_broken, lesson_promises, promise_text, same_words
from grader.judge.trusted import run_program_main
from grader.policy import Policy
from grader.present.formats.exercism import to_exercism
from grader.present.public import redact, redact_outcome
from grader.present.report import render_result
from grader.present.text import UNEXPLAINED, public_message

COURSE = load_course(ROOT)
NAMES = list(COURSE.names)


def _reference(name: str) -> Any:
    return importlib.import_module(f"solutions.{name}")


def _answer(name: str, arguments: dict[str, Any]) -> Any:
    """The reference's answer as the grader states it (a program's: its lines, or "error")."""
    reference = _reference(name)
    if COURSE.exercise(name).is_program:
        return run_program_main(reference.main, arguments["stdin"])
    value = reference.solve(**arguments)
    # As the grader holds a trusted answer: a sequence of items as a list, a single value as it is.
    return list(value) if COURSE.exercise(name).kind.unit else value


@pytest.mark.parametrize("name", NAMES)
def test_every_exercise_declares_promises_and_boundary_inputs(name: str) -> None:
    """Each reference has PROMISES (each with a one-sentence docstring) and BOUNDARY inputs it accepts."""
    reference = _reference(name)
    assert reference.PROMISES, name
    for promise in reference.PROMISES:
        assert promise_text(promise), f"{name}.{promise.__name__} has no promise sentence"
    assert reference.BOUNDARY, name
    for arguments in reference.BOUNDARY:
        for promise in reference.PROMISES:
            assert promise(dict(arguments), _answer(name, arguments)) is None, (promise.__name__, arguments)


@pytest.mark.parametrize("name", NAMES)
def test_the_reference_keeps_its_promises_on_random_inputs(name: str) -> None:
    """No promise is ever broken by the right answer: a promise that fires on it would blame a correct learner."""
    reference = _reference(name)

    @settings(max_examples=150, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(reference.inputs())
    def keeps(arguments: dict[str, Any]) -> None:
        answer = _answer(name, arguments)
        for promise in reference.PROMISES:
            assert promise(dict(arguments), answer) is None, (promise.__name__, arguments, answer)

    keeps()


def test_a_lesson_list_is_read_as_the_promise_sentences() -> None:
    """Bullets after "... keeps these promises:" (wrapped lines joined) are compared without the list's punctuation."""
    lesson = (
        "Intro.\n\nA correct answer keeps these promises:\n\n- no chunk holds more than `size`\n"
        "  words;\n- every chunk is a run; and\n- the last one.\n\n## Next\n- not a promise\n"
    )
    assert lesson_promises(lesson) == ["no chunk holds more than `size` words", "every chunk is a run", "the last one"]
    assert same_words("  the last one.  ") == "the last one"
    assert lesson_promises("No list here.\n- a bullet\n") == []


def test_a_lesson_that_states_a_rule_no_promise_checks_fails_cases_check(course_copy: Path) -> None:
    """A reworded lesson bullet is a rule with no check, and the check it replaced is not stated: two errors."""
    lesson = course_copy / "exercises" / "chunk_words.md"
    text = lesson.read_text(encoding="utf-8")
    lesson.write_text(text.replace("- no chunk holds more than `size` words;", "- no chunk is too long;"))
    run = run_kata("--plain", "cases", "check", "chunk_words", cwd=course_copy, env={"COLUMNS": "300"})
    assert run.code == 1, run.out
    assert "promises 'no chunk is too long', but no function in PROMISES of solutions/chunk_words.py" in run.out
    assert "promise chunks_hold_at_most_size_words ('no chunk holds more than `size` words') is not in" in run.out


def test_a_promise_no_known_wrong_answer_breaks_fails_cases_check(course_copy: Path) -> None:
    """Without adds_overlap_to_size and the split pitfalls nothing breaks "at most size words": cases check says so."""
    cases = course_copy / "cases.yaml"
    text = cases.read_text(encoding="utf-8")
    for pitfall in ("adds_overlap_to_size", "split_on_single_space", "split_on_spaces_only"):
        text = re.sub(rf"    {pitfall}: >-\n(?:      .*\n)+", "", text)
        text = text.replace(f"      pitfall: {pitfall}\n", "")
    cases.write_text(text, encoding="utf-8")
    run = run_kata("--plain", "cases", "check", "chunk_words", cwd=course_copy, env={"COLUMNS": "300"})
    assert run.code == 1, run.out
    assert "no case breaks promise chunks_hold_at_most_size_words" in run.out
    assert "add a pitfall that breaks it to solutions/pitfalls/chunk_words.py" in run.out
    assert re.search(r"chunks_hold_at_most_size_words +│ NOT BROKEN", run.out), run.out


def test_cases_check_lists_a_case_and_a_pitfall_breaking_every_promise() -> None:
    """The real course: every promise of every exercise is broken by some pitfall on some case (JSON for CI)."""
    run = run_kata("cases", "check", "--format", "json")
    assert run.code == 0, run.out + run.err
    for exercise in run.json()["exercises"]:
        promises = exercise["promises"]
        assert [promise["name"] for promise in promises] == [
            function.__name__ for function in _reference(exercise["name"]).PROMISES
        ]
        for promise in promises:
            assert promise["broken_by"] and promise["broken_by"]["evidence"], (exercise["name"], promise)


def test_a_broken_promise_is_shown_with_its_evidence_in_the_report_and_the_json() -> None:
    """Windows one word short: the report has promise and broken rows; the JSON message says the same."""
    file = SUBMISSIONS / "chunk_words" / "windows_one_word_short.py"
    result = redact(graded(COURSE, COURSE.exercise("chunk_words"), file, Policy(random_inputs=False)))
    first = next(outcome for outcome in result.outcomes if outcome.verdict is Verdict.WRONG)
    assert first.promise == "only_the_last_chunk_is_short"
    assert first.promise_evidence == "chunk 0 holds 3 words, but only the last chunk may hold fewer than size (4)"
    out = io.StringIO()
    render_result(result, Console(file=out, width=120, no_color=True, force_terminal=False))
    report = " ".join(out.getvalue().split())  # the label column is as wide as its longest label
    assert "promise every chunk but the last holds exactly `size` words" in report
    assert "broken chunk 0 holds 3 words, but only the last chunk may hold fewer than size (4)" in report
    message = to_exercism([result])["tests"][0]["message"]
    assert "Broken promise (only_the_last_chunk_is_short): every chunk but the last holds exactly `size` words" in (
        message
    )
    assert "Here: chunk 0 holds 3 words, but only the last chunk may hold fewer than size (4)" in message


def test_a_hidden_case_names_its_broken_promise_but_never_its_evidence() -> None:
    """The evidence quotes the input, so a hidden case keeps only the promise's name and sentence."""
    course = load_course(ROOT, FIXTURES / "instructors" / "private.yaml")
    file = FIXTURES / "instructors" / "chunk_words" / "lowers_shouted_words.py"
    result = redact(graded(course, course.exercise("chunk_words"), file, Policy(random_inputs=False)))
    hidden = [outcome for outcome in result.outcomes if outcome.case.hidden]
    assert hidden and all(outcome.promise == "chunks_are_runs_of_words" for outcome in hidden)
    assert all(outcome.promise_text and outcome.promise_evidence == "" for outcome in hidden)
    document = json.dumps(to_exercism([result]))
    for secret in ("please", "shouting", "it's", "late,", "cat.", "said"):
        assert secret not in document.replace("secret_shouting", "")
    out = io.StringIO()
    render_result(result, Console(file=out, width=120, no_color=True, force_terminal=False))
    assert "on this hidden case (what broke it is not shown)" in out.getvalue()


def test_a_wrong_answer_no_promise_explains_is_said_to_be_unexplained() -> None:
    """No known mistake and no broken promise: the report says it cannot name the cause instead of guessing."""
    case = COURSE.exercise("chunk_words").cases[0]
    wrong = Outcome(case=case, verdict=Verdict.WRONG, expected=["a"], actual=["b"], message="chunk 0 differs")
    never = Promise("never_broken", "a promise nothing breaks", lambda arguments, answer: None)
    # An oracle whose only promise is `never` (judge steps ask the oracle, nothing else).
    judging = SimpleNamespace(oracle=SimpleNamespace(broken_promise=lambda *asked: first_broken([never], *asked)))
    explained = _explained(judging, wrong)  # type: ignore[arg-type]
    assert explained.unexplained and explained.promise is None
    assert UNEXPLAINED in public_message(redact_outcome(explained))
    # A known mistake wins over any promise: its outcome is left as the pitfalls named it.
    named = replace(wrong, pitfall="step_by_size", pitfall_message="moved by size")
    assert _explained(judging, named) == named  # type: ignore[arg-type]


def test_a_mistake_that_would_fail_a_passed_case_is_not_named(course_copy: Path) -> None:
    """`>= limit` once matched counts_characters' answer on a few cases and was named, though counting characters
    fails cases that this submission passes. A mistake is named only when the whole run agrees with it."""
    cases = course_copy / "cases.yaml"
    cases.write_text(re.sub(r"    closes_at_the_limit: >-\n(?:      .*\n)+", "", cases.read_text(encoding="utf-8")))
    file = SUBMISSIONS / "pack_sentences" / "closes_at_the_limit.py"
    run = run_kata("grade", "pack_sentences", "--file", str(file), "--format", "json", cwd=course_copy)
    messages = [
        test.get("message", "")
        for test in run.json()["tests"]
        if test["status"] != "pass" and "random_inputs" not in test["name"]
    ]
    assert run.code == 1 and messages
    assert not any("counts_characters" in message for message in messages), messages
    assert all("Broken promise (pieces_are_full)" in message for message in messages), messages
    assert "piece 0 could also hold the next sentence (2 + 3 words, and limit is 5)" in "\n".join(messages)


@pytest.mark.parametrize("seed", [None, "1", "2"])
def test_the_boundary_inputs_catch_an_escape_whatever_the_seed(course_copy: Path, seed: str | None) -> None:
    """Without the cases that catch "+4", the random phase still does on every seed: the edges are tried first."""
    cases = course_copy / "cases.yaml"
    text = cases.read_text(encoding="utf-8")
    for name in ("plus_sign_is_rejected", "digit_of_another_script_is_rejected", "underscore_in_a_number_is_rejected"):
        text, count = re.subn(rf"    - name: {name}\n(?:      .*\n)+", "", text)
        assert count == 1
    cases.write_text(text, encoding="utf-8")
    file = SUBMISSIONS / "chunk_stdin" / "accepts_plus_sign.py"
    arguments = ["--seed", seed] if seed else []
    run = run_kata("grade", "chunk_stdin", "--file", str(file), "--format", "json", *arguments, cwd=course_copy)
    failing = {test["name"]: test for test in run.json()["tests"] if test["status"] != "pass"}
    assert list(failing) == ["chunk_stdin: random_inputs"], failing
    message = failing["chunk_stdin: random_inputs"]["message"]
    assert "stdin='+4 2\\na b c d e\\n'" in message and "Likely mistake (trusts_int)" in message


def test_the_checks_of_one_answer_share_one_limit_of_cpu_time() -> None:
    """A check that searches a long answer for a while is paid once, not once per promise: the promises of one
    answer share TRUSTED_LIMIT of this thread's CPU time, and those after it are not asked (counted, not timed)."""
    import time

    from grader.judge.trusted import TRUSTED_LIMIT

    asked: list[str] = []

    def slow(name: str) -> Promise:
        def check(arguments: dict[str, Any], answer: Any) -> str | None:
            asked.append(name)
            until = time.thread_time() + TRUSTED_LIMIT * 0.4
            while time.thread_time() < until:
                pass
            return None

        check.__name__ = name
        return Promise(name, name, check)

    assert first_broken([slow(f"p{n}") for n in range(5)], {"text": "a"}, ["a"]) is None
    assert asked[:2] == ["p0", "p1"] and len(asked) <= 3, asked


def test_a_stretch_the_text_writes_twice_is_in_a_chunk_that_may_stand_on_either_copy() -> None:
    """'qr qr' cut as [..., 'op qr', 'qr']: the last chunk placed on the first 'qr' (where the reference's chunk of
    that number starts) left the second uncovered, and the report said "'qr' (from character 21) is in no chunk",
    which the learner could see was false. A chunk is moved to another copy of itself before anything is said to
    be in no chunk; a stretch no chunk can stand on is still reported."""
    from solutions.chunk_chars import keeps_every_character

    arguments = {"text": "ab cdefghijklmnop qr qr", "size": 6, "overlap": 3}
    assert keeps_every_character(arguments, ["ab", "cdefgh", "ijklmn", "op qr", "qr"]) is None
    missing = keeps_every_character(arguments, ["ab", "cdefgh", "ijklmn", "op qr"])
    assert missing == "'qr' (from character 21) is in no chunk"
    # Covered only if two chunks move at once (starts 0, 5, 9, 11): no stretch is said to be in no chunk.
    crowded = {"text": "a ab b a b a b", "size": 4, "overlap": 2}
    assert keeps_every_character(crowded, ["a ab", "b a", "b a", "a b"]) is None
