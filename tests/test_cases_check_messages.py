"""Every kind of problem `kata cases check` reports names the file and the line at fault, says what is wrong (a
value that disagrees as "expected X, the reference answers Y", the file's value first) and how to fix it.

Each breakage below spoils one thing in a copy of the real course, runs the real `kata cases check EX` (as JSON
and as plain text) and checks the one problem it must cause. The line is found in the broken file by its text,
not by the loader, so a problem that points one line off fails. The last test reads every problem of every
breakage: each has a file that exists, a line inside it, a message and a fix.
"""

from __future__ import annotations

import atexit
import functools
import re
import shlex
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from conftest import copy_course, run_kata

CASES = "cases.yaml"
REFERENCE = "solutions/keeps_whole.py"
PITFALLS = "solutions/pitfalls/keeps_whole.py"
LESSON = "exercises/keeps_whole.md"
STUB = ".stubs/keeps_whole.py"
SOLVE = "def solve(text: str, size: int, overlap: int, answer: str) -> bool:"
# Wide enough that no problem is wrapped in the plain report.
WIDE = {"COLUMNS": "4000"}


@dataclass(frozen=True)
class Edit:
    """Replace `old` (found exactly once; a regular expression when `pattern`) by `new` in one file of the copy.
    `old` None writes the file whole; `new` None deletes it."""

    file: str
    old: str | None
    new: str | None
    pattern: bool = False

    def apply(self, root: Path) -> None:
        path = root / self.file
        if self.new is None:
            if path.is_dir():
                shutil.rmtree(path)
            else:
                path.unlink()
            return
        if self.old is None:
            path.write_text(self.new, encoding="utf-8")
            return
        text = path.read_text(encoding="utf-8")
        if self.pattern:
            changed, count = re.subn(self.old, self.new, text, count=1, flags=re.MULTILINE)
        else:
            count = text.count(self.old)
            changed = text.replace(self.old, self.new)
        assert count == 1, f"{self.file}: {self.old!r} found {count} times"
        path.write_text(changed, encoding="utf-8")


def drop_case(name: str) -> Edit:
    return Edit(CASES, rf"^    - name: {name}\n(?:      .*\n)*", "", pattern=True)


@dataclass(frozen=True)
class At:
    """A line of a file: the first holding `then` (stripped, at its start) at or after the first holding `anchor`."""

    file: str
    anchor: str
    then: str = ""

    def line(self, root: Path) -> int:
        lines = [row.strip() for row in (root / self.file).read_text(encoding="utf-8").split("\n")]
        start = next(number for number, row in enumerate(lines) if row.startswith(self.anchor))
        wanted = self.then or self.anchor
        return next(number for number in range(start, len(lines)) if lines[number].startswith(wanted)) + 1


@dataclass(frozen=True)
class Breakage:
    """One spoiled thing, and the problem it must cause."""

    name: str
    exercise: str
    edits: tuple[Edit, ...]
    severity: str
    check: str
    at: At
    # The whole message; one ending with "…" is a start (the rest quotes Python's or the worker's own words).
    message: str
    # Sentences the fix must hold.
    fix: tuple[str, ...]
    # Whether this problem must be the only error of the exercise (no knock-on errors).
    alone: bool = False


def _append_function(name: str, body: str) -> str:
    return f"\n\ndef {name}(text: str, size: int, overlap: int, answer: str) -> bool:\n    {body}\n"


