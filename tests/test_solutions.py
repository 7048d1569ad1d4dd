"""Property tests of the reference solutions (cases.yaml against them is `kata cases check`'s job)."""

from __future__ import annotations

import contextlib
import functools
import importlib
import inspect
import io
import itertools
import re
import sys
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grader.course.loader import load_course
from grader.run.worker import convert
from solutions import (
    check_the_cut,
    chunk_chars,
    chunk_stdin,
    chunk_words,
    keeps_whole,
    merge_hits,
    nearest_chunk,
    pack_sentences,
)
from solutions.pitfalls import chunk_chars as chunk_chars_pitfalls

ROOT = Path(__file__).resolve().parent.parent
COURSE = load_course(ROOT)
# Every exercise's reference, found from cases.yaml: a new exercise is tested here with no line of this file.
REFERENCES: dict[str, ModuleType] = {name: importlib.import_module(f"solutions.{name}") for name in COURSE.names}
POLICY = [
    "you can return the item within 14 days of delivery",
    "the item must be in the original box",
    "a courier collects it for free",
    "the money goes back to your card within five days",
    "items with your own print can not be returned",
    "for damage write to us within two days",
]
ANSWER = POLICY[3]


def run_program(main: Callable[[], int], stdin: str) -> tuple[int, str, str]:
    """Exit status, stdout and stderr of a program's main() fed `stdin`, in this process."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main()
    finally:
        sys.stdin = saved
    return status, out.getvalue(), err.getvalue()


# --- chunk_words -------------------------------------------------------------------------------


class TestChunkWords:
    """Word windows: full chunks of `size`, neighbours sharing exactly `overlap` words."""

    @settings(max_examples=150)
    @given(chunk_words.inputs())
    def test_windows_share_overlap_and_rebuild_the_words(self, arguments: dict[str, Any]) -> None:
        """Every chunk but the last holds exactly `size` words and the last 1..size; each later
        chunk starts with the last `overlap` words of the one before and brings at least one new
        word; dropping those repeats gives back the word list, so the last chunk ends on the
        last word and nothing follows it."""
        words = arguments["text"].split()
        size, overlap = arguments["size"], arguments["overlap"]
        chunks = [chunk.split(" ") for chunk in chunk_words.solve(**arguments)]
        if not words:
            assert chunks == []
            return
        assert all(len(chunk) == size for chunk in chunks[:-1])
        assert 1 <= len(chunks[-1]) <= size
        rebuilt = list(chunks[0])
        for before, after in itertools.pairwise(chunks):
            assert after[:overlap] == before[len(before) - overlap :]
            assert len(after) > overlap
            rebuilt += after[overlap:]
        assert rebuilt == words

    @settings(max_examples=100)
    @given(chunk_words.inputs())
    def test_chunks_are_words_joined_by_single_spaces(self, arguments: dict[str, Any]) -> None:
        """A chunk never carries the text's own whitespace: it is its words joined by one space."""
        for chunk in chunk_words.solve(**arguments):
            assert chunk and chunk == " ".join(chunk.split())

    def test_seed_examples(self) -> None:
        """The four worked examples of the kata page."""
        assert chunk_words.solve("the cat sat on the red mat", 4, 2) == [
            "the cat sat on",
            "sat on the red",
            "the red mat",
        ]
        assert chunk_words.solve("a b c d e", 3, 1) == ["a b c", "c d e"]
        assert chunk_words.solve("a b c d e", 2, 0) == ["a b", "c d", "e"]
        assert chunk_words.solve("  ", 2, 0) == []

    def test_policy_piece_counts(self) -> None:
        """The returns policy in 10-word pieces: 6, 6, 7, 7 and 8 pieces for overlap 0 to 4."""
        text = " ".join(POLICY)
        assert [len(chunk_words.solve(text, 10, overlap)) for overlap in range(5)] == [6, 6, 7, 7, 8]


# --- chunk_stdin -------------------------------------------------------------------------------

texts = st.lists(
    st.tuples(st.sampled_from([" ", "\n", "\t", "  ", "\r\n"]), st.sampled_from(["a", "bb", "é", "😀"])),
    max_size=20,
).map(lambda pairs: "".join(space + word for space, word in pairs))


