"""cases.yaml → records: every mistake in the file is reported with the file, the line and a fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import ROOT, run_kata
from hypothesis import given
from hypothesis import strategies as st

from grader.course.loader import MAX_FILE_BYTES, load_course, load_exercises
from grader.errors import CasesError

GOOD = """\
chunk_words:
  title: Words
  hints:
    - first hint
    - text: second hint
      pitfall: step_by_size
  pitfalls:
    step_by_size: the step is size - overlap
  cases:
    - name: example
      input: {text: "a b c", size: 2, overlap: 1}
      expected: ["a b", "b c"]
      tags: [example]
    - name: generated
      input: {text: {words: 5}, size: 2, overlap: 0}
      timeout: 3
      hidden: true
"""


def load_text(tmp_path: Path, text: str) -> tuple:
    path = tmp_path / "cases.yaml"
    path.write_text(text, encoding="utf-8")
    return load_exercises(path, label="cases.yaml")


def error_of(tmp_path: Path, text: str) -> CasesError:
    with pytest.raises(CasesError) as caught:
        load_text(tmp_path, text)
    return caught.value


class TestValidFiles:
    def test_a_valid_file_becomes_frozen_records(self, tmp_path: Path) -> None:
        """Every key lands in its record, generated inputs are expanded, defaults are filled."""
        (exercise,) = load_text(tmp_path, GOOD)
        assert exercise.name == "chunk_words" and exercise.position == 1
        assert exercise.returns == "list[str]"
        assert [hint.pitfall for hint in exercise.hints] == [None, "step_by_size"]
        example, generated = exercise.cases
        assert example.expected == ["a b", "b c"] and example.has_expected and example.line == 10
        assert generated.input["text"] == "w1 w2 w3 w4 w5"
        assert generated.hidden and generated.timeout == 3.0 and not generated.has_expected
        with pytest.raises(AttributeError):
            example.name = "changed"  # type: ignore[misc]

    def test_the_real_cases_file_loads_in_course_order(self) -> None:
        """The course's own cases.yaml is valid and starts with chunk_words."""
        course = load_course(ROOT)
        assert course.names[0] == "chunk_words"
        assert [exercise.position for exercise in course.exercises] == list(range(1, len(course.exercises) + 1))


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        (GOOD.replace("expected: [", "expectd: ["), 12, ["unknown key 'expectd'", "did you mean 'expected'"]),
        (GOOD.replace("  title: Words\n", ""), 1, ["'title' is missing"]),
        (GOOD.replace("name: generated", "name: example"), 14, ["'example' is used twice", "line 10"]),
        (GOOD.replace("pitfall: step_by_size", "pitfall: step_by_sise"), 6, ["does not declare", "step_by_size"]),
        (GOOD.replace("timeout: 3", "timeout: -1"), 16, ["timeout must be between"]),
        (GOOD.replace("hidden: true", "hidden: maybe"), 17, ["expected true or false"]),
        (GOOD.replace('expected: ["a b", "b c"]', "expected: 3"), 12, ["does not fit `returns: list[str]`"]),
        (GOOD.replace("{words: 5}", "{word: 5}"), 15, ["{words: N} or {repeat: TEXT, times: N}"]),
        (GOOD.replace("  hints:", "  returns: lists\n  hints:"), 3, ["returns must be one of"]),
        (GOOD + "  extra: 1\n", 18, ["unknown key 'extra'"]),
        (GOOD.replace("- name: example", "- nme: example"), 10, ["unknown key 'nme'", "did you mean 'name'"]),
        ("chunk_words: [\n", 2, ["not valid YAML"]),
        ("- a\n- b\n", 1, ["one key per exercise"]),
        (GOOD.replace("  title: Words", "\ttitle: Words"), 2, ["tab", "spaces"]),
        (GOOD.replace('      input: {text: "a b c"', '\t  input: {text: "a b c"'), 11, ["tab", "spaces"]),
        (GOOD.replace('expected: ["a b", "b c"]', 'expected: ["a b", "b c"'), 12, ["close the"]),
        (GOOD.replace('{text: "a b c", size', '{text: "a b c, size'), 11, ["close the"]),
        (GOOD.replace("  title: Words", "  title Words"), 3, ["a key needs a colon"]),
        (GOOD.replace("  hints:", " hints:"), 3, ["indent this line like the keys beside it"]),
        (GOOD.replace("{text: {words: 5}", "{txt: {words: 5}"), 15, ["'txt'", "did you mean 'text'"]),
        (
            GOOD.replace("size: 2, overlap: 0", 'size: "2", overlap: 0'),
            15,
            ["'size'", "a string", "a whole number", "no quotes"],
        ),
    ],
    ids=[
        "typo-key",
        "missing-title",
        "duplicate-case",
        "unknown-pitfall",
        "bad-timeout",
        "bad-bool",
        "bad-expected",
        "bad-generator",
        "bad-returns",
        "unknown-exercise-key",
        "typo-name",
        "bad-yaml",
        "not-a-mapping",
        "tab-indent",
        "tab-in-case",
        "unclosed-bracket",
        "unclosed-quote",
        "missing-colon",
        "bad-indent",
        "argument-name-differs",
        "argument-kind-differs",
    ],
)
def test_each_mistake_names_file_line_and_fix(tmp_path: Path, text: str, line: int, words: list[str]) -> None:
    """The error says where (cases.yaml:LINE) and what to do, in one paragraph."""
    error = error_of(tmp_path, text)
    message = str(error)
    assert message.startswith(f"cases.yaml:{line}: "), message
    assert "Fix: " in message
    for word in words:
        assert word in message


