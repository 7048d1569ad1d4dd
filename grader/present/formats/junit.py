"""PublicResults → JUnit XML, the test-report format GitLab, Jenkins and GitHub's test-report actions read.

Only the elements and attributes that the strictest common reader allows are written: the Jenkins xUnit
plugin validates every report against its junit-10.xsd before importing it, which allows `name`, `time`,
`classname` and `group` on a <testcase> and `name`, `time`, `tests`, `failures` and `errors` on <testsuites>.
So the graded file is a property of its suite, not an attribute of each testcase. Property names are unique
in the whole document (xunitparser reads every suite's properties into one mapping and refuses a repeated
name). Every text and attribute value is printable: XML 1.0 cannot hold control characters or lone surrogates.
"""

from __future__ import annotations

import socket
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from ..public import NotRun, PublicOutcome, PublicResult
from ..text import display_path, printable, public_message, truncated

if TYPE_CHECKING:
    from ...learner.progress import Progress

# Reporters show system-out as-is; keep a runaway print loop from bloating the CI artifact.
OUTPUT_LIMIT = 4000


def _seconds(value: float) -> str:
    return f"{max(value, 0.0):.3f}"


def _testcase(parent: ET.Element, result: PublicResult, outcome: PublicOutcome) -> None:
    case = outcome.case
    element = ET.SubElement(
        parent,
        "testcase",
        classname=printable(result.exercise.name),
        name=printable(case.name),
        time=_seconds(outcome.seconds),
    )
    if not outcome.verdict.passed:
        kind = str(outcome.verdict.traits.junit)
        message = public_message(outcome)
        detail = ET.SubElement(element, kind, message=message.split("\n", 1)[0], type=outcome.verdict.value)
        body = message
        if outcome.traceback:
            body += "\n\n" + printable(outcome.traceback.rstrip())
        detail.text = body
    if outcome.output:
        ET.SubElement(element, "system-out").text = printable(truncated(outcome.output, OUTPUT_LIMIT))


def _not_run(parent: ET.Element, result: PublicResult, check: NotRun) -> None:
    """A check that did not run this time: a skipped testcase, with the reason."""
    element = ET.SubElement(
        parent, "testcase", classname=printable(result.exercise.name), name=printable(check.case.name), time=_seconds(0)
    )
    ET.SubElement(element, "skipped", message=printable(check.reason))


def _counts(results: Sequence[PublicResult]) -> dict[str, str]:
    """tests, failures and errors (every <testsuites> and <testsuite> may carry these; skipped tests count in tests)."""
    outcomes = [outcome for result in results for outcome in result.outcomes]
    failures = sum(1 for outcome in outcomes if outcome.verdict.traits.junit == "failure")
    errors = sum(1 for outcome in outcomes if outcome.verdict.traits.junit == "error")
    tests = len(outcomes) + sum(len(result.not_run) for result in results)
    return {"tests": str(tests), "failures": str(failures), "errors": str(errors)}


def to_junit(results: Sequence[PublicResult], *, timestamp: datetime | None = None) -> str:
    """One <testsuite> per exercise inside <testsuites>, one <testcase> per case."""
    when = (timestamp or datetime.now(UTC)).replace(microsecond=0).isoformat()
    total = _seconds(sum(result.seconds for result in results))
    root = ET.Element("testsuites", {"name": "chunk-kata", "time": total, **_counts(results)})
    for result in results:
        name = printable(result.exercise.name)
        attributes = {
            "name": name,
            "timestamp": when,
            "hostname": printable(socket.gethostname() or "localhost"),
            "time": _seconds(result.seconds),
            **_counts([result]),
            # <testsuite> (unlike <testsuites>) may say how many were skipped.
            "skipped": str(len(result.not_run)),
        }
        suite = ET.SubElement(root, "testsuite", attributes)
        properties = ET.SubElement(suite, "properties")
        # Named after the exercise: unique across the suites of a `--all` report.
        ET.SubElement(properties, "property", name=f"{name}.title", value=printable(result.exercise.title))
        ET.SubElement(properties, "property", name=f"{name}.file", value=display_path(result.file))
        if result.isolation:  # what protected the run, every protection named
            ET.SubElement(properties, "property", name=f"{name}.isolation", value=printable(result.isolation))
        for outcome in result.outcomes:
            _testcase(suite, result, outcome)
        for check in result.not_run:
            _not_run(suite, result, check)
        if result.load_error:
            ET.SubElement(suite, "system-err").text = printable(f"The file could not be graded: {result.load_error}")
    return _serialize(root)


def error(message: str) -> str:
    """A run that could not grade: one errored test, so CI shows the reason instead of "no tests"."""
    root = ET.Element("testsuites", name="chunk-kata", tests="1", failures="0", errors="1", time="0.000")
    suite = ET.SubElement(
        root, "testsuite", name="kata", tests="1", failures="0", errors="1", skipped="0", time="0.000"
    )
    case = ET.SubElement(suite, "testcase", classname="kata", name="grading", time="0.000")
    text = printable(message)
    ET.SubElement(case, "error", message=text.split("\n", 1)[0], type="grading error").text = text
    return _serialize(root)


def render(results: Sequence[PublicResult], progress: Progress | None = None) -> str:
    return to_junit(results)


def _serialize(root: ET.Element) -> str:
    ET.indent(root)
    text = ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"
    # GitHub's runner obeys `::command` at the start of a line and `##[command]` anywhere: the learner's text
    # spells them with character references (the same text to any XML reader). Only text and attribute
    # values can hold them: no tag or name of this document does.
    return text.replace("##[", "##&#91;").replace("::", ":&#58;")
