"""Each results format checked the way its consumer checks it, with the rules written from that consumer's spec.

- Exercism's test-runner interface (results.json version 3): the keys, the statuses and how the top-level status
  follows from the tests, `message` only with an error, `output` at most 500 characters, tests in file order.
- The Jenkins xUnit plugin, which validates a report against its junit-10.xsd before importing it: the attributes
  each element may carry, the required ones, the children each may hold, the pattern of `time`; and xunitparser,
  which reads every suite's properties into one mapping and checks the totals on the root.
- Gradescope's autograder specification (results.json): the keys of the document and of each test, the statuses
  and visibilities it knows; and the points on offer, which must not depend on the submission.
- GitHub's job summary (GitHub Flavored Markdown): every table row keeps its cells, whatever the file is named.

Every document comes from a real `python -m grader` run on real files.
"""

from __future__ import annotations

import json
import re
import shutil
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, SUBMISSIONS, copy_course, run_kata
from consumers import assert_exercism_v3, assert_gradescope, junit10_problems

from grader.course.loader import load_course

COURSE = load_course(ROOT)
STEP_BY_SIZE = SUBMISSIONS / "chunk_words" / "step_by_size.py"
LONE_SURROGATE = SUBMISSIONS / "hostile" / "raises_lone_surrogate.py"
SYNTAX_ERROR = SUBMISSIONS / "hostile" / "syntax_error.py"
CORRECT = SUBMISSIONS / "chunk_words" / "correct_while_loop.py"
FORMATS = ("json", "junit", "gradescope")


def grade_document(tmp: Path, file: Path, report: str, *arguments: str) -> tuple[int, str]:
    """`kata grade chunk_words --file FILE --format REPORT --output …`: the exit code and the file's text."""
    output = tmp / f"results.{report}"
    run = run_kata("grade", "chunk_words", "--file", str(file), "--format", report, "--output", str(output), *arguments)
    assert "internal error" not in run.err, run.err
    # Strict UTF-8: a lone surrogate could not have been written, and nothing else may be undecodable.
    return run.code, output.read_bytes().decode("utf-8")


SUBMITTED = {"wrong": STEP_BY_SIZE, "surrogate": LONE_SURROGATE, "syntax": SYNTAX_ERROR, "correct": CORRECT}