def test_an_alias_bomb_is_refused_quickly(tmp_path: Path) -> None:
    """Nested aliases that would expand to 10**12 values stop at the node budget."""
    levels = ['a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    for level in range(1, 12):
        levels.append(f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 10) + "]")
    bomb = "{" + ", ".join(levels) + "}"
    error = error_of(tmp_path, GOOD.replace('{text: "a b c", size: 2, overlap: 1}', bomb))
    assert "expands to more than" in str(error)


def test_a_huge_file_is_refused_before_parsing(tmp_path: Path) -> None:
    """A file over the size limit is rejected with advice to generate long inputs."""
    path = tmp_path / "cases.yaml"
    path.write_bytes(b"# padding\n" * (MAX_FILE_BYTES // 10 + 1))
    with pytest.raises(CasesError, match="limited to"):
        load_exercises(path, label="cases.yaml")


def test_python_tags_are_not_executed(tmp_path: Path) -> None:
    """Safe loading only: a !!python tag is an error, never an object."""
    error = error_of(tmp_path, GOOD.replace('text: "a b c"', "text: !!python/object/apply:os.system ['true']"))
    assert str(error).startswith("cases.yaml:11: cannot read a value tagged")


def test_the_cli_reports_a_broken_file_with_exit_2_and_no_traceback(course_copy: Path) -> None:
    """Through the real entry point: one paragraph on stderr, exit code 2."""
    cases = course_copy / "cases.yaml"
    cases.write_text(cases.read_text(encoding="utf-8").replace("  title:", "  titel:", 1), encoding="utf-8")
    run = run_kata("grade", "chunk_words", cwd=course_copy)
    assert run.code == 2
    assert "Traceback" not in run.err
    assert "cases.yaml:" in run.err and "unknown key 'titel'" in run.err and "did you mean 'title'" in run.err


@pytest.mark.parametrize(
    "spec", [{"words": 0}, {"words": 3}, {"repeat": "ab ", "times": 4}, {"repeat": "", "times": 9}]
)
def test_the_worker_expands_generators_exactly_as_the_grader(spec: dict) -> None:
    """The worker keeps its own copy of the generator code; both copies give the same text."""
    from grader.course.model import generated_text
    from grader.run import worker

    assert worker.generated_text(spec) == generated_text(spec)


@given(st.integers(min_value=0, max_value=30_000))
def test_numbered_words_are_w1_to_wn_in_both_copies(count: int) -> None:
    """Both fast builders give exactly 'w1 w2 … wN', whatever N (block edges at 99/100/199/200 included)."""
    from grader.course.model import generated_text
    from grader.run import worker

    expected = " ".join(f"w{number}" for number in range(1, count + 1))
    assert worker.generated_text({"words": count}) == expected
    assert generated_text({"words": count}) == expected


@pytest.mark.parametrize("count", [99, 100, 101, 199, 200, 201, 299, 300, 9_999, 10_000, 10_001])
def test_numbered_words_at_the_block_edges(count: int) -> None:
    from grader.run import worker

    assert worker.numbered_words(count).split() == [f"w{number}" for number in range(1, count + 1)]


@given(st.integers(min_value=0, max_value=3_000), st.integers(min_value=1, max_value=2_000_000))
def test_numbered_words_from_any_first_number_in_both_copies(count: int, first: int) -> None:
    """A perf case's fresh text, 'wF … w(F+N-1)', is the same in the grader and the worker, exactly."""
    from grader.course.model import generated_text
    from grader.run import worker

    expected = " ".join(f"w{number}" for number in range(first, first + count))
    assert worker.generated_text({"words": count, "first": first}) == expected
    assert generated_text({"words": count, "first": first}) == expected


def test_a_list_generator_repeats_its_items(tmp_path: Path) -> None:
    """{repeat: [ITEMS], times: N} is a long list (pack_sentences' long case), checked like the string generators."""
    path = tmp_path / "cases.yaml"
    path.write_text(
        "pack:\n  title: T\n  hints: [h]\n  cases:\n"
        "    - name: many\n      input: {sentences: {repeat: [a b, '', c], times: 3}, limit: 2}\n",
        encoding="utf-8",
    )
    (exercise,) = load_exercises(path, label="cases.yaml")
    assert exercise.cases[0].input["sentences"] == ["a b", "", "c"] * 3
    path.write_text(path.read_text().replace("times: 3", "times: x"), encoding="utf-8")
    with pytest.raises(CasesError, match="`times` takes a whole number"):
        load_exercises(path, label="cases.yaml")


def test_loading_builds_no_generated_value_yet_checks_its_kind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A generated list's kind is read off its spec: loading a course builds none of its long texts and lists (a
    run builds only those of the cases it runs), and a case that gives a text in its place is still refused."""
    from grader.course import model

    built: list[object] = []
    monkeypatch.setattr(model, "generated_text", lambda spec: built.append(spec) or [])
    course = (
        "pack:\n  title: T\n  hints: [h]\n  cases:\n"
        "    - name: drawn\n      input: {sentences: {sentences: 8000}, limit: 3}\n"
        "    - name: written\n      input: {sentences: [a b], limit: 3}\n"
    )
    (exercise,) = load_text(tmp_path, course)
    assert len(exercise.cases) == 2 and built == []
    error = error_of(tmp_path, course + "    - name: odd\n      input: {sentences: a b, limit: 3}\n")
    assert "argument 'sentences' is a string here but a list" in str(error) and built == []
