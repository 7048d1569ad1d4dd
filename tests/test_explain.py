"""Naming the cause by method (judge/explain.py): every explainer names the fixtures made for it, and never its
look-alike; every failing case is shown with its smallest failing input; no report is longer than 80 lines."""

from __future__ import annotations

import io
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from conftest import FIXTURES, ROOT, SUBMISSIONS, graded
from rich.console import Console

from grader.course.loader import load_course
from grader.judge import explain, trigger
from grader.judge.explain import EXPLAINERS
from grader.judge.model import Verdict
from grader.judge.mutants import mutants_of, steps
from grader.judge.oracle import Oracle
from grader.judge.shrink import Probe, shrink, size_of
from grader.present.public import redact
from grader.present.report import render_result
from grader.run.sandbox import landlock_abi
from solutions import nearest_chunk

COURSE = load_course(ROOT)
EXPLAIN = FIXTURES / "explain"
# Each fixture's first line: `# names: KEY` (a cause every failure is named with) or `# not: KEY (why)`.
FIXTURE_FILES = sorted(EXPLAIN.glob("*.py"))


# Which explainer a fixture's claim is about (the first word of a `names:` or `not:` line).
CLAIMED_BY = {
    "known_mistake": "known_mistake",
    "counts_one_chunk_too_many": "known_mistake",
    "no_square_root": "known_mistake",
    "mutant": "mutant",
    "as_if_reversed": "as_if",
    "keeps_the_texts_whitespace": "shape",
    "state_kept_between_calls": "call_contract",
    "changes_its_arguments": "call_contract",
    "wrong_where_": "where",
    "wrong_where_whitespace_": "where",
    "wrong_where_whitespace_carriage_return": "where",
    "exactly_where": "exactly_where",
    "rejects_with_status_zero": "shape",
    "accepts_what_the_lesson_rejects": "shape",
    "crashes_instead_of_rejecting": "shape",
    "wrong_where_repeated_items": "where",
    "windows_": "windows",
    "one_change_on_line_": "repair",
    "as_if_rounded": "as_if",
    "as_if_rounded_to_2_places": "as_if",
    "as_if_short_last": "as_if",
    "as_if_blank_items_dropped": "as_if",
    "as_if_short_last_glued_one_word": "as_if",
    "windows_last_moved_back": "windows",
    "windows_short_last_left_out": "windows",
    "windows_overlap_before_each_block": "windows",
    "wrong_where_no_final_line_break": "where",
    "wrong_where_listed_words": "where",
    "characters_joined": "shape",
    "wrong_where_answer_is_last": "where",
    "wrong_where_hits_invalid": "where",
    "wrong_where_answer_index_equal_to_zero": "exactly_where",
    "wrong_where_chunks_equal_to_chunks_hit": "exactly_where",
    "wrong_where_text_words_at_most_argument_most_overlap": "exactly_where",
    "stops_too_soon": "loop_ends",
    "goes_on_too_long": "loop_ends",
    "first_words_left_out": "answer_structure",
    "extra_first_item": "answer_structure",
    "joined_with_other_whitespace": "answer_structure",
    "as_if_words_taken_out": "as_if",
    "as_if_text_rewritten": "as_if",
    "as_if_running_items": "as_if",
    "items_never_cleared": "answer_structure",
    "recursion_too_deep": "shape",
    "as_if_numbers_in_the_text": "as_if",
    "as_if_hits_from_one": "as_if",
    "as_if_every_word_an_item": "as_if",
    "as_if_laid_from_the_end": "as_if",
    "first_item_missing": "answer_structure",
    "items_marked": "shape",
    "items_joined": "shape",
    "items_repeated": "shape",
    "numbers_nearly_right": "shape",
    "one_wrong_type": "shape",
    "goes_on_after_rejecting": "shape",
}


def test_every_explainer_has_a_fixture_it_names_and_a_look_alike_it_must_not() -> None:
    claims = {(kind, _claimed_by(key)) for kind, key in map(_claim, FIXTURE_FILES)}
    for entry in EXPLAINERS:
        assert ("names", entry.name) in claims, f"no fixture is named by the {entry.name} explainer"
        assert ("not", entry.name) in claims, f"the {entry.name} explainer has no look-alike it must not name"


def _claim(path: Path) -> tuple[str, str]:
    first = path.read_text(encoding="utf-8").splitlines()[0].removeprefix("# ")
    kind, _, rest = first.partition(": ")
    return kind, rest.split(" ")[0]


def _claimed_by(key: str) -> str:
    """The explainer of a claimed key: the longest CLAIMED_BY key it starts with (a look-alike may name the line
    it must not be told at: `one_change_on_line_13`)."""
    return CLAIMED_BY[max((known for known in CLAIMED_BY if key.startswith(known)), key=len)]


def _named(outcome: object, key: str) -> bool:
    pitfall = getattr(outcome, "pitfall", None) or ""
    return pitfall.startswith(key) or getattr(outcome, "cause_by", "") == key


@pytest.mark.parametrize("file", FIXTURE_FILES, ids=lambda path: path.stem)
def test_each_explainer_names_its_fixtures_and_not_their_look_alikes(file: Path) -> None:
    exercise = COURSE.exercise(file.stem.split("__")[0])
    result = graded(COURSE, exercise, file)
    # An answer over the worker's limits is read by no explainer: it says what it is (too big) on its own.
    failing = [o for o in result.outcomes if not o.verdict.passed and "produced more than" not in o.message]
    kind, key = _claim(file)
    if kind == "names" and _claimed_by(key) == "repair" and not landlock_abi():
        pytest.skip("changed copies of learner code run only in the sandbox, which this kernel cannot give")
    if kind == "names":
        assert failing, "a fixture an explainer names is a wrong submission"
        assert all(_named(outcome, key) for outcome in failing), [(o.case.name, o.pitfall) for o in failing]
        assert len({outcome.pitfall_message for outcome in failing}) == 1, "one explanation for the run"
    else:
        assert not any(_named(outcome, key) for outcome in failing), [(o.case.name, o.pitfall) for o in failing]


