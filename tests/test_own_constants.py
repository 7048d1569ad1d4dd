"""Inputs made from the learner's own constants (grader/judge/own_constants.py): which constants are read, where
they are put, and that a mistake only such an input shows is caught."""

from __future__ import annotations

from conftest import SUBMISSIONS, run_kata

from grader.course.model import Case
from grader.judge.own_constants import constant_inputs, constants_of

SOURCE = '''"""A docstring is no constant the code looks for."""
import sys

LIMIT = 64


def solve(text, size, overlap):
    """Nor is this one."""
    words = text.replace("\\r", "").split(",")
    if size > 1000:
        print("a message longer than any word the code looks for", file=sys.stderr)
    return [words[0]] if overlap == 0 else words
'''


def _case(name: str, hidden: bool = False, **arguments: object) -> Case:
    return Case(name=name, input=dict(arguments), source="cases.yaml", hidden=hidden)


def test_short_strings_and_small_numbers_are_read_in_the_order_written_docstrings_and_messages_not() -> None:
    assert constants_of(SOURCE) == (("\r", ","), (64, 0))
    assert constants_of("def solve(:\n") == ((), ())


def test_each_constant_goes_into_the_texts_and_each_number_near_it_meets_a_text_long_enough() -> None:
    inputs = constant_inputs([_case("one", text="the cat sat", size=2, overlap=1)], SOURCE)
    texts = {each["text"] for each in inputs if each["size"] == 2}
    assert {"the cat\rsat", "the cat sat \r", "the cat sat\r", "the cat,sat"} <= texts
    assert {", the cat sat", "the cat sat\n,"} <= texts  # first, and a line of its own
    sized = [each for each in inputs if each["size"] == 65]
    assert sized and len(sized[0]["text"].split()) > 2 * 65  # a cap at 64 changes the answer on it
    assert all(each["overlap"] < each["size"] for each in inputs)  # only inputs the task allows


def test_a_programs_line_one_gets_a_constant_glued_to_its_first_word_or_as_all_of_it_and_hidden_cases_none() -> None:
    inputs = constant_inputs([_case("p", stdin="4 2\na b c"), _case("h", hidden=True, text="secret words")], SOURCE)
    first_lines = {each["stdin"].split("\n")[0] for each in inputs}
    assert first_lines == {"4 2", "4\r 2", "4, 2", "\r", ",", "4 2 \r", "4 2 ,"}, first_lines
    # After line 1: a line that starts with it, and a line of it alone (`line.startswith("#")`).
    assert {"stdin": "4 2\n, a b c"} in inputs and {"stdin": "4 2\na b c\n,"} in inputs
    assert not any("text" in each for each in inputs)


def test_a_character_compared_by_its_code_point_is_tried_with_its_neighbours() -> None:
    # `48 <= ord(c) <= 58` takes ":" for a digit: the bound's own character and those next to it are tried.
    source = "def is_digit(c):\n    return 48 <= ord(c) <= 58\n"
    texts, numbers = constants_of(source)
    assert {"/", "0", "1", "9", ":", ";"} <= set(texts) and not numbers
    inputs = constant_inputs([_case("p", stdin="4 2\na b c")], source)
    assert {"stdin": "4: 2\na b c"} in inputs


def test_a_cap_only_the_files_own_number_reaches_is_caught() -> None:
    fixture = SUBMISSIONS / "chunk_words" / "caps_the_size_at_sixty_four.py"
    run = run_kata("grade", "chunk_words", "--file", str(fixture), "--format", "json")
    assert run.code == 1, run.out
    [random] = [test for test in run.json()["tests"] if test["name"].endswith("random_inputs")]
    assert random["status"] == "fail" and "size=6" in random["message"], random["message"]


def test_a_constant_the_code_tests_a_whole_line_or_a_line_start_against_is_caught() -> None:
    """`first.strip() == "?"` on line 1 and `line.startswith(";")` on later lines: the constant put in as all of line
    1 and as a line's start shows both (each passes when constants go only at the ends of texts)."""
    for name in ("answers_a_question_mark_with_usage.py", "skips_note_lines.py"):
        run = run_kata("grade", "chunk_stdin", "--file", str(SUBMISSIONS / "chunk_stdin" / name), "--format", "json")
        [random] = [test for test in run.json()["tests"] if test["name"].endswith("random_inputs")]
        assert random["status"] == "fail", (name, random)


def test_a_short_list_of_words_written_out_is_tried_as_a_line_of_those_words() -> None:
    """`line.split() == ["END", "END"]` tests a whole line of two words: the text they stand for is a constant."""
    texts, _ = constants_of('def main(line):\n    return line.split() == ["END", "END"]\n')
    assert "END END" in texts
    for name, status in (("stops_at_an_end_marker_line", "fail"), ("correct_reads_an_end_marker_line_as_text", "pass")):
        run = run_kata(
            "grade", "chunk_stdin", "--file", str(SUBMISSIONS / "chunk_stdin" / f"{name}.py"), "--format", "json"
        )
        [random] = [test for test in run.json()["tests"] if test["name"].endswith("random_inputs")]
        assert random["status"] == status, (name, random)


def test_a_constant_after_line_ones_numbers_or_in_a_later_item_is_caught() -> None:
    """`first.split(";")[0]` cuts line 1's text at a comment sign, and a sentence that starts with "-" opens a piece
    of its own: the constant put among line 1's text, and into the last item or as an item of its own, shows each
    (both passed when constants went only into the first item and the later lines)."""
    inputs = constant_inputs(
        [_case("p", stdin="4 2 a b\nc"), _case("q", sentences=["a b", "c"], limit=3)], 'SEP = ";"\n'
    )
    assert {"stdin": "4 2 a ; b\nc"} in inputs
    assert {"sentences": ["a b", "c ;"], "limit": 3} in inputs and {
        "sentences": ["a b", "c", ";"],
        "limit": 3,
    } in inputs
    for exercise, name in (
        ("chunk_stdin", "drops_line_one_after_a_semicolon"),
        ("pack_sentences", "opens_a_piece_at_each_bullet"),
    ):
        run = run_kata("grade", exercise, "--file", str(SUBMISSIONS / exercise / f"{name}.py"), "--format", "json")
        [random] = [test for test in run.json()["tests"] if test["name"].endswith("random_inputs")]
        assert random["status"] == "fail", (name, random)


def test_a_patterns_characters_are_constants_and_the_pattern_itself_is_not() -> None:
    """`re.split(r"(?<=[.!?])\\s+", answer)` looks for a full stop, `!` and `?`: those are what an input must hold,
    not the pattern's text (which no input holds)."""
    source = 'import re\n\ndef solve(answer):\n    return re.split(r"(?<=[.!?])\\s+|#", answer)\n'
    assert constants_of(source) == ((".", "!", "?", "#"), ())


def test_a_constant_is_glued_to_a_word_two_texts_share_wherever_it_stands() -> None:
    """An answer cut at its full stops fails only where the full stop sits inside an answer that is still a run of
    the text's words: the constant goes onto the shared word in both texts at once."""
    source = 'import re\n\ndef solve(text, size, overlap, answer):\n    return re.split(r"[.!?] ", answer)\n'
    inputs = constant_inputs([_case("one", text="a b c d", size=2, overlap=0, answer="b c")], source)
    assert {"text": "a b. c d", "size": 2, "overlap": 0, "answer": "b. c"} in inputs
    assert {"text": "a b c? d", "size": 2, "overlap": 0, "answer": "b c?"} in inputs
