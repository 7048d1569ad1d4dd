"""The learner's first hour: the frictions a new learner met, each with the behaviour that replaced it."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import ROOT, SUBMISSIONS, run_kata

from grader.course.loader import load_course
from grader.learner.progress import record_run

COURSE = load_course(ROOT)


def on_a_terminal(arguments: list[str], cwd: Path, **env: str) -> str:
    """`kata ARGS` with a pseudo-terminal as stdin, stdout and stderr, as a learner's shell runs it."""
    import pty  # noqa: F401  (POSIX only: the module says so by failing to import elsewhere)

    master, slave = os.openpty()
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "100", "LINES": "40", "TERM": "xterm", **env}
    environment.pop("NO_COLOR", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "grader", *arguments], stdin=slave, stdout=slave, stderr=slave, cwd=cwd, env=environment
    )
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:  # EIO: every writer closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    process.wait(timeout=60)
    return b"".join(chunks).decode("utf-8", "replace")


@pytest.mark.skipif(os.name != "posix", reason="a pseudo-terminal is POSIX's")
def test_solution_and_show_go_through_the_pager_code_first(course_copy: Path, tmp_path: Path) -> None:
    """On a terminal the ~90-line lesson no longer scrolls the code away: both go to the pager, code first."""
    paged = tmp_path / "paged.txt"
    words = COURSE.exercise("chunk_words")
    record_run(course_copy, words, len(words.cases), len(words.cases))
    on_a_terminal(["solution", "chunk_words"], course_copy, PAGER=f"cat > {paged}")
    text = re.sub(r"\x1b\[[0-9;]*m", "", paged.read_text(encoding="utf-8"))  # the pager keeps the colours
    assert "The reference solution of chunk_words" in text
    assert "def solve(" in text
    assert text.index("def solve(") < text.index("A correct answer keeps these promises")
    paged.unlink()
    on_a_terminal(["show"], course_copy, PAGER=f"cat > {paged}")
    assert "Your file: exercises/chunk_stdin.py" in paged.read_text(encoding="utf-8")  # chunk_words has passed


def test_show_needs_no_exercise_and_takes_the_numbers_of_list(course_copy: Path) -> None:
    """`kata show` is the exercise you are on; `kata show 2` the second one of `kata list`, as for hint and grade."""
    current = run_kata("show", cwd=course_copy)
    assert current.code == 0 and "Your file: exercises/chunk_words.py" in current.out
    second = run_kata("show", "2", cwd=course_copy)
    assert second.code == 0 and "Your file: exercises/chunk_stdin.py" in second.out
    graded = run_kata("grade", "1", "--no-random", cwd=course_copy)
    assert "chunk_words" in graded.out.splitlines()[0]
    assert run_kata("show", "9", cwd=course_copy).code == 2


def test_grade_all_ends_with_one_line_per_exercise(course_copy: Path) -> None:
    """A failure in exercise 1 no longer sits ~170 lines above the last screen: the table names it."""
    run = run_kata("grade", "--all", "--no-random", cwd=course_copy)
    assert run.code == 1
    table = run.out[run.out.rindex("first failing case") :].splitlines()
    rows = [" ".join(line.split()) for line in table[1:] if line.strip()]
    assert rows[0].startswith(f"✗ chunk_words 0/{len(COURSE.exercise('chunk_words').cases)} example_the_cat_sat")
    assert [row.split()[1] for row in rows] == list(COURSE.names)


def test_a_pass_names_the_next_exercise(course_copy: Path) -> None:
    shutil.copy2(ROOT / "solutions" / "chunk_words.py", course_copy / "exercises" / "chunk_words.py")
    run = run_kata("grade", "chunk_words", "--no-random", cwd=course_copy)
    assert run.code == 0
    assert "Next: chunk_stdin. `kata show chunk_stdin` prints its lesson; `kata` grades it." in run.out


