"""CI formats of `kata grade`: JUnit XML, Gradescope results.json, the GitHub job summary and annotations."""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import ROOT, SMALL_COURSE, run_kata

from grader.present.formats.github import escape_data, escape_property

# A classic mistake (the window moves a whole chunk), printing control characters on the way.
STEP_BY_SIZE = """
def solve(text, size, overlap):
    print("step\\x1b[31m by\\x00 size")
    words = text.split()
    return [" ".join(words[i:i + size]) for i in range(0, len(words), size)]
"""

HIDDEN_INPUT_WORDS = "late,  said the  Cat"  # from the hidden case hidden_messy_text


@pytest.fixture(scope="module")
def wrong_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("submission") / "chunk_words.py"
    path.write_text(STEP_BY_SIZE, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def junit_text(wrong_file: Path, tmp_path_factory: pytest.TempPathFactory) -> str:
    output = tmp_path_factory.mktemp("junit") / "report.xml"
    run = run_kata("grade", "chunk_words", "--file", str(wrong_file), "--format", "junit", "--output", str(output))
    assert run.code == 1, run.err
    return output.read_text(encoding="utf-8")


def test_junit_has_one_suite_per_exercise_and_one_testcase_per_case(junit_text: str) -> None:
    """The XML parses; <testsuites> holds a <testsuite> named after the exercise with a <testcase> per case."""
    root = ET.fromstring(junit_text)
    assert root.tag == "testsuites"
    suites = root.findall("testsuite")
    assert [suite.get("name") for suite in suites] == ["chunk_words"]
    cases = suites[0].findall("testcase")
    assert len(cases) == int(suites[0].get("tests", "-1")) == int(root.get("tests", "-1"))
    assert all(case.get("classname") == "chunk_words" for case in cases)
    assert all(float(case.get("time", "x")) >= 0 for case in cases)
    failed = [case for case in cases if case.find("failure") is not None]
    assert len(failed) == int(suites[0].get("failures", "-1")) > 0
    assert suites[0].get("errors") == "0"


def test_junit_failure_names_the_verdict_and_the_pitfall(junit_text: str) -> None:
    """A wrong answer is a <failure> whose message says so and names the known mistake."""
    root = ET.fromstring(junit_text)
    case = root.find(".//testcase[@name='example_the_cat_sat']")
    assert case is not None
    failure = case.find("failure")
    assert failure is not None
    assert failure.get("type") == "wrong answer"
    assert failure.get("message", "").startswith("wrong answer: ")
    assert "step_by_size" in (failure.text or "")


def test_junit_keeps_output_and_control_characters_stay_valid_xml(junit_text: str) -> None:
    """Captured prints go to <system-out>, with control characters shown as \\xNN so the XML stays valid."""
    root = ET.fromstring(junit_text)
    out = root.find(".//testcase[@name='example_the_cat_sat']/system-out")
    assert out is not None
    assert "step\\x1b[31m by\\x00 size" in (out.text or "")


def test_junit_never_shows_a_hidden_case_input(junit_text: str) -> None:
    """A hidden case appears by name with its verdict, but its input text is nowhere in the file."""
    root = ET.fromstring(junit_text)
    assert root.find(".//testcase[@name='hidden_messy_text']") is not None
    assert HIDDEN_INPUT_WORDS not in junit_text
    assert "said the" not in junit_text and "The END" not in junit_text  # nor any chunk of its answers


def test_junit_reads_back_with_junitparser(junit_text: str, tmp_path: Path) -> None:
    """junitparser, the parser many CI report tools build on, reads the same counts and verdicts."""
    junitparser = pytest.importorskip("junitparser")
    path = tmp_path / "report.xml"
    path.write_text(junit_text, encoding="utf-8")
    xml = junitparser.JUnitXml.fromfile(str(path))
    suites = list(xml)
    assert [suite.name for suite in suites] == ["chunk_words"]
    cases = list(suites[0])
    assert suites[0].tests == len(cases)
    wrong = [case for case in cases if case.result and isinstance(case.result[0], junitparser.Failure)]
    assert len(wrong) == suites[0].failures
    assert all(case.classname == "chunk_words" for case in cases)


def test_junit_reports_an_unloadable_file_as_errors(tmp_path: Path) -> None:
    """A file with a syntax error gives <error> elements (not failures): nothing could be judged."""
    broken = tmp_path / "chunk_words.py"
    broken.write_text("def solve(:\n", encoding="utf-8")
    output = tmp_path / "report.xml"
    run = run_kata("grade", "chunk_words", "--file", str(broken), "--format", "junit", "--output", str(output))
    assert run.code == 1
    root = ET.parse(output).getroot()
    suite = root.find("testsuite")
    assert suite is not None
    # Every case is an error; the comparison on random inputs did not run (skipped).
    assert int(suite.get("errors", "0")) + int(suite.get("skipped", "0")) == len(suite.findall("testcase")) > 1
    assert suite.find("testcase/error") is not None
    assert suite.find("testcase[@name='random_inputs']/skipped") is not None


def test_junit_reports_a_too_slow_answer_as_a_failure(tmp_path: Path) -> None:
    """A right answer 17 times as slow as the reference is the learner's fault, like a wrong one: a <failure>
    of type "too slow", counted in failures, not an <error> (which says nothing could be judged)."""
    slow = SMALL_COURSE / "submissions" / "timed_takes_3_5_s.py"
    output = tmp_path / "report.xml"
    run = run_kata(
        "grade", "timed", "--root", str(SMALL_COURSE), "--file", str(slow), "--format", "junit", "--output", str(output)
    )
    assert run.code == 1, run.err
    root = ET.parse(output).getroot()
    case = root.find("testsuite/testcase[@name='slow_enough_to_time']")
    assert case is not None and case.find("error") is None
    failure = case.find("failure")
    assert failure is not None and failure.get("type") == "too slow", ET.tostring(case, encoding="unicode")
    assert (root.get("failures"), root.get("errors")) == ("1", "0")


def test_gradescope_scores_points_and_hides_hidden_cases(wrong_file: Path, tmp_path: Path) -> None:
    """results.json: score and max_score add up the cases' points; a hidden case is 'after_published'."""
    output = tmp_path / "results.json"
    run = run_kata("grade", "chunk_words", "--file", str(wrong_file), "--format", "gradescope", "--output", str(output))
    assert run.code == 1, run.err
    document = json.loads(output.read_text(encoding="utf-8"))
    tests = document["tests"]
    assert {"name", "score", "max_score", "status", "output", "visibility"} <= set(tests[0])
    assert document["max_score"] == sum(test["max_score"] for test in tests) == len(tests)
    assert document["score"] == sum(test["score"] for test in tests if test["status"] == "passed")
    assert 0 < document["score"] < document["max_score"]
    assert {test["status"] for test in tests} == {"passed", "failed"}
    hidden = [test for test in tests if test["name"] == "chunk_words: hidden_messy_text"]
    assert hidden and hidden[0]["visibility"] == "after_published"
    text = output.read_text(encoding="utf-8")
    assert HIDDEN_INPUT_WORDS not in text and "The END" not in text


def test_gradescope_uses_points_from_cases_yaml(course_copy: Path, tmp_path: Path) -> None:
    """A case with `points: 5` is worth 5 in results.json (score and max_score)."""
    cases = course_copy / "cases.yaml"
    text = cases.read_text(encoding="utf-8")
    marker = "    - name: example_the_cat_sat\n"
    assert marker in text
    cases.write_text(text.replace(marker, marker + "      points: 5\n", 1), encoding="utf-8")
    output = tmp_path / "results.json"
    run = run_kata(
        "grade", "chunk_words", "--reference", "--format", "gradescope", "--output", str(output), cwd=course_copy
    )
    assert run.code == 0, run.err
    document = json.loads(output.read_text(encoding="utf-8"))
    first = next(test for test in document["tests"] if test["name"].endswith("example_the_cat_sat"))
    assert first["score"] == first["max_score"] == 5
    assert document["score"] == document["max_score"] == len(document["tests"]) + 4


def test_workflow_command_escaping() -> None:
    """%, CR and LF are escaped in messages; ':' and ',' too in properties, so a message cannot end a command."""
    assert escape_data("100% done\r\nnext") == "100%25 done%0D%0Anext"
    assert escape_property("a: b, c") == "a%3A b%2C c"


def test_github_summary_and_annotations(wrong_file: Path, tmp_path: Path) -> None:
    """With GITHUB_STEP_SUMMARY set the table is appended; under GITHUB_ACTIONS, failures become ::error lines."""
    summary = tmp_path / "summary.md"
    summary.write_text("earlier step\n", encoding="utf-8")
    env = {"GITHUB_STEP_SUMMARY": str(summary), "GITHUB_ACTIONS": "true"}
    run = run_kata("grade", "chunk_words", "--file", str(wrong_file), "--format", "plain", env=env)
    assert run.code == 1
    text = summary.read_text(encoding="utf-8")
    assert text.startswith("earlier step\n")  # appended, never replaced
    assert "| exercise | file | cases passed | points | verdicts |" in text
    row = next(line for line in text.splitlines() if line.startswith("| ❌ chunk_words"))
    assert "wrong answer" in row
    errors = [line for line in run.out.splitlines() if line.startswith("::error ")]
    assert errors, run.out
    first = errors[0]
    assert first.startswith(f"::error file={wrong_file.as_posix()},title=chunk_words%3A ")
    assert "%0ALikely mistake (step_by_size)" in first  # the message's line break, escaped
    assert "\r" not in first


def test_no_github_output_without_the_variables(wrong_file: Path) -> None:
    """Outside GitHub Actions nothing is annotated."""
    run = run_kata("grade", "chunk_words", "--file", str(wrong_file), "--format", "plain", env={"GITHUB_ACTIONS": ""})
    assert "::error" not in run.out


def test_json_format_is_unchanged_exercism(wrong_file: Path) -> None:
    """--format json is still Exercism's results.json v3 (stdout without --output), and hides hidden data."""
    run = run_kata("grade", "chunk_words", "--file", str(wrong_file), "--format", "json")
    document = json.loads(run.out)
    assert document["version"] == 3 and document["status"] == "fail"
    hidden = next(test for test in document["tests"] if test["name"].endswith("hidden_messy_text"))
    assert hidden["status"] == "fail" and "The END" not in run.out  # a hidden case's chunks are not quoted


def _kata_commands(workflow: dict) -> list[str]:
    """Every `kata …` line of every run step of a workflow (a line may end in a comment or `&&`)."""
    lines = []
    for job in workflow["jobs"].values():
        for step in job["steps"]:
            lines += [
                line.strip() for line in str(step.get("run", "")).splitlines() if line.strip().startswith("kata ")
            ]
    return lines


@pytest.mark.parametrize("name", ["github-actions.yml", "course-ci.yml"])
def test_the_example_workflows_run_real_kata_commands(name: str) -> None:
    """Every `kata` command in examples/*.yml parses with the real command line."""
    import shlex

    import yaml

    from grader.cli import build_parser

    workflow = yaml.safe_load((ROOT / "examples" / name).read_text(encoding="utf-8"))
    commands = _kata_commands(workflow)
    assert commands
    for command in commands:
        build_parser().parse_args(shlex.split(command.replace('"$sandbox"', "auto"))[1:])


def test_the_grading_workflow_uses_the_pinned_course_and_only_the_students_exercises() -> None:
    """The student's commit never supplies grader/, cases.yaml or the steps: the course is checked out at a
    pinned commit, only exercises/*.py is copied over, and the sandbox is required."""
    import shlex

    import yaml

    from grader.cli import build_parser

    workflow = yaml.safe_load((ROOT / "examples" / "github-actions.yml").read_text(encoding="utf-8"))
    steps = workflow["jobs"]["grade"]["steps"]
    checkouts = [step for step in steps if str(step.get("uses", "")).startswith("actions/checkout")]
    assert any(step["with"].get("ref") == "${{ env.COURSE_COMMIT }}" for step in checkouts)
    assert len(workflow["env"]["COURSE_COMMIT"]) == 40
    copy = next(step["run"] for step in steps if "Copy in only" in step.get("name", ""))
    assert "exercises/$name" in copy and "grader" not in copy and "cases.yaml" not in copy
    [grade] = _kata_commands(workflow)
    arguments = build_parser().parse_args(shlex.split(grade)[1:])
    assert arguments.sandbox == "require" and arguments.format == "junit" and arguments.output is not None
    assert any("junit" in str(step.get("uses", "")) for step in steps)


def test_the_course_workflow_runs_on_the_three_systems() -> None:
    import yaml

    workflow = yaml.safe_load((ROOT / "examples" / "course-ci.yml").read_text(encoding="utf-8"))
    systems = workflow["jobs"]["course"]["strategy"]["matrix"]["os"]
    assert set(systems) == {"ubuntu-latest", "macos-latest", "windows-latest"}


def test_junit_validates_against_the_schema_reporters_read(junit_text: str, tmp_path: Path) -> None:
    """The report, and the error document, are valid under tests/fixtures/junit.xsd; a broken file is not."""
    xmlschema = pytest.importorskip("xmlschema")
    from grader.present.formats.junit import error as error_junit

    schema = xmlschema.XMLSchema(str(ROOT / "tests" / "fixtures" / "junit.xsd"))
    schema.validate(junit_text)
    schema.validate(error_junit("cases.yaml:3: this is not valid YAML"))
    # The schema can fail: a testcase without a name is refused.
    with pytest.raises(xmlschema.XMLSchemaValidationError):
        schema.validate(junit_text.replace(' name="example_the_cat_sat"', "", 1))


def test_an_unwritable_summary_is_a_warning_not_a_failure(wrong_file: Path, tmp_path: Path) -> None:
    """GITHUB_STEP_SUMMARY pointing at a folder: the grade and its exit code stand, stderr says why."""
    run = run_kata(
        "grade",
        "chunk_words",
        "--file",
        str(wrong_file),
        "--format",
        "plain",
        env={"GITHUB_STEP_SUMMARY": str(tmp_path)},
    )
    assert run.code == 1
    assert "cannot append the job summary" in run.err


# Characters that reorder, break or command a line in some viewer: C1 controls (U+009B is an 8-bit CSI), the bidi
# overrides and isolates, the line and paragraph separators.
REORDERING = "\x85\x9b\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029"


@pytest.mark.parametrize("style", ["rich", "plain", "json", "junit", "gradescope"])
def test_no_format_carries_c1_controls_bidi_overrides_or_line_separators(style: str, tmp_path: Path) -> None:
    """A learner's output, error message and answer full of them: every report (and the job summary and the
    annotations beside it) shows each one escaped, in every format."""
    file = tmp_path / "chunk_words.py"
    file.write_text(
        f"TRICK = {REORDERING!r}\n"
        "def solve(text, size, overlap):\n"
        "    print('out' + TRICK)\n"
        "    if not text:\n"
        "        raise ValueError('err' + TRICK)\n"
        "    return ['chunk' + TRICK]\n",
        encoding="utf-8",
    )
    summary = tmp_path / "summary.md"
    output = tmp_path / "report"
    env = {"GITHUB_STEP_SUMMARY": str(summary), "GITHUB_ACTIONS": "true"}
    run = run_kata("grade", "chunk_words", "--file", str(file), "--format", style, "--output", str(output), env=env)
    assert run.code == 1, run.err
    for text in (run.out, run.err, output.read_text(encoding="utf-8"), summary.read_text(encoding="utf-8")):
        assert not set(REORDERING) & set(text), [char for char in REORDERING if char in text]


def test_the_grading_workflow_copies_a_link_as_a_link(tmp_path: Path) -> None:
    """The example workflow's copy step, run as it is written: a student's exercises/chunk_words.py that links to
    the course's reference arrives as a link (never as the reference's text), which kata then refuses."""
    import subprocess

    import yaml

    workflow = yaml.safe_load((ROOT / "examples" / "github-actions.yml").read_text(encoding="utf-8"))
    copy = next(step["run"] for step in workflow["jobs"]["grade"]["steps"] if "Copy in only" in step.get("name", ""))
    (tmp_path / "course" / "exercises").mkdir(parents=True)
    (tmp_path / "course" / "exercises" / "chunk_words.py").write_text("# the stub\n", encoding="utf-8")
    (tmp_path / "submission" / "exercises").mkdir(parents=True)
    reference = tmp_path / "course" / "solutions" / "chunk_words.py"
    (tmp_path / "submission" / "exercises" / "chunk_words.py").symlink_to(reference)
    subprocess.run(["bash", "-euo", "pipefail", "-c", copy], cwd=tmp_path, check=True)
    copied = tmp_path / "course" / "exercises" / "chunk_words.py"
    assert copied.is_symlink() and Path(os.readlink(copied)) == reference
