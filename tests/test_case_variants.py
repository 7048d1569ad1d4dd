"""The course's own cases, changed one way each, as inputs of the random phase (grader/judge/variants.py): what
the changes make, which cases they leave alone, and that a mistake no written case shows is caught by them."""

from __future__ import annotations

import unicodedata
from pathlib import Path

from conftest import ROOT, SUBMISSIONS, copy_course, run_kata

from grader.course.loader import load_course
from grader.course.model import Arguments, Case
from grader.judge.oracle import Oracle
from grader.judge.variants import (
    FAR_SHIFT,
    MOST,
    PAST_THE_CASES,
    _part_of_a_word_as_a_word,
    case_variants,
    named_case_variants,
)


def _case(name: str, hidden: bool = False, take: int | None = None, **arguments: object) -> Case:
    return Case(name=name, input=dict(arguments), source="cases.yaml", hidden=hidden, take=take)


def test_each_text_is_changed_one_way_at_a_time_and_the_others_kept() -> None:
    variants = case_variants([_case("one", stdin="4 2\ncafé au lait")])
    texts = [variant["stdin"] for variant in variants]
    assert "\n4 2\ncafé au lait" in texts  # a blank line before it
    assert "4 2\r\ncafé au lait" in texts  # Windows line ends
    assert unicodedata.normalize("NFD", "4 2\ncafé au lait") in texts  # the accent as two code points
    assert "4. 2\ncafé au lait" in texts and "4 2.\ncafé au lait" in texts  # a full stop after each number
    assert "4 2x\ncafé au lait" in texts and "4 02\ncafé au lait" in texts
    assert "4  2\ncafé  au  lait" in texts and "4\t2\ncafé\tau\tlait" in texts
    assert "4 2\nc.fé au lait" in texts and "4 2\nc*fé au lait" in texts  # a letter a pattern would match
    assert len(texts) == len(set(texts)) and "4 2\ncafé au lait" not in texts


def test_an_argument_taken_from_another_and_lists_changed() -> None:
    variants = case_variants([_case("find", text="the cat sat on the mat", size=4, overlap=2, answer="cat")])
    answers = {variant["answer"] for variant in variants if variant["text"] == "the cat sat on the mat"}
    assert {"the", "mat", "on the mat", "the cat"} <= answers  # the text's first and last words
    listed = case_variants([_case("hits", text="a b c", size=2, overlap=1, hits=[0, 2])])
    hits = [variant["hits"] for variant in listed if variant["hits"] != [0, 2]]
    assert [2, 0] in hits and [0, 0, 2] in hits and [0, 2, -1] in hits and [0, 2, 1002] in hits
    # Numbers change together, their difference kept (past 9, and far out), or one alone by one, and only where the
    # case stays legal: size 3 and overlap 0 are, size 1 and overlap 2 are not.
    moved = {(variant["size"], variant["overlap"]) for variant in listed}
    assert moved == {(2, 1), (12, 11), (2 + FAR_SHIFT, 1 + FAR_SHIFT), (3, 1), (2, 0)}


def test_a_list_gets_other_orders_where_its_items_fall_and_rise_again() -> None:
    """Pieces in falling order ("money back", "money", "card") also come with the first two swapped and the first
    moved to the end: a nearer piece after a farther one, which a search that stops at the first drop never sees."""
    pieces = ["money back", "money", "card"]
    variants = case_variants([_case("near", chunks=pieces, question="money back")])
    orders = [variant["chunks"] for variant in variants if sorted(variant["chunks"]) == sorted(pieces)]
    assert ["money", "money back", "card"] in orders and ["money", "card", "money back"] in orders


