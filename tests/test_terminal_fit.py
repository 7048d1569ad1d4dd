"""Terminal fit: narrow terminals, terminals without Unicode, NO_COLOR and --plain all get a readable report."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from conftest import FIXTURES, ROOT, SUBMISSIONS, render_report, run_kata

from grader.course.loader import load_course
from grader.judge.model import Result
from grader.present.terminal import ERRORS, look_alike

MINIATURE = load_course(FIXTURES / "course")
# Right algorithm, wrong words: every non-ASCII letter becomes "?", so only texts with accents fail.
ASCII_ONLY = """
def solve(text, size, overlap):
    words = text.encode("ascii", "replace").decode().split()
    chunks, first = [], 0
    while first < len(words):
        chunks.append(" ".join(words[first:first + size]))
        if first + size >= len(words):
            break
        first += size - overlap
    return chunks
"""


AT_60 = [
    "chunk_words — Word windows (miniature)   step_by_size.py",
    "  ✗ worked_example  wrong answer (step by size)",
    "  ✗ double_space_and_tab  wrong answer (step by size)",
    "  ✓ empty_text",
    "",
    "✗ worked_example — wrong answer (step by size)",
    "call     solve(text='the cat sat on the red mat', size=4,",
    "         overlap=2)",
    'text     "the·cat·sat·on·the·red·mat"   (· space → tab ↵',
    "         line break)",
    "smallest solve(text='on the red', size=2, overlap=1)",
    "         expected ['on the', 'the red'], got ['on the',",
    "         'red']",
    "why      chunk 1 differs: expected 'sat on the red', got",
    "         'the red mat'",
    "mistake  The window moved by size, so neighbours share",
    "         nothing.",
    "     expected (3 chunks)  actual (2 chunks)",
    '  0  "the cat sat on"     "the cat sat on"',
    '✗ 1  "sat on the red"     "the red mat"',
    '  2  "the red mat"        (none)',
    "first difference: chunk 1, word 0: expected 'sat', got 'the'",
    "",
    "1 more case fails the same way: double_space_and_tab",
    "",
    "1/3 cases passed in 0.05 s.",
    "Hint 2 of 3 is about this mistake (step by size): run `kata",
    "hint chunk_words`.",
]


def test_a_failing_report_at_60_columns(step_by_size: Result) -> None:
    """At 60 columns the fields wrap under their own column and the chunk table still lines up."""
    assert render_report(step_by_size, width=60) == "\n".join(AT_60)


def test_an_ascii_terminal_at_60_columns_gets_the_same_report_in_ascii_marks(step_by_size: Result) -> None:
    """Same layout, marks swapped for ASCII ones, and nothing the terminal cannot encode."""
    marks = {"✗": "x", "✓": "+", "—": "-", "·": "_", "→": ">", "↵": "$"}
    expected = "\n".join(AT_60)
    for mark, ascii_mark in marks.items():
        expected = expected.replace(mark, ascii_mark)
    assert render_report(step_by_size, width=60, encoding="ascii") == expected


@pytest.mark.parametrize("width", [60, 80])
def test_no_line_is_wider_than_the_terminal(step_by_size: Result, width: int) -> None:
    for encoding in ("utf-8", "ascii"):
        assert (
            max(len(line) for line in render_report(step_by_size, width=width, encoding=encoding).splitlines()) <= width
        )


@pytest.mark.parametrize(
    ("char", "shown"),
    [("—", "-"), ("é", "e"), ("ï", "i"), ("日", "??"), ("\u0301", ""), ("┃", "|"), ("━", "-"), ("ß", "?")],
)
def test_a_character_an_ascii_terminal_cannot_show_becomes_a_look_alike_of_the_same_width(
    char: str, shown: str
) -> None:
    assert look_alike(char) == shown
    assert f"a{char}b".encode("ascii", errors=ERRORS) == f"a{shown}b".encode()


def _learner_commands(course: Path) -> list[tuple[str, ...]]:
    (course / "exercises" / "chunk_words.py").write_text(ASCII_ONLY, encoding="utf-8")
    shutil.copy(ROOT / "solutions" / "chunk_stdin.py", course / "exercises" / "chunk_stdin.py")
    return [
        ("grade", "chunk_words"),
        ("grade", "chunk_stdin"),
        ("hint", "chunk_words"),
        ("list",),
        ("show", "chunk_words"),
        ("solution", "chunk_stdin"),
        ("reset", "chunk_words", "--yes"),
        ("reset", "--list"),
    ]


@pytest.mark.parametrize("encoding", ["ascii", "utf-8"])
def test_every_learner_command_fits_60_columns(course_copy: Path, encoding: str) -> None:
    """Through the real entry point at COLUMNS=60: no crash, no line past 60, only ASCII on an ASCII terminal."""
    environment = {"COLUMNS": "60", "PYTHONIOENCODING": encoding}
    commands = _learner_commands(course_copy)
    if encoding != "ascii":  # the widest outputs; an ASCII terminal, where crashes hide, gets every command
        commands = [command for command in commands if command[0] in ("grade", "list")]
    for command in commands:
        run = run_kata(*command, cwd=course_copy, env=environment)
        assert run.code in (0, 1), (command, run.err)
        assert "Traceback" not in run.err and "UnicodeEncodeError" not in run.err, command
        too_long = [line for line in run.out.splitlines() if len(line) > 60]
        assert too_long == [], command
        if encoding == "ascii":
            assert run.out.isascii(), command


def test_an_ascii_terminal_shows_accented_data_readably(course_copy: Path) -> None:
    """The case with accented words is explained with escapes for its letters (Python's, as the call line is
    Python): a look-alike `e` for `é` would make two different chunks read the same."""
    (course_copy / "exercises" / "chunk_words.py").write_text(ASCII_ONLY, encoding="utf-8")
    run = run_kata("grade", "chunk_words", cwd=course_copy, env={"COLUMNS": "60", "PYTHONIOENCODING": "ascii"})
    assert run.code == 1
    assert re.search(r"x unicode_words_stay_whole", run.out)
    assert re.search(r'text +"caf\\xe9_na\\xefve', run.out), run.out


_COLOUR = re.compile(r"\x1b\[[0-9;]*(3[0-9]|9[0-7]|38;)")


def test_no_color_and_plain(course_copy: Path) -> None:
    """A forced terminal gets colours; NO_COLOR drops them; --plain drops every escape sequence."""
    shutil.copy(SUBMISSIONS / "chunk_words" / "step_by_size.py", course_copy / "exercises" / "chunk_words.py")
    coloured = run_kata("grade", "chunk_words", cwd=course_copy, env={"FORCE_COLOR": "1", "NO_COLOR": ""})
    assert _COLOUR.search(coloured.out)
    no_color = run_kata("grade", "chunk_words", cwd=course_copy, env={"FORCE_COLOR": "1", "NO_COLOR": "1"})
    assert not _COLOUR.search(no_color.out) and "wrong answer (step by size)" in no_color.out
    assert "\x1b" not in no_color.out  # no bold, dim or underline either: the README promises no styles
    plain = run_kata("grade", "chunk_words", "--plain", cwd=course_copy, env={"FORCE_COLOR": "1", "NO_COLOR": ""})
    assert "\x1b" not in plain.out and "wrong answer (step by size)" in plain.out


def test_a_passing_run_at_80_columns_keeps_every_case_on_one_line() -> None:
    """The passing perf cases and the random inputs tell their figures in a line that does not wrap at 80."""
    reference = str(ROOT / "solutions" / "chunk_words.py")
    run = run_kata("grade", "chunk_words", "--file", reference, env={"COLUMNS": "80"})
    assert run.code == 0, run.err
    lines = run.out.splitlines()
    summary = next(index for index, line in enumerate(lines) if " cases passed in " in line)
    case_lines = lines[1:summary]  # between the title and the summary
    assert any("random_inputs" in line for line in case_lines), run.out
    assert any("× the time" in line and "_time" in line for line in case_lines), run.out
    assert all(line.startswith("  ") for line in case_lines), run.out


@pytest.mark.parametrize("locale", [{"LANG": "C"}, {"LANG": "POSIX"}, {"LANG": "", "LC_ALL": "C"}])
def test_the_c_locale_gets_an_ascii_report(course_copy: Path, locale: dict[str, str]) -> None:
    """LANG=C: Python would write UTF-8 anyway (PEP 538/540), but the terminal shows ASCII only, as the README says."""
    shutil.copy(SUBMISSIONS / "chunk_words" / "step_by_size.py", course_copy / "exercises" / "chunk_words.py")
    run = run_kata("grade", "chunk_words", cwd=course_copy, env=locale)
    assert run.code == 1, run.err
    assert run.out.isascii(), [line for line in run.out.splitlines() if not line.isascii()]
    assert "x example_the_cat_sat - wrong answer (step by size)" in run.out
    listing = run_kata("list", cwd=course_copy, env=locale)
    assert listing.code == 0 and listing.out.isascii()


def test_a_document_on_stdout_keeps_its_data_in_the_c_locale(course_copy: Path) -> None:
    """JSON is data, not a report: under LANG=C it still carries the learner's accented words exactly."""
    (course_copy / "exercises" / "chunk_words.py").write_text(ASCII_ONLY, encoding="utf-8")
    run = run_kata("grade", "chunk_words", "--format", "json", cwd=course_copy, env={"LANG": "C"})
    assert run.code == 1
    assert "café naïve" in json.dumps(run.json(), ensure_ascii=False)


