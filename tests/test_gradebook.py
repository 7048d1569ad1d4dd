"""Grades an LMS takes: one maximum for the class, student ids, columns that line up, Canvas and Moodle imports,
and a regrade compared with an earlier run. Every class here is graded by the real `kata batch`."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from conftest import ROOT, run_kata

PITFALLS = (ROOT / "solutions" / "pitfalls" / "chunk_words.py").read_text(encoding="utf-8")
CORRECT = (ROOT / "solutions" / "chunk_words.py").read_text(encoding="utf-8")
# alice passes everything (the random-inputs comparison runs for her only), bob makes a known mistake, carol
# handed in no chunk_words.py at all: three ways to reach a different maximum if it were counted per run.
STUDENTS = {"alice": CORRECT, "bob": PITFALLS + "\n\nsolve = step_by_size\n", "carol": None}
ROSTER = (
    "folder,id,name,email,sis_user_id,section\n"
    "alice,s001,Alice A,alice@example.org,A-1,Tue\n"
    "bob,s002,Bob B,bob@example.org,B-2,Tue\n"
    "carol,s003,Carol C,carol@example.org,C-3,Wed\n"
)


def make_class(folder: Path, students: dict[str, str | None]) -> list[Path]:
    folders = []
    for name, code in students.items():
        exercises = folder / name / "exercises"
        exercises.mkdir(parents=True)
        if code is not None:
            (exercises / "chunk_words.py").write_text(code, encoding="utf-8")
        folders.append(folder / name)
    return folders


def batch(*arguments: str) -> str:
    run = run_kata("batch", *arguments, "--exercise", "chunk_words", "--timeout", "5")
    assert run.code == 0, run.err
    return run.out


@pytest.fixture(scope="module")
def graded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path]]:
    """The class graded once, as JSON lines, with a roster."""
    folder = tmp_path_factory.mktemp("class")
    folders = make_class(folder / "submissions", STUDENTS)
    (folder / "roster.csv").write_text(ROSTER, encoding="utf-8")
    batch(*map(str, folders), "--roster", str(folder / "roster.csv"), "--output", str(folder / "run.jsonl"))
    return folder, folders


def records(path: Path) -> dict[str, dict]:
    return {record["submission"]: record for record in map(json.loads, path.read_text(encoding="utf-8").splitlines())}


def test_every_student_is_graded_out_of_the_same_maximum(graded: tuple[Path, list[Path]]) -> None:
    folder, _ = graded
    rows = records(folder / "run.jsonl")
    assert sorted(rows) == ["s001", "s002", "s003"]  # the roster's ids, not the folders' paths
    assert rows["s001"]["score"] == rows["s001"]["max_score"]
    assert rows["s002"]["score"] < rows["s002"]["max_score"] and rows["s003"]["score"] == 0
    assert len({row["max_score"] for row in rows.values()}) == 1, {k: r["max_score"] for k, r in rows.items()}
    assert rows["s001"]["folder"].endswith("alice")


def test_class_csv_columns_are_unique_and_merged_files_line_up(graded: tuple[Path, list[Path]], tmp_path: Path) -> None:
    folder, folders = graded
    direct = tmp_path / "direct.csv"
    batch(*map(str, folders), "--output", str(direct))
    merged = tmp_path / "merged.csv"
    run = run_kata("batch", "--merge", str(folder / "run.jsonl"), "--output", str(merged))
    assert run.code == 0, run.err
    header = next(csv.reader(direct.open(encoding="utf-8")))
    assert len(header) == len(set(header)), header
    assert "cases error" in header and "note" in header
    assert next(csv.reader(merged.open(encoding="utf-8"))) == header
    names = [row[0] for row in list(csv.reader(direct.open(encoding="utf-8")))[1:]]
    assert names == ["alice", "bob", "carol"]  # without a roster the id is the folder's name


def test_canvas_import_follows_its_documented_layout(graded: tuple[Path, list[Path]], tmp_path: Path) -> None:
    folder, _ = graded
    canvas = tmp_path / "canvas.csv"
    run = run_kata(
        "batch", "--merge", str(folder / "run.jsonl"), "--roster", str(folder / "roster.csv"),
        "--format", "canvas", "--output", str(canvas),
    )  # fmt: skip
    assert run.code == 0, run.err
    rows = list(csv.reader(canvas.open(encoding="utf-8")))
    assert rows[0] == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "kata: chunk_words"]
    maximum = records(folder / "run.jsonl")["s001"]["max_score"]
    assert rows[1][0] == "Points Possible" and float(rows[1][5]) == maximum
    by_name = {row[0]: row for row in rows[2:]}
    assert by_name["Alice A"][2] == "A-1" and by_name["Alice A"][4] == "Tue" and float(by_name["Alice A"][5]) == maximum
    assert float(by_name["Carol C"][5]) == 0


def test_moodle_import_names_the_mistake_as_feedback(graded: tuple[Path, list[Path]], tmp_path: Path) -> None:
    folder, _ = graded
    moodle = tmp_path / "moodle.csv"
    run = run_kata(
        "batch", "--merge", str(folder / "run.jsonl"), "--roster", str(folder / "roster.csv"),
        "--format", "moodle", "--output", str(moodle),
    )  # fmt: skip
    assert run.code == 0, run.err
    rows = list(csv.reader(moodle.open(encoding="utf-8")))
    assert rows[0] == ["ID number", "Email address", "kata: chunk_words", "kata: chunk_words feedback"]
    by_id = {row[0]: row for row in rows[1:]}
    assert by_id["s001"][1] == "alice@example.org" and by_id["s001"][3] == "all cases passed"
    assert "step_by_size" in by_id["s002"][3] and by_id["s003"][3] == "no file submitted"


def test_a_regrade_lists_whose_grade_changed_and_by_which_case(graded: tuple[Path, list[Path]], tmp_path: Path) -> None:
    folder, _ = graded
    # The same class after bob fixed his mistake: only bob's row moves, and his cases say why.
    again = make_class(tmp_path / "submissions", {**STUDENTS, "bob": CORRECT})
    out = batch(*map(str, again), "--roster", str(folder / "roster.csv"), "--compare", str(folder / "run.jsonl"))
    changed = out[out.index("submissions changed:") - 2 :]
    assert changed.startswith("1 submissions changed:"), out
    assert "s002:" in changed and "s001:" not in changed and "s003:" not in changed
    assert "chunk_words: example_the_cat_sat: wrong answer → pass" in changed
    same = batch("--merge", str(folder / "run.jsonl"), "--compare", str(folder / "run.jsonl"))
    assert "No submission's score or verdicts changed." in same


def test_roster_and_id_mistakes_are_input_errors(graded: tuple[Path, list[Path]], tmp_path: Path) -> None:
    _, folders = graded
    bad = tmp_path / "roster.csv"
    bad.write_text("folder,student\nalice,1\n", encoding="utf-8")
    run = run_kata("batch", *map(str, folders), "--roster", str(bad))
    assert run.code == 2 and "no id column" in run.err and "roster.csv" in run.err
    twice = make_class(tmp_path / "other", {"alice": CORRECT})
    run = run_kata("batch", str(folders[0]), str(twice[0]), "--exercise", "chunk_words")
    assert run.code == 2 and "are both student 'alice'" in run.err