def test_no_exercise_of_the_course_has_more_variants_than_are_asked() -> None:
    """The cap cuts the list in the cases' order: past it, a later case would lose every variant, and a mistake
    only its variants show would pass (keeps_whole's accents, once the list grew past 900)."""
    from grader.judge.oracle import listed_words, reference_module
    from grader.judge.variants import named_case_variants

    course = load_course(ROOT)
    for name in course.names:
        exercise = course.exercise(name)
        listed = listed_words(reference_module(course, exercise))
        assert len(named_case_variants(exercise.cases, listed)) < MOST, name


def test_hidden_lazy_generated_and_long_cases_are_never_varied() -> None:
    generated = Case(
        name="long", input=Arguments({"text": None, "size": 3}, {"text": {"words": 100_000}}), source="cases.yaml"
    )
    cases = [
        _case("secret", hidden=True, text="a b"),
        _case("lazy", take=1, text="a b"),
        _case("big", text=" ".join(["word"] * 200)),
        generated,
    ]
    assert case_variants(cases) == []
    many = [_case(f"case{number}", text=f"a{number} b c") for number in range(100)]
    assert len(case_variants(many)) == MOST


def test_every_exercise_has_variants_and_one_the_reference_rejects_is_left_out(tmp_path: Path) -> None:
    """Each exercise's cases give variants, each kept with the reference's own answer; a variant the reference
    will not answer (here: a copy whose reference rejects a text that starts with a line break) is left out."""
    course = load_course(ROOT)
    for exercise in course.exercises:
        assert Oracle(course, exercise).case_variants(), exercise.name
    copy = copy_course(tmp_path / "course")
    reference = copy / "solutions" / "chunk_words.py"
    source = reference.read_text(encoding="utf-8")
    guard = '    if text.startswith("\\n"):\n        raise ValueError("no text may start with a line break")\n'
    marker = "    words = text.split()\n"
    reference.write_text(source.replace(marker, guard + marker, 1), encoding="utf-8")
    copied = load_course(copy)
    exercise = copied.exercise("chunk_words")
    oracle = Oracle(copied, exercise)
    made = case_variants(exercise.cases)
    kept = oracle.case_variants()
    assert any(variant["text"].startswith("\n") for variant in made)
    assert not any(arguments["text"].startswith("\n") for arguments, _ in kept)
    assert len(kept) == len([variant for variant in made if not variant["text"].startswith("\n")])
    for arguments, answer in kept[:20]:
        assert answer == oracle.expected(Case(name="random_inputs", input=arguments, source="solutions"))


def test_a_mistake_no_written_case_shows_is_found_on_a_varied_case() -> None:
    """A program that skips blank lines before line 1 passes every case cases.yaml writes; the varied cases hold
    one with an empty line 1, which the lesson rejects."""
    fixture = SUBMISSIONS / "chunk_stdin" / "skips_blank_lines_before_the_numbers.py"
    run = run_kata("grade", "chunk_stdin", "--file", str(fixture), "--format", "json")
    assert run.code == 1, run.out
    [random] = [test for test in run.json()["tests"] if test["name"].endswith("random_inputs")]
    assert random["status"] == "fail" and "stdin='\\n" in random["message"], random["message"]


def test_a_word_holding_a_full_stop_finds_a_pattern_that_was_never_escaped() -> None:
    """A search built from the answer's words as they are passes every written case: none has a word with a
    character that patterns read specially. The answer with two words joined by a full stop is no run of the
    text's words, yet the pattern finds it."""
    variants = case_variants([_case("find", text="the cat sat", size=2, overlap=0, answer="cat sat")])
    assert {"the.cat sat", "cat.sat"} <= {variant["text"] for variant in variants} | {v["answer"] for v in variants}
    fixture = SUBMISSIONS / "keeps_whole" / "searches_an_unescaped_pattern.py"
    run = run_kata("grade", "keeps_whole", "--file", str(fixture), "--format", "json")
    assert run.code == 1, run.out
    [random] = [test for test in run.json()["tests"] if test["name"].endswith("random_inputs")]
    assert random["status"] == "fail" and "." in random["message"].split(" — ")[0], random["message"]


