"""The learner's report, rendered at a fixed width and compared as exact text."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

from conftest import FIXTURES, ROOT, render_report, run_kata
from rich.console import Console

from grader.course.loader import load_course
from grader.course.model import Case, Exercise
from grader.judge.model import Outcome, Result, Verdict
from grader.present.report import preview, symbols, visible, visible_chunk

COURSE = load_course(FIXTURES / "course")
WORDS = COURSE.exercise("chunk_words")


def test_a_wrong_answer_report_at_80_columns(step_by_size: Result) -> None:
    """Case lines, the first failure in full (call, visible input, mistake, chunk table), then the summary."""
    assert render_report(step_by_size) == "\n".join(
        [
            "chunk_words — Word windows (miniature)   step_by_size.py",
            "  ✗ worked_example  wrong answer (step by size)",
            "  ✗ double_space_and_tab  wrong answer (step by size)",
            "  ✓ empty_text",
            "",
            "✗ worked_example — wrong answer (step by size)",
            "call     solve(text='the cat sat on the red mat', size=4, overlap=2)",
            'text     "the·cat·sat·on·the·red·mat"   (· space → tab ↵ line break)',
            # The smallest input found that fails the same way (judge/shrink.py).
            "smallest solve(text='on the red', size=2, overlap=1)  expected ['on the', 'the",
            "         red'], got ['on the', 'red']",
            "why      chunk 1 differs: expected 'sat on the red', got 'the red mat'",
            "mistake  The window moved by size, so neighbours share nothing.",
            "     expected (3 chunks)  actual (2 chunks)",
            '  0  "the cat sat on"     "the cat sat on"',
            '✗ 1  "sat on the red"     "the red mat"',
            '  2  "the red mat"        (none)',
            "first difference: chunk 1, word 0: expected 'sat', got 'the'",
            "",
            "1 more case fails the same way: double_space_and_tab",
            "",
            "1/3 cases passed in 0.05 s.",
            # The first hint tied to the mistake this run made, ahead of hint 1.
            "Hint 2 of 3 is about this mistake (step by size): run `kata hint chunk_words`.",
        ]
    )


def test_every_line_fits_80_columns(step_by_size: Result) -> None:
    """No line of the report is wider than the terminal."""
    assert max(len(line) for line in render_report(step_by_size).splitlines()) <= 80


def test_a_terminal_without_unicode_gets_ascii_marks(step_by_size: Result) -> None:
    """On an ASCII terminal the marks fall back to plain characters."""
    text = render_report(step_by_size, encoding="ascii")
    assert "  x worked_example" in text and "  + empty_text" in text
    assert '"the_cat_sat_on_the_red_mat"' in text  # not '.', a real period's twin
    assert "chunk_words - Word windows" in text and "\\u" not in text


def test_whitespace_is_made_visible() -> None:
    """Spaces, tabs and line breaks in inputs are visible; in chunks only odd whitespace is marked."""
    marks = {"space": "·", "tab": "→", "newline": "↵", "more": "…"}
    assert visible("a  b\tc\nd", marks) == "a··b→c↵d"
    assert visible_chunk("a b", marks) == "a b"
    assert visible_chunk(" a  b\t", marks) == "·a··b→"
    assert visible_chunk(" ", marks) == "·"


def test_a_long_input_is_previewed_with_its_size() -> None:
    """A 10,000-word text shows its start, its end and its size, not all of it."""
    text = " ".join(f"w{n}" for n in range(1, 10_001))
    shown = preview(text, symbols(Console(file=io.StringIO())))
    assert len(shown) < 200
    assert "(10,000 words, 58,893 characters)" in shown and shown.endswith("w10000")


def test_a_hidden_case_never_shows_its_input() -> None:
    """A failing hidden case reports its name and verdict but not its input or answers."""
    case = Case(name="secret_case", input={"text": "top secret words", "size": 2, "overlap": 0}, hidden=True)
    outcome = Outcome(
        case=case, verdict=Verdict.WRONG, expected=["top secret", "words"], actual=["top"], message="chunk 0 differs"
    )
    result = Result(exercise=WORDS, outcomes=(outcome,), file=Path("exercises/chunk_words.py"), seconds=0.01)
    text = render_report(result)
    assert "secret_case (hidden)" in text
    assert "secret" not in text.replace("secret_case", "")


def test_a_true_or_false_answer_is_explained_once_with_one_legend() -> None:
    """A bool case: the legend of visible whitespace appears once, and no table repeats 'expected X, got Y'."""
    case = Case(name="answer_split", input={"text": "a b c", "size": 2, "overlap": 0, "answer": "b c"})
    exercise = Exercise(
        name="keeps_whole", title="Whole?", position=1, returns="bool", hints=(), pitfalls={}, cases=(case,)
    )
    outcome = Outcome(case=case, verdict=Verdict.WRONG, expected=False, actual=True, message="expected False, got True")
    result = Result(exercise=exercise, outcomes=(outcome,), file=Path("exercises/keeps_whole.py"), seconds=0.01)
    assert render_report(result).splitlines()[3:9] == [
        "✗ answer_split — wrong answer",
        "call   solve(text='a b c', size=2, overlap=0, answer='b c')",
        'text   "a·b·c"   (· space → tab ↵ line break)',
        'answer "b·c"',
        "why    expected False, got True",
        "",
    ]


def test_a_case_line_too_long_for_the_terminal_wraps_under_its_name() -> None:
    """A long case name with a long mistake wraps with a hanging indent, in the list and in the header."""
    case = Case(name="part_of_a_longer_word_does_not_count", input={"text": "a b", "answer": "b"})
    exercise = Exercise(
        name="keeps_whole", title="Whole?", position=1, returns="bool", hints=(), pitfalls={}, cases=(case,)
    )
    outcome = Outcome(
        case=case,
        verdict=Verdict.WRONG,
        expected=False,
        actual=True,
        message="expected False, got True",
        pitfall="substring_without_word_borders",
        pitfall_message="Compare whole words.",
    )
    result = Result(exercise=exercise, outcomes=(outcome,), file=Path("exercises/keeps_whole.py"), seconds=0.01)
    lines = render_report(result).splitlines()
    assert lines[1:3] == [
        "  ✗ part_of_a_longer_word_does_not_count  wrong answer (substring without word",
        "    borders)",
    ]
    assert lines[4:6] == [
        "✗ part_of_a_longer_word_does_not_count — wrong answer (substring without word",
        "  borders)",
    ]


def test_a_long_traceback_line_wraps_under_itself() -> None:
    """A traceback line wider than the terminal continues indented under its own start, not at column 0."""
    case = Case(name="stub", input={"text": "a b", "size": 2, "overlap": 0})
    source = '      raise NotImplementedError("chunk_words is not written yet: replace this line with your code")'
    traceback = f'Traceback (most recent call last):\n  File "exercises/chunk_words.py", line 16, in solve\n{source}\n'
    outcome = Outcome(case=case, verdict=Verdict.ERROR, message="NotImplementedError", traceback=traceback)
    result = Result(exercise=WORDS, outcomes=(outcome,), file=Path("exercises/chunk_words.py"), seconds=0.01)
    lines = render_report(result).splitlines()
    start = lines.index("traceback")
    assert lines[start + 3 : start + 5] == [
        '        raise NotImplementedError("chunk_words is not written yet: replace this',
        '          line with your code")',
    ]


def test_the_first_word_difference_counts_runs_of_whitespace_as_one_gap() -> None:
    """A doubled space is not an empty word: the words are compared first, then the spacing between them."""
    from grader.judge.verdicts import first_word_difference
    from grader.present.report import _word_sentence

    def sentence(expected: str, actual: str) -> str:
        return _word_sentence(first_word_difference(expected, actual), "chunk", 2)

    assert sentence("the cat sat", "the  dog sat") == "first difference: chunk 2, word 1: expected 'cat', got 'dog'"
    assert sentence("the cat sat", "the  cat sat") == (
        "first difference: chunk 2, same words; the spacing after word 0: expected ' ', got '  '"
    )
    assert (
        sentence("a b", " a b")
        == "first difference: chunk 2, same words; the spacing before the first word: expected '', got ' '"
    )
    assert sentence("a b", "a b\n").endswith("the spacing after word 1: expected '', got '\\n'")
    assert sentence("a b c", "a b") == "first difference: chunk 2, word 2: expected 'c', got the end of the chunk"
    assert sentence("a b", "a b c") == "first difference: chunk 2, word 2: expected the chunk to end, got 'c'"


def test_the_differing_word_is_marked_where_it_sits_after_a_doubled_space() -> None:
    """The underline lands on the differing word itself, past any run of spaces before it."""
    from grader.judge.verdicts import first_word_difference
    from grader.present.report import _marked

    marks = {"space": "·", "tab": "→", "newline": "↵", "more": "…"}
    shown = _marked("the  dog sat", marks, first_word_difference("the cat sat", "the  dog sat"))
    [span] = shown.spans
    assert shown.plain == '"the··dog sat"' and shown.plain[span.start : span.end] == "dog"


def test_the_stdin_reproduction_command_runs_the_graded_file_with_every_carriage_return(tmp_path: Path) -> None:
    """Graded with --file from another folder: the printf command keeps `\\r` and pipes into that very file
    (quoted for the shell), in the report and in results.json, not into exercises/chunk_stdin.py."""
    import shutil

    from conftest import run_kata

    course = tmp_path / "course"
    shutil.copytree(FIXTURES / "course", course)
    cases = course / "cases.yaml"
    cases.write_text(
        cases.read_text(encoding="utf-8").replace('"4 2\\na b c d e f g h\\n"', '"4 2\\r\\na b c d e f g h\\r\\n"'),
        encoding="utf-8",
    )
    work = tmp_path / "my work"
    work.mkdir()
    (work / "mine.py").write_text("import sys\nfor line in sys.stdin:\n    print(line.strip() + '!')\n")
    expected = "printf '4 2\\r\\na b c d e f g h\\r\\n' | python 'my work/mine.py'"
    plain = run_kata(
        "grade", "chunk_stdin", "--root", str(course), "--file", "my work/mine.py", "--plain", cwd=tmp_path
    )
    document = run_kata(
        "grade", "chunk_stdin", "--root", str(course), "--file", "my work/mine.py", "--format", "json", cwd=tmp_path
    ).json()
    assert plain.code == 1 and expected in plain.out, plain.out
    assert document["tests"][0]["test_code"] == expected
    assert "exercises/chunk_stdin.py" not in plain.out + str(document)


def test_the_command_that_draws_the_inputs_again_names_a_file_that_is_not_the_exercises(step_by_size: Result) -> None:
    """`kata grade EX --seed N` grades exercises/EX.py: a run of another file says `--file` too."""
    from dataclasses import replace as changed

    from grader.present.text import reproduce_command

    public = step_by_size
    outcome = changed(public.outcomes[0], seed=1234)
    assert reproduce_command(public.exercise, outcome, Path("exercises/chunk_words.py")) == (
        "kata grade chunk_words --seed 1234"
    )
    assert reproduce_command(public.exercise, outcome, Path("/elsewhere/try 2.py")) == (
        "kata grade chunk_words --seed 1234 --file '/elsewhere/try 2.py'"
    )


def _slow_word_difference(expected: str, actual: str) -> tuple[int, str | None, str | None, bool]:
    """The definition, word lists first and then gaps, written the obvious way."""
    import re

    want, got = re.findall(r"\S+", expected), re.findall(r"\S+", actual)
    for index in range(max(len(want), len(got))):
        left = want[index] if index < len(want) else None
        right = got[index] if index < len(got) else None
        if left != right:
            return index, left, right, False
    want_gaps, got_gaps = re.split(r"\S+", expected), re.split(r"\S+", actual)
    index = next(index for index, (left, right) in enumerate(zip(want_gaps, got_gaps, strict=True)) if left != right)
    return index, want_gaps[index], got_gaps[index], True


def test_the_fast_word_difference_agrees_with_its_definition() -> None:
    """The common-prefix shortcut finds the same word (or gap) as comparing every word, then every gap."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from grader.judge.verdicts import first_word_difference

    pieces = st.lists(st.sampled_from(["a", "b", "ab", " ", "  ", "\t", "\n", "é"]), max_size=12).map("".join)

    # A long shared start (past the 4,096-character blocks the shortcut compares) or none.
    shared = st.sampled_from(["", "w " * 3000, "w" * 5000 + " "])

    @settings(max_examples=400, deadline=None)
    @given(shared, pieces, pieces)
    def agrees(start: str, expected: str, actual: str) -> None:
        expected, actual = start + expected, start + actual
        if expected == actual:
            return
        found = first_word_difference(expected, actual)
        assert (found.index, found.expected, found.actual, found.spacing) == _slow_word_difference(expected, actual)
        if found.actual is not None:
            assert actual[found.start : found.end] == found.actual

    agrees()