@st.composite
def settings_line(draw: Any) -> tuple[int, int]:
    size = draw(st.integers(min_value=1, max_value=8))
    return size, draw(st.integers(min_value=0, max_value=size - 1))


class TestChunkStdin:
    """The program prints chunk_words' chunks, or refuses a bad line 1 with status 2."""

    @settings(max_examples=150)
    @given(settings_line(), texts, st.sampled_from([" ", "\n"]))
    def test_prints_the_chunks_of_chunk_words(self, numbers: tuple[int, int], text: str, sep: str) -> None:
        """Text on line 1 after the numbers, or on the lines below: one chunk per stdout line."""
        size, overlap = numbers
        status, out, err = run_program(chunk_stdin.main, f"{size} {overlap}{sep}{text.lstrip(' ')}")
        assert status == 0 and err == ""
        assert out.splitlines() == chunk_words.solve(text, size, overlap)

    @pytest.mark.parametrize(
        "first_line", ["", "   ", "4", "x 2", "4 two", "4 -1", "-4 2", "0 0", "3 3", "2 5", "4.0 2", "+4 2", "٤ 2"]
    )
    def test_bad_first_line_exits_2_with_one_message(self, first_line: str) -> None:
        """Nothing on stdout, exactly one line on stderr, status 2."""
        status, out, err = run_program(chunk_stdin.main, first_line + "\na b c d\n")
        assert (status, out) == (2, "")
        assert len(err.splitlines()) == 1 and err.startswith("chunk_stdin: ")

    @settings(max_examples=100)
    @given(chunk_stdin.inputs())
    def test_inputs_are_answered_either_way(self, arguments: dict[str, Any]) -> None:
        """Every generated stdin gets chunks with status 0 or a refusal with status 2, never a crash."""
        status, out, _ = run_program(chunk_stdin.main, arguments["stdin"])
        assert status in (0, 2)
        assert status == 0 or out == ""


# --- chunk_chars -------------------------------------------------------------------------------

WORD = re.compile(r"\S+")


def placement(text: str, chunks: list[str]) -> list[int] | None:
    """Starts at which the chunks lie in the text, each later than the one before, together
    covering every non-space character; None when no such placement exists."""
    needed_after = [len(text)] * (len(text) + 1)  # the first non-space index at or after i
    for index in range(len(text) - 1, -1, -1):
        needed_after[index] = index if not text[index].isspace() else needed_after[index + 1]

    @functools.cache
    def place(k: int, previous: int, reach: int) -> tuple[int, ...] | None:
        need = needed_after[reach]
        if k == len(chunks):
            return () if need == len(text) else None
        start = text.find(chunks[k], previous + 1)
        while start != -1 and start <= need:
            rest = place(k + 1, start, max(reach, start + len(chunks[k])))
            if rest is not None:
                return (start, *rest)
            start = text.find(chunks[k], start + 1)
        return None

    found = place(0, -1, 0)
    return None if found is None else list(found)


def word_length_at(text: str, index: int) -> int:
    """The length of the word holding text[index]."""
    for match in WORD.finditer(text):
        if match.start() <= index < match.end():
            return match.end() - match.start()
    raise AssertionError(f"no word at {index}")