def test_near_misses_of_the_references_own_word_list_are_tried() -> None:
    """A word that is only a piece of a listed word ("he" of "the") is no stop word; code that asks `in` of the
    list's text drops it. Nor is a listed word with a full stop glued to it ("an."); code that strips punctuation
    first drops it. Each small case's texts get one such word, so every near miss shows alone somewhere."""
    from grader.judge.variants import near_misses

    assert near_misses(["the", "your", "and", "an"]) == ["he", "nd", "our", "th", "you", "an.", "an,", "and.", "and,"]
    variants = case_variants([_case(f"q{n}", question=f"money {n}") for n in range(3)], ["the", "your"])
    assert {"money 0 he", "money 1 our", "money 2 th"} <= {variant["question"] for variant in variants}
    for name in ("asks_the_stop_list_text.py", "strips_punctuation_before_the_stop_test.py"):
        run = run_kata(
            "grade", "nearest_chunk", "--file", str(SUBMISSIONS / "nearest_chunk" / name), "--format", "json"
        )
        assert run.code == 1, (name, run.out)
        [random] = [test for test in run.json()["tests"] if test["name"].endswith("random_inputs")]
        assert random["status"] == "fail", (name, random["message"])


def test_every_kind_of_whitespace_is_tried_and_line_one_of_a_program_keeps_its_line() -> None:
    """Every character str.split() parts words at stands between two words in some variant (asked of Python,
    not listed); in a program's input, line 1 (its settings) gets only kinds that end no line."""
    texts = [variant["text"] for variant in case_variants([_case("t", text="a b c d e f g h", size=2, overlap=1)])]
    kinds = {char for text in texts for char in text if char.isspace()}
    assert kinds >= {"\r", "\x0b", "\x0c", "\x1c", "\x1f", "\x85", "\xa0", "\u2028", "\u3000"}
    assert kinds == {char for char in map(chr, range(0x110000)) if char.isspace()}
    program = [v["stdin"] for v in case_variants([_case("p", stdin="4 2 a b c d e f\ng h i j k l m n")])]
    line_ones = [text.partition("\n")[0] for text in program if "\u2003" in text or "\x1f" in text]
    assert line_ones and all(len(line.splitlines()) == 1 for line in line_ones)
    assert any("\r" in text.partition("\n")[2] for text in program)


def test_a_lone_carriage_return_deleted_is_found_and_named() -> None:
    """A program that deletes every carriage return passes every written case; a varied case parts two words with
    a carriage return alone, and the report names that kind of whitespace."""
    fixture = SUBMISSIONS / "chunk_stdin" / "deletes_lone_carriage_returns.py"
    run = run_kata("grade", "chunk_stdin", "--file", str(fixture), "--format", "json")
    assert run.code == 1, run.out
    [random] = [test for test in run.json()["tests"] if test["name"].endswith("random_inputs")]
    assert random["status"] == "fail", random["message"]
    assert "a carriage return ('\\r') separates words" in random["message"], random["message"]


def test_gaps_of_uneven_width_and_texts_cut_at_the_inputs_own_numbers() -> None:
    """Each gap a run of three, one and two spaces in turn; the text cut to one word fewer than, as many as and one
    more than each number of the input (here overlap 2 and size 4)."""
    variants = case_variants([_case("t", text="a b c d e f g", size=4, overlap=2)])
    texts = {variant["text"] for variant in variants}
    assert "a   b c  d   e f  g" in texts
    assert {"a", "a b", "a b c", "a b c d", "a b c d e"} <= texts
    program = {variant["stdin"] for variant in case_variants([_case("p", stdin="4 2 a b")])}
    assert "4   2 a  b" in program and "4" not in program  # a program's input is never cut