BREAKAGES = (
    Breakage(
        "wrong_expected",
        "keeps_whole",
        (
            Edit(
                CASES,
                '      input: {text: "a b c d e f", size: 4, overlap: 2, answer: "c d e f"}\n      expected: true\n',
                '      input: {text: "a b c d e f", size: 4, overlap: 2, answer: "c d e f"}\n      expected: false\n',
            ),
        ),
        "error",
        "expected",
        At(CASES, "- name: answer_whole_in_the_second_chunk", "expected:"),
        "case answer_whole_in_the_second_chunk: expected False, the reference answers True",
        (
            "if the reference is right, change the line to `expected: true`, or delete it so the case takes the "
            "reference's answer; if `expected` is right, correct solutions/keeps_whole.py",
        ),
        alone=True,
    ),
    Breakage(
        "reference_never_finishes_on_an_input",
        "keeps_whole",
        (
            Edit(
                CASES,
                '{text: "x y z", size: 1, overlap: 0, answer: "z"}',
                '{text: "x y z", size: 1, overlap: 3, answer: "z"}',
            ),
        ),
        "error",
        "reference",
        At(CASES, "- name: one_word_answer_with_size_one", "input:"),
        "exercise keeps_whole, case one_word_answer_with_size_one: the reference solution did not finish within…",
        ("correct the values in `input:`", "`inputs()` in solutions/keeps_whole.py"),
    ),
    Breakage(
        "no_reference",
        "keeps_whole",
        (Edit(REFERENCE, "", None),),
        "error",
        "reference",
        At(CASES, "keeps_whole:"),
        "exercise keeps_whole has no reference solution at solutions/keeps_whole.py",
        ("write solutions/keeps_whole.py",),
    ),
    Breakage(
        "no_solutions_folder",
        "keeps_whole",
        (Edit("solutions", "", None),),
        "error",
        "reference",
        At(CASES, "keeps_whole:"),
        "this copy of the course has no solutions/ folder (a learner's copy?), so no case can be checked against a "
        "reference",
        ("run `kata cases check` in the course's own folder, the one that holds solutions/",),
    ),
    Breakage(
        "wrong_expected_of_a_long_answer",
        "chunk_words",
        (
            Edit(
                CASES,
                "    - name: example_overlap_one\n",
                "    - name: twenty_words_in_pairs\n"
                "      input: {text: "
                + '"'
                + " ".join(f"w{number:02}" for number in range(1, 21))
                + '"'
                + ", size: 2, overlap: 0}\n      expected: ["
                + ", ".join(f'"w{number:02} w{number + 1:02}"' for number in range(1, 22, 2))
                + "]\n    - name: example_overlap_one\n",
            ),
        ),
        "error",
        "expected",
        At(CASES, "- name: twenty_words_in_pairs", "expected:"),
        "case twenty_words_in_pairs: expected 11 chunks, the reference answers 10 chunks; chunk 10 differs: "
        "expected 'w21 w22', the reference answers nothing",
        ('change the line to `expected: ["w01 w02", "w03 w04", ',),
        alone=True,
    ),
    Breakage(
        "reference_does_not_import",
        "keeps_whole",
        (Edit(REFERENCE, SOLVE, SOLVE.rstrip(":")),),
        "error",
        "reference",
        At(REFERENCE, "def solve("),
        "solutions/keeps_whole.py cannot be imported: SyntaxError: …",
        ("correct this line",),
    ),
    Breakage(
        "reference_too_slow_in_the_worker",
        "keeps_whole",
        (
            Edit(
                CASES,
                '{text: "x y z", size: 1, overlap: 0, answer: "z"}\n      expected: true\n',
                '{text: "x y z", size: 1, overlap: 0, answer: "z"}\n      timeout: 0.3\n      expected: true\n',
            ),
            Edit(REFERENCE, SOLVE, SOLVE + '\n    if answer == "z":\n        __import__("time").sleep(0.7)'),
        ),
        "error",
        "reference",
        At(CASES, "- name: one_word_answer_with_size_one", "timeout:"),
        "case one_word_answer_with_size_one: the reference, graded as a submission, gets timeout…",
        ("give the case a longer `timeout:` or make solutions/keeps_whole.py faster",),
    ),
    Breakage(
        "no_stub",
        "keeps_whole",
        (Edit(STUB, "", None), Edit("exercises/keeps_whole.py", "", None)),
        "error",
        "stub",
        At(CASES, "keeps_whole:"),
        "exercise keeps_whole has no stub at exercises/keeps_whole.py",
        ("write exercises/keeps_whole.py", "copy it to .stubs/keeps_whole.py"),
    ),
    Breakage(
        "stub_does_not_load",
        "keeps_whole",
        (Edit(STUB, SOLVE, SOLVE.rstrip(":")),),
        "error",
        "stub",
        At(STUB, "def solve("),
        "the stub .stubs/keeps_whole.py cannot be loaded: …",
        ("make the stub import",),
    ),
    Breakage(
        "stub_passes",
        "keeps_whole",
        (Edit(STUB, None, (Path(__file__).resolve().parent.parent / REFERENCE).read_text(encoding="utf-8")),),
        "error",
        "stub",
        At(STUB, "def solve("),
        "the stub .stubs/keeps_whole.py passes every case, so a learner passes without writing anything",
        ("`raise NotImplementedError`", "`kata cases add keeps_whole --name ... --input '{...}'`"),
    ),
    Breakage(
        "no_pitfalls",
        "keeps_whole",
        (
            Edit(CASES, r"^  pitfalls:\n    substring_without_word_borders: >-\n(?:    .*\n)+(?=  quiz:)", "", True),
            Edit(CASES, r"(^keeps_whole:\n(?:.*\n)*?)  hints:\n(?:    .*\n)+", r"\1", True),
        ),
        "warning",
        "pitfall",
        At(CASES, "keeps_whole:"),
        "the exercise declares no pitfalls, so nothing proves its cases catch mistakes",
        ("declare the classic mistakes under `pitfalls:`", "solutions/pitfalls/keeps_whole.py"),
    ),
    Breakage(
        "no_pitfalls_file",
        "keeps_whole",
        (Edit(PITFALLS, "", None),),
        "error",
        "pitfall",
        At(CASES, "keeps_whole:", "pitfalls:"),
        "pitfalls are declared here but solutions/pitfalls/keeps_whole.py does not exist",
        ("write solutions/pitfalls/keeps_whole.py with one function per pitfall declared here",),
    ),
    Breakage(
        "pitfalls_file_does_not_import",
        "keeps_whole",
        (
            Edit(
                PITFALLS,
                "def searches_whole_text(text: str, size: int, overlap: int, answer: str) -> bool:",
                "def searches_whole_text(text, size,",
            ),
        ),
        "error",
        "pitfall",
        At(PITFALLS, "def searches_whole_text("),
        "solutions/pitfalls/keeps_whole.py cannot be imported: SyntaxError: …",
        ("correct this line",),
    ),
    Breakage(
        "pitfall_function_not_declared",
        "keeps_whole",
        (Edit(PITFALLS, r"\Z", _append_function("forgets_the_overlap", "return False"), True),),
        "warning",
        "pitfall",
        At(PITFALLS, "def forgets_the_overlap("),
        "solutions/pitfalls/keeps_whole.py defines forgets_the_overlap(), which `pitfalls:` does not list",
        ("declare it under `pitfalls:` (cases.yaml line ", "or make it private: _forgets_the_overlap"),
    ),
    Breakage(
        "pitfall_without_function",
        "keeps_whole",
        (
            Edit(CASES, "    empty_answer_found: >-\n", "    empty_answer_fund: >-\n"),
            Edit(CASES, "      pitfall: empty_answer_found\n", "      pitfall: empty_answer_fund\n"),
        ),
        "error",
        "pitfall",
        At(CASES, "empty_answer_fund: >-"),
        "pitfall empty_answer_fund has no function empty_answer_fund() in solutions/pitfalls/keeps_whole.py "
        "(did you mean empty_answer_found?)",
        ("rename the pitfall empty_answer_found here (or the function empty_answer_fund)",),
    ),
    Breakage(
        "pitfall_not_caught",
        "keeps_whole",
        (drop_case("answer_in_the_short_last_chunk_is_found"), drop_case("long_text_answer_near_the_end")),
        "error",
        "pitfall",
        At(CASES, "skips_short_last_chunk: >-"),
        "no case catches pitfall skips_short_last_chunk: its answer equals the right one on every case",
        (
            "add a case on which its answer differs: `kata cases add keeps_whole --name catches_skips_short_last_chunk "
            "--input '{",
        ),
    ),
    Breakage(
        "promise_broken_by_no_case",
        "keeps_whole",
        (drop_case("answer_in_the_short_last_chunk_is_found"), drop_case("long_text_answer_near_the_end")),
        "error",
        "promise",
        At(REFERENCE, "def found_in_any_chunk_even_the_short_last_one("),
        "no case breaks promise found_in_any_chunk_even_the_short_last_one ('the result is `True` when some chunk "
        "holds the answer that way, the short last chunk included') with a known wrong answer, so nothing shows the "
        "cases catch an answer that breaks it",
        (
            "add a case on which a known wrong answer breaks it: `kata cases add keeps_whole --name "
            "breaks_found_in_any_chunk_even_the_short_last_one --input '{",
        ),
    ),
    Breakage(
        "pitfalls_alike",
        "keeps_whole",
        (
            Edit(
                CASES,
                "    skips_short_last_chunk: >-\n",
                "    skips_the_end: The end was never read.\n    skips_short_last_chunk: >-\n",
            ),
            Edit(
                PITFALLS,
                r"\Z",
                _append_function("skips_the_end", "return skips_short_last_chunk(text, size, overlap, answer)"),
                True,
            ),
        ),
        "warning",
        "pitfall",
        At(CASES, "skips_short_last_chunk: >-"),
        "pitfalls skips_the_end and skips_short_last_chunk give the same wrong answers on the same cases, so the "
        "report cannot tell them apart",
        (
            "add a case on which their answers differ: `kata cases add keeps_whole --name "
            "tells_skips_short_last_chunk_from_skips_the_end --input '{...}'`",
        ),
    ),
    Breakage(
        "no_promises",
        "keeps_whole",
        (
            Edit(REFERENCE, "PROMISES = (\n", "PROMISES = ()\nUNUSED = (\n"),
            Edit(LESSON, "A correct answer keeps these promises:", "A correct answer keeps these rules:"),
        ),
        "warning",
        "promise",
        At(LESSON, "# "),
        "neither exercises/keeps_whole.md nor solutions/keeps_whole.py states promises, so a wrong answer that no "
        "pitfall explains is reported without a cause",
        (
            'after "A correct answer keeps these promises:" in exercises/keeps_whole.md',
            "PROMISES of solutions/keeps_whole.py",
        ),
    ),
    Breakage(
        "lesson_promise_no_check",
        "keeps_whole",
        (Edit(LESSON, "- an answer with no words is never found;", "- an empty answer is never found;"),),
        "error",
        "promise",
        At(LESSON, "- an empty answer is never found;"),
        "exercises/keeps_whole.md promises 'an empty answer is never found', but no function in PROMISES of "
        "solutions/keeps_whole.py checks it",
        (
            "or reword the line to match the docstring of empty_answer_is_never_found: 'an answer with no words is "
            "never found'",
        ),
    ),
    Breakage(
        "promise_not_in_lesson",
        "keeps_whole",
        (Edit(LESSON, "- an answer with no words is never found;", "- an empty answer is never found;"),),
        "error",
        "promise",
        At(REFERENCE, "def empty_answer_is_never_found("),
        "promise empty_answer_is_never_found ('an answer with no words is never found') is not in the list of "
        "promises in exercises/keeps_whole.md",
        ("add `- an answer with no words is never found` to the list after line 57 of exercises/keeps_whole.md",),
    ),
    Breakage(
        "promises_cannot_be_read",
        "keeps_whole",
        (Edit(REFERENCE, "PROMISES = (\n", "PROMISES = (\n    1,\n"),),
        "error",
        "promise",
        At(REFERENCE, "PROMISES = ("),
        "the promises in solutions/keeps_whole.py cannot be read: AttributeError: …",
        ("PROMISES must be a list of functions",),
    ),
    Breakage(
        "reference_breaks_its_promise",
        "keeps_whole",
        (
            Edit(
                REFERENCE,
                'if answer is True and not arguments["answer"].split():',
                'if answer is True and "z" in arguments["answer"]:',
            ),
        ),
        "error",
        "promise",
        At(REFERENCE, "def empty_answer_is_never_found("),
        "case one_word_answer_with_size_one (cases.yaml line …",
        (
            "either solve in solutions/keeps_whole.py is wrong on this input or the check "
            "empty_answer_is_never_found is",
        ),
    ),
    Breakage(
        "promise_no_wrong_answer_breaks",
        "keeps_whole",
        (
            Edit(LESSON, "  last chunk included.\n", "  last chunk included;\n- the result is `True` or `False`.\n"),
            Edit(
                REFERENCE,
                "PROMISES = (\n",
                "def answers_true_or_false(arguments: dict[str, Any], answer: bool) -> str | None:\n"
                '    """the result is `True` or `False`"""\n'
                '    return None if isinstance(answer, bool) else f"the result is {answer!r}"\n\n\n'
                "PROMISES = (\n    answers_true_or_false,\n",
            ),
        ),
        "error",
        "promise",
        At(REFERENCE, "def answers_true_or_false("),
        "no case breaks promise answers_true_or_false ('the result is `True` or `False`') with a known wrong answer, "
        "so nothing shows the cases catch an answer that breaks it",
        ("add a pitfall that breaks it to solutions/pitfalls/keeps_whole.py",),
    ),
    Breakage(
        "quiz_predicts_the_wrong_answer",
        "keeps_whole",
        (
            Edit(
                CASES,
                '      answer: "False"\n      explain: >-\n        The chunks start every 7',
                '      answer: "True"\n      explain: >-\n        The chunks start every 7',
            ),
        ),
        "error",
        "quiz",
        At(CASES, "- name: overlap_three_on_the_policy", "answer:"),
        "quiz item overlap_three_on_the_policy (predict): `answer` is 'True', but the reference gives False",
        ('set `answer: "False"`, or change `code:` so that it gives True',),
    ),
    Breakage(
        "quiz_accepts_a_wrong_answer",
        "keeps_whole",
        (
            Edit(
                CASES,
                '      answer: "False"\n      explain: >-\n        The chunks start every 7',
                '      answer: "False"\n      accept: ["True"]\n      explain: >-\n        The chunks start every 7',
            ),
        ),
        "error",
        "quiz",
        At(CASES, "- name: overlap_three_on_the_policy", "accept:"),
        "quiz item overlap_three_on_the_policy (predict): `accept` holds 'True', but the reference gives False",
        ('remove "True" from `accept:`',),
    ),
    Breakage(
        "quiz_code_does_not_run",
        "keeps_whole",
        (Edit(CASES, 'days", 10, 3, "the money goes back to your card within five days")', 'days", 10, 3)'),),
        "error",
        "quiz",
        At(CASES, "- name: overlap_three_on_the_policy", "code:"),
        "quiz item overlap_three_on_the_policy (predict): the reference cannot run its code: TypeError: …",
        ("make `code:` one expression that calls solve with legal arguments",),
    ),
    Breakage(
        "quiz_blank_answer_fails",
        "chunk_words",
        # A blank that makes the step 1, not 0: a step of 0 loops until a time or a memory limit, whichever comes
        # first on a busy machine, and two runs of the check could name different ones.
        (Edit(CASES, "      answer: overlap\n", "      answer: size + 1\n"),),
        "error",
        "quiz",
        At(CASES, "- name: the_step", "answer:"),
        "quiz item the_step (fill): with 'size + 1' in the blank the code does not pass the cases: case …",
        ("write in `answer:` what makes the code pass, or correct the code around the blank",),
    ),
    Breakage(
        "quiz_bug_the_cases_cannot_see",
        "chunk_words",
        (Edit(CASES, "                start += size + overlap\n", "                start += (size - overlap)\n"),),
        "error",
        "quiz",
        At(CASES, "- name: part_of_the_text_in_no_piece", "code:"),
        "quiz item part_of_the_text_in_no_piece (bug): the code as shown passes every case, so it has no bug the "
        "cases can see",
        ("make line 10 of `code:` wrong in a way a case catches",),
    ),
    Breakage(
        "quiz_bug_marks_the_wrong_line",
        "chunk_words",
        (Edit(CASES, "      answer: 10\n", "      answer: 9\n"),),
        "error",
        "quiz",
        At(CASES, "- name: part_of_the_text_in_no_piece", "answer:"),
        "quiz item part_of_the_text_in_no_piece (bug): with line 9 fixed as stated the code still fails: case …",
        ("set `answer:` to the number of the wrong line, or correct `fix:`",),
    ),
    Breakage(
        "mutant_survives",
        "merge_hits",
        (drop_case("hit_on_the_only_chunk_of_a_one_word_text"),),
        "error",
        "mutant",
        At("solutions/merge_hits.py", "while first < word_count:"),
        "no case kills mutant …",
        (
            "add the input as a case: `kata cases add merge_hits --name "
            "kills_step_1_bound_comparison_tests_against_one_smaller --input "
            """'{"text": "word", "size": 1, "overlap": 0, "hits": [0]}'`""",
        ),
    ),
    Breakage(
        "unfinished_work",
        "keeps_whole",
        (
            Edit(
                LESSON,
                "## Decisions and edge rules\n",
                "TODO(kata new): the worked example\n\n## Decisions and edge rules\n",
            ),
        ),
        "error",
        "unfinished",
        At(LESSON, "TODO(kata new)"),
        "still to write: the worked example",
        ("write it on this line, and take out the `TODO(kata new)` mark",),
    ),
    Breakage(
        "no_hints",
        "keeps_whole",
        (Edit(CASES, r"(^keeps_whole:\n(?:.*\n)*?)  hints:\n(?:    .*\n)+", r"\1", True),),
        "error",
        "hints",
        At(CASES, "keeps_whole:"),
        "the exercise has no hints",
        ("add at least one stage under `hints:`",),
    ),
    Breakage(
        "no_unicode_case",
        "keeps_whole",
        (
            Edit(
                CASES,
                'answer: "😀 est naïve"}\n      expected: true\n      tags: [unicode]\n',
                'answer: "😀 est naïve"}\n      expected: true\n',
            ),
        ),
        "error",
        "category",
        At(CASES, "keeps_whole:", "cases:"),
        "no case is tagged `unicode` (accented letters, other scripts or emoji)",
        (
            "tag such a case with `tags: [unicode]`",
            "`kata cases add keeps_whole --name ... --input '{...}' --tag unicode`",
        ),
    ),
    Breakage(
        "no_long_case",
        "keeps_whole",
        (
            Edit(CASES, '"w19990 w19991 w19992"}\n      tags: [long]\n', '"w19990 w19991 w19992"}\n'),
            Edit(CASES, "answer: {words: 6}}\n      tags: [long, perf]\n", "answer: {words: 6}}\n      tags: [perf]\n"),
        ),
        "warning",
        "category",
        At(CASES, "keeps_whole:", "cases:"),
        "no case is tagged `long` (a long input, so a slow solution shows)",
        ("tag such a case with `tags: [long]`",),
    ),
    Breakage(
        "unknown_tag",
        "keeps_whole",
        (
            Edit(
                CASES,
                'answer: "a b c"}\n      expected: false\n      tags: [edge]\n',
                'answer: "a b c"}\n      expected: false\n      tags: [egde]\n',
            ),
        ),
        "warning",
        "tags",
        At(CASES, "- name: answer_longer_than_a_chunk", "tags:"),
        "case answer_longer_than_a_chunk: unknown tag `egde` (did you mean `edge`?)",
        ("write `edge`",),
    ),
    Breakage(
        "no_lazy_case",
        "chunk_chars",
        (drop_case("first_chunk_without_reading_everything"),),
        "error",
        "category",
        At(CASES, "chunk_chars:", "cases:"),
        "no case uses `take:`, so nothing checks that solve is lazy",
        ("add a case with `take: N`",),
    ),
)


