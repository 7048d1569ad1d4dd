"""`kata release` keeps cases.yaml as the instructor wrote it: schema line, comments and wrapping stay; only
hidden cases (and the comments right above them), `random:` and keys the copy has no use for go, and every
public answer is stated. Read back, the file is the public document the release computes."""

from __future__ import annotations

from pathlib import Path

import yaml
from conftest import copy_course, run_kata

from grader.classroom.cases_text import learner_text

WRITTEN = """\
# yaml-language-server: $schema=./grader/course/cases.schema.json
# The instructor's own words about the course.
one:
  title: First
  hints:
    - text: >-
        A hint wrapped by hand
        over two lines.
  cases:
    # A visible case.
    - name: a
      input: {x: 1}
      tags: [t]
    # What the hidden case checks: must not reach a learner.
    - name: secret
      input: {x: "hidden text"}
      hidden: true
    - name: b
      input:
        x: 2
  random: 40
two:
  title: Second
  cases:
    - name: c
      input: {x: 3}
      expected: 9
    - name: last_hidden
      input: {x: 4}
      hidden: true
"""


def edited(answers: dict[tuple[str, str], object]) -> str:
    return learner_text(
        WRITTEN,
        keep_exercise=lambda name: True,
        keep_case=lambda exercise, case: "hidden" not in case and case != "secret",
        dropped_keys={"exercise": ("random",), "case": ("hidden",)},
        answers=answers,
    )


def test_dropped_parts_go_whole_and_every_other_line_stays() -> None:
    text = edited({("one", "a"): [1, "x"], ("one", "b"): {"k": "v\tw"}})
    assert yaml.safe_load(text) == {
        "one": {
            "title": "First",
            "hints": [{"text": "A hint wrapped by hand over two lines."}],
            "cases": [
                {"name": "a", "input": {"x": 1}, "tags": ["t"], "expected": [1, "x"]},
                {"name": "b", "input": {"x": 2}, "expected": {"k": "v\tw"}},
            ],
        },
        "two": {"title": "Second", "cases": [{"name": "c", "input": {"x": 3}, "expected": 9}]},
    }
    assert text.startswith("# yaml-language-server:")
    for kept in ("# The instructor's own words", "        A hint wrapped by hand\n", "    # A visible case."):
        assert kept in text
    for gone in ("secret", "hidden", "What the hidden case checks", "random", "last_hidden"):
        assert gone not in text


def test_a_release_keeps_the_course_file_as_written(tmp_path: Path) -> None:
    course = copy_course(tmp_path / "course")
    out = tmp_path / "learner"
    run = run_kata("release", str(out), cwd=course)
    assert run.code == 0, run.err
    written = (course / "cases.yaml").read_text(encoding="utf-8").splitlines()
    released = (out / "cases.yaml").read_text(encoding="utf-8").splitlines()
    assert released[0] == written[0] and released[0].startswith("# yaml-language-server:")
    comments = [line for line in written if line.lstrip().startswith("#")]
    assert [line for line in comments if line not in released] == []  # the course has no hidden-case comment
    # Every released line is the instructor's, but for the header and the answers the copy must state.
    new = [line for line in released if line not in written]
    assert all(line.lstrip().startswith(("expected: ", "# ")) for line in new), new
    assert "hidden: true" not in "\n".join(released) and "hidden_messy_text" not in "\n".join(released)