def test_mistakes_only_those_variants_show_are_caught() -> None:
    for exercise, name in (
        ("merge_hits", "counts_chunks_without_a_floor_of_one.py"),
        ("chunk_stdin", "slices_line_one_past_one_space.py"),
    ):
        run = run_kata("grade", exercise, "--file", str(SUBMISSIONS / exercise / name), "--format", "json")
        assert run.code == 1, (name, run.out)
        [random] = [test for test in run.json()["tests"] if test["name"].endswith("random_inputs")]
        assert random["status"] == "fail", (name, random["message"])


def test_the_first_words_joined_by_hyphens_make_one_long_word() -> None:
    texts = [variant["text"] for variant in case_variants([_case("one", text="  the cat sat on the mat", size=4)])]
    assert "  the-cat-sat-on the mat" in texts
    assert not any("-" in variant["text"] for variant in case_variants([_case("one", text="cat", size=4)]))


def test_a_long_word_cut_at_its_hyphens_is_caught(tmp_path: Path) -> None:
    # The reference with its long words cut by textwrap.wrap, which breaks after a hyphen where the lesson cuts
    # every `size` characters: right on every case as written.
    reference = (ROOT / "solutions" / "chunk_chars.py").read_text(encoding="utf-8")
    cut = """        for piece in range(start, end, size):
            yield piece, min(piece + size, end)
"""
    wrapped = """        for part in __import__("textwrap").wrap(match.group(), size):
            yield start, start + len(part)
            start += len(part)
"""
    assert cut in reference
    learner = tmp_path / "chunk_chars.py"
    learner.write_text(reference.replace(cut, wrapped), encoding="utf-8")
    run = run_kata("grade", "chunk_chars", "--file", str(learner), "--format", "json")
    [random] = [test for test in run.json()["tests"] if test["name"].endswith("random_inputs")]
    assert random["status"] == "fail" and "-" in random["test_code"], random


def test_inputs_past_the_cases_sizes_come_after_every_plain_change() -> None:
    """A byte order mark, the text and the list said eleven times over, the numbers moved past 9 and far out (a
    program's line 1 too), the longest text made of one word over and over after its own first word, and one text
    the same as another: each made once per case, after every plain change of every case, so they never take a
    plain failure's place."""
    cases = [_case("one", text="x b c d", size=2, overlap=1, answer="c d"), _case("two", text="e f", size=3, overlap=0)]
    named = named_case_variants(cases)
    first_late = next(place for place, (name, _) in enumerate(named) if name in PAST_THE_CASES)
    assert all(name in PAST_THE_CASES for name, _ in named[first_late:])
    assert any(variant.get("text") == "e  f" for _, variant in named[:first_late])  # case two's plain ones first
    late = [variant for _, variant in named[first_late:]]
    assert {"text": "\ufeffx b c d", "size": 2, "overlap": 1, "answer": "c d"} in late
    assert {"text": "\n".join(["x b c d"] * 11), "size": 2, "overlap": 1, "answer": "c d"} in late
    assert {"text": "x b c d", "size": 12, "overlap": 11, "answer": "c d"} in late
    assert {"text": "x a a a", "size": 2, "overlap": 1, "answer": "a a"} in late
    program = case_variants([_case("p", stdin="4 2\na b")])
    assert "14 12\na b" in [variant["stdin"] for variant in program]
    assert f"{4 + FAR_SHIFT} {2 + FAR_SHIFT}\na b" in [variant["stdin"] for variant in program]
    assert ["a", "b"] * 11 in [variant["items"] for variant in case_variants([_case("l", items=["a", "b"])])]
    # One text the same as another, whole: a text as an item of a list and an item as the text.
    pieces = [variant for _, variant in named_case_variants([_case("n", chunks=["p q", "r s t"], question="q p")])]
    assert {"chunks": ["p q", "r s t"], "question": "r s t"} in pieces
    assert {"chunks": ["q p", "r s t"], "question": "q p"} in pieces