def test_the_isolation_line_is_short_for_a_learner_and_whole_in_ci(course_copy: Path) -> None:
    learner = run_kata("grade", "chunk_words", "--no-random", cwd=course_copy, env={"CI": ""})
    [line] = [line for line in learner.out.splitlines() if line.startswith("Isolation: ")]
    assert len(line) <= 60 and "ABI" not in line and "seccomp" not in line, line
    ci = run_kata("grade", "chunk_words", "--no-random", cwd=course_copy, env={"CI": "true", "COLUMNS": "200"})
    [whole] = [line for line in ci.out.splitlines() if line.startswith("Isolation: ")]
    assert "memory" in whole
    if "sandbox: " in whole:  # what held, protection by protection
        assert len(whole) > len(line) and "no network" in whole
    # The documents CI reads say it whole too, wherever they run: results.json, JUnit, Gradescope.
    stated = whole.removeprefix("Isolation: ").removesuffix(".")
    documents = {
        name: run_kata("grade", "chunk_words", "--no-random", "--format", name, cwd=course_copy).out
        for name in ("json", "junit", "gradescope")
    }
    assert json.loads(documents["json"])["isolation"] == {"chunk_words": stated}
    assert json.loads(documents["gradescope"])["extra_data"] == {"isolation": {"chunk_words": stated}}
    suite = ET.fromstring(documents["junit"]).find("testsuite")
    assert suite is not None
    properties = {item.attrib["name"]: item.attrib["value"] for item in suite.iter("property")}
    assert properties["chunk_words.isolation"] == stated


def test_a_third_party_import_says_the_worker_has_the_standard_library_only(course_copy: Path) -> None:
    """`import yaml` (installed for the grader itself) is not there for the learner's code: one sentence says why,
    and the traceback names the file as typed, folders and all."""
    folder = course_copy / "mine" / "drafts"
    folder.mkdir(parents=True)
    (folder / "uses_yaml.py").write_text("import yaml\n\n\ndef solve(text, size, overlap):\n    return []\n")
    run = run_kata("grade", "chunk_words", "--file", "mine/drafts/uses_yaml.py", cwd=course_copy)
    text = " ".join(run.out.split())
    assert "ModuleNotFoundError: No module named 'yaml'" in text
    assert "standard library only" in text and "`yaml` is not part of it" in text
    assert 'File "mine/drafts/uses_yaml.py", line 1' in run.out
    (folder / "uses_json.py").write_text("import json\nimport not_a_module_of_mine\n")
    own = run_kata("grade", "chunk_words", "--file", "mine/drafts/uses_json.py", cwd=course_copy)
    assert "`not_a_module_of_mine` is not part of it" in " ".join(own.out.split())


def test_chunk_stdins_reproduction_line_is_the_learners_shells(monkeypatch: pytest.MonkeyPatch) -> None:
    """printf in a POSIX shell; on Windows a line PowerShell (5.1 and 7) runs: a backtick-escaped string piped in."""
    from grader.present import text
    from grader.run import platform

    stdin = ' 4 2\nsay "hi" $HOME `x`\tend'
    assert text.stdin_command(stdin, "exercises/chunk_stdin.py", shell="posix").startswith("printf '")
    line = text.stdin_command(stdin, "exercises/chunk_stdin.py", shell="powershell")
    assert line == '" 4 2`nsay `"hi`" `$HOME ``x```tend" | python exercises/chunk_stdin.py'
    monkeypatch.setattr(platform, "learner_shell", lambda: "powershell")
    exercise = next(e for e in COURSE.exercises if e.is_program)
    from grader.present.public import public_exercise

    assert not text.call_text(public_exercise(exercise), {"stdin": "3 1\na b"}).startswith("printf")


