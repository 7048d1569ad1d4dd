"""A class's unforeseen mistakes: `kata batch` groups the students who gave the same wrong answers with no known
mistake naming them, and `kata pitfalls add` turns one member's file into a known mistake, so the next batch
names the whole group. Everything runs through the real `kata` on a copy of the course."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import ROOT, copy_course, run_kata

CORRECT = (ROOT / "solutions" / "chunk_words.py").read_text(encoding="utf-8")
PITFALLS = (ROOT / "solutions" / "pitfalls" / "chunk_words.py").read_text(encoding="utf-8")

# One mistake nobody catalogued (lower-casing the text), written three ways: the answers are the same.
LOWER = {
    "ann": '"""Mine."""\n\n\ndef solve(text, size, overlap):\n    words = text.lower().split()\n'
    "    out, i = [], 0\n    while i < len(words):\n        out.append(' '.join(words[i:i + size]))\n"
    "        if i + size >= len(words):\n            break\n        i += size - overlap\n    return out\n",
    "ben": "STEP_BACK = 0\n\n\ndef _norm(text):\n    return text.lower().split()\n\n\n"
    "def solve(text, size, overlap):\n    words = _norm(text)\n    chunks = []\n    start = STEP_BACK\n"
    "    while True:\n        chunks.append(' '.join(words[start:start + size]))\n"
    "        if start + size >= len(words):\n            return chunks if words else []\n"
    "        start += size - overlap\n",
    "cat": "from __future__ import annotations\n\n\ndef solve(text: str, size: int, overlap: int) -> list[str]:\n"
    "    w = [x.lower() for x in text.split()]\n    r = []\n    for s in range(0, len(w), size - overlap):\n"
    "        r.append(' '.join(w[s:s + size]))\n        if s + size >= len(w):\n            break\n    return r\n",
}
# Another one (punctuation stripped from each word), twice.
PUNCTUATION = {
    name: f"def solve(text, size, overlap):\n    words = [w.strip('{marks}') for w in text.split()]\n"
    "    words = [w for w in words if w]\n    out, i = [], 0\n    while i < len(words):\n"
    "        out.append(' '.join(words[i:i + size]))\n        if i + size >= len(words):\n            break\n"
    "        i += size - overlap\n    return out\n"
    for name, marks in (("dan", ".,!?;:"), ("eve", ",.;:!?"))
}
STUDENTS = {"alice": CORRECT, "bob": PITFALLS + "\n\nsolve = step_by_size\n", **LOWER, **PUNCTUATION}


def make_class(folder: Path) -> list[Path]:
    folders = []
    for name, code in STUDENTS.items():
        (folder / name / "exercises").mkdir(parents=True)
        (folder / name / "exercises" / "chunk_words.py").write_text(code, encoding="utf-8")
        folders.append(folder / name)
    return folders


def batch(course: Path, folders: list[Path], output: Path) -> tuple[dict[str, dict], str]:
    run = run_kata(
        "batch", *map(str, folders), "--exercise", "chunk_words", "--output", str(output),
        "--html", str(output.with_suffix(".html")), cwd=course,
    )  # fmt: skip
    assert run.code == 0, run.err
    lines = output.read_text(encoding="utf-8").splitlines()
    return {record["submission"]: record["exercises"][0] for record in map(json.loads, lines)}, run.out


def test_a_shared_unnamed_mistake_is_one_group_until_it_is_named(tmp_path: Path) -> None:
    course = copy_course(tmp_path / "course")
    folders = make_class(tmp_path / "class")
    rows, out = batch(course, folders, tmp_path / "before.jsonl")
    lower = {rows[name]["group"] for name in LOWER}
    punctuation = {rows[name]["group"] for name in PUNCTUATION}
    assert len(lower) == 1 and len(punctuation) == 1 and lower != punctuation and "" not in lower | punctuation
    assert rows["alice"]["group"] == "" and rows["bob"]["group"] == ""  # passed, and a known mistake
    assert "Unnamed mistakes made alike" in out and "ann, ben, cat" in out and "dan, eve" in out
    page = (tmp_path / "before.html").read_text(encoding="utf-8")
    assert 'class="group" data-size="3"' in page and 'class="group" data-size="2"' in page

    pitfalls_before = (course / "solutions" / "pitfalls" / "chunk_words.py").read_text(encoding="utf-8")
    cases_before = (course / "cases.yaml").read_text(encoding="utf-8")
    member = tmp_path / "class" / "ben" / "exercises" / "chunk_words.py"
    message = "Your chunks are in lower case: keep every word exactly as the text has it."
    run = run_kata(
        "pitfalls", "add", "chunk_words", "lower_cases_the_text", "--from", str(member), "--message", message,
        "--hint", "Compare your chunk with the text: is every letter as it was?", cwd=course,
    )  # fmt: skip
    assert run.code == 0, run.out + run.err
    assert "Caught by" in run.out
    pitfalls_after = (course / "solutions" / "pitfalls" / "chunk_words.py").read_text(encoding="utf-8")
    cases_after = (course / "cases.yaml").read_text(encoding="utf-8")
    assert pitfalls_after.startswith(pitfalls_before.rstrip("\n"))  # the author's file, then the new function
    assert "def lower_cases_the_text(" in pitfalls_after and "def _lower_cases_the_text_norm(" in pitfalls_after
    assert [line for line in cases_before.splitlines() if line not in cases_after.splitlines()] == []

    rows, out = batch(course, folders, tmp_path / "after.jsonl")
    assert all(rows[name]["pitfalls"] == ["lower_cases_the_text"] for name in LOWER), rows
    assert {rows[name]["group"] for name in LOWER} == {""}
    assert len({rows[name]["group"] for name in PUNCTUATION} - {""}) == 1  # still one group, still unnamed
    assert "ann, ben, cat" not in out and "dan, eve" in out


def test_pitfalls_add_refuses_what_it_cannot_do(tmp_path: Path) -> None:
    course = copy_course(tmp_path / "course")
    no_solve = tmp_path / "no_solve.py"
    no_solve.write_text("def chunk(text):\n    return []\n", encoding="utf-8")
    before = (course / "cases.yaml").read_bytes()
    for arguments, said in (
        (["chunk_words", "step_by_size", "--from", str(no_solve)], "already has a pitfall called step_by_size"),
        (["chunk_words", "Bad-Name", "--from", str(no_solve)], "is not a pitfall name"),
        (["chunk_words", "new_one", "--from", str(no_solve)], "defines no solve()"),
        (["chunk_words", "new_one", "--from", str(tmp_path / "absent.py")], "cannot read"),
    ):
        run = run_kata("pitfalls", "add", *arguments, "--message", "m", cwd=course)
        assert run.code == 2 and said in run.err, (arguments, run.err)
    assert (course / "cases.yaml").read_bytes() == before