def test_numbers_moved_far_out_are_asked_only_where_the_answer_does_not_grow_with_them(tmp_path: Path) -> None:
    """check_the_cut gives a row per overlap: with its numbers far out, the reference would never end. The oracle
    asks the case with its numbers 10 more first, sees the answer grow, and never asks the far one (here the copy's
    reference leaves a mark when it is asked one); chunk_words' answer does not grow, and its far out cases are
    kept with the reference's answers."""
    course = load_course(ROOT)
    kept = [arguments for arguments, _ in Oracle(course, course.exercise("chunk_words")).case_variants()]
    assert any(variant["size"] > FAR_SHIFT for variant in kept)
    copy = copy_course(tmp_path / "course")
    mark = tmp_path / "asked far out"
    reference = copy / "solutions" / "check_the_cut.py"
    source = reference.read_text(encoding="utf-8")
    guard = f"    if most_overlap > 2**40:\n        open({str(mark)!r}, 'w').close()\n        return []\n"
    marker = "    wanted = answer.split()\n"
    reference.write_text(source.replace(marker, guard + marker, 1), encoding="utf-8")
    copied = load_course(copy)
    kept = [arguments for arguments, _ in Oracle(copied, copied.exercise("check_the_cut")).case_variants()]
    assert any(variant["most_overlap"] >= 10 for variant in kept)
    assert not mark.exists()
    assert not any(variant["most_overlap"] > FAR_SHIFT for variant in kept)


def test_mistakes_past_the_sizes_of_the_cases_are_caught_and_their_look_alikes_pass() -> None:
    """Eleven pieces and more, numbers past 2**53 and 2**32, a byte order mark, places that overlap, a word written
    with a leading zero, a question the same as a piece, a word in one text and its look-alike in another, a number
    in hexadecimal letters: mistakes no written case reaches. Their look-alikes (an
    exact Fraction, a search that goes on one character past each place, an angle of a similarity kept at most 1)
    pass."""
    for exercise, name, status in (
        ("chunk_stdin", "accepts_a_byte_order_mark.py", "fail"),
        ("chunk_stdin", "compares_overlap_with_size_in_floats.py", "fail"),
        ("chunk_chars", "cuts_pieces_with_a_counted_repeat.py", "error"),
        ("pack_sentences", "keys_pieces_by_name_and_sorts_them.py", "fail"),
        ("keeps_whole", "finds_places_from_the_end_of_the_last.py", "fail"),
        ("check_the_cut", "orders_rows_by_their_labels.py", "fail"),
        ("chunk_stdin", "tidies_number_words.py", "fail"),
        ("nearest_chunk", "ranks_by_the_angle.py", "error"),
        ("pack_sentences", "adds_bare_marks_to_the_open_piece.py", "fail"),
        # Both texts folded alike (NFKC): a word and its look-alike in two texts, one text the other's copy.
        ("keeps_whole", "folds_both_texts_to_compatible_forms.py", "fail"),
        ("keeps_whole", "correct_tidies_the_spacing_of_both_texts.py", "pass"),
        # A number in another notation (hexadecimal letters): a check against string.hexdigits lets it through.
        ("chunk_stdin", "checks_the_digits_against_hexdigits.py", "error"),
        ("chunk_stdin", "correct_checks_the_digits_against_digits.py", "pass"),
        ("nearest_chunk", "correct_ranks_by_a_kept_angle.py", "pass"),
        ("chunk_stdin", "correct_with_a_fraction_check.py", "pass"),
        ("keeps_whole", "correct_finds_every_place.py", "pass"),
    ):
        run = run_kata("grade", exercise, "--file", str(SUBMISSIONS / exercise / name), "--format", "json")
        tests = run.json()["tests"]
        [random] = [test for test in tests if test["name"].endswith("random_inputs")]
        assert random["status"] == status, (name, random.get("message"))
        assert all(test["status"] == "pass" for test in tests if test is not random), name


