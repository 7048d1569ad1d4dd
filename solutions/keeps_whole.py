"""Reference for keeps_whole: does some chunk of chunk_words hold the whole answer sentence?"""

from __future__ import annotations

import itertools
from typing import Any


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    """True when the answer's words appear, in a row, inside one chunk; an empty answer: False."""
    # Step 1: split the answer into words; with no words there is nothing to find.
    wanted = answer.split()
    if not wanted:
        return False  # nothing to find, so nothing is kept whole
    # Spaces around both sides make the search match whole words only ("day" is not in "days").
    needle = " " + " ".join(wanted) + " "
    # Step 2: cut the text into chunks exactly as chunk_words does.
    words = text.split()
    for first, end in chunk_spans(len(words), size, overlap):
        # Step 3: look for the answer's words as a contiguous run of this chunk's words.
        if needle in " " + " ".join(words[first:end]) + " ":
            return True
    # Step 4: no chunk holds it.
    return False


def chunk_spans(word_count: int, size: int, overlap: int) -> list[tuple[int, int]]:
    """(first word, end) of each chunk of chunk_words, ends exclusive."""
    spans: list[tuple[int, int]] = []
    first = 0
    while first < word_count:
        end = min(first + size, word_count)
        spans.append((first, end))
        # Step 2 again: stop after the chunk that holds the last word; the next one starts size - overlap later.
        if end >= word_count:
            break
        first += size - overlap
    return spans


# ---- For the grader, not part of the answer: the lesson's promises as checks, and the inputs to try first.
# A promise is a function (arguments, answer) -> None when the answer keeps it, else one sentence of evidence
# from this input. Its docstring is the promise, word for word as in the lesson's list (`kata cases check`).
# Here `answer` is the learner's True or False; the answer sentence is arguments["answer"].


def empty_answer_is_never_found(arguments: dict[str, Any], answer: bool) -> str | None:
    """an answer with no words is never found"""
    if answer is True and not arguments["answer"].split():
        return f"the answer {arguments['answer']!r} has no words, yet the result is True"
    return None


def found_only_as_a_run_inside_one_chunk(arguments: dict[str, Any], answer: bool) -> str | None:
    """the result is `True` only when one chunk holds the answer's words as a run: whole words, in order, side by
    side"""
    wanted = arguments["answer"].split()
    if answer is not True or not wanted or _holding(arguments) is not None:
        return None
    chunks = _chunk_words(arguments)
    shown = _shown(" ".join(wanted))
    for number, words in enumerate(chunks):
        if " ".join(wanted) in " ".join(words):
            return f"no chunk holds {shown} as whole words; chunk {number} holds it only inside longer words"
    for number, words in enumerate(chunks):
        if set(wanted) <= set(words):
            return f"chunk {number} holds every word of {shown}, but not side by side in that order"
    for number, words in enumerate(chunks):
        if _run_in([word.casefold() for word in wanted], [word.casefold() for word in words]):
            return f"chunk {number} holds {shown} only if capital letters are ignored, and they count"
    if _run_in(wanted, arguments["text"].split()):
        return f"the text holds {shown}, but the cut splits it: no single chunk holds all of it"
    return f"no chunk holds {shown}, and neither does the text"


def found_in_any_chunk_even_the_short_last_one(arguments: dict[str, Any], answer: bool) -> str | None:
    """the result is `True` when some chunk holds the answer that way, the short last chunk included"""
    if answer is not False:
        return None
    number = _holding(arguments)
    if number is None:
        return None
    chunks = _chunk_words(arguments)
    last = " (the short last chunk)" if number == len(chunks) - 1 and len(chunks[-1]) < arguments["size"] else ""
    return f"chunk {number} {_shown(' '.join(chunks[number]))}{last} holds the answer, yet the result is False"


PROMISES = (
    empty_answer_is_never_found,
    found_only_as_a_run_inside_one_chunk,
    found_in_any_chunk_even_the_short_last_one,
)


def _shown(text: str, most: int = 40) -> str:
    return repr(text) if len(text) <= most else repr(text[: most - 3] + "...")


