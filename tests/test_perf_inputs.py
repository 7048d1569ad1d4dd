"""Perf cases are timed on texts drawn afresh each run, at two lengths, and judged by how the time grows: the texts
look like prose (no shape a shortcut could test for), the same again with `--seed`; the verdict compares growth
and time with the yardstick's, on CPU clocks the learner's code cannot slow or forge."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import replace

import pytest
from conftest import ROOT, run_kata

from grader.course.drawn import drawn_sentences, drawn_words, shuffled_numbers
from grader.course.loader import load_course
from grader.course.model import Arguments
from grader.judge.model import Outcome, Verdict
from grader.judge.oracle import memo_key
from grader.judge.perf import ORDER, SCALE, STOP_SECONDS, YARDSTICK_RUNS, Timing, is_perf, judge_growth, plan
from grader.run import platform

COURSE = load_course(ROOT)
EXERCISE = COURSE.exercise("chunk_words")
[PERF] = [case for case in EXERCISE.cases if is_perf(case)]


def test_every_exercise_whose_work_grows_with_its_input_has_a_perf_case() -> None:
    assert {exercise.name for exercise in COURSE.exercises if any(map(is_perf, exercise.cases))} == {
        "chunk_words",
        "chunk_stdin",
        "chunk_chars",
        "pack_sentences",
        "merge_hits",
        "keeps_whole",
    }


def test_drawn_texts_look_like_prose_and_differ_by_seed() -> None:
    first, second, again = drawn_words(5000, 1), drawn_words(5000, 2), drawn_words(5000, 1)
    assert len(first.split()) == len(second.split()) == 5000
    assert first != second and first == again
    words = first.split()
    assert not any(re.fullmatch(r"w\d+", word) for word in words)  # not the numbered words of cases.yaml
    assert len(set(words)) > 500 and len({len(word) for word in words}) > 8  # varied words and lengths
    assert any(word[0].isupper() for word in words) and any(word[-1] in ",.;:!?" for word in words)
    assert "\n" in first and "  " in first  # other whitespace too
    sentences = drawn_sentences(300, 1)
    assert len(sentences) == 300 and all(sentence.endswith(".") and sentence.split() for sentence in sentences)
    assert sorted(shuffled_numbers(50, 1)) == list(range(50)) and shuffled_numbers(50, 1) != list(range(50))


def test_a_draw_scales_the_long_values_and_gives_each_argument_its_own_words() -> None:
    arguments = Arguments({"text": None, "answer": None, "size": 3}, {"text": {"words": 4000}, "answer": {"words": 6}})
    small = arguments.drawn("7", 1 / SCALE)
    assert len(small["text"].split()) == 4000 // SCALE and small["size"] == 3
    assert len(small["answer"].split()) == 6  # a short value is part of the question: it keeps its length
    assert " ".join(small["text"].split()[:6]) != " ".join(small["answer"].split())
    # Values the worker cannot build cross the pipe as themselves; numbered words still as their short spec.
    assert small.wire()["text"] == small["text"]
    assert isinstance(PERF.input, Arguments) and "__kata_generate__" in PERF.input.wire()["text"]


def test_a_plan_alternates_two_lengths_on_new_texts_and_the_same_seed_draws_them_again() -> None:
    first, again, other = plan(PERF, 1, None), plan(PERF, 1, None), plan(PERF, 2, None)
    texts = [draw.case.input["text"] for draw in first.draws]
    assert len(set(texts)) == len(ORDER)  # a new text for every call: no answer can be kept from one to the next
    assert [len(text.split()) for text in texts] == [40_000 // SCALE if kind == "s" else 40_000 for kind in ORDER]
    assert texts == [draw.case.input["text"] for draw in again.draws]
    assert texts != [draw.case.input["text"] for draw in other.draws]
    assert first.yardstick == "one pass over the text" and all(draw.expected is None for draw in first.draws)
    assert len({memo_key(draw.case) for draw in first.draws}) == len(ORDER)


def test_a_draw_is_made_when_first_read_and_a_wrong_first_answer_makes_no_other() -> None:
    """Each draw's text and reference answer are made when the run reaches its call, once: a run whose first call
    is already wrong is judged on that call, and the other four texts are never drawn nor answered."""
    answered: list[int] = []
    made = plan(PERF, 5, lambda case: answered.append(len(case.input["text"].split())) or [])
    assert answered == []
    first = made.draws[0]
    assert made.draws[0] is first and answered == [5_000]
    wrong = Outcome(case=first.case, verdict=Verdict.WRONG, message="chunk 1 differs")
    assert judge_growth(EXERCISE, made, [], wrong, 0.0) is wrong and answered == [5_000]
    assert [draw.longer for draw in made.draws] == [kind == "l" for kind in ORDER]
    # The reference answers each longer text YARDSTICK_RUNS times (the fastest counts).
    assert answered == [n for kind in ORDER for n in ([5_000] if kind == "s" else [40_000] * YARDSTICK_RUNS)]


def test_the_yardstick_on_a_longer_text_is_its_fastest_run_not_its_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reference's first run on a longer text can take twice its time (memory not used yet), and a run that
    passes after FIRST_CALLS has one longer text timed: that first run alone made a quadratic program 38x the
    reference look 15x (under the limit) in a batch. A clock read in turn shows which run counts."""
    import grader.judge.perf as perf

    readings = iter([0.0, 0.001, 0.0, 0.016, 0.0, 0.008])  # shorter: 1 ms; longer: 16 ms cold, then 8 ms
    monkeypatch.setattr(perf, "thread_seconds", lambda: next(readings))
    made = plan(PERF, 4, lambda case: [])
    assert [draw.yardstick_seconds for draw in made.draws[:2]] == [0.001, 0.008]