@pytest.mark.parametrize("file", FIXTURE_FILES, ids=lambda path: path.stem)
def test_no_report_is_longer_than_80_lines_at_100_columns(file: Path) -> None:
    exercise = COURSE.exercise(file.stem.split("__")[0])
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None, force_terminal=False)
    render_result(redact(graded(COURSE, exercise, file)), console)
    assert len(out.getvalue().splitlines()) <= 80


def test_a_report_keeps_within_80_lines_by_leaving_out_whole_case_details_at_any_width() -> None:
    """Three failing cases with rows of numbers run past 80 lines on a narrow terminal: the details of the later
    cases are left out whole, and the report says so; the first cause is always explained."""
    exercise = COURSE.exercise("check_the_cut")
    result = redact(graded(COURSE, exercise, EXPLAIN / "check_the_cut__rounds_long_cuts_and_skips_piece_zero.py"))
    reports = {}
    for width in (60, 80, 100, 160):
        out = io.StringIO()
        render_result(result, Console(file=out, width=width, color_system=None, force_terminal=False))
        lines = reports[width] = out.getvalue().splitlines()
        assert len(lines) <= 80, (width, len(lines))
        assert sum(line.startswith("✗ ") and " — " in line for line in lines) >= 1, width
    # At 60 columns the three explained cases cannot all fit: what was left out is said.
    assert any(line.startswith("Left out to keep this report short") for line in reports[60]), reports[60]


def test_a_window_rule_is_tried_on_moved_inputs_whatever_the_reference_raises_there() -> None:
    """A rule the reference cannot follow on some moved input (it raises) gives no answer there: that input says
    nothing, and no grader traceback reaches the learner."""
    from types import SimpleNamespace

    from grader.judge import windows
    from grader.judge.evidence import Evidence, NoAnswer, Trial

    failing = Trial({"text": "a b c", "size": 2, "overlap": 1}, ["a b", "b c"], ["a b", "c"])
    context = SimpleNamespace(
        evidence=Evidence((failing,), ()), learner_answers=lambda inputs: [NoAnswer] * len(inputs)
    )

    def predict(arguments: dict) -> Any:
        raise IndexError("a span past the last word")

    assert windows._holds_when_moved(context, predict)  # type: ignore[arg-type]


def test_a_long_failing_case_is_shown_with_its_smallest_failing_input() -> None:
    exercise = COURSE.exercise("chunk_words")
    result = graded(COURSE, exercise, EXPLAIN / "chunk_words__pads_the_last_chunk.py")
    long_failures = [o for o in result.outcomes if not o.verdict.passed and size_of(o.case.input) > 1000]
    assert long_failures
    for outcome in long_failures:
        assert outcome.smallest is not None and size_of(outcome.smallest) < 50, outcome.case.name


def test_an_error_on_a_generated_input_is_shown_with_its_smallest_input_that_raises_the_same() -> None:
    """The random phase words its failure with the input before what was raised; a smaller input fails the same
    way when it raises the same type, whatever its text (the whole message once made every smaller try differ)."""
    exercise = COURSE.exercise("chunk_chars")
    result = graded(COURSE, exercise, SUBMISSIONS / "chunk_chars" / "cuts_pieces_with_a_counted_repeat.py")
    [random] = [o for o in result.outcomes if o.case.name == "random_inputs"]
    assert random.verdict is Verdict.ERROR and random.smallest is not None
    assert size_of(random.smallest) < size_of(random.case.input), random.smallest
    assert random.smallest_actual == "OverflowError"


def test_shrinking_keeps_the_way_it_fails() -> None:
    """A made-up learner that is wrong exactly on texts holding the word "x": the smallest input is that word."""

    def attempt(arguments: dict) -> Probe:
        wrong = "x" in arguments["text"].split()
        return Probe(arguments, [], ["?"] if wrong else [], ("wrong answer", None) if wrong else None)

    text = " ".join(["a"] * 300 + ["x"] + ["b"] * 300)
    start = attempt({"text": text, "size": 7, "overlap": 3})
    smallest = shrink(start, attempt, calls=200)
    assert smallest.arguments["text"].split() == ["x"]
    assert smallest.arguments["size"] == 1 and smallest.arguments["overlap"] == 0


def test_answers_fetched_ahead_shrink_code_without_state_to_the_same_input_in_fewer_requests() -> None:
    """shrink(ahead=...) asks for the next candidates' answers in one request, yet judges them one by one in the
    same order: a learner whose answers depend only on the input ends at the same smallest input."""

    def attempt(arguments: dict) -> Probe:
        words = arguments["text"].split()
        wrong = len(words) >= 3 and "x" in words
        return Probe(arguments, [], ["?"] if wrong else [], ("wrong answer", None) if wrong else None)

    requests: list[int] = []
    text = " ".join(["a", "b", "x", "c", "d", "e", "f", "g"] * 4)
    start = attempt({"text": text, "size": 5, "overlap": 2})
    alone = shrink(start, attempt, calls=200)
    fetched = shrink(start, attempt, calls=200, ahead=lambda batch: requests.append(len(batch)))
    assert fetched.arguments == alone.arguments
    assert len(fetched.arguments["text"].split()) == 3
    assert requests and max(requests) > 1


