"""The random phase against the reference, and the perf verdict, through the real `kata` entry point."""

from __future__ import annotations

import ast
import re
import shutil
import zlib
from pathlib import Path

import pytest
from conftest import FIXTURES, SUBMISSIONS, copy_course, run_kata

RANGE_MINUS_OVERLAP = SUBMISSIONS / "chunk_words" / "range_minus_overlap.py"
QUADRATIC = SUBMISSIONS / "chunk_words" / "quadratic_reslice.py"
CORRECT = SUBMISSIONS / "chunk_words" / "correct_while_loop.py"
DIFFERENTIAL = FIXTURES / "differential"
RANDOM = "chunk_words: random_inputs"
PERF_CASE = "big_text_in_linear_time"


def without_cases(course: Path, keep: object) -> None:
    """Rewrite the copy's cases.yaml keeping only the chunk_words cases for which keep(name) is true."""
    lines = (course / "cases.yaml").read_text(encoding="utf-8").splitlines(keepends=True)
    kept, dropping, exercise, in_cases = [], False, "", False
    for line in lines:
        if line and not line[0].isspace() and line.rstrip().endswith(":"):
            exercise = line.rstrip()[:-1]
        section = re.match(r"  (\w+):", line)
        if section:
            in_cases = section.group(1) == "cases"
        name = re.match(r"    - name: (\S+)", line)
        if name and in_cases:
            dropping = exercise == "chunk_words" and not keep(name.group(1))  # type: ignore[operator]
        elif line.strip() and not line.startswith("      "):
            dropping = False
        perf_hint = exercise == "chunk_words" and line == "      tag: perf\n" and not keep(PERF_CASE)  # type: ignore[operator]
        if not dropping and not perf_hint:  # a hint about a tag no case carries is an error in cases.yaml
            kept.append(line)
    (course / "cases.yaml").write_text("".join(kept), encoding="utf-8")