class Documents:
    """Every fixture submission of chunk_words on the real course, in every results format, graded when first asked
    for (each pytest-xdist worker grades only what its own tests read)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.found: dict[tuple[str, str], tuple[int, str]] = {}

    def __getitem__(self, key: tuple[str, str]) -> tuple[int, str]:
        if key not in self.found:
            label, report = key
            folder = self.folder / f"{label}-{report}"
            folder.mkdir()
            self.found[key] = grade_document(folder, SUBMITTED[label], report)
        return self.found[key]


@pytest.fixture(scope="module")
def documents(tmp_path_factory: pytest.TempPathFactory) -> Documents:
    return Documents(tmp_path_factory.mktemp("documents"))


# ---------------------------------------------------------------------------------------------------------------
# Exercism: building/tooling/test-runners/interface.md (results.json, version 3)


def case_order(exercise: str) -> list[str]:
    """The order of the tests file: the cases of cases.yaml, then the comparison on random inputs."""
    return [f"{exercise}: {case.name}" for case in COURSE.exercise(exercise).cases] + [f"{exercise}: random_inputs"]


@pytest.mark.parametrize("label", list(SUBMITTED))
def test_exercism_results_follow_the_v3_interface(documents: Documents, label: str) -> None:
    """Keys, statuses and limits of the interface; the tests in the order of the cases, one per case, always."""
    code, text = documents[label, "json"]
    document = json.loads(text)
    assert_exercism_v3(document)
    if document["status"] != "error":
        assert [test["name"] for test in document["tests"]] == case_order("chunk_words")
    assert code == (0 if label == "correct" else 1)


def test_exercism_a_file_that_does_not_load_is_a_top_level_error(documents: Documents) -> None:
    """A syntax error runs no test: status error, and the message says what and where (as Python's runner does)."""
    document = json.loads(documents["syntax", "json"][1])
    assert document["status"] == "error" and document["tests"] == []
    assert "SyntaxError" in document["message"] and "line 2" in document["message"]


def test_exercism_a_lone_surrogate_in_a_submission_is_reported_not_lost(documents: Documents) -> None:
    """raise ValueError("\\udfff") after print("\\x1b[31m\\udfff"): every case is an error showing both, printably."""
    document = json.loads(documents["surrogate", "json"][1])
    assert document["status"] == "fail"
    cases = [test for test in document["tests"] if not test["name"].endswith("random_inputs")]
    assert cases and all(test["status"] == "error" for test in cases)
    assert all("ValueError: \\udfff" in test["message"] for test in cases)
    hidden = {f"chunk_words: {case.name}" for case in COURSE.exercise("chunk_words").cases if case.hidden}
    shown = [test for test in cases if test["name"] not in hidden]  # a hidden case's prints are withheld
    assert shown and all(test["output"] == "\\x1b[31m\\udfff\n" for test in shown)


def test_exercism_the_random_inputs_are_listed_when_they_did_not_run(documents: Documents) -> None:
    """While cases fail the comparison is not run: it is still a test, an error saying why."""
    document = json.loads(documents["wrong", "json"][1])
    last = document["tests"][-1]
    assert last["name"] == "chunk_words: random_inputs" and last["status"] == "error"
    assert last["message"].startswith("not run: ")
    ran = json.loads(documents["correct", "json"][1])["tests"][-1]
    assert ran["name"] == "chunk_words: random_inputs" and ran["status"] == "pass"


# ---------------------------------------------------------------------------------------------------------------
# Jenkins xUnit plugin: junit-10.xsd


def test_junit10_rules_refuse_what_the_plugin_refuses() -> None:
    """The checker itself: a testcase@file or a testsuites@skipped is refused, a plain report is not."""
    suite = '<testsuite name="a" tests="1" failures="0" errors="0"><testcase name="t"/></testsuite>'
    plain = f'<testsuites tests="1">{suite}</testsuites>'
    assert junit10_problems(plain) == []
    assert junit10_problems(plain.replace('<testcase name="t"/>', '<testcase name="t" file="x.py"/>')) == [
        "testcase@file"
    ]
    assert junit10_problems(plain.replace('tests="1">', 'tests="1" skipped="0">', 1)) == ["testsuites@skipped"]


@pytest.mark.parametrize("label", list(SUBMITTED))
def test_junit_reports_import_into_the_jenkins_xunit_plugin(documents: Documents, label: str) -> None:
    """Every report, the error document too, carries only what junit-10.xsd declares; and our schema agrees."""
    from grader.present.formats.junit import error as error_junit

    text = documents[label, "junit"][1]
    assert junit10_problems(text) == []
    assert junit10_problems(error_junit("cases.yaml:3: not valid YAML \x1b \udfff")) == []
    import xmlschema

    xmlschema.XMLSchema(str(ROOT / "tests" / "fixtures" / "junit.xsd")).validate(text)


def test_our_junit_schema_accepts_pytests_default_report_and_refuses_testcase_file(tmp_path: Path) -> None:
    """tests/fixtures/junit.xsd is as strict as junit-10.xsd where it matters: pytest's default report passes it,
    and the xunit1 family (which adds `file` and `line` to each testcase, as junit-10.xsd forbids) does not."""
    import subprocess
    import sys

    import xmlschema

    schema = xmlschema.XMLSchema(str(ROOT / "tests" / "fixtures" / "junit.xsd"))
    (tmp_path / "test_sample.py").write_text("def test_one():\n    assert True\n", encoding="utf-8")
    reports = {}
    for family in ("xunit2", "xunit1"):
        report = tmp_path / f"{family}.xml"
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:cacheprovider",
                "-o",
                f"junit_family={family}",
                f"--junitxml={report}",
                "test_sample.py",
            ],
            cwd=tmp_path,
            check=True,
            capture_output=True,
        )
        reports[family] = report.read_text(encoding="utf-8")
    schema.validate(reports["xunit2"])
    assert junit10_problems(reports["xunit2"]) == []
    assert not schema.is_valid(reports["xunit1"])
    assert {"testcase@file", "testcase@line"} <= set(junit10_problems(reports["xunit1"]))


def test_junit_all_exercises_read_back_with_xunitparser(tmp_path: Path) -> None:
    """`--all`: xunitparser reads every suite's properties into one mapping (a repeated name fails) and checks the
    totals on <testsuites> against the testcases it read."""
    import xunitparser  # in the test extra: a missing reader must fail the suite, not skip it

    output = tmp_path / "all.xml"
    run = run_kata("grade", "--all", "--reference", "--format", "junit", "--output", str(output))
    assert run.code == 0, run.err
    suite, result = xunitparser.parse(str(output))
    assert result.testsRun == sum(len(exercise.cases) for exercise in COURSE.exercises)
    assert {f"{exercise.name}.file" for exercise in COURSE.exercises} <= set(suite.properties)


def test_junit_a_check_that_did_not_run_is_skipped(documents: Documents) -> None:
    """The random inputs, not compared while cases fail, are a <skipped> testcase counted on its suite."""
    root = ET.fromstring(documents["wrong", "junit"][1])
    suite = root.find("testsuite")
    assert suite is not None
    skipped = suite.find("testcase[@name='random_inputs']/skipped")
    assert skipped is not None and skipped.get("message", "").startswith("not run: ")
    assert suite.get("skipped") == "1" and int(suite.get("tests", "0")) == len(suite.findall("testcase"))


# ---------------------------------------------------------------------------------------------------------------
# Gradescope: the autograder specification (results.json)


@pytest.mark.parametrize("label", list(SUBMITTED))
def test_gradescope_results_follow_the_specification(documents: Documents, label: str) -> None:
    assert_gradescope(json.loads(documents[label, "gradescope"][1]))