@dataclass(frozen=True)
class Checked:
    root: Path
    problems: tuple[dict[str, Any], ...]
    plain: str


@functools.cache
def checked(name: str) -> Checked:
    """The breakage's course copy, checked once per test process as JSON and as plain text."""
    breakage = next(item for item in BREAKAGES if item.name == name)
    root = copy_course(Path(tempfile.mkdtemp(prefix=f"kata-{name}-")) / "course")
    atexit.register(shutil.rmtree, root.parent, ignore_errors=True)
    for edit in breakage.edits:
        edit.apply(root)
    document = run_kata("cases", "check", breakage.exercise, "--format", "json", cwd=root)
    assert document.code == 1 or breakage.severity == "warning", document.out + document.err
    (exercise,) = document.json()["exercises"]
    plain = run_kata("--plain", "cases", "check", breakage.exercise, cwd=root, env=WIDE)
    assert plain.code == document.code, plain.out + plain.err
    return Checked(root, tuple(exercise["problems"]), plain.out)


def _matches(message: str, wanted: str) -> bool:
    return message.startswith(wanted[:-1]) if wanted.endswith("…") else message == wanted


def _the_problem(breakage: Breakage, result: Checked) -> dict[str, Any]:
    found = [
        problem
        for problem in result.problems
        if problem["check"] == breakage.check and _matches(problem["message"], breakage.message)
    ]
    assert len(found) == 1, (breakage.message, result.problems)
    return found[0]


