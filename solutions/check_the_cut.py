"""Reference for check_the_cut: for each overlap, how many pieces, the nearest one's similarity, is the answer whole.

Run as a program (`python solutions/check_the_cut.py`) it prints the seed page's table for its returns policy.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())
TIE = 1e-9

POLICY = [
    "you can return the item within 14 days of delivery",
    "the item must be in the original box",
    "a courier collects it for free",
    "the money goes back to your card within five days",
    "items with your own print can not be returned",
    "for damage write to us within two days",
]
QUESTION = "when do i get my money back"


def chunk_words(text: str, size: int, overlap: int) -> list[list[str]]:
    """The pieces of chunk_words, each as its list of words."""
    # Step 1: cut the text into pieces of size words with this overlap, as chunk_words does.
    words = text.split()
    return [words[first:end] for first, end in chunk_spans(len(words), size, overlap)]


def chunk_spans(word_count: int, size: int, overlap: int) -> list[tuple[int, int]]:
    """(first word, end) of each piece, ends exclusive."""
    # Step 1: each piece starts size - overlap words after the one before; stop after the one with the last word.
    spans: list[tuple[int, int]] = []
    first = 0
    while first < word_count:
        end = min(first + size, word_count)
        spans.append((first, end))
        if end >= word_count:
            break
        first += size - overlap
    return spans


def vector(words: list[str]) -> Counter[str]:
    # Step 2: a vector counts the lower-cased words that are not stop words.
    return Counter(word for word in (w.lower() for w in words) if word not in STOP_WORDS)


def cosine(first: Counter[str], second: Counter[str]) -> float:
    # Step 2: the similarity is the cosine: the dot product over the two lengths (0.0 when either has no words).
    dot = sum(count * second[word] for word, count in first.items())
    lengths = sum(c * c for c in first.values()) * sum(c * c for c in second.values())
    return dot / math.sqrt(lengths) if lengths else 0.0


def nearest(pieces: list[list[str]], question: str) -> tuple[int, float]:
    """nearest_chunk on pieces given as word lists."""
    # Step 2: the nearest piece is the most similar to the question; the earliest wins a tie.
    asked = vector(question.split())
    best, top = -1, 0.0
    for index, piece in enumerate(pieces):
        similarity = cosine(asked, vector(piece))
        if best == -1 or similarity > top + TIE:
            best, top = index, similarity
    return best, top


def holds(piece: list[str], answer: list[str]) -> bool:
    """keeps_whole on one piece: the answer's words side by side, in order (no words: never)."""
    # Step 3: the nearest piece alone holds the answer whole when its words stand side by side in it, in order.
    length = len(answer)
    return length > 0 and any(piece[start : start + length] == answer for start in range(len(piece) - length + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    """One row (overlap, pieces, similarity of the nearest piece, is the answer whole in it) per overlap."""
    wanted = answer.split()
    rows = []
    for overlap in range(most_overlap + 1):
        # Step 1: cut the text with this overlap; the number of pieces is the row's second value.
        pieces = chunk_words(text, size, overlap)
        # Step 2: the nearest piece; its similarity is the third value.
        index, similarity = nearest(pieces, question)
        # Step 3: whether that piece alone holds the answer whole (the fourth value).
        whole = index >= 0 and holds(pieces[index], wanted)
        rows.append((overlap, len(pieces), similarity, whole))
    return rows


# ---- For the grader, not part of the answer: the lesson's promises as checks, and the inputs to try first.
# A promise is a function (arguments, answer) -> None when the answer keeps it, else one sentence of evidence
# from this input. Its docstring is the promise, word for word as in the lesson's list (`kata cases check`).
# `answer` is the learner's list of rows (tuples or lists); the answer sentence is arguments["answer"].


def _rows(answer: Any) -> list[Any]:
    """The rows that have the four values a row must have (the worker has checked their types)."""
    return [row for row in answer if len(row) == 4]


def one_row_per_overlap(arguments: dict[str, Any], answer: Any) -> str | None:
    """there is one row for each overlap from 0 to `most_overlap`, in order, and each row starts with its overlap"""
    wanted = list(range(arguments["most_overlap"] + 1))
    given = [row[0] for row in _rows(answer)]
    if given == wanted:
        return None
    if len(given) != len(wanted):
        return f"there are {len(given)} rows for overlaps 0 to {arguments['most_overlap']}, which need {len(wanted)}"
    return f"the rows start with the overlaps {given}, and must start with {wanted}"


def pieces_as_chunk_words_cuts(arguments: dict[str, Any], answer: Any) -> str | None:
    """the number of pieces is how many chunk_words makes with that overlap"""
    for overlap, count, *_ in _rows(answer):
        if not 0 <= overlap < arguments["size"]:
            continue
        right = len(chunk_words(arguments["text"], arguments["size"], overlap))
        if count != right:
            return f"with overlap {overlap} chunk_words makes {right} pieces, and the row says {count}"
    return None


def similarity_is_the_highest(arguments: dict[str, Any], answer: Any) -> str | None:
    """the similarity is the highest any piece has, with nearest_chunk's vectors"""
    for overlap, _, similarity, _ in _rows(answer):
        if not 0 <= overlap < arguments["size"]:
            continue
        _, right = nearest(chunk_words(arguments["text"], arguments["size"], overlap), arguments["question"])
        if abs(similarity - right) > TIE:
            right_said, given_said = told_apart(right, similarity)
            return f"with overlap {overlap} the nearest piece's is {right_said}; the row says {given_said}"
    return None


def told_apart(right: float, given: float) -> tuple[str, str]:
    """Two similarities written with six decimals, or in full where six show them alike (1.0 and 0.999999995)."""
    short = (f"{right:.6f}", f"{given:.6f}")
    return short if short[0] != short[1] else (repr(right), repr(given))


def whole_only_in_the_nearest_piece(arguments: dict[str, Any], answer: Any) -> str | None:
    """the answer is whole exactly when the piece nearest_chunk names holds all its words side by side, in order"""
    wanted = arguments["answer"].split()
    for overlap, _, _, whole in _rows(answer):
        if not 0 <= overlap < arguments["size"]:
            continue
        pieces = chunk_words(arguments["text"], arguments["size"], overlap)
        index, _ = nearest(pieces, arguments["question"])
        right = index >= 0 and holds(pieces[index], wanted)
        if whole is right:
            continue
        if not wanted:
            return f"the answer {arguments['answer']!r} has no words, so it is never whole; overlap {overlap} says so"
        if right:
            return f"with overlap {overlap} the nearest piece (number {index}) holds the answer, and the row says no"
        elsewhere = next((n for n, piece in enumerate(pieces) if holds(piece, wanted)), None)
        if elsewhere is not None:
            return (
                f"with overlap {overlap} piece {elsewhere} holds the answer, but the nearest piece is number {index}, "
                "and it does not"
            )
        return f"with overlap {overlap} the nearest piece (number {index}) does not hold the answer's words in a row"
    return None


PROMISES = (
    one_row_per_overlap,
    pieces_as_chunk_words_cuts,
    similarity_is_the_highest,
    whole_only_in_the_nearest_piece,
)


# Inputs at the edges of the task, tried before the random ones: whatever the seed, these are compared.
BOUNDARY = [
    {"text": "", "question": "", "answer": "", "size": 1, "most_overlap": 0},
    {"text": "", "question": "money", "answer": "money", "size": 3, "most_overlap": 2},
    {"text": "money back", "question": "money back", "answer": "", "size": 2, "most_overlap": 1},
    {"text": "money back", "question": "money back", "answer": "money back", "size": 1, "most_overlap": 0},
    {"text": "a b c d", "question": "zzz", "answer": "a b", "size": 2, "most_overlap": 1},
    {"text": "five days", "question": "days", "answer": "five day", "size": 2, "most_overlap": 1},
    {"text": "Money back", "question": "money", "answer": "money back", "size": 2, "most_overlap": 1},
    {"text": "money x money back five days", "question": "money", "answer": "money back five", "size": 3,
     "most_overlap": 2},
]  # fmt: skip


def inputs() -> Any:
    """A Hypothesis strategy: short texts of a small vocabulary, answers often a run of the text's words."""
    from hypothesis import strategies as st

    word = st.sampled_from(["money", "Money", "back", "days", "day", "five", "the", "your", "café", "😀"])
    gap = st.sampled_from([" ", " ", "  ", "\t", "\n"])

    @st.composite
    def arguments(draw: Any) -> dict[str, Any]:
        words = draw(st.lists(word, max_size=24))
        text = "".join(item + draw(gap) for item in words)
        # Often a size the whole text fits in (one piece): code that takes a short cut for it is tried too.
        size = draw(
            st.integers(min_value=1, max_value=8) | st.integers(min_value=max(1, len(words)), max_value=len(words) + 2)
        )
        most_overlap = draw(st.integers(min_value=0, max_value=size - 1))
        if words and draw(st.booleans()):
            start = draw(st.integers(min_value=0, max_value=len(words) - 1))
            length = draw(st.integers(min_value=1, max_value=min(len(words) - start, size + 1)))
            picked = words[start : start + length]
        else:
            picked = draw(st.lists(word, max_size=3))
        question = " ".join(draw(st.lists(word, max_size=4)))
        return {
            "text": text,
            "question": question,
            "answer": " ".join(picked),
            "size": size,
            "most_overlap": most_overlap,
        }

    return arguments()


def main() -> int:
    """The seed page's exercise: pieces of 10 words, overlaps 0 to 4, on its policy and question."""
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