def test_gradescope_max_score_is_the_same_for_every_submission(documents: Documents) -> None:
    """Right, wrong, raising or not even loading: the same tests, so the same points on offer."""
    documents_ = [json.loads(documents[label, "gradescope"][1]) for label in SUBMITTED]
    assert len({document["max_score"] for document in documents_}) == 1
    assert len({tuple(test["name"] for test in document["tests"]) for document in documents_}) == 1
    wrong = json.loads(documents["wrong", "gradescope"][1])
    random = wrong["tests"][-1]
    assert random["name"] == "chunk_words: random_inputs" and random["score"] == 0 and random["max_score"] == 1
    assert random["output"].startswith("not run: ")


def test_gradescope_an_error_shows_its_traceback_and_line(documents: Documents) -> None:
    """A student sees where their code failed: the traceback with the file's line, in the test and on top."""
    raised = json.loads(documents["surrogate", "gradescope"][1])["tests"][0]["output"]
    assert 'raises_lone_surrogate.py", line 5, in solve' in raised and "ValueError: \\udfff" in raised
    unloadable = json.loads(documents["syntax", "gradescope"][1])
    assert 'syntax_error.py", line 2' in unloadable["tests"][0]["output"]
    assert "could not be loaded" in unloadable["output"] and "SyntaxError" in unloadable["output"]


@pytest.fixture(scope="module")
def whole_course_runs(tmp_path_factory: pytest.TempPathFactory) -> Callable[[bool], dict[str, Any]]:
    """`kata grade --all --format gradescope` in a copy of the course: with the stubs, or with every reference
    copied in as the learner's files (a perfect run, random inputs compared)."""
    course = copy_course(tmp_path_factory.mktemp("whole") / "course")

    def run(perfect: bool) -> dict[str, Any]:
        for exercise in COURSE.exercises:
            source = (course / "solutions" if perfect else course / ".stubs") / f"{exercise.name}.py"
            shutil.copy2(source, course / "exercises" / f"{exercise.name}.py")
        output = course / "results.json"
        result = run_kata("grade", "--all", "--format", "gradescope", "--output", str(output), cwd=course)
        assert result.code == (0 if perfect else 1), result.err
        return json.loads(output.read_text(encoding="utf-8"))

    return run


def test_gradescope_max_score_of_the_whole_course_does_not_depend_on_the_submission(
    whole_course_runs: Callable[[bool], dict[str, Any]],
) -> None:
    """The untouched stubs and a perfect course offer the same points (they differed by the random inputs)."""
    stubs, perfect = whole_course_runs(False), whole_course_runs(True)
    assert_gradescope(stubs)
    assert_gradescope(perfect)
    assert stubs["max_score"] == perfect["max_score"] == perfect["score"] > 0
    assert [test["name"] for test in stubs["tests"]] == [test["name"] for test in perfect["tests"]]


# ---------------------------------------------------------------------------------------------------------------
# A file name no format was written for: an escape code, a byte that is not UTF-8, a backtick and a pipe.


@pytest.fixture(scope="module")
def oddly_named(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("odd")
    path = folder / "my\x1b[31m\udcff`chunk|words`.py"  # \udcff: the byte 0xff of a name that is not UTF-8
    shutil.copy(STEP_BY_SIZE, path)
    return path


@pytest.mark.parametrize("report", FORMATS)
def test_a_graded_file_with_control_characters_in_its_name_gives_a_valid_document(
    oddly_named: Path, tmp_path: Path, report: str
) -> None:
    code, text = grade_document(tmp_path, oddly_named, report)
    assert code == 1 and "\x1b" not in text
    if report == "junit":
        assert junit10_problems(text) == []  # well-formed, and importable
        assert "my\\x1b[31m\\udcff`chunk|words`.py" in text
    elif report == "json":
        assert_exercism_v3(json.loads(text))
    else:
        assert_gradescope(json.loads(text))


def summary_rows(markdown: str) -> list[list[str]]:
    """The job summary's table as GitHub draws it: each body row's cells, rendered (GFM tables)."""
    from markdown_it import MarkdownIt

    html = MarkdownIt("commonmark").enable("table").render(markdown)
    rows = re.findall(r"<tr>\n(.*?)</tr>", html.split("<tbody>", 1)[1], flags=re.DOTALL)
    return [re.findall(r"<td[^>]*>(.*?)</td>", row, flags=re.DOTALL) for row in rows]


def test_github_summary_keeps_an_odd_file_name_in_its_cell(oddly_named: Path, tmp_path: Path) -> None:
    """A backtick or a pipe in the file name stays in the file column, as code; the row keeps its five cells."""
    summary = tmp_path / "summary.md"
    env = {"GITHUB_STEP_SUMMARY": str(summary), "GITHUB_ACTIONS": "true"}
    run = run_kata("grade", "chunk_words", "--file", str(oddly_named), "--format", "plain", env=env)
    assert run.code == 1 and "internal error" not in run.err, run.err
    rows = summary_rows(summary.read_bytes().decode("utf-8"))
    assert len(rows) == 1 and len(rows[0]) == 5, rows
    assert rows[0][1].startswith("<code>") and "\\x1b[31m\\udcff`chunk|words`.py</code>" in rows[0][1], rows
    assert "1 not run" in rows[0][4]
