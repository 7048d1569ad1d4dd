"""Reference for chunk_words: windows of words, each sharing `overlap` words with the one before."""

from __future__ import annotations

from typing import Any


def solve(text: str, size: int, overlap: int) -> list[str]:
    """Chunks of `size` words; each one repeats the last `overlap` words of the one before."""
    # Any run of spaces, tabs or line breaks separates two words; nothing else does.
    words = text.split()
    step = size - overlap
    chunks: list[str] = []
    first = 0  # index of the chunk's first word
    while first < len(words):
        end = first + size
        # A slice that runs past the list just stops at the last word: a short final chunk.
        chunks.append(" ".join(words[first:end]))
        # Once a chunk holds the last word, any later chunk would be repeats only.
        if end >= len(words):
            break
        first += step
    return chunks


def inputs() -> Any:
    """A Hypothesis strategy for solve's arguments: small messy texts, every legal size/overlap."""
    from hypothesis import strategies as st

    # Few distinct words, so repeats are common; punctuation and non-Latin scripts on purpose.
    plain = ["the", "cat", "sat", "on", "mat", "a", "b", "c"]
    marked = ["Hello,", "world!", "it's", "9:30", "a.m.", "(note)", "—"]
    foreign = ["café", "naïve", "Zoë", "日本語", "😀", "👍🏽"]
    pool = plain + marked + foreign
    # Letters, digits, punctuation and symbols from all of Unicode, never a space-like character.
    visible = st.characters(exclude_categories=("Z", "C"))
    word = st.one_of(st.sampled_from(pool), st.text(visible, min_size=1, max_size=6))
    gap = st.sampled_from([" ", " ", " ", "  ", "\t", "\n", " \n ", "\r\n", "   \t"])
    edge = st.sampled_from(["", "", " ", "  ", "\n", "\t ", " \n\t "])

    @st.composite
    def arguments(draw: Any) -> dict[str, Any]:
        words = draw(st.lists(word, max_size=40))
        text = draw(edge)
        for index, item in enumerate(words):
            text += (draw(gap) if index else "") + item
        text += draw(edge)
        size = draw(st.integers(min_value=1, max_value=12))
        overlap = draw(st.integers(min_value=0, max_value=size - 1))
        return {"text": text, "size": size, "overlap": overlap}

    return arguments()