class TestChunkChars:
    """Character windows: SPEC §3's invariants, laziness, and the two seed defects."""

    @settings(max_examples=150)
    @given(chunk_chars.inputs())
    def test_spec_invariants(self, arguments: dict[str, Any]) -> None:
        """Every non-space character appears in order; each chunk has 1..size characters and no
        outer whitespace; each starts after the one before; a cut falls inside a word only when
        that word is longer than size; neighbours share at most `overlap` characters."""
        text, size, overlap = arguments["text"], arguments["size"], arguments["overlap"]
        chunks = list(chunk_chars.solve(**arguments))
        assert all(0 < len(chunk) <= size and chunk == chunk.strip() for chunk in chunks)
        starts = placement(text, chunks)
        assert starts is not None, "the chunks do not cover the text in order"
        for start, chunk in zip(starts, chunks, strict=True):
            end = start + len(chunk)
            if start > 0 and not text[start - 1].isspace():
                assert word_length_at(text, start) > size
            if end < len(text) and not text[end].isspace():
                assert word_length_at(text, end - 1) > size
        for (start, chunk), next_start in zip(zip(starts, chunks, strict=True), starts[1:], strict=False):
            assert start + len(chunk) - next_start <= overlap

    def test_is_a_generator(self) -> None:
        """solve is a generator function: nothing runs until the first chunk is asked for."""
        assert inspect.isgeneratorfunction(chunk_chars.solve)

    def test_first_chunk_without_copying_the_whole_text(self) -> None:
        """A text whose tail is a 20-million-character word gives its first chunk without copying that tail
        (a split() or any list of the words would). Measured in bytes allocated, not seconds."""
        text = "first words " + "x" * 20_000_000
        tracemalloc.start()
        try:
            assert next(iter(chunk_chars.solve(text, 12, 4))) == "first words"
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert peak < 1_000_000, f"{peak:,} bytes allocated for the first chunk"

    def test_short_word_before_long_word_terminates(self) -> None:
        """Seed 004 loops forever here; the reference ends and keeps every character."""
        chunks = list(itertools.islice(chunk_chars.solve("ab cdefghijklmnop qr", 6, 3), 50))
        assert chunks == ["ab", "cdefgh", "ijklmn", "op qr"]

    def test_long_word_is_cut_not_dropped(self) -> None:
        """Seed 004 loses 'ijklmnopqrstuvwxyz' here; the reference keeps it."""
        text = "abcdefghijklmnopqrstuvwxyz end of text"
        chunks = list(chunk_chars.solve(text, 8, 2))
        assert chunks == ["abcdefgh", "ijklmnop", "qrstuvwx", "yz end", "of text"]
        assert "".join(chunks).replace(" ", "") == text.replace(" ", "")

    def test_steps_back_characters_shows_both_defects(self) -> None:
        """The capped port of seed 004 really has the two defects the SPEC lists."""
        stuck = chunk_chars_pitfalls.steps_back_characters("ab cdefghijklmnop qr", 6, 3)
        assert [next(stuck), next(stuck), next(stuck)] == ["ab", "ab", "ab"]
        with pytest.raises(TimeoutError):
            list(stuck)
        assert list(chunk_chars_pitfalls.steps_back_characters("abcdefghijklmnopqrstuvwxyz end of text", 8, 2)) == [
            "abcdefgh",
            "end of",
            "of text",
        ]

    def test_counts_code_points(self) -> None:
        """An emoji or an accented letter is one character of the window, not several bytes."""
        assert list(chunk_chars.solve("😀😀 éé", 5, 0)) == ["😀😀 éé"]


# --- pack_sentences ----------------------------------------------------------------------------


class TestPackSentences:
    """Greedy packing of whole sentences under a word limit."""

    @settings(max_examples=150)
    @given(pack_sentences.inputs())
    def test_pieces_are_whole_sentences_packed_greedily(self, arguments: dict[str, Any]) -> None:
        """The pieces give back every word in order; each piece is a run of whole sentences of
        at most `limit` words, or one longer sentence alone; no piece could take the next
        sentence; no piece is empty."""
        limit = arguments["limit"]
        sentences = [sentence.split() for sentence in arguments["sentences"] if sentence.split()]
        pieces = [piece.split(" ") for piece in pack_sentences.solve(**arguments)]
        assert [word for piece in pieces for word in piece] == [word for s in sentences for word in s]
        # Cut the sentence list where the pieces end: every piece must end on a sentence border.
        groups: list[list[list[str]]] = []
        position = 0
        for piece in pieces:
            group: list[list[str]] = []
            taken = 0
            while taken < len(piece):
                group.append(sentences[position])
                taken += len(sentences[position])
                position += 1
            assert taken == len(piece), "a piece ends inside a sentence"
            groups.append(group)
        for piece, group in zip(pieces, groups, strict=True):
            assert piece and (len(piece) <= limit or len(group) == 1)
        for index in range(len(groups) - 1):
            assert len(pieces[index]) + len(groups[index + 1][0]) > limit

    def test_seed_policy_limit_16(self) -> None:
        """The six-sentence returns policy makes five pieces of 10, 14, 10, 9 and 8 words."""
        pieces = pack_sentences.solve(POLICY, 16)
        assert [len(piece.split()) for piece in pieces] == [10, 14, 10, 9, 8]
        assert ANSWER in pieces