@pytest.mark.parametrize(
    ("exercise", "fixture", "unit"),
    [
        ("pack_sentences", "closes_at_the_limit", "piece"),
        ("merge_hits", "drops_the_last_group", "text"),
        ("chunk_words", "step_by_size", "chunk"),
    ],
)
def test_each_exercise_names_its_answers_items_in_its_own_words(exercise: str, fixture: str, unit: str) -> None:
    """pack_sentences' lesson cuts pieces, merge_hits' returns texts: reports no longer call everything "chunk"."""
    from conftest import SUBMISSIONS

    run = run_kata("grade", exercise, "--file", str(SUBMISSIONS / exercise / f"{fixture}.py"), "--no-random")
    text = " ".join(run.out.split())
    assert f"why {unit} " in text or f" {unit} missing" in text, run.out
    assert f" {unit})" in text or f" {unit}s)" in text  # the table's columns: "expected (2 pieces)"
    if unit != "chunk":
        assert "first difference: chunk" not in text and "chunks)" not in text


ACCENTS_LOST = """
def solve(text, size, overlap):
    words = text.replace("\\u00e9", "e").split()
    chunks, first = [], 0
    while first < len(words):
        chunks.append(" ".join(words[first : first + size]))
        if first + size >= len(words):
            break
        first += size - overlap
    return chunks
"""


def test_an_ascii_terminal_never_shows_two_different_texts_alike(tmp_path: Path) -> None:
    """LANG=C: 'café' against 'cafe' is not `expected 'cafe', got 'cafe'`; the space mark is no period's twin,
    and the no-break space is drawn one way (its escape), never as a plain space."""
    submission = tmp_path / "accents_lost.py"
    submission.write_text(ACCENTS_LOST, encoding="utf-8")
    run = run_kata("grade", "chunk_words", "--file", str(submission), "--no-random", env={"LANG": "C"})
    report = run.out[run.out.index("unicode_words_stay_whole - wrong answer") :]
    assert report.isascii()
    assert "expected 'caf\\xe9 na\\xefve', got 'cafe na\\xefve'" in report
    assert "expected 'caf\\xe9', got 'cafe'" in report
    row = next(line for line in report.splitlines() if line.startswith("x 0"))
    assert '"caf\\xe9 na\\xefve"' in row and '"cafe na\\xefve"' in row
    text = next(line for line in report.splitlines() if line.startswith("text"))
    assert "caf\\xe9_na\\xefve\\xa0Zo\\xeb" in text and "(_ space" in report
    from grader.present.report import _SYMBOLS_ASCII

    assert _SYMBOLS_ASCII["space"] != "."  # "Hi..Bye..a.b": two spaces or two periods?


def test_an_ascii_terminal_shows_a_text_cut_in_its_middle_with_three_dots_not_one() -> None:
    """A long chunk is quoted by its start and end; one dot for the cut ("goes bac.rd within") reads as part of
    the learner's text, where "..." reads as a cut."""
    from grader.present.report import _SYMBOLS_ASCII, _SYMBOLS_UNICODE, quoted_text

    said = "text 0 differs: expected 'the money goes bac\u2026rd within five days' (16 words)"
    assert "goes bac...rd within" in quoted_text(said, _SYMBOLS_ASCII)
    assert "goes bac\u2026rd within" in quoted_text(said, _SYMBOLS_UNICODE)


def test_an_ascii_terminal_shows_the_smallest_failing_input_escaped_as_the_call_is() -> None:
    """The smallest input of a mistake about accents holds a combining mark: a look-alike would drop it, and
    `solve(text='naive', ..., answer='naive') expected False, got True` would show an input that passes."""
    submission = SUBMISSIONS / "keeps_whole" / "folds_accents_before_comparing.py"
    run = run_kata("grade", "keeps_whole", "--file", str(submission), env={"LANG": "C"})
    [smallest] = [line for line in run.out.splitlines() if line.startswith("smallest")]
    assert smallest.isascii() and re.search(r"\\u03[0-6][0-9a-f]", smallest), smallest  # a combining mark


