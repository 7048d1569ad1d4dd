"""`kata cases add`: the reference fills `expected`, and the rest of cases.yaml stays byte for byte."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
import yaml
from conftest import ROOT, run_kata

from grader.course.loader import load_course
from grader.instructor.add import flow, insert_case, quoted

INPUT = '{"text": "one\\t\\ttwo three", "size": 2, "overlap": 1}'


def _added_block(before: bytes, after: bytes) -> tuple[bytes, bytes, bytes]:
    """Split `after` into (same start, inserted lines, same end) around what differs from `before`."""
    start = 0
    while start < len(before) and before[start] == after[start]:
        start += 1
    start = before.rfind(b"\n", 0, start) + 1  # the insertion begins at a line start
    end = len(after) - (len(before) - start)
    return after[:start], after[start:end], after[end:]


class TestAdd:
    def test_appends_after_the_last_case_and_keeps_every_other_byte(self, course_copy: Path) -> None:
        """Only the new lines appear, at the end of the exercise's cases; comments and layout are untouched."""
        cases = course_copy / "cases.yaml"
        before = cases.read_bytes()
        run = run_kata(
            "cases", "add", "chunk_words", "--name", "two_tabs", "--input", INPUT, "--tag", "edge", cwd=course_copy
        )
        assert run.code == 0, run.err
        after = cases.read_bytes()
        head, block, tail = _added_block(before, after)
        assert head + tail == before
        assert block == (
            b"    - name: two_tabs\n"
            b'      input: {text: "one\\t\\ttwo three", size: 2, overlap: 1}\n'
            b'      expected: ["one two", "two three"]\n'
            b"      tags: [edge]\n"
        )
        # It went after chunk_words' last case, before the blank line and the next exercise.
        assert tail.startswith(b"\nchunk_stdin:\n")
        assert before.count(b"#") == after.count(b"#") > 10  # every comment kept
        course = load_course(course_copy)
        added = course.exercise("chunk_words").cases[-1]
        assert (added.name, added.expected, added.tags) == ("two_tabs", ["one two", "two three"], ("edge",))
        assert "expected (from the reference): ['one two', 'two three']" in run.out
        assert "catches pitfalls:" in run.out and "split_on_spaces_only" in run.out

    def test_a_duplicate_name_is_refused_and_nothing_is_written(self, course_copy: Path) -> None:
        """The name is taken: exit 2 naming the line of the existing case; cases.yaml is unchanged."""
        cases = course_copy / "cases.yaml"
        before = cases.read_bytes()
        run = run_kata("cases", "add", "chunk_words", "--name", "tab_between_words", "--input", INPUT, cwd=course_copy)
        assert run.code == 2
        assert "already has a case named 'tab_between_words' (cases.yaml line" in run.err
        assert cases.read_bytes() == before

    @pytest.mark.parametrize(
        ("exercise", "arguments", "reason"),
        [
            (
                "chunk_words",
                ["--arg", "text=a b", "--arg", "size=2", "--arg", "overlap=1", "--arg", "colour=red"],
                "would not load: exercise chunk_words, case bad_input: argument 'colour' is not one of",
            ),
            (
                "chunk_words",
                ["--input", '{"text": "a b", "size": "2", "overlap": 0}'],
                "would not load: exercise chunk_words, case bad_input: argument 'size' is a string here",
            ),
            (
                "merge_hits",
                ["--input", '{"text": "a b c", "size": 2, "overlap": 1, "hits": [0.5]}'],
                "the reference rejects the new case's input (error: TypeError",
            ),
        ],
        ids=["unknown_argument", "size_is_a_string", "reference_raises"],
    )
    def test_an_input_unlike_the_other_cases_or_that_the_reference_rejects_is_refused_with_the_reason(
        self, course_copy: Path, exercise: str, arguments: list[str], reason: str
    ) -> None:
        """Arguments unlike the other cases' are refused by the loader; the reference raising, by the worker."""
        cases = course_copy / "cases.yaml"
        before = cases.read_bytes()
        run = run_kata("cases", "add", exercise, "--name", "bad_input", *arguments, cwd=course_copy)
        assert run.code == 2, run.out
        assert reason in run.err, run.err
        assert cases.read_bytes() == before

    def test_dry_run_shows_the_case_and_writes_nothing(self, course_copy: Path) -> None:
        """--dry-run prints the YAML and the expected answer, and leaves the file alone."""
        cases = course_copy / "cases.yaml"
        before = cases.read_bytes()
        run = run_kata(
            "cases",
            "add",
            "chunk_stdin",
            "--name",
            "bad_line_one",
            "--arg",
            'stdin="3 x\na b"',
            "--dry-run",
            cwd=course_copy,
        )
        assert run.code == 0, run.err
        assert "- name: bad_line_one" in run.out and "Dry run: nothing written" in run.out
        assert "catches pitfalls: prints_error_on_stdout" in run.out
        assert cases.read_bytes() == before

    def test_a_multi_line_arg_keeps_its_line_breaks_and_outer_spaces(self, course_copy: Path) -> None:
        """--arg $'text=one\\ntwo' is the text as typed: YAML would fold the line break into a space."""
        run = run_kata(
            "cases", "add", "chunk_words", "--name", "line_break_in_text",
            "--arg", "text= one\ntwo three ", "--arg", "size=2", "--arg", "overlap=1", cwd=course_copy,
        )  # fmt: skip
        assert run.code == 0, run.err
        case = load_course(course_copy).exercise("chunk_words").cases[-1]
        assert case.name == "line_break_in_text" and case.input["text"] == " one\ntwo three "
        assert case.expected == ["one two", "two three"]

    def test_invisible_characters_are_written_escaped(self, course_copy: Path) -> None:
        """A no-break space or a zero-width joiner is written as an escape, so cases.yaml shows what the case is."""
        cases = course_copy / "cases.yaml"
        before = cases.read_bytes()
        text = "a\u00a0b\u200dc d"
        run = run_kata(
            "cases", "add", "chunk_words", "--name", "invisible_separators",
            "--arg", f"text={text}", "--arg", "size=2", "--arg", "overlap=0", cwd=course_copy,
        )  # fmt: skip
        assert run.code == 0, run.err
        added = _added_block(before, cases.read_bytes())[1].decode("utf-8")
        assert '"a\\xa0b\\u200dc d"' in added and "\u00a0" not in added and "\u200d" not in added
        assert load_course(course_copy).exercise("chunk_words").cases[-1].input["text"] == text


