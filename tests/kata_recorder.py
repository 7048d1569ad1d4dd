"""A pytest plugin for tests/test_one_door.py: beside `pytest --kata`, it writes what each case's test reported.

For every case test (keyed `EX::CASE`) it records the test's outcome (passed, failed, skipped) and the verdict and
public message of the graded outcome the kata plugin explained, as JSON, to the file named by KATA_RECORD.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

_RECORDED: dict[str, dict[str, Any]] = {}


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    if call.when != "call" or not hasattr(item, "case"):
        return
    from grader.present.text import public_message

    outcome = item.tests.outcome_of(item.case)  # type: ignore[attr-defined]
    graded = hasattr(outcome, "verdict")
    _RECORDED[f"{item.parent.name}::{item.name}"] = {
        "test": report.get_result().outcome,
        "verdict": outcome.verdict.value if graded else "not run",
        "message": public_message(outcome) if graded else outcome.reason,
    }


def pytest_sessionfinish(session: pytest.Session) -> None:
    path = os.environ.get("KATA_RECORD")
    if path:
        with open(path, "w", encoding="utf-8") as file:
            json.dump(_RECORDED, file, indent=1, ensure_ascii=False)
