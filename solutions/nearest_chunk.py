"""Reference for nearest_chunk: which piece is most like the question, by cosine of word counts."""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

# Words too common to tell one piece from another (the lesson lists the same ones).
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())
# Two similarities closer than this are the same number written twice by floating point: a tie.
TIE = 1e-9


def vector(text: str) -> Counter[str]:
    """How often each lower-cased word of the text occurs, stop words left out."""
    # Step 1: lower-case the whole text.
    lowered = text.lower()
    # Step 2: split it at whitespace (punctuation stays part of a word).
    words = lowered.split()
    # Step 3: count the words, leaving out the stop words.
    return Counter(word for word in words if word not in STOP_WORDS)


def cosine(first: Counter[str], second: Counter[str]) -> float:
    """The cosine of the angle between two count vectors; 0.0 when either has no words."""
    # Step 4: the dot product over the two lengths multiplied (a length: the square root of the counts squared).
    dot = sum(count * second[word] for word, count in first.items())
    lengths = sum(c * c for c in first.values()) * sum(c * c for c in second.values())
    return dot / math.sqrt(lengths) if lengths else 0.0


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    """(index of the most similar piece, its similarity); the earliest of a tie; (-1, 0.0) with no pieces."""
    # Step 5: the question's vector, then each piece's similarity to it.
    asked = vector(question)
    best, top = -1, 0.0
    for index, chunk in enumerate(chunks):
        similarity = cosine(asked, vector(chunk))
        # Step 6: keep the most similar piece. A later piece wins only when it is clearly higher: equal values may
        # differ in their last bit.
        if best == -1 or similarity > top + TIE:
            best, top = index, similarity
    return best, top


# ---- For the grader, not part of the answer: the lesson's promises as checks, and the inputs to try first.
# A promise is a function (arguments, answer) -> None when the answer keeps it, else one sentence of evidence
# from this input. Its docstring is the promise, word for word as in the lesson's list (`kata cases check`).
# `answer` is the learner's (index, similarity), as a tuple or a list.


def _similarities(arguments: dict[str, Any]) -> list[float]:
    asked = vector(arguments["question"])
    return [cosine(asked, vector(chunk)) for chunk in arguments["chunks"]]


def index_names_a_piece(arguments: dict[str, Any], answer: Any) -> str | None:
    """the index names one of the pieces, counting from 0, or is -1 when there are no pieces"""
    index, count = answer[0], len(arguments["chunks"])
    if count == 0:
        return None if index == -1 else f"there are no pieces, so the index must be -1, not {index}"
    if 0 <= index < count:
        return None
    return f"there are {count} pieces, numbered 0 to {count - 1}, and the index is {index}"


def similarity_is_that_pieces_cosine(arguments: dict[str, Any], answer: Any) -> str | None:
    """the similarity is the cosine of the question's word counts and the named piece's"""
    index, similarity = answer
    similarities = _similarities(arguments)
    if not 0 <= index < len(similarities):
        if not similarities and abs(similarity) > TIE:
            return f"there are no pieces, so the similarity must be 0.0, not {similarity!r}"
        return None  # the index promise says what is wrong
    right = similarities[index]
    if abs(similarity - right) <= TIE:
        return None
    right_said, given_said = told_apart(right, similarity)
    return f"piece {index}'s similarity to the question is {right_said}, and the answer says {given_said}"


def no_piece_is_nearer(arguments: dict[str, Any], answer: Any) -> str | None:
    """no piece is more similar to the question than the one named"""
    index = answer[0]
    similarities = _similarities(arguments)
    if not 0 <= index < len(similarities):
        return None
    better = max(range(len(similarities)), key=lambda n: (similarities[n], -n))
    if similarities[better] > similarities[index] + TIE:
        return (
            f"piece {better} has similarity {similarities[better]:.6f}, more than piece {index}'s "
            f"{similarities[index]:.6f}"
        )
    return None


def told_apart(right: float, given: float) -> tuple[str, str]:
    """Two similarities written with six decimals, or in full where six show them alike (1.0 and 0.999999995)."""
    short = (f"{right:.6f}", f"{given:.6f}")
    return short if short[0] != short[1] else (repr(right), repr(given))


def earliest_of_a_tie(arguments: dict[str, Any], answer: Any) -> str | None:
    """of pieces equally similar (to within 0.000000001) the earliest is named"""
    index = answer[0]
    similarities = _similarities(arguments)
    if not 0 <= index < len(similarities):
        return None
    for earlier in range(index):
        if abs(similarities[earlier] - similarities[index]) <= TIE:
            return (
                f"piece {earlier} is as similar as piece {index} ({similarities[index]:.6f}) and comes first, "
                "so it is the one to name"
            )
    return None


PROMISES = (
    index_names_a_piece,
    similarity_is_that_pieces_cosine,
    no_piece_is_nearer,
    earliest_of_a_tie,
)


# Inputs at the edges of the task, tried before the random ones: whatever the seed, these are compared.
BOUNDARY = [
    {"chunks": [], "question": "money back"},
    {"chunks": [], "question": ""},
    {"chunks": ["money back"], "question": ""},
    {"chunks": ["the a of", "to your"], "question": "money"},
    {"chunks": ["money"], "question": "money"},
    {"chunks": ["money", "money money money"], "question": "money back"},
    {"chunks": ["Money BACK", "money"], "question": "money back"},
    {"chunks": ["back", "money"], "question": "money back"},
    {"chunks": ["money.", "money"], "question": "money"},
    {"chunks": ["day days", "days"], "question": "days"},
    {"chunks": ["café 😀", "CAFÉ"], "question": "Café"},
]


def inputs() -> Any:
    """A Hypothesis strategy: a few pieces from a small vocabulary (stop words and repeats included)."""
    from hypothesis import strategies as st

    # Listed words with a mark glued to them ("the.", "it's") are words of their own, never stop words: in the
    # pieces and in the question alike.
    word = st.sampled_from(
        ["money", "Money", "back", "days", "day", "the", "your", "within", "café", "😀", "5", "the.", "it's"]
    )
    gap = st.sampled_from([" ", " ", "  ", "\t", "\n"])

    def joined(words: list[str], gaps: list[str]) -> str:
        return "".join(w + g for w, g in zip(words, gaps, strict=False))

    @st.composite
    def arguments(draw: Any) -> dict[str, Any]:
        pieces = draw(st.lists(st.lists(word, max_size=6), max_size=6))
        chunks = [joined(words, draw(st.lists(gap, min_size=len(words), max_size=len(words)))) for words in pieces]
        asked = draw(st.lists(word, max_size=4))
        question = joined(asked, [" "] * len(asked))
        return {"chunks": chunks, "question": question}

    return arguments()