def test_a_wrong_answer_on_a_long_input_is_reported_in_a_few_kilobytes(tmp_path: Path) -> None:
    """A million-word input answered with two million-word chunks: every report shows the start and end of
    each long chunk with its size, the words around the first difference, and stays small (a report used to
    print whole chunks, and to spend seconds splitting them, once per word)."""
    import shutil

    from conftest import run_kata

    course = tmp_path / "course"
    shutil.copytree(FIXTURES / "course", course)
    cases = course / "cases.yaml"
    long_case = "    - name: long_text\n      input: {text: {words: 1000000}, size: 300000, overlap: 10}\n"
    cases.write_text(
        # First, so that it is the failure shown in full (the others fail alike and are listed by name).
        cases.read_text(encoding="utf-8").replace(
            "    - name: worked_example\n", long_case + "    - name: worked_example\n"
        )
    )
    submission = tmp_path / "one_chunk.py"
    submission.write_text("def solve(text, size, overlap):\n    return [text, text[:-3]]\n")
    arguments = ("grade", "chunk_words", "--root", str(course), "--file", str(submission), "--no-random")
    plain = run_kata(*arguments, "--plain")
    assert plain.code == 1 and len(plain.out) < 8_000, plain.out
    assert "(1,000,000 words)" in plain.out and "(300,000 words)" in plain.out
    assert "first difference: chunk 0, word 300000: expected the chunk to end, got 'w300001'" in plain.out
    assert max(len(line) for line in plain.out.splitlines()) <= 80
    for report in ("json", "junit", "gradescope"):
        run = run_kata(*arguments, "--format", report)
        assert run.code == 1 and len(run.out) < 8_000, (report, len(run.out))


