"""`kata cases check` runs the reference's own one-change mutants: a survivor comes with a case that kills it."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

from conftest import copy_course, run_kata

from grader.instructor.survivors import Survivor

# merge_hits' case that kills the mutant reading `first < len(words)` as `first < len(words) - 1` at step 1
# (the last chunk's range is never made): on a one-word text the mutant finds no chunk for hit 0.
KILLER = "hit_on_the_only_chunk_of_a_one_word_text"
# The name `kata cases check` suggests for a case that kills it (an instructor may give it a plainer one).
SUGGESTED = "kills_step_1_bound_comparison_tests_against_one_smaller"
CHANGE = "changed at step 1 (each chunk's word range, cut exactly as chunk_words cuts it): the bound a comparison "
CHANGE += "tests against one smaller"


def _without_case(root: Path, name: str) -> None:
    text = (root / "cases.yaml").read_text(encoding="utf-8")
    text, count = re.subn(rf"^    - name: {name}\n(?:      .*\n)*", "", text, flags=re.MULTILINE)
    assert count == 1, name
    (root / "cases.yaml").write_text(text, encoding="utf-8")


def test_a_surviving_mutant_is_listed_with_a_shrunk_input_and_the_command_that_kills_it(tmp_path: Path) -> None:
    """Without its killing case the mutant survives: an error, shown with the smallest input that tells it from
    the reference, both answers, and a `kata cases add` line; pasted as printed, it adds the case, and the next
    check passes with the mutant killed."""
    course = copy_course(tmp_path / "course")
    _without_case(course, KILLER)

    run = run_kata("--plain", "cases", "check", "merge_hits", cwd=course)
    assert run.code == 1, run.out + run.err
    listed = re.search(r"^  mutant (\d+), (.*)$", run.out, re.MULTILINE)
    assert listed is not None, run.out
    number = listed.group(1)
    assert " ".join(line.strip() for line in run.out[listed.start(2) :].splitlines()[:2]).startswith(CHANGE)
    assert "    input:     text='word', size=1, overlap=0, hits=[0]\n" in run.out
    assert "    reference: ['word']\n    mutant:    []\n" in run.out
    commands = [line.strip() for line in run.out.splitlines() if line.strip().startswith("kata cases add")]
    assert commands == [
        f"kata cases add merge_hits --name {SUGGESTED} --input "
        + """'{"text": "word", "size": 1, "overlap": 0, "hits": [0]}'"""
    ]
    assert f"error: merge_hits: no case kills mutant {number}," in run.out

    words = shlex.split(commands[0])
    assert words[:2] == ["kata", "cases"]
    added = run_kata(*words[1:], cwd=course)
    assert added.code == 0, added.out + added.err
    assert f"- name: {SUGGESTED}" in (course / "cases.yaml").read_text(encoding="utf-8")

    again = run_kata("cases", "check", "merge_hits", "--format", "json", cwd=course)
    assert again.code == 0, again.out + again.err
    (mutants,) = [item["mutants"] for item in again.json()["exercises"]]
    assert mutants["survivors"] == []
    assert int(number) not in [survivor["number"] for survivor in mutants["equivalent"]]
    assert mutants["killed"] == mutants["total"] - len(mutants["equivalent"]) > 0


def test_the_command_round_trips_line_breaks_quotes_and_unicode_through_a_posix_shell(tmp_path: Path) -> None:
    """A text with a line break, a single quote, an accent, an emoji and a no-break space comes back from the
    printed command as it went in; the no-break space is written as an escape, so the line shows it, and
    `kata cases add` reads the snippet."""
    arguments = {"text": 'it\'s café\nnaïve\u00a0😀 "x"', "size": 2, "overlap": 1, "hits": [0]}
    survivor = Survivor(3, "step 1 (words)", "a number one larger", arguments, ["a"], ["b"], "kills_it")
    command = survivor.command("merge_hits")
    assert "\n" not in command and "\u00a0" not in command and "\\u00a0" in command and "café" in command
    words = shlex.split(command)
    assert words[:5] == ["kata", "cases", "add", "merge_hits", "--name"]
    assert json.loads(words[words.index("--input") + 1]) == arguments

    course = copy_course(tmp_path / "course")
    shown = run_kata(*words[1:], "--dry-run", cwd=course, env={"COLUMNS": "300"})
    assert shown.code == 0, shown.out + shown.err
    assert "- name: kills_it" in shown.out