@pytest.mark.parametrize("terminal", ["ascii", "unicode"])
def test_a_no_break_space_is_drawn_one_way_in_every_place_of_a_report(terminal: str) -> None:
    """Inside a chunk of the table, in the text line and in a quoted sentence alike, a no-break space is its
    escape: not the space mark (the legend says that one is a space) and not a '?'."""
    from grader.present.report import _SYMBOLS_ASCII, _SYMBOLS_UNICODE, visible, visible_chunk

    marks = _SYMBOLS_ASCII if terminal == "ascii" else _SYMBOLS_UNICODE
    for drawn in (visible_chunk("a\xa0b  c", marks), visible("a\xa0b  c", marks)):
        assert "a\\xa0b" in drawn and marks["space"] * 2 in drawn, drawn


def test_a_known_mistakes_label_speaks_to_the_learner(tmp_path: Path) -> None:
    """chunk_chars' mistake is named by what the code does, not by where the course's author found it."""
    from conftest import SUBMISSIONS

    mine = tmp_path / "mine.py"  # the fixture's own file name is the old label
    shutil.copy2(SUBMISSIONS / "chunk_chars" / "seed_go_port.py", mine)
    run = run_kata("grade", "chunk_chars", "--file", str(mine), "--no-random")
    assert "(steps back characters)" in run.out
    assert "seed" not in run.out.lower() and "go port" not in run.out


def test_a_rejection_on_stdout_is_said_once_and_quotes_what_was_printed() -> None:
    """chunk_stdin: the rule is no longer restated in the why-line, the mistake and an expected/actual table:
    the why-line names what broke, the mistake says how to fix it, and the stray stdout is quoted."""
    from conftest import SUBMISSIONS

    fixture = SUBMISSIONS / "chunk_stdin" / "rejects_on_stdout_with_status_1.py"
    run = run_kata("grade", "chunk_stdin", "--file", str(fixture), "--no-random")
    text = " ".join(run.out.split())
    assert text.count("output on stdout") == 1, run.out
    assert "expected 'error'" not in text and "actual 'error" not in text
    assert "error: line 1 must start with two whole numbers" in run.out  # what the program printed


LATIN1_STDIN = """\
import sys


def main():
    first, _, rest = sys.stdin.buffer.read().decode("latin-1").partition("\\n")
    fields = first.split()
    if len(fields) < 2 or not all(field.isascii() and field.isdigit() for field in fields[:2]):
        print("line 1 must start with two whole numbers", file=sys.stderr)
        return 2
    size, overlap = int(fields[0]), int(fields[1])
    if size == 0 or overlap >= size:
        print("size must be more than overlap", file=sys.stderr)
        return 2
    words = fields[2:] + rest.split()
    for start in range(0, max(len(words) - overlap, 1) if words else 0, size - overlap):
        sys.stdout.buffer.write((" ".join(words[start : start + size]) + "\\n").encode("utf-8"))
    return 0


sys.exit(main())
"""


@pytest.mark.skipif(shutil.which("sh") is None, reason="the printf line is for a POSIX shell")
def test_an_ascii_terminal_shows_a_programs_smallest_input_as_printf_escapes_that_feed_the_same_bytes(
    tmp_path: Path,
) -> None:
    """A program's smallest input under LANG=C: its accents as the octal escapes of their UTF-8 bytes, so the
    printf line, pasted into a shell, feeds the input that fails (a look-alike `e` would feed one that passes)."""
    submission = tmp_path / "latin1.py"
    submission.write_text(LATIN1_STDIN, encoding="utf-8")
    run = run_kata("grade", "chunk_stdin", "--file", str(submission), env={"LANG": "C", "COLUMNS": "400"})
    lines = [line for line in run.out.splitlines() if line.startswith("smallest") and "printf" in line]
    assert lines and all(line.isascii() for line in lines), run.out
    line = lines[0]
    command = line[line.index("printf") : line.index(" | python")]
    fed = subprocess.run(["sh", "-c", command], capture_output=True, check=True).stdout.decode("utf-8")
    assert not fed.isascii(), (command, fed)
    # And it is an input that fails: the program prints a word the input does not hold.
    printed = subprocess.run([sys.executable, str(submission)], input=fed.encode("utf-8"), capture_output=True)
    assert set(printed.stdout.decode("utf-8").split()) - set(fed.split()), (fed, printed.stdout)