def test_a_note_counts_every_failing_case_left_out_past_the_first_causes() -> None:
    """Six wrong answers, each its own cause: three are detailed, and the note counts the other three (it once
    counted only those among the first three causes, and said nothing of the rest)."""
    outcomes = tuple(
        Outcome(
            case=Case(name=f"case_{number}", input={"text": f"w{number} x", "size": 1, "overlap": 0}),
            verdict=Verdict.WRONG,
            expected=[f"w{number}", "x"],
            actual=[f"w{number} x"],
            message="chunk 0 differs",
        )
        for number in range(6)
    )
    result = Result(exercise=WORDS, outcomes=outcomes, file=Path("exercises/chunk_words.py"), seconds=0.01)
    text = render_report(result, width=100)
    assert sum(line.startswith("✗ case_") for line in text.splitlines()) == 3
    assert "the details of 3 more failing cases" in text


def test_an_answer_cut_before_its_first_difference_shows_what_it_held() -> None:
    """3,000 long chunks expected, the same less the last one returned: the answer is cut to its budget long
    before chunk 2,999, so the table counts the whole answer, stands at the real difference, and says which rows
    the report cut (it once showed "actual (288 chunks)" and the cut note as the learner's chunk)."""
    expected = [f"chunk{number} " + "word " * 12 for number in range(3000)]
    case = Case(name="long_text", input={"text": "a b", "size": 2, "overlap": 0})
    outcome = Outcome(
        case=case, verdict=Verdict.WRONG, expected=expected, actual=expected[:-1], message="1 chunk missing"
    )
    result = Result(exercise=WORDS, outcomes=(outcome,), file=Path("exercises/chunk_words.py"), seconds=0.01)
    text = render_report(result, width=160)
    assert "expected (3000 chunks)" in text and "actual (2999 chunks)" in text
    assert "(cut from this report)" in text
    assert "✗ 2999" in text
    assert "items not shown" not in text