@pytest.mark.parametrize("breakage", BREAKAGES, ids=lambda breakage: breakage.name)
def test_the_problem_names_its_file_line_and_fix(breakage: Breakage) -> None:
    result = checked(breakage.name)
    problem = _the_problem(breakage, result)
    line = breakage.at.line(result.root)
    assert (problem["severity"], problem["file"], problem["line"]) == (breakage.severity, breakage.at.file, line)
    for sentence in breakage.fix:
        assert sentence in problem["fix"], (sentence, problem["fix"])
    if breakage.alone:
        assert [other for other in result.problems if other["severity"] == "error"] == [problem]
    # The plain report: the same place, message and fix, the fix on the line after the message.
    heading = f"{breakage.at.file}:{line}: {breakage.severity}: {breakage.exercise}: {problem['message']}"
    rows = result.plain.split("\n")
    assert heading in rows, result.plain
    assert rows[rows.index(heading) + 1] == f"  fix: {problem['fix']}", result.plain


@pytest.mark.parametrize(
    ("breakage", "about"),
    [
        ("pitfall_not_caught", "no case catches pitfall skips_short_last_chunk"),
        ("promise_broken_by_no_case", "no case breaks promise found_in_any_chunk_even_the_short_last_one"),
    ],
)
def test_a_suggested_case_is_caught_by_the_pitfall_it_is_suggested_for(breakage: str, about: str) -> None:
    """The input in such a fix is a real one: `kata cases add` with it says the missing pitfall fails it (the one
    whose cases were dropped, and the only one that breaks the promise)."""
    result = checked(breakage)
    problem = next(problem for problem in result.problems if problem["message"].startswith(about))
    command = re.search(r"`(kata cases add [^`]+)`", problem["fix"])
    assert command is not None, problem["fix"]
    arguments = shlex.split(command.group(1))[1:]
    added = run_kata("--plain", *arguments, "--dry-run", cwd=result.root, env=WIDE)
    assert added.code == 0, added.out + added.err
    assert "catches pitfalls: skips_short_last_chunk\n" in added.out, added.out


def test_every_problem_of_every_breakage_has_a_file_a_line_in_it_a_message_and_a_fix() -> None:
    """All problems, not only the one each breakage is about: none is without a place in a real file, or a fix."""
    for breakage in BREAKAGES:
        result = checked(breakage.name)
        for problem in result.problems:
            path = result.root / problem["file"]
            assert path.is_file(), (breakage.name, problem)
            rows = path.read_text(encoding="utf-8").count("\n") + 1
            assert 1 <= problem["line"] <= rows, (breakage.name, problem)
            assert problem["message"].strip() and problem["fix"].strip(), (breakage.name, problem)
            assert problem["severity"] in ("error", "warning"), (breakage.name, problem)