def _timed(cpu: list[float], wall: list[float] | None = None) -> list[Timing]:
    return [Timing(seconds, seconds if wall is None else wall[index]) for index, seconds in enumerate(cpu)]


def _yardstick_plan() -> object:
    """A plan whose yardstick took 1 ms on the shorter texts and 8 ms on the longer (linear)."""
    made = plan(PERF, 3, None)
    draws = tuple(replace(draw, yardstick_seconds=0.008 if draw.longer else 0.001) for draw in made.draws)
    return replace(made, draws=draws)


def _verdict(small: float, large: float, wall_factor: float = 1.0, import_seconds: float = 0.0) -> object:
    perf = _yardstick_plan()
    cpu = [large if kind == "l" else small for kind in ORDER]
    return judge_growth(EXERCISE, perf, _timed(cpu, [c * wall_factor for c in cpu]), None, import_seconds)


def test_linear_growth_passes_and_says_how_it_grew() -> None:
    outcome = _verdict(0.002, 0.017)
    assert outcome.verdict is Verdict.PASS
    assert outcome.message == "8× the text: 8.5× the time (one pass 8.0×)"


def test_quadratic_growth_is_too_slow_and_says_what_was_measured() -> None:
    outcome = _verdict(0.003, 0.15)
    assert outcome.verdict is Verdict.TOO_SLOW
    assert outcome.message.startswith(
        "8× the words (5,000 words, then 40,000 words) took 50× as long: the work grows with the square of the "
        "text. One pass over the text grows 8.0×. The answers are right. Too slow? Look for work in the loop"
    )


def test_flat_growth_on_a_long_time_is_too_slow() -> None:
    """Code that pads its shorter texts grows like linear code, but its time on the longer text gives it away."""
    outcome = _verdict(0.030, 0.240)
    assert outcome.verdict is Verdict.TOO_SLOW
    assert outcome.message.startswith("40,000 words took 0.24 s, 30× what one pass over the text takes (8.0 ms")


def test_waiting_counts_when_a_call_waits_far_longer_than_it_works() -> None:
    """Sleeping costs no CPU: a call whose wall time is many times its CPU time is judged on its wall time."""
    assert _verdict(0.001, 0.008, wall_factor=3).verdict is Verdict.PASS  # a busy machine: wall a few times CPU
    assert _verdict(0.001, 0.008, wall_factor=200).verdict is Verdict.TOO_SLOW