def test_a_window_rule_is_tagged_in_words_on_its_case_line() -> None:
    """A window rule's key joins its parts ("windows_size_minus_one_long_as_many_as_the_lesson"): read as words
    on the case line it was jargon; the line says what found it instead. A known mistake keeps its own name."""
    case = Case(name="the_cat", input={"text": "a b c", "size": 2, "overlap": 0})
    rule = Outcome(
        case=case,
        verdict=Verdict.WRONG,
        expected=["a b", "c"],
        actual=["a", "b", "c"],
        pitfall="windows_size_minus_one_long_as_many_as_the_lesson",
        pitfall_message="Your answers are those of chunks placed by another rule.",
        cause_by="windows",
    )
    known = replace(rule, case=replace(case, name="the_dog"), pitfall="step_by_size", cause_by="known_mistake")
    result = Result(exercise=WORDS, outcomes=(rule, known), file=Path("exercises/chunk_words.py"), seconds=0.01)
    text = render_report(result, width=120)
    assert "the_cat  wrong answer (windows placed by another rule)" in text
    assert "the_dog  wrong answer (step by size)" in text
    assert "as many as the lesson" not in text.split("\n\n")[0]


def test_answers_are_shown_in_the_declared_shape_whichever_way_they_came() -> None:
    """JSON (the worker's reply) and YAML (a case's `expected`) write tuples as lists: a report showed the learner's
    tuple as a list beside the reference's tuple, which a learner reads as a type error. Both come back as the
    declared tuples, and a shrunk input then fails "the same way" as its case (the expected answers compare)."""
    from grader.judge.verdicts import as_declared

    assert as_declared("tuple[int, float]", [3, 0.5]) == (3, 0.5)
    assert as_declared("list[tuple[int, int, float, bool]]", [[0, 1, 0.5, True]]) == [(0, 1, 0.5, True)]
    assert as_declared("list[str]", ["a b"]) == ["a b"]
    assert as_declared("tuple[int, float]", "error") == "error"


def test_the_details_lead_with_the_failures_a_mistake_line_explains(tmp_path: Path) -> None:
    """A program whose first failing cases (in the course's order) are crashes and whose later ones carry the
    run's mistake line: the report, which has room for the details of only some, shows the explained ones first."""
    fixture = ROOT / "tests" / "fixtures" / "explain" / "chunk_stdin__warns_about_the_numbers_and_goes_on.py"
    guarded = "    try:\n        size, overlap = int(fields[0]), int(fields[1])\n    except (IndexError, ValueError):\n"
    source = fixture.read_text(encoding="utf-8").replace(
        guarded + "        return 2\n", "    size, overlap = int(fields[0]), int(fields[1])\n"
    )
    assert source != fixture.read_text(encoding="utf-8")
    file = tmp_path / "crashes_then_goes_on.py"
    file.write_text(source, encoding="utf-8")  # now "four" and an empty line 1 crash too, and come first
    run = run_kata("grade", "chunk_stdin", "--file", str(file))
    assert "Left out to keep this report short" in run.out, run.out[-400:]
    assert "\nmistake " in run.out and "then goes on" in run.out, run.out