def test_a_curly_quote_in_the_learners_text_is_escaped_not_drawn_as_a_straight_one() -> None:
    """The report's own dashes keep their look-alikes; a curly quote or a Unicode hyphen in quoted learner text is
    data: drawn as `"` it would make a call copied from the report another call than the one that failed."""
    from grader.present.report import _SYMBOLS_ASCII, quoted_text

    assert quoted_text("solve(text='\u201cyou\u201d e\u2010mail \u2014 x')", _SYMBOLS_ASCII) == (
        "solve(text='\\u201cyou\\u201d e\\u2010mail \u2014 x')"
    )


def test_a_mistake_line_quoting_the_learners_characters_escapes_them_on_an_ascii_terminal() -> None:
    """A mistake line names what the learner's code accepted ("٤", "４"): on a terminal without Unicode it shows
    them escaped, as the quoted data of the other lines is, never as "?" (which reads as a question mark)."""
    file = SUBMISSIONS / "chunk_stdin" / "accepts_arabic_indic_digit.py"
    run = run_kata("grade", "chunk_stdin", "--file", str(file), env={"LANG": "C", "COLUMNS": "100"})
    mistake = " ".join(line.strip() for line in run.out.split("mistake", 1)[1].splitlines()[:3])
    assert '"\\u0664", "\\uff14"' in mistake, mistake
    assert '"?"' not in mistake, mistake