def test_a_slow_import_is_too_slow() -> None:
    outcome = _verdict(0.001, 0.008, import_seconds=1.5)
    assert outcome.verdict is Verdict.TOO_SLOW and outcome.message.startswith("importing your file took 1.50 s")


def test_a_call_stopped_on_the_longer_text_tells_the_growth_it_had_reached() -> None:
    from grader.judge.model import Outcome

    perf = _yardstick_plan()
    stopped = Outcome(case=PERF, verdict=Verdict.TIMEOUT, message="timeout")
    outcome = judge_growth(EXERCISE, perf, _timed([0.01]), stopped, 0.0)
    assert outcome.verdict is Verdict.TOO_SLOW
    assert outcome.message.startswith(
        f"8× the words (5,000 words, then 40,000 words) took more than {STOP_SECONDS / 0.01:.0f}× as long: 10.0 ms,"
        f" then still running when stopped after {STOP_SECONDS:g} s"
    )


def test_the_cpu_clock_of_a_child_counts_its_work_and_not_its_waiting() -> None:
    """The kernel's CPU clock of another process: a busy child's grows, a sleeping child's hardly moves."""
    if platform.cpu_seconds(os.getpid()) is None:
        return  # no CPU clock of another process here: wall time stands in (portable platforms)
    code = "import sys, time\nif sys.argv[1] == 'busy':\n    sum(range(30_000_000))\nelse:\n    time.sleep(0.3)\n"
    clocks = {}
    for kind in ("busy", "sleep"):
        done = "print('done', flush=True)\ninput()\n"
        child = subprocess.Popen(
            [sys.executable, "-c", code + done, kind], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        try:
            # The child says when it is done, then waits on stdin: read its clock then, before it ends. (Waiting
            # for its state to read "sleeping" with some CPU ticks charged spun forever where a short start-up
            # was charged no tick.)
            assert child.stdout is not None and child.stdout.readline() == "done\n"
            clocks[kind] = platform.cpu_seconds(child.pid)
        finally:
            child.communicate("\n", timeout=60)
    assert clocks["busy"] is not None and clocks["sleep"] is not None
    assert clocks["busy"] > 3 * clocks["sleep"]


def _perf_texts(*arguments: str) -> list[str]:
    run = run_kata("grade", "chunk_words", "--no-random", "--format", "json", *arguments)
    document = run.json()
    return [test["test_code"] for test in document["tests"] if test["name"].endswith("_in_linear_time")]


def test_seed_draws_the_same_perf_texts_again_and_no_seed_draws_new_ones() -> None:
    """Through `kata grade --file`: two runs with `--seed 7` time the same texts; two runs without, others."""
    reference = str(ROOT / "solutions" / "chunk_words.py")
    seeded = [_perf_texts("--file", reference, "--seed", "7") for _ in range(2)]
    unseeded = [_perf_texts("--file", reference) for _ in range(2)]
    assert seeded[0] == seeded[1] and len(seeded[0]) == 1
    assert unseeded[0] != unseeded[1] and seeded[0] != unseeded[0]


def test_an_oracle_kept_across_runs_keeps_one_plan_per_perf_case() -> None:
    """`kata watch` keeps one oracle per exercise for the session: each save draws new perf texts, and the plan
    (texts and answers) of the earlier draw is replaced, not piled up."""
    from grader.judge.oracle import Oracle
    from grader.pipeline import grade
    from grader.policy import Policy

    oracle = Oracle(COURSE, EXERCISE)
    file = ROOT / "tests" / "fixtures" / "submissions" / "chunk_words" / "correct_while_loop.py"
    seeds = set()
    for _ in range(3):
        grade(EXERCISE, file, oracle, Policy(random_inputs=False))
        seeds.add(oracle._plans[PERF.name].seed)
    assert list(oracle._plans) == [PERF.name] and len(seeds) == 3
    assert not any(key.startswith(PERF.name) for key in oracle._expected)  # the plan holds the perf answers