# --- merge_hits --------------------------------------------------------------------------------


def merged_by_components(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    """A slower, independent model: join hit chunks that share a word (union-find)."""
    words = text.split()
    ranges = []
    start = 0
    while start < len(words):
        ranges.append(range(start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += size - overlap
    chosen = sorted({hit for hit in hits if 0 <= hit < len(ranges)})
    parent = {hit: hit for hit in chosen}

    def root(hit: int) -> int:
        while parent[hit] != hit:
            hit = parent[hit]
        return hit

    for a, b in itertools.combinations(chosen, 2):
        if set(ranges[a]) & set(ranges[b]):
            parent[root(b)] = root(a)
    components: dict[int, set[int]] = {}
    for hit in chosen:
        components.setdefault(root(hit), set()).update(ranges[hit])
    spans = sorted((min(cover), max(cover) + 1) for cover in components.values())
    return [" ".join(words[first:end]) for first, end in spans]


class TestMergeHits:
    """Merged hits: one text per group of chunks sharing words, in document order."""

    @settings(max_examples=150)
    @given(merge_hits.inputs())
    def test_matches_the_union_find_model(self, arguments: dict[str, Any]) -> None:
        """The interval sweep agrees with merging every pair of hits that share a word."""
        assert merge_hits.solve(**arguments) == merged_by_components(**arguments)

    @settings(max_examples=100)
    @given(merge_hits.inputs(), st.randoms(use_true_random=False))
    def test_rank_order_and_repeats_do_not_matter(self, arguments: dict[str, Any], random: Any) -> None:
        """Shuffling the hits or repeating some gives the same texts."""
        hits = arguments["hits"] * 2
        random.shuffle(hits)
        assert merge_hits.solve(**{**arguments, "hits": hits}) == merge_hits.solve(**arguments)

    def test_seed_hits_four_five_six(self) -> None:
        """Pieces 4, 5 and 6 of the policy (1-based) merge into one 22-word text."""
        (merged,) = merge_hits.solve(" ".join(POLICY), 10, 4, [3, 4, 5])
        assert len(merged.split()) == 22 and ANSWER in merged


# --- keeps_whole -------------------------------------------------------------------------------


class TestKeepsWhole:
    """keeps_whole agrees with a word-list search over chunk_words' chunks."""

    @settings(max_examples=150)
    @given(keeps_whole.inputs())
    def test_matches_a_search_over_word_lists(self, arguments: dict[str, Any]) -> None:
        """True exactly when some chunk's words contain the answer's words as a run."""
        wanted = arguments["answer"].split()
        chunks = [c.split(" ") for c in chunk_words.solve(arguments["text"], arguments["size"], arguments["overlap"])]
        model = bool(wanted) and any(
            chunk[i : i + len(wanted)] == wanted for chunk in chunks for i in range(len(chunk))
        )
        assert keeps_whole.solve(**arguments) is model

    def test_seed_table(self) -> None:
        """Policy, size 10, overlap 0..4: the answer is whole only for overlaps 2 and 4."""
        text = " ".join(POLICY)
        found = [keeps_whole.solve(text, 10, overlap, ANSWER) for overlap in range(5)]
        assert found == [False, False, True, False, True]


# --- nearest_chunk -----------------------------------------------------------------------------


class TestNearestChunk:
    """nearest_chunk agrees with a cosine worked out by brute force over the whole vocabulary."""

    @settings(max_examples=150)
    @given(nearest_chunk.inputs())
    def test_matches_cosines_over_the_vocabulary(self, arguments: dict[str, Any]) -> None:
        """The answer is the earliest piece whose cosine is within 1e-9 of the highest, with that cosine."""

        def words(text: str) -> list[str]:
            return [word for word in text.lower().split() if word not in nearest_chunk.STOP_WORDS]

        texts = [arguments["question"], *arguments["chunks"]]
        vocabulary = sorted({word for text in texts for word in words(text)})
        question, *pieces = [[words(text).count(word) for word in vocabulary] for text in texts]

        def cosine(a: list[int], b: list[int]) -> float:
            lengths = sum(x * x for x in a) ** 0.5 * sum(x * x for x in b) ** 0.5
            return sum(x * y for x, y in zip(a, b, strict=True)) / lengths if lengths else 0.0

        scores = [cosine(question, piece) for piece in pieces]
        index, similarity = nearest_chunk.solve(**arguments)
        if not scores:
            assert (index, similarity) == (-1, 0.0)
            return
        assert index == next(n for n, score in enumerate(scores) if score >= max(scores) - 1e-9)
        assert abs(similarity - scores[index]) <= 1e-9

    def test_seed_pieces(self) -> None:
        """Pieces of 10 words, overlap 0: the nearest is piece 2 (from 0), which cuts the answer."""
        pieces = chunk_words.solve(" ".join(POLICY), 10, 0)
        index, similarity = nearest_chunk.solve(pieces, "when do i get my money back")
        assert index == 2 and round(similarity, 3) == 0.516 and ANSWER not in pieces[index]


# --- check_the_cut -----------------------------------------------------------------------------


class TestCheckTheCut:
    """check_the_cut is chunk_words, then nearest_chunk, then keeps_whole asked of the nearest piece alone."""

    @settings(max_examples=100)
    @given(check_the_cut.inputs())
    def test_is_the_three_exercises_put_together(self, arguments: dict[str, Any]) -> None:
        text, size, answer = arguments["text"], arguments["size"], arguments["answer"]
        for overlap, count, similarity, whole in check_the_cut.solve(**arguments):
            pieces = chunk_words.solve(text, size, overlap)
            index, right = nearest_chunk.solve(pieces, arguments["question"])
            assert count == len(pieces) and abs(similarity - right) <= 1e-9
            assert whole is (index >= 0 and keeps_whole.solve(pieces[index], size, 0, answer))

    def test_prints_the_pages_five_rows_with_this_courses_vectors(self) -> None:
        """Pieces and "answer whole" as on the page for overlaps 0 to 3; overlap 4's nearest piece cuts it here."""
        status, out, err = run_program(check_the_cut.main, "")
        assert status == 0 and err == ""
        assert out.splitlines() == [
            "overlap 0: 6 pieces, 0.516, answer whole: no",
            "overlap 1: 6 pieces, 0.471, answer whole: no",
            "overlap 2: 7 pieces, 0.436, answer whole: yes",
            "overlap 3: 7 pieces, 0.516, answer whole: no",
            "overlap 4: 8 pieces, 0.471, answer whole: no",
        ]


# --- every reference's input domain ------------------------------------------------------------


def _in_range(name: str, arguments: dict[str, Any], answer: Any) -> None:
    """What an exercise's answer must hold beyond its kind, where the kind says too little."""
    if name == "check_the_cut":
        assert [row[0] for row in answer] == list(range(arguments["most_overlap"] + 1))
    elif name == "nearest_chunk":
        index, similarity = answer
        assert -1 <= index < len(arguments["chunks"]) and -1e-9 <= similarity <= 1 + 1e-9


@pytest.mark.parametrize("name", [name for name in REFERENCES if not COURSE.exercise(name).kind.program])
def test_inputs_are_accepted_by_solve(name: str) -> None:
    """Whatever inputs() draws, solve answers with the declared kind of value (as the worker converts it)."""
    module, kind = REFERENCES[name], COURSE.exercise(name).kind

    @settings(max_examples=50)
    @given(module.inputs())
    def check(arguments: dict[str, Any]) -> None:
        answer = module.solve(**arguments)
        if not kind.lazy:
            _in_range(name, arguments, answer)
        assert kind.well_formed(convert(answer, kind.name, None))

    check()


# --- cases.yaml against the references ----------------------------------------------------------
# Every explicit `expected` equals the reference's answer and every pitfall is caught by some case:
# `kata cases check` proves both on the real course (tests/test_cases_check.py::TestRealCourse).


@pytest.mark.parametrize("name", list(REFERENCES))
def test_every_reference_has_its_entry_point_and_a_strategy_of_inputs(name: str) -> None:
    """solve (main for a program) and inputs(), which the random comparison and the teaching examples use."""
    module = REFERENCES[name]
    assert callable(getattr(module, "main" if COURSE.exercise(name).kind.program else "solve", None))
    assert callable(getattr(module, "inputs", None))
