"""Perf cases are timed on texts drawn afresh each run, so no answer can be worked out before the run starts:
the same size and shape of text every time, other words every time, the same words again with `--seed`."""

from __future__ import annotations

from dataclasses import replace

from conftest import ROOT, run_kata

from grader.course.loader import load_course
from grader.course.model import Arguments
from grader.judge.oracle import memo_key
from grader.judge.perf import fresh_input, is_perf

COURSE = load_course(ROOT)
PERF = [case for case in COURSE.exercise("chunk_words").cases if is_perf(case)]


def test_a_fresh_perf_text_has_the_same_size_and_other_words() -> None:
    case = PERF[0]
    original = case.input["text"]
    first, second, again = fresh_input(case, 1), fresh_input(case, 2), fresh_input(case, 1)
    assert len(first.input["text"]) == len(second.input["text"]) == 200_000 * len("w1234567 ") - 1
    assert len(first.input["text"].split()) == 200_000
    assert first.input["text"] != second.input["text"] and first.input["text"] == again.input["text"]
    assert first.input["text"] != original and not first.input["text"].startswith("w1 ")
    # Answers are kept per draw: one draw's reference answer is never taken for another's.
    assert len({memo_key(case), memo_key(first), memo_key(second)}) == 3 and memo_key(first) == memo_key(again)


def test_a_perf_case_with_a_stored_answer_keeps_its_text() -> None:
    """A released copy has no reference to work out the answer on a new text: its stored answer's text stays."""
    stored = replace(PERF[0], expected=["w1"], has_expected=True)
    assert fresh_input(stored, 1) is stored
    plain = replace(PERF[0], input=Arguments({"text": "a b c", "size": 2, "overlap": 1}))
    assert fresh_input(plain, 1).input["text"] == "a b c"


def _perf_texts(*arguments: str) -> list[str]:
    run = run_kata("grade", "chunk_words", "--no-random", "--format", "json", *arguments)
    document = run.json()
    return [test["test_code"] for test in document["tests"] if test["name"].endswith("_in_linear_time")]


def test_seed_draws_the_same_perf_texts_again_and_no_seed_draws_new_ones() -> None:
    """Through `kata grade --file`: two runs with `--seed 7` time the same texts; two runs without, others."""
    reference = str(ROOT / "solutions" / "chunk_words.py")
    seeded = [_perf_texts("--file", reference, "--seed", "7") for _ in range(2)]
    unseeded = [_perf_texts("--file", reference) for _ in range(2)]
    assert seeded[0] == seeded[1] and len(seeded[0]) == 2
    assert unseeded[0] != unseeded[1] and seeded[0] != unseeded[0]


def test_a_memo_kept_across_runs_keeps_one_draw_per_perf_case() -> None:
    """`kata watch` keeps one memo for the session: each save draws new perf texts, and the answers kept for the
    earlier draws are dropped, not piled up (two 200,000-word answers a save)."""
    from grader.judge.oracle import Memo
    from grader.pipeline import Options, grade

    exercise = COURSE.exercise("chunk_words")
    memo = Memo()
    file = ROOT / "tests" / "fixtures" / "submissions" / "chunk_words" / "correct_while_loop.py"
    for _ in range(3):
        grade(COURSE, exercise, file, Options(random_inputs=False), memo=memo)
    names = [key.split(" ", 1)[0] for key in memo.expected]
    assert sorted(name for name in names if name in {case.name for case in PERF}) == sorted(case.name for case in PERF)
    assert len(names) == len(set(names))