class TestText:
    def test_insertion_keeps_crlf_line_endings_and_a_missing_final_newline(self) -> None:
        """A CRLF file gets CRLF lines; a file without a final newline gets one before the new case."""
        original = "ex:\r\n  title: T\r\n  cases:\r\n    - name: a\r\n      input: {x: 1}  # note"
        updated, line = insert_case(original, "ex", "    - name: b\n      input: {x: 2}\n")
        assert updated == original + "\r\n    - name: b\r\n      input: {x: 2}\r\n"
        assert line == 6

    def test_comments_below_the_last_case_stay_with_it(self) -> None:
        """An indented comment right after the last case belongs to it; the next exercise's comment does not."""
        original = "ex:\n  cases:\n    - name: a\n      input: {x: 1}\n      # about a\n\n# about next\nnext: 1\n"
        updated, _ = insert_case(original, "ex", "    - name: b\n")
        assert updated == original.replace("# about a\n", "# about a\n    - name: b\n")

    @pytest.mark.parametrize("text", ['say "hi"\\', "tab\there\r\n", "\x00\x85\u2028\ufeff", "日本語 😀", ""])
    def test_quoted_strings_read_back_exactly(self, text: str) -> None:
        """Quotes, backslashes, control characters and YAML's own line breaks survive the round trip."""
        import yaml

        assert yaml.safe_load(quoted(text)) == text
        assert yaml.safe_load(flow({"text": text, "on": True, "n": [1, 2.5, None]})) == {
            "text": text,
            "on": True,
            "n": [1, 2.5, None],
        }


