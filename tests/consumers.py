"""The rules each consumer of a results file applies, written from its specification; shared by the tests.

- Exercism: building/tooling/test-runners/interface.md (results.json version 3).
- Jenkins xUnit plugin: junit-10.xsd, against which it validates a JUnit report before importing it.
- Gradescope: the autograder specification (results.json).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

EXERCISM_TOP = {"version", "status", "message", "tests"}
# Our own additions, documented in the format's module and ignored by Exercism: each exercise's summary (written
# with progress), and what protected each run.
EXERCISM_EXTENSIONS = {"exercises", "isolation"}
EXERCISM_TEST = {"name", "test_code", "status", "message", "output", "task_id"}
EXERCISM_MESSAGE_LIMIT = 65535
EXERCISM_OUTPUT_LIMIT = 500


def assert_exercism_v3(document: dict[str, Any]) -> None:
    """What the interface requires of a results.json of version 3."""
    assert set(document) <= EXERCISM_TOP | EXERCISM_EXTENSIONS, set(document)
    assert document["version"] == 3
    status = document["status"]
    assert status in ("pass", "fail", "error")
    if status == "error":
        # "No test was executed": the reason is the top-level message, the only thing the student sees.
        assert isinstance(document["message"], str) and document["message"].strip()
        assert len(document["message"]) <= EXERCISM_MESSAGE_LIMIT
        assert document.get("tests", []) == []
        return
    assert document.get("message") is None  # omitted or null unless the status is error
    tests = document["tests"]
    assert isinstance(tests, list) and tests
    for test in tests:
        assert set(test) <= EXERCISM_TEST, set(test)
        assert isinstance(test["name"], str) and test["name"]
        assert test["status"] in ("pass", "fail", "error")
        if test["status"] != "pass":
            assert isinstance(test["message"], str) and test["message"]
        if "output" in test:
            assert isinstance(test["output"], str) and len(test["output"]) <= EXERCISM_OUTPUT_LIMIT
        if "task_id" in test:
            assert isinstance(test["task_id"], int) and not isinstance(test["task_id"], bool)
        if "test_code" in test:
            assert isinstance(test["test_code"], str)
    # pass: every test passed; fail: at least one test failed or errored.
    expected = "pass" if all(test["status"] == "pass" for test in tests) else "fail"
    assert status == expected


JUNIT10_ATTRIBUTES = {
    "testsuites": {"name", "time", "tests", "failures", "errors"},
    "testsuite": {
        *("name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp"),
        *("hostname", "id", "package", "file", "log", "url"),
    },
    "properties": set(),
    "property": {"name", "value"},
    "testcase": {"name", "time", "classname", "group"},
    "failure": {"type", "message"},
    "error": {"type", "message"},
    "skipped": {"type", "message"},
    "system-out": set(),
    "system-err": set(),
}
JUNIT10_REQUIRED = {
    "testsuite": {"name", "tests", "failures", "errors"},
    "property": {"name", "value"},
    "testcase": {"name"},
}
JUNIT10_CHILDREN = {
    "testsuites": {"testsuite"},
    "testsuite": {"testsuite", "properties", "testcase", "system-out", "system-err"},
    "properties": {"property"},
    "testcase": {"skipped", "error", "failure", "system-out", "system-err"},
}
# The schema's time type: digits in groups of three separated by commas, then an optional fraction.
JUNIT10_TIME = re.compile(r"(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?")


def junit10_problems(text: str) -> list[str]:
    """What the xUnit plugin's junit-10.xsd refuses in this report (empty when it would import it)."""
    root = ET.fromstring(text)
    problems = [] if root.tag in ("testsuites", "testsuite") else [f"root <{root.tag}>"]
    for element in root.iter():
        allowed = JUNIT10_ATTRIBUTES.get(element.tag)
        if allowed is None:
            problems.append(f"element <{element.tag}>")
            continue
        problems += [f"{element.tag}@{name}" for name in sorted(set(element.attrib) - allowed)]
        problems += [
            f"{element.tag} without @{name}"
            for name in sorted(JUNIT10_REQUIRED.get(element.tag, set()))
            if name not in element.attrib
        ]
        children = JUNIT10_CHILDREN.get(element.tag, set())
        problems += [f"<{child.tag}> in <{element.tag}>" for child in element if child.tag not in children]
        time = element.attrib.get("time") if element.tag in ("testsuites", "testsuite") else None
        if time is not None and not JUNIT10_TIME.fullmatch(time):
            problems.append(f"{element.tag}@time={time!r}")
    return problems


GRADESCOPE_TOP = {
    *("score", "execution_time", "output", "output_format", "test_output_format", "test_name_format"),
    *("visibility", "stdout_visibility", "extra_data", "tests", "leaderboard"),
}
# Our addition (SPEC §6): the points on offer, which Gradescope adds up from the tests itself.
GRADESCOPE_EXTENSIONS = {"max_score"}
GRADESCOPE_TEST = {
    *("score", "max_score", "status", "name", "name_format", "number", "output", "output_format", "tags"),
    *("visibility", "extra_data"),
}
GRADESCOPE_VISIBILITY = {"hidden", "after_due_date", "after_published", "visible"}


def assert_gradescope(document: dict[str, Any]) -> None:
    """What the specification says of each field; and a test's status agrees with its points."""
    assert set(document) <= GRADESCOPE_TOP | GRADESCOPE_EXTENSIONS, set(document)
    assert isinstance(document["score"], int | float)
    assert document.get("visibility", "visible") in GRADESCOPE_VISIBILITY
    assert document.get("stdout_visibility", "hidden") in GRADESCOPE_VISIBILITY
    assert isinstance(document.get("output", ""), str)
    tests = document["tests"]
    for test in tests:
        assert set(test) <= GRADESCOPE_TEST, set(test)
        assert isinstance(test["name"], str) and isinstance(test["output"], str)
        assert isinstance(test["score"], int | float) and isinstance(test["max_score"], int | float)
        assert 0 <= test["score"] <= test["max_score"]
        assert test["status"] in ("passed", "failed")
        assert (test["status"] == "passed") == (test["score"] == test["max_score"])
        assert test.get("visibility", "visible") in GRADESCOPE_VISIBILITY
        assert isinstance(test.get("number", ""), str) and all(isinstance(tag, str) for tag in test.get("tags", []))
    assert document["score"] == sum(test["score"] for test in tests)
    assert document["max_score"] == sum(test["max_score"] for test in tests)