def test_looking_ahead_never_makes_the_candidates_of_a_long_text_it_will_not_try(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Its first prefixes are small, every later candidate of a 12,000-word text is big: reading on past them for
    answers to fetch made each one (a pass over the text each, thousands of them: seconds per case)."""
    import grader.judge.shrink as shrinking

    made = 0
    every = shrinking.candidates

    def counted(arguments: dict) -> Any:
        nonlocal made
        for candidate in every(arguments):
            made += 1
            yield candidate

    monkeypatch.setattr(shrinking, "candidates", counted)
    text = " ".join(chr(ord("a") + number % 26) for number in range(12_000))  # short of shrink.LONG_TEXT

    def attempt(arguments: dict) -> Probe:
        wrong = arguments["text"] == text  # only the whole text fails: no candidate is ever kept
        return Probe(arguments, [], ["?"] if wrong else [], ("wrong answer", None) if wrong else None)

    shrink(attempt({"text": text, "size": 7, "overlap": 3}), attempt, calls=12, ahead=lambda batch: None)
    assert made <= 12 + 4 * shrinking.LOOKAHEAD, made


def test_a_perf_size_text_wrong_only_near_its_end_shrinks_to_its_last_words() -> None:
    """A text past LONG_TEXT is cut by its first or its last words without being split whole: a failure that
    only its end holds (the word "x" last of 30,000) shrinks to a few words all the same, within its calls."""
    from grader.judge.shrink import LONG_TEXT

    def attempt(arguments: dict) -> Probe:
        wrong = "x" in arguments["text"].split()
        return Probe(arguments, [], ["?"] if wrong else [], ("wrong answer", None) if wrong else None)

    text = " ".join(["word"] * 30_000 + ["x"]) + "\n"
    assert len(text) > LONG_TEXT
    smallest = shrink(attempt({"text": text, "size": 7, "overlap": 3}), attempt, calls=60)
    assert smallest.arguments["text"].split() == ["x"]


@pytest.mark.parametrize("place", [0.3, 0.5, 0.8])
def test_a_perf_size_text_wrong_only_deep_inside_shrinks_by_halves(place: float) -> None:
    """A failure that neither end of a long text holds (a perf text drawn afresh, whose mistake fell in its middle)
    is cut in halves, then shrinks word by word: the run's evidence is never a 30,000-word text."""
    from grader.judge.shrink import LONG_TEXT

    def attempt(arguments: dict) -> Probe:
        wrong = "x" in arguments["text"].split()
        return Probe(arguments, [], ["?"] if wrong else [], ("wrong answer", None) if wrong else None)

    words = ["word"] * 30_000
    words[int(len(words) * place)] = "x"
    text = " ".join(words)
    assert len(text) > LONG_TEXT
    smallest = shrink(attempt({"text": text, "size": 7, "overlap": 3}), attempt, calls=60)
    assert smallest.arguments["text"].split() == ["x"]


def test_mutants_name_the_lesson_step_of_their_line() -> None:
    path = ROOT / "solutions" / "chunk_words.py"
    numbered = {number for _, number, _ in steps(path.read_text(encoding="utf-8"))}
    assert numbered == {1, 2, 3, 4}
    made = mutants_of(path.resolve())
    assert made and all(mutant.step in numbered for mutant in made)
    # The words say what changed, never the reference's code.
    assert not any("words[" in mutant.change or "first" in mutant.change for mutant in made)


def test_a_steps_first_sentence_goes_on_over_the_comments_indented_lines() -> None:
    """A step whose first sentence runs onto the next comment line is named by the whole sentence, not cut at the
    line's end (every step of every reference ends where a sentence does)."""
    source = "def solve(x):\n    # Step 5: carry the last words over while they fit and\n    #    leave room. Why.\n"
    assert steps(source) == [(2, 5, "carry the last words over while they fit and leave room")]
    for path in (ROOT / "solutions").glob("*.py"):
        for _, _, words in steps(path.read_text(encoding="utf-8")):
            assert not words.endswith((" and", " the", " or", " of", " to")), (path.name, words)


def _renamed_across_texts(arguments: Any) -> dict[str, Any]:
    """Every word seen before in ANY text of the input renamed: the question's words then differ from the pieces'."""
    seen: dict[str, int] = {}

    def rename(match: re.Match[str]) -> str:
        seen[match.group()] = seen.get(match.group(), 0) + 1
        return match.group() + ("" if seen[match.group()] == 1 else str(seen[match.group()]))

    def each(value: Any) -> Any:
        if isinstance(value, list):
            return [re.sub(r"\S+", rename, item) for item in value]
        return re.sub(r"\S+", rename, value)

    return {name: each(value) for name, value in arguments.items()}


def test_agreeing_only_where_every_similarity_is_round_is_no_evidence(monkeypatch: pytest.MonkeyPatch) -> None:
    """A change that takes away what the question shares with the pieces makes every similarity 0.0, which a
    similarity rounded to two places is too: the learner's right answers there say nothing, and "wrong only where"
    that change's feature is not stated (it was, for the rounding fixture, before the variants had to tell)."""
    shared = trigger.Feature("shared_words", _renamed_across_texts, "a word of the question is in a piece")
    monkeypatch.setattr(trigger, "FEATURES", (shared,))
    result = graded(COURSE, COURSE.exercise("nearest_chunk"), EXPLAIN / "nearest_chunk__prints_two_places.py")
    failing = [outcome for outcome in result.outcomes if not outcome.verdict.passed]
    assert failing
    assert not any(_named(outcome, "wrong_where_") for outcome in failing), [o.pitfall for o in failing]


def test_repeated_words_are_made_distinct_within_each_text_only() -> None:
    """The change behind "a word appears more than once" keeps the words the question shares with a piece: the
    piece's similarity stays what it was, only the repetition inside each text goes, and no word changes length."""
    repeated = next(feature for feature in trigger.FEATURES if feature.key == "repeated_words")
    arguments = {"chunks": ["money back", "money money days"], "question": "money back money"}
    without = repeated.without(arguments)
    assert without == {"chunks": ["money back", "money moneb days"], "question": "money back moneb"}
    assert nearest_chunk.solve(**without)[1] > 0.0
    # A repeat gets another last letter, so every word keeps its length (a learner may measure characters).
    assert [len(word) for word in without["chunks"][1].split()] == [5, 5, 4]


def test_of_rival_changes_at_one_step_the_one_the_learners_code_follows_is_stated() -> None:
    # A bound one larger, the room test made never to fail and an index one smaller all fit the small failing
    # input; only the index agrees with the learner across a wide gap between words, so only it is stated.
    file = EXPLAIN / "chunk_chars__room_to_next_word_start.py"
    result = graded(COURSE, COURSE.exercise("chunk_chars"), file)
    messages = {outcome.pitfall_message for outcome in result.outcomes if not outcome.verdict.passed}
    assert len(messages) == 1
    (message,) = messages
    assert message and "step 5" in message and "an index reading the item just before the one meant" in message


def test_a_known_mistake_is_not_named_on_a_case_whose_smallest_input_it_does_not_reproduce() -> None:
    """A yes/no answer agrees with a known mistake on a case by one bit: the mistake is named on a case only when
    it also gives the learner's answer on the smallest input that case was shrunk to. Here searching the whole
    text gives the learner's True on the cut answers, but False on the shrunk ones, where the learner still
    says True."""
    exercise = COURSE.exercise("keeps_whole")
    file = SUBMISSIONS / "keeps_whole" / "counts_an_answer_begun_at_a_chunks_end.py"
    result = graded(COURSE, exercise, file)
    failing = [outcome for outcome in result.outcomes if not outcome.verdict.passed]
    oracle = Oracle(COURSE, exercise)
    agrees_on_the_case = [
        outcome for outcome in failing if oracle.mistakes(outcome.case).get("searches_whole_text") == outcome.actual
    ]
    assert agrees_on_the_case, "the look-alike: the mistake gives the learner's answer on some failing case"
    assert all(outcome.smallest is not None for outcome in agrees_on_the_case)
    assert not any(outcome.pitfall == "searches_whole_text" for outcome in failing), [o.pitfall for o in failing]


def test_the_answers_read_off_as_a_loop_that_ends_early_or_late_or_items_cut_at_one_end() -> None:
    """The structural relations of judge/shape.py, each on answers it must see and on one it must not."""
    from grader.judge import shape
    from grader.judge.evidence import Trial

    right = ["a b c", "c d e", "e f"]
    assert shape._stops_early(right, right[:2]) and not shape._stops_early(right, [right[0], right[2]])
    assert not shape._stops_early(right, [])  # nothing at all is not "too soon": other explainers say it
    assert shape._goes_on(right, [*right, "f"]) and not shape._goes_on(right, ["x", *right])
    assert shape._extra_first(right, ["3", *right]) and not shape._extra_first(right, [*right, "3"])
    assert shape._starts_left_out(right, ["a b c", "d e", "f"]) and not shape._starts_left_out(
        right, ["a b", "d e", "f"]
    )
    assert shape._ends_left_out(right, ["a b", "c d", "e f"]) and not shape._ends_left_out(right, ["b c", "c d", "e f"])
    trial = Trial({"text": "a b c d e f", "size": 3, "overlap": 1}, right, ["a b", "c d", "e f"])
    assert "shares with the chunk after it" in shape._left_out_said([trial], "chunk", start=False)
    cut = Trial({"text": "a b c d e f", "size": 3, "overlap": 1}, right, ["a b", "c", "e f"])
    assert "its last words" in shape._left_out_said([cut], "chunk", start=False)
    counted = Trial({"stdin": "3 1 a b c d e f"}, right, ["3", *right])
    assert "the number of lines that follow it" in shape._extra_first_said([counted], "line")
    stopped = Trial({"text": "aaaa bb cccc", "size": 4, "overlap": 0}, ["aaaa", "bb", "cccc"], ["aaaa", "bb"])
    assert "fewer than `size` characters" in shape._stopped([stopped], "chunk")


def test_mutants_leave_out_a_call_and_hand_back_another_value() -> None:
    """Two of the changes made to the reference: a call left out (its value used as it is) and a returned name read
    from another the function sets, said in words, at the step the line belongs to."""
    made = {(mutant.step, mutant.change) for mutant in mutants_of(ROOT / "solutions" / "nearest_chunk.py")}
    assert (4, "the square root left out") in made
    assert (1, "the lower-casing left out") in made
    assert (6, "the answer hands back the value the loop worked out last, not the one kept for it") in made
    # A name read from one the loop never set (no pieces) stays the name it was: each such mutant still answers.
    last = [m for m in mutants_of(ROOT / "solutions" / "nearest_chunk.py") if "worked out last" in m.change]
    assert all(mutant.namespace["solve"]([], "money") == (-1, 0.0) for mutant in last)
    assert (0, 0.0) in [mutant.namespace["solve"](["money", "card"], "money") for mutant in last]
    # A split by a whitespace pattern: an empty word at each end that has whitespace, and for an empty text.
    pattern = [m for m in mutants_of(ROOT / "solutions" / "merge_hits.py") if "by a pattern" in m.change]
    assert [m.namespace["solve"](" a b", 1, 0, [0]) for m in pattern] == [[""]]


def test_a_try_whose_answer_is_huge_costs_more_of_the_shrinking_budget() -> None:
    """Code whose answers grow with the square of its input makes each try of a long case cost seconds (a piece
    list never emptied took a run 122 s): such a try is charged by its answer's size, so a case stops early."""
    tries = 0

    def attempt(arguments: dict) -> Probe:
        nonlocal tries
        tries += 1
        words = arguments["text"].split()
        wrong = words[:1] == ["w0"] and words[-1:] == ["w1999"]  # only the whole span fails: every cut is tried
        way = ("wrong answer", None) if wrong else None
        return Probe(arguments, [], ["?"], way, cost=1 + len(words) * len(words) // 20_000)

    text = " ".join(f"w{number}" for number in range(2_000))
    start = Probe({"text": text, "size": 7, "overlap": 3}, [], ["?"], ("wrong answer", None))
    shrink(start, attempt, calls=60)
    cheap = tries
    tries = 0
    shrink(start, lambda arguments: replace(attempt(arguments), cost=1), calls=60)
    assert cheap < tries


def test_a_step_budget_still_stops_code_when_its_first_stop_lands_in_a_collector_callback() -> None:
    """A garbage collector callback (Hypothesis installs one) runs traced lines in the middle of a mutant; the stop
    raised there is printed and dropped by Python. The budget must stop the mutant at its next step all the same,
    or a mutant that loops forever runs unbounded in the grader's process."""
    import gc

    from grader.judge.bounded import OverBudget, within_budget

    def busy_callback(phase: str, info: dict) -> None:
        total = 0
        for number in range(2_000):  # most of the steps are taken here, so the budget runs out in here
            total += number

    def loops() -> int:
        rounds = 0
        for _ in range(100_000):
            gc.collect(0)
            rounds += 1
        return rounds

    gc.callbacks.append(busy_callback)
    try:
        with pytest.raises(OverBudget):
            within_budget(loops, steps=50_000)
    finally:
        gc.callbacks.remove(busy_callback)


def test_a_known_mistake_is_not_stated_for_some_inputs_when_it_misses_the_cases_as_written() -> None:
    """Shrinking can bring two mistakes to one answer: with most_overlap 0, a first row left out and a last row
    left out both give no row. A known mistake that matches only such shrunk inputs, and none of the failing
    cases as they are written, says nothing of which mistake the learner made (holdout10 named the wrong one)."""
    from types import SimpleNamespace

    from grader.judge.evidence import Evidence, Finding, Fit, Trial
    from grader.judge.explain import _most_as_written

    def last_row_left_out(arguments: dict) -> list:
        return [[overlap] for overlap in range(arguments["most_overlap"])]

    shrunk = Trial({"most_overlap": 0}, [[0]], [], ("a",), "shrunk")
    written = Trial({"most_overlap": 2}, [[0], [1], [2]], [[1], [2]], ("a",), "case")
    finding = Finding("known_mistake", "stops_before_the_last", "…", Fit((0,), 2, False), last_row_left_out)
    context = SimpleNamespace(evidence=Evidence((shrunk, written), ()))
    assert not _most_as_written(context, finding)  # type: ignore[arg-type]
    right_way = Trial({"most_overlap": 2}, [[0], [1], [2]], [[0], [1]], ("a",), "case")
    assert _most_as_written(SimpleNamespace(evidence=Evidence((shrunk, right_way), ())), finding)  # type: ignore[arg-type]


def test_a_cause_said_in_the_lessons_words_is_followed_by_the_line_one_change_fixes() -> None:
    """The "where" explainer says on which inputs the answers go wrong; the repair adds the learner's line that one
    change fixes. A known mistake's own message is left as it was written."""
    if not landlock_abi():
        pytest.skip("changed copies of learner code run only in the sandbox, which this kernel cannot give")
    where = graded(
        COURSE, COURSE.exercise("chunk_words"), FIXTURES / "explain" / "chunk_words__deletes_carriage_returns.py"
    )
    said = {o.pitfall_message for o in where.outcomes if not o.verdict.passed}
    assert len(said) == 1
    (message,) = said
    assert message.startswith("Your answers go wrong only where a carriage return ('\\r') separates words")
    assert 'In your code: line 4, `words = text.replace("\\r", "").split()`, written `words = text.split()`' in message
    known = graded(COURSE, COURSE.exercise("chunk_words"), SUBMISSIONS / "chunk_words" / "step_by_size.py")
    assert not any("In your code" in o.pitfall_message for o in known.outcomes)
    assert any(o.pitfall for o in known.outcomes)


def test_a_change_is_told_only_when_the_cases_as_written_are_right_with_it() -> None:
    """The join at the end also fixes every small failing input and the checked ones, yet not the long case as
    written: "every case you see" is said only of the change that makes the cases right as cases.yaml writes them."""
    if not landlock_abi():
        pytest.skip("changed copies of learner code run only in the sandbox, which this kernel cannot give")
    file = FIXTURES / "explain" / "merge_hits__group_end_grown_by_a_whole_chunk.py"
    result = graded(COURSE, COURSE.exercise("merge_hits"), file)
    said = {
        re.sub(r"on [0-9,]+ more", "on N more", o.pitfall_message or "")
        for o in result.outcomes
        if not o.verdict.passed
    }
    assert said == {  # the count of inputs checked moves with the kinds of variant; the change told must not
        "With one change your code gives the right answer on every case and on N more inputs checked against the "
        "lesson's method: line 17, `end += last - first`, written `end += last - end`."
    }


# Kinds of change the repair search makes beyond the reference's mutations, each with the fixture it mends and the
# words of its change (the fixture's own claim, above, says which explainer states the cause).
CHANGES_TOLD = {
    # One argument too many: a flag handed in where re.split takes maxsplit.
    "chunk_words__split_at_most_eight_times": 'written `words = [word for word in re.split(r"\\s+", text.strip()) '
    "if word]`",
    # A prefix taken off as a set of letters.
    "merge_hits__shared_tail_stripped_as_letters": "written `rest = chunk.removeprefix(shared).strip()`",
    # A name given a second value inside a loop, which the next round reads as the first.
    "check_the_cut__text_name_reused_for_each_piece": 'line 35, `text = " ".join(piece)`, under a name of its own: '
    "`text` already holds a value your code was given or set before the loop, and reads again",
    # An early exit whose mending runs several times the learner's own lines.
    "check_the_cut__stops_at_the_first_whole_row": "line 41, `if whole:`, left out with the block under it",
    # A program's copies cost many lines each: the budget pays for the likeliest ones, not for none.
    "chunk_stdin__overlap_cut_down_to_fit": "In your code: either line 12, `if overlap >= size:`, left out with the "
    "block under it",
    # The places where a run of another length fits.
    "keeps_whole__compares_past_the_chunk_end": "written `for place in range(len(chunk) - len(wanted) + 1):`",
    # Two changes fit every checked input; recombined inputs show the second wrong (below).
    "merge_hits__texts_sorted_by_first_place_in_text": "line 36, `return sorted(texts, key=text.find)`, written "
    "`return texts`.",
    "chunk_chars__width_on_screen_for_length": "line 21, `if s.isascii():`, written `if s:`",
    # A statement of a look-alike kind: `if` for `while`, `yield from` for `yield` (at both places alike).
    "chunk_words__fills_a_window_with_if": "line 7, `if end < len(words) and end - start < size:`, written `while "
    "end < len(words) and end - start < size: end += 1`",
    "pack_sentences__hands_out_letters": 'line 9, `yield from " ".join(piece)`, written `yield " ".join(piece)`, '
    "and the same change on line 13",
    # A keyword a call was written without.
    "chunk_stdin__chunks_printed_on_one_line": 'line 23, `print(*chunks)`, written `print(*chunks, sep="\\n")`',
    # A lazy repeat in a pattern; a group that captures.
    "chunk_words__words_found_lazily": 'line 6, `words = re.findall(r"\\S+?", text)`, written `words = '
    're.findall(r"\\S+", text)`',
    "chunk_words__split_keeps_the_spaces": 'written `words = [w for w in re.split(r"(?:\\s+)", text) if w]`',
    # A method of a look-alike name: one is the other with a part added.
    "pack_sentences__queue_taken_from_the_back": "line 9, `words = waiting.pop().split()`, written `words = "
    "waiting.popleft().split()`",
    # An item put before the last where it was meant to go at the end.
    "pack_sentences__last_piece_put_before_the_one_before": 'line 13, `pieces.insert(-1, " ".join(piece))`, '
    'written `pieces.append(" ".join(piece))`',
    # How many given where the call takes where to stop.
    "chunk_words__range_stops_at_size": 'written `chunks.append(" ".join(words[i] for i in range(start, start + '
    "size) if i < len(words)))`",
    # Two names set to one list.
    "chunk_words__chunks_and_window_one_list": "line 3, `chunks = window = []`, written `chunks, window = [], []`",
    # A known mistake (a full piece closed one word early) agrees on every two-sentence piece; inputs recombined
    # from the checked ones hold three sentences to a piece, where it parts from the file: the change is told.
    "pack_sentences__a_space_counted_as_a_word": "line 8, `needed = len(words) + (1 if piece else 0)`, written "
    "`needed = len(words)`",
    # The file raises at once where the right copy runs long (a text of one-letter chunks): a recombined input the
    # copy ran out of lines on is no sign that it is wrong.
    "chunk_chars__carry_search_else_under_the_if": "line 32, `for j in range(1, len(window)):`, written `for j in "
    "range(0, len(window)):`",
    # A loop that never ends on a small case (every failure a timeout): its `continue` skips the step on.
    "merge_hits__skipped_hit_never_moves_on": "line 19, `continue`, skips line 25, `i += 1`, which moves the loop "
    "on: done before the `continue` as well",
    # A fresh start made in each round of a loop that belongs once before it.
    "chunk_words__fresh_count_started_on_every_line": "line 5, `added = 0`, done once before the loop on line 4, not "
    "in each round",
    # A set walked as it comes, where its items were meant in order.
    "chunk_words__window_starts_gathered_in_a_set": "for first in sorted(starts)] if words else []`",
    # A name an inner function sets, meant as its outer function's.
    "pack_sentences__count_reset_inside_a_helper": "`nonlocal count` added at the start of the function on line 6, "
    "`def close():`",
    # A whole division rounded down where it was meant rounded up.
    "keeps_whole__first_chunk_to_hold_the_end_rounded_down": "written `first = max(0, -(-(place + len(wanted) - size) "
    "// step)) * step`",
    # A method named where its answer was meant.
    "chunk_stdin__overlap_checked_without_a_call": "written `if not fields[1].isascii() or not fields[1].isdigit():`",
    # Both lines need the change: the one of line 9 alone is wrong where the answer is a run of the text's words
    # that holds a hyphen (recombined inputs take an answer from the text), so no "either" is told.
    "keeps_whole__hyphen_parts_words_in_both": 'In your code: line 6, `wanted = re.findall(r"[^\\s-]+", answer)`, '
    'written `wanted = re.findall(r"[^\\s]+", answer)`, and the same change on line 9;',
}
# A second change that also fits the checked inputs of a smaller search but is wrong on rarer ones: not told (the
# sort on line 27 dropped as well, which keeps the order of the hits only below eight of them; "W" and "F" read as
# letters, which the inputs holding the file's own constants show).
RIVALS_SHOWN_WRONG = {
    "merge_hits__texts_sorted_by_first_place_in_text": "line 27",
    "chunk_chars__width_on_screen_for_length": 'written `return sum(2 if ch in "WF"',
}


@pytest.mark.parametrize("stem", sorted(CHANGES_TOLD))
def test_each_kind_of_learners_change_is_found_and_told_in_their_code(stem: str) -> None:
    if not landlock_abi():
        pytest.skip("changed copies of learner code run only in the sandbox, which this kernel cannot give")
    result = graded(COURSE, COURSE.exercise(stem.split("__")[0]), FIXTURES / "explain" / f"{stem}.py")
    said = {o.pitfall_message for o in result.outcomes if not o.verdict.passed}
    assert len(said) == 1, said
    message = said.pop()
    assert CHANGES_TOLD[stem] in message
    if stem in RIVALS_SHOWN_WRONG:
        assert RIVALS_SHOWN_WRONG[stem] not in message, message


def test_two_changes_both_right_on_the_recombined_inputs_are_both_told() -> None:
    """The look-alike: leaving the sort out, or sorting before the loop, both mend the file on every input."""
    if not landlock_abi():
        pytest.skip("changed copies of learner code run only in the sandbox, which this kernel cannot give")
    stem = "check_the_cut__rows_sorted_by_similarity"
    result = graded(COURSE, COURSE.exercise("check_the_cut"), FIXTURES / "explain" / f"{stem}.py")
    said = {o.pitfall_message for o in result.outcomes if not o.verdict.passed}
    assert len(said) == 1, said
    message = said.pop()
    assert message.startswith("With either of two changes") and "line 77" in message and "line 66" in message, message


def test_a_failing_perf_text_that_did_not_shrink_leaves_the_change_found(monkeypatch: pytest.MonkeyPatch) -> None:
    # A perf text is drawn afresh each run; when this run's mistake lies past its first and last words, it does
    # not shrink, and a search that asked it of every copy spent its budget there (one CI run in twenty).
    if not landlock_abi():
        pytest.skip("changed copies of learner code run only in the sandbox, which this kernel cannot give")
    shrunk_failures = explain.shrunk_failures

    def long_case_kept_whole(judging: Any, outcomes: Any) -> dict[str, Probe]:
        found = shrunk_failures(judging, outcomes)
        for outcome in outcomes:
            if "perf" in outcome.case.tags and outcome.case.name in found:
                arguments = dict(outcome.case.input)
                way = explain._way(judging, arguments, outcome)
                found[outcome.case.name] = Probe(arguments, outcome.expected, outcome.actual, way)
        return found

    monkeypatch.setattr(explain, "shrunk_failures", long_case_kept_whole)
    stem = "keeps_whole__compares_past_the_chunk_end"
    result = graded(COURSE, COURSE.exercise("keeps_whole"), FIXTURES / "explain" / f"{stem}.py")
    long_case = next(o for o in result.outcomes if o.case.name == "big_text_in_linear_time")
    assert not long_case.verdict.passed and long_case.smallest is None, long_case.smallest
    said = {o.pitfall_message for o in result.outcomes if not o.verdict.passed}
    assert len(said) == 1 and CHANGES_TOLD[stem] in said.pop(), said


def test_state_kept_between_calls_shows_both_answers_as_the_exercise_declares_them() -> None:
    """Rows of check_the_cut are tuples: the answer after the earlier call is shown as tuples too, never as the
    worker's lists (a learner reads `[[0, 1, 0.0, False]]` beside `[(0, 0, 0.0, False)]` as a type mistake)."""
    file = EXPLAIN / "check_the_cut__piece_counts_kept_by_size.py"
    result = graded(COURSE, COURSE.exercise("check_the_cut"), file)
    said = {o.pitfall_message for o in result.outcomes if o.pitfall == "state_kept_between_calls"}
    assert said, [(o.case.name, o.pitfall) for o in result.outcomes]
    for message in said:
        assert "[(" in message and "[[" not in message, message


@pytest.mark.parametrize(
    ("stem", "blamed"),
    [("spans_kept_past_an_abandoned_generator", True), ("word_spans_memoised_and_used_up", False)],
)
def test_a_caller_that_stopped_reading_is_blamed_only_when_one_that_read_all_leaves_the_answer_right(
    stem: str, blamed: bool
) -> None:
    """Code whose every call uses up what an earlier one kept goes wrong after an abandoned generator too, and also
    after one read to its end: the stopped reader is not its cause (a holdout24 report blamed it)."""
    file = FIXTURES / "submissions" / "chunk_chars" / f"{stem}.py"
    result = graded(COURSE, COURSE.exercise("chunk_chars"), file)
    said = [o.pitfall_message for o in result.outcomes if o.pitfall == "state_kept_between_calls"]
    assert len(said) == 1, [(o.case.name, o.pitfall) for o in result.outcomes]
    assert ("stopped reading" in said[0]) == blamed, said[0]


def test_a_program_that_said_its_sentence_and_went_on_is_never_given_a_silent_known_mistake() -> None:
    """The known mistakes of a program accept bad input without a word; one that wrote its sentence on stderr and
    went on agrees with them on stdout alone, and is another program (holdout21: 'accepted numbers it should
    refuse' was said for a missing `return 2`)."""
    from grader.course.model import Case
    from grader.judge.model import Outcome
    from grader.judge.pitfalls import _said_and_went_on

    case = Case(name="plus_sign_is_rejected", input={"stdin": "+4 2\na b c d e\n"})
    went_on = Outcome(case=case, verdict=Verdict.WRONG, expected="error", actual=["a b c d", "c d e"])
    assert _said_and_went_on(replace(went_on, output="size and overlap must be written with 0-9\n"))
    assert not _said_and_went_on(went_on)  # said nothing: a silent known mistake may be the learner's
    assert not _said_and_went_on(replace(went_on, output="Traceback (most recent call last):\n  ...\n"))


def test_numbers_nearly_right_is_said_only_where_all_else_in_the_answer_is_the_same() -> None:
    """A tiny change on the way moves the numbers and, in an (index, score) pair, which index is highest; it
    never changes a row's piece count or its yes/no, which point to another mistake."""
    from grader.judge.shape import _nearly_the_same

    assert _nearly_the_same((2, 0.5163977794943222), (2, 0.5163977781609889))
    assert _nearly_the_same((0, 0.7071067811865475), (1, 0.7071067795198809))  # a tie broken the other way
    assert not _nearly_the_same((2, 0.5), (2, 0.5))  # nothing differs
    assert not _nearly_the_same((2, 0.5), (2, 0.51))  # farther apart: another method
    right = [(0, 3, 0.7071067811865475, True)]
    assert _nearly_the_same(right, [(0, 3, 0.7071067795198809, True)])
    assert not _nearly_the_same(right, [(0, 3, 0.7071067795198809, False)])  # the answer whole is another matter
    assert not _nearly_the_same(right, [(0, 4, 0.7071067795198809, True)])  # so is the number of pieces


def test_one_wrong_type_is_said_from_the_visible_cases_alone() -> None:
    """A value a hidden case's call returned may carry that case's input (learner code can return what it was
    given): the sentence said on every failure is made of the visible cases' values only."""
    from grader.course.model import Case
    from grader.judge.explain import _one_wrong_type_said
    from grader.judge.model import Outcome

    def invalid(name: str, value: str, *, hidden: bool = False) -> Outcome:
        case = Case(name=name, input={"text": "a b"}, hidden=hidden)
        message = f"the last value of row 0 is a str; it must be True or False, not {value!r}"
        return Outcome(case=case, verdict=Verdict.INVALID, message=message)

    said = _one_wrong_type_said((invalid("shown", "yes"), invalid("secret", "the hidden text", hidden=True)))
    assert all(o.pitfall == "one_wrong_type" for o in said)
    assert all("hidden text" not in o.pitfall_message and "'yes'" in o.pitfall_message for o in said)
    assert _one_wrong_type_said((invalid("secret", "the hidden text", hidden=True),))[0].pitfall is None


def test_no_relation_compares_a_measure_with_one_worked_out_from_it_alone() -> None:
    """ "size is more than half of size" holds for every size above 0: it says only that size is positive, a scope,
    and read as a cause it names nothing (a holdout23 report said it of a range check joined with `and`)."""
    from grader.judge.relations import relations

    examples = [({"stdin": "4 2\na b c\n", "size": 4, "overlap": 2}, None)]
    keys = {relation.key for relation in relations(examples)}
    assert "size_above_overlap" in keys  # the table still compares two measures of their own
    assert not {key for key in keys if "half_size" in key and key.startswith("size_")}, sorted(keys)


def test_a_claim_of_exactly_where_meets_a_text_of_one_word_repeated() -> None:
    """`words[start::size]` goes wrong on texts of two words or more, but is right by chance on "la la la" with size
    2: the claim is said as "only where", and "no input you got right is" is not said (a holdout23 report said it)."""
    file = FIXTURES / "explain" / "chunk_words__takes_every_size_th_word.py"
    result = graded(COURSE, COURSE.exercise("chunk_words"), file)
    said = {o.pitfall_message for o in result.outcomes if not o.verdict.passed}
    assert said == {
        "Your answers go wrong only where the number of words in the text is more than 1: every failing "
        "input is like that."
    }, said


def test_what_the_failing_inputs_show_is_said_of_the_region_without_one_inputs_particulars() -> None:
    """A long word's pieces handed out as one list sit at item 1 on one input and item 0 on another: the sentence
    said of every input of the region names no item (a holdout24 report said "item 0" where it was item 1)."""
    file = FIXTURES / "explain" / "chunk_chars__long_word_handed_out_as_a_list.py"
    result = graded(COURSE, COURSE.exercise("chunk_chars"), file)
    said = {o.pitfall_message for o in result.outcomes if not o.verdict.passed}
    assert len(said) == 1 and "On such an input an item of what solve returned is a list" in said.pop()


def test_a_change_right_only_while_the_numbers_stay_small_is_not_told() -> None:
    """Walking the set of a merged group's chunk numbers is right while they stay below 8 (CPython walks a small set
    of small ints in order) and on every small input: the inputs grown (hits moved up together) show it wrong, and
    the copy that sorts the hits is told alone (a holdout24 report told the set)."""
    file = FIXTURES / "explain" / "merge_hits__group_words_gathered_in_rank_order.py"
    result = graded(COURSE, COURSE.exercise("merge_hits"), file)
    said = {o.pitfall_message for o in result.outcomes if not o.verdict.passed}
    assert len(said) == 1 and "written `for number in group:`" not in (message := said.pop()), said
    assert "sorted(hits)" in message


def test_a_programs_line_one_numbers_are_swept_like_a_functions() -> None:
    """A range check joined with `and` goes wrong where size is at least 1 and overlap at least size: "exactly where
    size is more than the step" fits the inputs near the failing ones but not size 0 with a larger overlap, which
    only a sweep of line 1's numbers reaches (a holdout23 report said "exactly")."""
    file = FIXTURES / "explain" / "chunk_stdin__joins_the_range_tests_with_and.py"
    result = graded(COURSE, COURSE.exercise("chunk_stdin"), file)
    said = {o.pitfall_message for o in result.outcomes if not o.verdict.passed}
    assert said and not any("exactly where" in message for message in said), said


def test_state_that_spoiled_every_call_is_found_in_the_order_the_run_asked_the_cases() -> None:
    """A position kept on a class moves only with a text of two words or more, and the run's failing inputs shrink
    to one word (shrinking asks the same spoiled process): the first failing case, right alone in a fresh process,
    is asked again after the cases the run asked before it (a holdout25 file went unnamed)."""
    file = FIXTURES / "explain" / "chunk_words__position_kept_on_a_class.py"
    result = graded(COURSE, COURSE.exercise("chunk_words"), file)
    failing = [o for o in result.outcomes if not o.verdict.passed and not o.case.hidden]
    assert failing and all(o.pitfall == "state_kept_between_calls" for o in failing), [
        (o.case.name, o.pitfall) for o in failing
    ]


def test_no_feature_of_the_input_is_named_when_the_failing_input_is_right_alone_in_a_fresh_process() -> None:
    """A cache keyed by the question's set of words goes wrong only after the case that filled it. The call that
    fills it is not among those the call contract tries, but the smallest failing input is right when it is the
    first call of a fresh process, so no claim about the input is made: once, "only where a word appears more than
    once" was said of it (its fixture's `not:` line; this test says why it holds)."""
    file = EXPLAIN / "nearest_chunk__remembers_answers_by_the_questions_set_of_words.py"
    result = graded(COURSE, COURSE.exercise("nearest_chunk"), file)
    failing = [outcome for outcome in result.outcomes if not outcome.verdict.passed]
    assert failing
    assert not any(outcome.pitfall for outcome in failing), [outcome.pitfall for outcome in failing]