def _chunk_words(arguments: dict[str, Any]) -> list[list[str]]:
    """The words of each chunk of chunk_words."""
    words, size = arguments["text"].split(), arguments["size"]
    chunks = []
    first = 0
    while first < len(words):
        chunks.append(words[first : first + size])
        if first + size >= len(words):
            break
        first += size - arguments["overlap"]
    return chunks


def _run_in(wanted: list[str], words: list[str]) -> bool:
    return bool(wanted) and any(words[start : start + len(wanted)] == wanted for start in range(len(words)))


def _holding(arguments: dict[str, Any]) -> int | None:
    """The first chunk that holds the answer's words as a run, if any."""
    wanted = arguments["answer"].split()
    return next((n for n, words in enumerate(_chunk_words(arguments)) if _run_in(wanted, words)), None)


# Inputs at the edges of the task, tried before the random ones: whatever the seed, these are compared.
BOUNDARY = [
    {"text": "", "size": 1, "overlap": 0, "answer": ""},
    {"text": "a b", "size": 1, "overlap": 0, "answer": " "},
    {"text": "", "size": 2, "overlap": 1, "answer": "a"},
    {"text": "word", "size": 1, "overlap": 0, "answer": "word"},
    {"text": "a b c d e", "size": 3, "overlap": 0, "answer": "d e"},
    {"text": "a b c d e", "size": 3, "overlap": 1, "answer": "c d"},
    {"text": "a b c d", "size": 2, "overlap": 0, "answer": "b c"},
    {"text": "days day", "size": 2, "overlap": 0, "answer": "day days"},
    {"text": "five days", "size": 2, "overlap": 0, "answer": "five day"},
    {"text": "Five days", "size": 2, "overlap": 1, "answer": "five days"},
]
# Every text of 3 or 4 words over two letters, in one chunk, with every answer of 2 or 3 of them: the answer after a
# near miss of itself ("a a b" in "a a a b") among them, where a search that starts over at the wrong word loses
# the real start. (The random phase tries them after BOUNDARY.)
SMALL_SCOPE = [
    {"text": " ".join(text), "size": len(text), "overlap": 0, "answer": " ".join(answer)}
    for text in [*itertools.product("ab", repeat=3), *itertools.product("ab", repeat=4)]
    for answer in [*itertools.product("ab", repeat=2), *itertools.product("ab", repeat=3)]
]


def inputs() -> Any:
    """A Hypothesis strategy: texts from few words, answers that are often a run of the text."""
    from hypothesis import strategies as st

    word = st.sampled_from(["the", "money", "goes", "back", "day", "days", "a", "café", "😀", "5"])
    gap = st.sampled_from([" ", " ", "  ", "\t", "\n"])

    @st.composite
    def arguments(draw: Any) -> dict[str, Any]:
        words = draw(st.lists(word, max_size=30))
        text = "".join(item + draw(gap) for item in words)
        # Often a size the whole text fits in (one chunk): code that takes a short cut for it is tried too.
        size = draw(
            st.integers(min_value=1, max_value=10) | st.integers(min_value=max(1, len(words)), max_value=len(words) + 2)
        )
        overlap = draw(st.integers(min_value=0, max_value=size - 1))
        if words and draw(st.booleans()):
            # A run of the text's own words, so "found" and "cut in two" both come up often.
            start = draw(st.integers(min_value=0, max_value=len(words) - 1))
            length = draw(st.integers(min_value=1, max_value=len(words) - start))
            picked = words[start : start + length]
        else:
            picked = draw(st.lists(word, max_size=4))
        if picked and draw(st.booleans()):
            # The answer's words also stand apart or out of order somewhere (a decoy): a chunk may hold more of
            # them than the chunk that holds the answer whole, and only side by side, in order, counts.
            decoy = draw(st.permutations(picked))
            decoy = [item for w in decoy for item in (w, *draw(st.lists(word, max_size=2)))]
            place = draw(st.integers(min_value=0, max_value=len(words)))
            words = words[:place] + decoy + words[place:]
            text = "".join(item + draw(gap) for item in words)
        answer = draw(st.sampled_from(["", " ", "\n"])) + "".join(w + draw(gap) for w in picked)
        return {"text": text, "size": size, "overlap": overlap, "answer": answer}

    return arguments()