def test_the_contributing_example_runs_as_written(course_copy: Path) -> None:
    """CONTRIBUTING's `kata cases add` example works as a contributor pastes it: its case name is a new one."""
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    section = text.split("## Adding a case", 1)[1].split("\n## ", 1)[0]
    (block,) = re.findall(r"```sh\n(.*?)```", section, flags=re.DOTALL)
    command = shlex.split(block.replace("\\\n", " "))
    assert command[:3] == ["kata", "cases", "add"]
    run = run_kata(*command[1:], cwd=course_copy)
    assert run.code == 0, run.err
    assert "Dry run: nothing written" in run.out


def test_a_private_cases_file_takes_the_courses_kinds_and_cases_add_writes_to_it(course_copy: Path) -> None:
    """keeps_whole answers yes/no: a private file need not say so. `cases add --cases FILE` makes the file,
    adds a block per exercise and then appends to it; the course's own cases.yaml never changes."""
    private = course_copy / "private.yaml"
    course_file = (course_copy / "cases.yaml").read_bytes()
    keeps = ["keeps_whole", "--input", '{"text": "a b c d", "size": 2, "overlap": 1, "answer": "b c"}']
    first = run_kata("cases", "add", *keeps[:1], "--name", "private_answer_in_the_middle", *keeps[1:],
                     "--cases", str(private), cwd=course_copy)  # fmt: skip
    assert first.code == 0, first.err
    words = ["chunk_words", "--input", '{"text": "a b c", "size": 2, "overlap": 0}']
    second = run_kata("cases", "add", words[0], "--name", "private_two_chunks", *words[1:],
                      "--cases", str(private), "--hidden", cwd=course_copy)  # fmt: skip
    assert second.code == 0, second.err
    third = run_kata("cases", "add", *keeps[:1], "--name", "private_second", *keeps[1:], "--cases", str(private),
                     cwd=course_copy)  # fmt: skip
    assert third.code == 0, third.err
    loaded = yaml.safe_load(private.read_text(encoding="utf-8"))
    assert [case["name"] for case in loaded["keeps_whole"]["cases"]] == [
        "private_answer_in_the_middle",
        "private_second",
    ]
    assert loaded["keeps_whole"]["cases"][0]["expected"] is True and "returns" not in loaded["keeps_whole"]
    assert loaded["chunk_words"]["cases"] == [
        {"name": "private_two_chunks", "input": {"text": "a b c", "size": 2, "overlap": 0},
         "expected": ["a b", "c"], "hidden": True}
    ]  # fmt: skip
    assert (course_copy / "cases.yaml").read_bytes() == course_file
    graded = run_kata("grade", "keeps_whole", "--reference", "--cases", str(private), "--format", "json",
                      cwd=course_copy)  # fmt: skip
    assert graded.code == 0, graded.out + graded.err
    assert any(test["name"].endswith("private_second") for test in graded.json()["tests"])
    again = run_kata("cases", "add", *keeps[:1], "--name", "private_second", *keeps[1:], "--cases", str(private),
                     cwd=course_copy)  # fmt: skip
    assert again.code == 2 and "private_second" in again.err


def test_a_private_file_that_states_another_kind_is_refused(course_copy: Path) -> None:
    private = course_copy / "private.yaml"
    private.write_text(
        "keeps_whole:\n  returns: list[str]\n  cases:\n    - name: mine\n      input: {text: a, size: 1, overlap: 0, "
        "answer: a}\n      expected: [a]\n",
        encoding="utf-8",
    )
    run = run_kata("grade", "keeps_whole", "--reference", "--cases", str(private), cwd=course_copy)
    assert run.code == 2 and "returns is 'list[str]' here but 'bool' in cases.yaml" in run.err