def test_a_number_longer_than_int_reads_is_left_as_it_is() -> None:
    """Python reads at most 4,300 digits with int(): a case whose line 1 holds a longer number is varied without
    moving it (and no far-out probe is made of it), never with a grader traceback."""
    from grader.judge.variants import far_out_probe

    long = "1" + "0" * 5000
    variants = case_variants([_case("long", stdin=f"{long} 2\na b")])
    assert variants and all(variant["stdin"].split()[0].lstrip('\ufeff"').startswith("1") for variant in variants[:3])
    assert far_out_probe({"stdin": f"{long} 2\na b"}) is None


def test_a_word_that_ends_another_is_tried_so_a_claim_about_repeated_words_is_not_made() -> None:
    """Code that tests a chunk's text with endswith fails where a word repeats, and where a word ends the one before
    it ("x ab b", no word twice): with only the first kind tried, the report said "only where a word appears more
    than once", which is false."""
    fixture = SUBMISSIONS / "chunk_words" / "leaves_out_a_tail_the_last_chunk_ends_with.py"
    assert list(_part_of_a_word_as_a_word("the  cat sat")) == ["the  catsat sat", "the  thecat sat"]
    run = run_kata("grade", "chunk_words", "--file", str(fixture), "--format", "json")
    [random] = [test for test in run.json()["tests"] if test["name"].endswith("random_inputs")]
    assert random["status"] == "fail"
    assert "appears more than once" not in random["message"], random["message"]


def test_a_number_with_a_sign_and_one_number_moved_alone_are_tried() -> None:
    """`-0` is 0 to int() yet not written with the digits alone; each whole-number argument one more and one less
    on its own (only inside the task's bounds) meets a result kept under a key that leaves that number out."""
    texts = [variant["stdin"] for variant in case_variants([_case("p", stdin="4 0\na b c")])]
    assert "4 -0\na b c" in texts and "+4 0\na b c" in texts
    moved = case_variants([_case("n", text="a b c", size=3, most_overlap=1)])
    assert {"text": "a b c", "size": 3, "most_overlap": 2} in moved
    assert {"text": "a b c", "size": 3, "most_overlap": 0} in moved
    assert not any(each.get("most_overlap", 0) >= each.get("size", 99) for each in moved)


def test_a_sign_left_to_the_range_check_and_a_table_kept_without_one_argument_are_caught_and_named() -> None:
    """Each wrong fixture passes every written case; its look-alike passes everything."""
    named = {
        ("chunk_stdin", "leaves_minus_signs_to_the_range_check"): "written `if len(fields) < 2 or not all(re.fullmatch",
        ("check_the_cut", "keeps_tables_without_their_last_overlap"): "keeps something from one call to the next",
    }
    looks_alike = {
        "leaves_minus_signs_to_the_range_check": "correct_checks_digits_then_the_range",
        "keeps_tables_without_their_last_overlap": "correct_keeps_tables_by_every_argument",
    }
    for (exercise, wrong), words in named.items():
        run = run_kata("grade", exercise, "--file", str(SUBMISSIONS / exercise / f"{wrong}.py"), "--format", "json")
        failing = [test for test in run.json()["tests"] if test["status"] != "pass"]
        assert [test["name"].endswith("random_inputs") for test in failing] == [True], failing
        assert words in failing[0]["message"], failing[0]["message"][:1500]
        right = SUBMISSIONS / exercise / f"{looks_alike[wrong]}.py"
        passed = run_kata("grade", exercise, "--file", str(right), "--format", "json")
        assert all(test["status"] == "pass" for test in passed.json()["tests"]), passed.out[:1500]


def test_every_run_of_whitespace_written_twice_is_tried() -> None:
    """`text.count("\\n") >= 2` read as a blank line: three or four line breaks must be tried, where a case has two."""
    texts = [variant["text"] for variant in case_variants([_case("t", text="a b\n\nc", size=2, overlap=0)])]
    assert "a  b\n\n\n\nc" in texts
