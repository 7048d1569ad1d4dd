"""`kata cases check`: the real course passes it, and each kind of weak or wrong cases file fails it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from conftest import ROOT, run_kata

from grader.course.loader import load_course
from grader.instructor.check import check_course
from grader.run.model import Limits


def _drop_cases(root: Path, exercise: str, names: set[str]) -> None:
    """Delete whole case blocks from cases.yaml by text, leaving the rest of the file alone."""
    text = (root / "cases.yaml").read_text(encoding="utf-8")
    for name in names:
        pattern = re.compile(rf"^    - name: {name}\n(?:      .*\n)*", re.MULTILINE)
        text, count = pattern.subn("", text)
        assert count == 1, f"{exercise}: case {name} not found once"
    (root / "cases.yaml").write_text(text, encoding="utf-8")


class TestRealCourse:
    def test_passes_and_lists_each_pitfall_with_the_cases_that_catch_it(self) -> None:
        """The shipped cases.yaml passes every check; the table names every pitfall beside its catching cases."""
        run = run_kata("--plain", "cases", "check", env={"COLUMNS": "200"})
        assert run.code == 0, run.out + run.err
        course = load_course(Path(__file__).resolve().parent.parent)
        for exercise in course.exercises:
            assert f"{exercise.name}: pitfalls and the cases that catch them" in run.out
            for pitfall in exercise.pitfalls:
                row = next(line for line in run.out.splitlines() if f" {pitfall} " in line)
                assert re.search(r"[a-z_]+_[a-z_]+", row.split(pitfall, 1)[1]), row
        assert "0 errors, 0 warnings" in run.out
        # Every exercise has a long case: pack_sentences' list of sentences comes from {repeat: [...], times: N}.
        assert all(any("long" in case.tags for case in exercise.cases) for exercise in course.exercises)

    def test_json_gives_a_full_mutation_score_and_every_catching_case(self) -> None:
        """--format json carries, per exercise, the score and the full list of cases that catch each pitfall."""
        run = run_kata("cases", "check", "--format", "json")
        document = run.json()
        errors = [
            problem for item in document["exercises"] for problem in item["problems"] if problem["severity"] == "error"
        ]
        assert run.code == 0 and errors == [], errors or run.err
        assert document["ok"] is True
        words = next(item for item in document["exercises"] if item["name"] == "chunk_words")
        assert words["mutation_score"]["caught"] == words["mutation_score"]["total"] >= 8
        by_name = {pitfall["name"]: pitfall["caught_by"] for pitfall in words["pitfalls"]}
        assert set(by_name["range_minus_overlap"]) == {
            "fewer_words_than_overlap_still_one_chunk",
            "as_many_words_as_overlap_still_one_chunk",
        }
        assert words["reference_passed"] == words["cases"]
        assert words["stub_fails"] is True
        # Every mutant of every reference that some boundary or drawn input tells apart is killed by a case.
        for item in document["exercises"]:
            assert item["mutants"]["survivors"] == [], (item["name"], item["mutants"]["survivors"])
            assert item["mutants"]["killed"] > len(item["mutants"]["equivalent"]), item["name"]


class TestWeakCases:
    def test_deleting_the_cases_that_catch_a_pitfall_fails_and_names_it(self, course_copy: Path) -> None:
        """Without its catching cases a pitfall survives: exit 1, and the message names the pitfall."""
        _drop_cases(
            course_copy,
            "chunk_words",
            {"fewer_words_than_overlap_still_one_chunk", "as_many_words_as_overlap_still_one_chunk"},
        )
        run = run_kata("--plain", "cases", "check", "chunk_words", cwd=course_copy, env={"COLUMNS": "200"})
        assert run.code == 1, run.out + run.err
        assert "no case catches pitfall range_minus_overlap" in run.out
        assert re.search(r"range_minus_overlap +│ +0 │ NOT CAUGHT", run.out), run.out
        total = len(load_course(course_copy).exercise("chunk_words").pitfalls)
        assert f"{total - 1}/{total} ({100 * (total - 1) // total}%)" in run.out

    def test_a_wrong_expected_and_a_missing_pitfall_function_are_errors(self, course_copy: Path) -> None:
        """Each check reports its own error, with the line of the case at fault."""
        cases = course_copy / "cases.yaml"
        text = cases.read_text(encoding="utf-8")
        text = text.replace('expected: ["a b c", "c d e"]\n', 'expected: ["a b c", "d e"]\n', 1)
        text = text.replace("step_by_size", "step_by_sise")  # the declaration and the hint that names it
        cases.write_text(text, encoding="utf-8")
        course = load_course(course_copy)
        check = check_course(course, Limits(), ["chunk_words"])
        (result,) = check.exercises
        messages = {problem.check: problem for problem in result.errors}
        assert not check.ok
        wrong = course.exercise("chunk_words").cases[1]
        assert messages["expected"].line == wrong.line_of("expected") == wrong.line + 2
        assert messages["expected"].message == (
            "case example_overlap_one: expected ['a b c', 'd e'], the reference answers ['a b c', 'c d e']"
        )
        assert "pitfall step_by_sise has no function step_by_sise()" in messages["pitfall"].message
        assert "did you mean step_by_size?" in messages["pitfall"].message
        # The function left without a declared pitfall is only a warning.
        assert any("defines step_by_size()" in problem.message for problem in result.warnings)

    def test_a_stub_that_already_passes_is_an_error(self, course_copy: Path) -> None:
        """A stub that holds the answer lets a learner pass without writing anything: exit 1, named."""
        stub = course_copy / ".stubs" / "chunk_words.py"  # the shipped stub, which a learner starts from
        stub.write_text((course_copy / "solutions" / "chunk_words.py").read_text(encoding="utf-8"))
        run = run_kata("--plain", "cases", "check", "chunk_words", cwd=course_copy, env={"COLUMNS": "200"})
        assert run.code == 1, run.out + run.err
        assert "the stub .stubs/chunk_words.py passes every case" in run.out

    def test_a_reference_that_does_not_import_is_one_error_not_a_crash(self, course_copy: Path) -> None:
        """Broken course code is a finding: one error naming the file; nothing that needs its answers runs."""
        (course_copy / "solutions" / "merge_hits.py").write_text("def solve(:\n", encoding="utf-8")
        (result,) = check_course(load_course(course_copy), Limits(), ["merge_hits"]).exercises
        assert [problem.message.split(":")[0] for problem in result.problems] == [
            "solutions/merge_hits.py cannot be imported"
        ]

    def test_missing_kinds_of_case_are_errors(self, tmp_path: Path) -> None:
        """No `example`, `edge` or `unicode` case fails the category check; no `long` case is only a warning."""
        root = _mini_course(tmp_path, tags="")
        run = run_kata("--plain", "cases", "check", cwd=root, env={"COLUMNS": "200"})
        assert run.code == 1, run.out + run.err
        for tag in ("example", "edge", "unicode"):
            assert re.search(rf"error: upper: no case is tagged `{tag}`", run.out), run.out
        assert "warning: upper: no case is tagged `long`" in run.out

    def test_an_unloadable_file_exits_2_with_the_line(self, tmp_path: Path) -> None:
        """A cases.yaml the loader refuses is not checked: exit 2 and a sentence naming file and line."""
        root = _mini_course(tmp_path, tags="[example, edge, unicode, long]")
        (root / "cases.yaml").write_text(
            (root / "cases.yaml").read_text().replace("expected:", "expectd:"), encoding="utf-8"
        )
        run = run_kata("cases", "check", cwd=root)
        assert run.code == 2
        assert "cases.yaml:" in run.err and "unknown key 'expectd'" in run.err
        assert "did you mean 'expected'?" in run.err


def _mini_course(tmp_path: Path, *, tags: str) -> Path:
    """A one-exercise course whose only case carries `tags` (empty: no tags at all)."""
    root = tmp_path / "mini"
    (root / "exercises").mkdir(parents=True)
    (root / "solutions" / "pitfalls").mkdir(parents=True)
    (root / "exercises" / "upper.py").write_text("def solve(text):\n    raise NotImplementedError\n")
    (root / "solutions" / "upper.py").write_text("def solve(text):\n    return [text.upper()]\n")
    (root / "solutions" / "pitfalls" / "upper.py").write_text("def unchanged(text):\n    return [text]\n")
    document = {
        "upper": {
            "title": "Shout",
            "hints": ["Use str.upper."],
            "pitfalls": {"unchanged": "The text came back as it was."},
            "cases": [{"name": "one_word", "input": {"text": "ab"}, "expected": ["AB"]}],
        }
    }
    text = yaml.safe_dump(document, sort_keys=False)
    if tags:
        text = text.replace("expected:", f"tags: {tags}\n    expected:")
    (root / "cases.yaml").write_text(text, encoding="utf-8")
    return root


@pytest.mark.parametrize("tags", ["[example, edge, unicode, long]"])
def test_a_small_complete_course_passes(tmp_path: Path, tags: str) -> None:
    """A course with one case of every required kind and a caught pitfall passes: the checks are not too strict."""
    root = _mini_course(tmp_path, tags=tags)
    run = run_kata("--plain", "cases", "check", cwd=root, env={"COLUMNS": "200"})
    assert run.code == 0, run.out + run.err
    assert re.search(r"unchanged +│ +1 │ one_word", run.out), run.out


def test_two_pitfalls_no_case_tells_apart_are_a_warning(tmp_path: Path) -> None:
    """Two mistakes with the same wrong answers on the same cases cannot both be named: a warning says so."""
    root = _mini_course(tmp_path, tags="[example, edge, unicode, long]")
    pitfalls = root / "solutions" / "pitfalls" / "upper.py"
    pitfalls.write_text(pitfalls.read_text() + "\n\ndef lower_first(text):\n    return [text]\n")
    cases = root / "cases.yaml"
    cases.write_text(
        cases.read_text().replace("    unchanged:", "    lower_first: The first letter stayed.\n    unchanged:")
    )
    (result,) = check_course(load_course(root), Limits()).exercises
    assert result.ok
    assert [(problem.message, problem.fix) for problem in result.warnings if problem.check == "pitfall"] == [
        (
            "pitfalls lower_first and unchanged give the same wrong answers on the same cases, so the report cannot "
            "tell them apart",
            "add a case on which their answers differ: "
            "`kata cases add upper --name tells_unchanged_from_lower_first --input '{...}'`",
        )
    ]


def test_contributing_checklists_end_with_cases_check() -> None:
    """CONTRIBUTING.md has "adding a case" and "adding an exercise" checklists, each ending with `kata cases check`."""
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    for title in ("## Adding a case", "## Adding an exercise"):
        section = text.split(title, 1)[1].split("\n## ", 1)[0]
        last_step = section.strip().split("\n")[-1]
        assert "`kata cases check`" in last_step, last_step


class TestQuizItemsAreRun:
    """Each kind of quiz item is proved by running code: one whose answer is wrong fails `kata cases check`."""

    @staticmethod
    def _quiz_errors(course: Path, old: str, new: str, exercise: str) -> list[str]:
        cases = course / "cases.yaml"
        text = cases.read_text(encoding="utf-8")
        assert text.count(old) == 1, old
        cases.write_text(text.replace(old, new), encoding="utf-8")
        (result,) = check_course(load_course(course), Limits(), [exercise]).exercises
        return [problem.message for problem in result.errors if problem.check == "quiz"]

    def test_a_predicted_output_the_reference_does_not_give(self, course_copy: Path) -> None:
        errors = self._quiz_errors(
            course_copy,
            '      answer: "3"\n      explain: >-\n        The pieces start',
            '      answer: "4"\n      explain: >-\n        The pieces start',
            "chunk_words",
        )
        assert errors == [
            "quiz item eight_words_in_pieces_of_four (predict): `answer` is '4', but the reference gives 3"
        ]

    def test_a_blank_filled_with_its_answer_must_pass_the_cases(self, course_copy: Path) -> None:
        errors = self._quiz_errors(course_copy, "      answer: overlap\n", "      answer: size\n", "chunk_words")
        assert len(errors) == 1 and errors[0].startswith(
            "quiz item the_step (fill): with 'size' in the blank the code does not pass the cases: case "
        )

    def test_an_accepted_alternative_must_pass_too(self, course_copy: Path) -> None:
        errors = self._quiz_errors(
            course_copy, 'accept: ["0.000000001", "1e-09"]', 'accept: ["0.000000001", "0.5"]', "nearest_chunk"
        )
        assert len(errors) == 1 and "with '0.5' in the blank the code does not pass" in errors[0]

    def test_a_bug_whose_marked_line_is_not_the_one_to_fix(self, course_copy: Path) -> None:
        errors = self._quiz_errors(course_copy, "      answer: 10\n", "      answer: 9\n", "chunk_words")
        assert len(errors) == 1 and errors[0].startswith(
            "quiz item part_of_the_text_in_no_piece (bug): with line 9 fixed as stated the code still fails: case "
        )

    def test_a_bug_the_cases_cannot_see(self, course_copy: Path) -> None:
        errors = self._quiz_errors(
            course_copy,
            "                start += size + overlap\n",
            "                start += (size - overlap)\n",
            "chunk_words",
        )
        assert errors == [
            "quiz item part_of_the_text_in_no_piece (bug): the code as shown passes every case, so it has no bug "
            "the cases can see"
        ]

    def test_a_choice_whose_answer_names_no_option_is_refused(self, course_copy: Path) -> None:
        """A choice has nothing to run: the loader checks its answer names an option (exit 2, with the line)."""
        cases = course_copy / "cases.yaml"
        text = cases.read_text(encoding="utf-8")
        old = '      options: ["4", "6", "10", "14"]\n      answer: 2\n'
        assert text.count(old) == 1
        cases.write_text(text.replace(old, '      options: ["4", "6", "10", "14"]\n      answer: 5\n'), "utf-8")
        run = run_kata("--plain", "cases", "check", "chunk_words", cwd=course_copy)
        assert run.code == 2, run.out + run.err
        assert "quiz item how_far_apart_pieces_start: `answer` must be the option's number, from 1 to 4" in run.err


def test_a_correct_reference_that_takes_most_of_the_limit_on_each_case_passes(tmp_path: Path) -> None:
    """Each case is timed alone, as a learner's run times it: a reference taking 0.8 s per case (the limit is 2 s)
    passes all of them, however many come before. (Sent all at once, the third case's clock had started
    1.6 s before it began: "gets timeout".)"""
    import shutil

    from conftest import FIXTURES

    course = tmp_path / "course"
    shutil.copytree(FIXTURES / "course", course)
    reference = course / "solutions" / "chunk_words.py"
    slow = reference.read_text(encoding="utf-8").replace(
        "    words, chunks, first = text.split(), [], 0",
        "    time.sleep(0.8)\n    words, chunks, first = text.split(), [], 0",
    )
    reference.write_text("import time\n\n" + slow, encoding="utf-8")
    run = run_kata("cases", "check", "chunk_words", "--format", "json", cwd=course)
    words = next(item for item in run.json()["exercises"] if item["name"] == "chunk_words")
    assert words["cases"] >= 3 and words["reference_passed"] == words["cases"], words["problems"]
    assert not [problem for problem in words["problems"] if "timeout" in problem["message"]], words["problems"]
