"""Reference for pack_sentences: glue whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations

from typing import Any


def solve(sentences: list[str], limit: int) -> list[str]:
    """Pieces of whole sentences with at most `limit` words each; a longer sentence stands alone."""
    pieces: list[str] = []
    current: list[str] = []  # the words of the piece being filled
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue  # an empty sentence adds nothing and must not make an empty piece
        # Close the piece when this sentence would take it over the limit.
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        # An over-long sentence lands in an empty piece and is closed by the next sentence.
        current.extend(words)
    if current:
        pieces.append(" ".join(current))
    return pieces


def inputs() -> Any:
    """A Hypothesis strategy for solve's arguments: short lists of sentences of 0 to 12 words."""
    from hypothesis import strategies as st

    word = st.sampled_from(["the", "item", "box", "14", "days,", "free.", "café", "日本", "😀", "a"])
    gap = st.sampled_from([" ", " ", "  ", "\t", "\n"])
    sentence = st.lists(st.tuples(word, gap), max_size=12).map(
        lambda pairs: "".join(item + space for item, space in pairs).rstrip(" ")
    )
    return st.fixed_dictionaries(
        {
            "sentences": st.lists(st.one_of(sentence, st.sampled_from(["", "  "])), max_size=10),
            "limit": st.integers(min_value=1, max_value=20),
        }
    )