@pytest.fixture(scope="module")
def small_course(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the course whose chunk_words keeps only its examples: each run costs little but the phase."""
    course = copy_course(tmp_path_factory.mktemp("small") / "course")
    without_cases(course, lambda name: name.startswith("example_"))
    return course


def grade(file: Path, *arguments: str, cwd: Path | None = None) -> tuple[int, dict]:
    run = run_kata("grade", "chunk_words", "--file", str(file), "--format", "json", *arguments, cwd=cwd)
    assert "Traceback" not in run.err, run.err
    return run.code, run.json()


def outcomes_by_name(document: dict) -> dict[str, dict]:
    return {test["name"]: test for test in document["tests"]}


def test_random_inputs_catch_a_mistake_the_yaml_cases_missed(course_copy: Path) -> None:
    """Without the few-words cases, range_minus_overlap passes the YAML yet fails random_inputs on ≤ 3 words."""
    without_cases(course_copy, lambda name: "than_overlap" not in name and "as_overlap" not in name)
    wide = {"COLUMNS": "400"}
    run = run_kata("--plain", "grade", "chunk_words", "--file", str(RANGE_MINUS_OVERLAP), cwd=course_copy, env=wide)
    marks = re.findall(r"^  ([✓✗]) (\S+)", run.out, flags=re.MULTILINE)
    assert run.code == 1 and len(marks) > 20
    assert [name for mark, name in marks if mark == "✗"] == ["random_inputs"], run.out
    shrunk = re.search(r"differs from the reference on: (text=.*?, size=\d+, overlap=\d+) — ", run.out)
    assert shrunk, run.out
    arguments = _keywords(shrunk.group(1))
    words = len(str(arguments["text"]).split())
    assert 1 <= words <= 3 and words <= int(arguments["overlap"])  # type: ignore[call-overload]
    seed = zlib.crc32(b"chunk_words")
    # The command draws the same inputs again on the same file (graded with --file, so it says so).
    again = (
        rf"seed +{seed} +\(again: kata grade chunk_words --seed {seed} --file {re.escape(str(RANGE_MINUS_OVERLAP))}\)"
    )
    assert re.search(again, run.out), run.out


def _keywords(text: str) -> dict[str, object]:
    """text='a b', size=2, overlap=1 → the mapping, read as Python literals."""
    node = ast.parse(f"f({text})", mode="eval").body
    assert isinstance(node, ast.Call)
    return {keyword.arg: ast.literal_eval(keyword.value) for keyword in node.keywords if keyword.arg}


def test_the_random_phase_is_the_same_run_after_run(small_course: Path) -> None:
    """Two runs without --seed give identical reports (the seed comes from the exercise name)."""
    runs = [grade(RANGE_MINUS_OVERLAP, cwd=small_course)[1] for _ in range(2)]
    assert outcomes_by_name(runs[0])[RANDOM] == outcomes_by_name(runs[1])[RANDOM]
    assert outcomes_by_name(runs[0])[RANDOM]["status"] == "fail"


def test_seed_chooses_the_inputs_and_the_default_seed_reproduces(tmp_path: Path, small_course: Path) -> None:
    """The same seed feeds solve the same inputs; another seed, others; --seed crc32(name) is the default run."""
    file = tmp_path / "records_inputs.py"
    shutil.copy(DIFFERENTIAL / "records_inputs.py", file)
    log = file.with_suffix(".log")

    def inputs(*arguments: str) -> list[str]:
        log.unlink(missing_ok=True)
        code, document = grade(file, *arguments, "--sandbox", "off", cwd=small_course)  # it writes a log beside itself
        assert code == 0, document
        return log.read_text(encoding="utf-8").splitlines()

    default = inputs()
    assert len(default) > 20  # the four example cases, then the generated inputs
    assert inputs("--seed", str(zlib.crc32(b"chunk_words"))) == default
    other = inputs("--seed", "7")
    assert other != default and other[:4] == default[:4]


def test_no_random_and_reference_skip_the_phase(small_course: Path) -> None:
    """--no-random grades only the YAML cases; --reference never compares the reference with itself."""
    code, skipped = grade(CORRECT, "--no-random", cwd=small_course)
    reference = run_kata("grade", "chunk_words", "--reference", "--format", "json", cwd=small_course)
    assert code == 0 and reference.code == 0
    assert list(outcomes_by_name(skipped)) == list(outcomes_by_name(reference.json()))
    assert RANDOM not in outcomes_by_name(skipped)


def test_cases_yaml_sets_how_many_inputs(course_copy: Path) -> None:
    """`random: N` under an exercise sets how many inputs are tried; `random: 0` turns the phase off."""
    cases = course_copy / "cases.yaml"
    text = cases.read_text(encoding="utf-8")
    cases.write_text(text.replace("chunk_words:\n", "chunk_words:\n  random: 7\n", 1), encoding="utf-8")
    seven = run_kata("--plain", "grade", "chunk_words", "--file", str(CORRECT), cwd=course_copy)
    assert re.search(r"random_inputs +\d+ edge, \d+ case-variant and [1-7] random inputs agree", seven.out), seven.out
    cases.write_text(text.replace("chunk_words:\n", "chunk_words:\n  random: 0\n", 1), encoding="utf-8")
    none = run_kata("--plain", "grade", "chunk_words", "--file", str(CORRECT), cwd=course_copy)
    assert none.code == 0 and "random_inputs" not in none.out


def test_a_hang_on_a_generated_input_is_a_timeout_shrunk_to_the_smallest_input(small_course: Path) -> None:
    """A loop that never ends on short texts with size >= 7 is reported as a timeout on a text of no words, size=7
    (the empty text a search shrinks to, or a blank case given the file's own 7)."""
    code, document = grade(DIFFERENTIAL / "hangs_on_short_texts.py", "--timeout", "0.5", cwd=small_course)
    test = outcomes_by_name(document)[RANDOM]
    assert code == 1 and test["status"] == "error"
    assert re.match(r"timeout: on the generated input text=' *', size=7, overlap=0", test["message"]), test["message"]
    assert [name for name, entry in outcomes_by_name(document).items() if entry["status"] != "pass"] == [RANDOM]


def test_a_crash_on_a_generated_input_is_a_crash_and_the_other_cases_still_pass(small_course: Path) -> None:
    """os._exit on some generated inputs is a crash verdict on the smallest such input; the worker is replaced."""
    code, document = grade(DIFFERENTIAL / "exits_on_short_texts.py", cwd=small_course)
    test = outcomes_by_name(document)[RANDOM]
    assert code == 1 and test["status"] == "error"
    assert [name for name, entry in outcomes_by_name(document).items() if entry["status"] != "pass"] == [RANDOM]
    assert re.match(r"crash: on the generated input text=' *', size=7, overlap=0", test["message"]), test["message"]
    assert "exited with status 3" in test["message"]


def test_perf_cases_tell_their_growth_on_a_pass() -> None:
    """A correct linear file passes the perf case, its line telling how its time grew and the reference's."""
    run = run_kata("--plain", "grade", "chunk_words", "--file", str(CORRECT), "--no-random", env={"COLUMNS": "200"})
    assert run.code == 0, run.out
    perf_lines = [line for line in run.out.splitlines() if "linear_time" in line]
    assert len(perf_lines) == 1
    assert re.search(r"8× the text: [\d.]+× the time \(reference [\d.]+×\)", perf_lines[0]), perf_lines


def test_a_quadratic_file_is_too_slow_with_its_growth(course_copy: Path) -> None:
    """Re-slicing the word list at every step is right but too slow; the message tells how its time grew (or how
    far it had grown when it was stopped) and how the reference's grows."""
    without_cases(course_copy, lambda name: name == "big_text_in_linear_time")
    code, document = grade(QUADRATIC, "--no-random", cwd=course_copy)
    [test] = document["tests"]
    assert code == 1 and test["status"] == "fail"  # an answer came back, right but too slow: a failure, as in JUnit
    pattern = (
        r"too slow: 8× the words \(5,000 words, then 40,000 words\) took (more than )?\d+× as long: .*"
        r"the work grows (with|faster than) the square of the text\. The reference grows [\d.]+×"
    )
    assert re.match(pattern, test["message"]), test["message"]


def test_a_broken_inputs_function_is_a_course_error_naming_the_file(course_copy: Path) -> None:
    """An inputs() that does not give a strategy of argument dicts stops the run with exit 2 and the file to fix."""
    reference = course_copy / "solutions" / "chunk_words.py"
    source = reference.read_text(encoding="utf-8")
    reference.write_text(source.replace("    return arguments()\n", "    return st.just(['not', 'a', 'dict'])\n"))
    run = run_kata("grade", "chunk_words", "--file", str(CORRECT), cwd=course_copy)
    assert run.code == 2 and "Traceback" not in run.err
    assert "solutions/chunk_words.py" in run.err and "inputs()" in run.err
    assert run_kata("grade", "chunk_words", "--file", str(CORRECT), "--no-random", cwd=course_copy).code == 0


def test_the_random_inputs_run_once_every_case_passes_or_only_long_cases_give_wrong_answers_or_are_slow() -> None:
    """A mistake that only a long case shows (a perf text, a text of thousands of words) is searched for on short
    inputs too, and so is one of a program that is only too slow (a slow way may be wrong as well: shlex.split is
    both); a short case that fails, or a long one that is endless, keeps them for later."""
    from grader.course.model import Case
    from grader.judge.differential import compares_on
    from grader.judge.model import Outcome, Verdict

    short = Case(name="short", input={"text": "a b c", "size": 2, "overlap": 1})
    long = Case(name="long", input={"text": " ".join(["w"] * 1_000), "size": 2, "overlap": 1})
    passed = Outcome(case=short, verdict=Verdict.PASS)
    assert compares_on([passed])
    assert compares_on([passed, Outcome(case=long, verdict=Verdict.WRONG)])
    assert compares_on([passed, Outcome(case=long, verdict=Verdict.ERROR)])
    assert not compares_on([Outcome(case=short, verdict=Verdict.WRONG), Outcome(case=long, verdict=Verdict.WRONG)])
    assert not compares_on([passed, Outcome(case=long, verdict=Verdict.TIMEOUT)])
    assert compares_on([passed, Outcome(case=long, verdict=Verdict.TOO_SLOW)])
    assert not compares_on([Outcome(case=short, verdict=Verdict.WRONG), Outcome(case=long, verdict=Verdict.TOO_SLOW)])
