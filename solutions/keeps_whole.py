"""Reference for keeps_whole: does some chunk of chunk_words hold the whole answer sentence?"""

from __future__ import annotations

from typing import Any


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    """True when the answer's words appear, in a row, inside one chunk; an empty answer: False."""
    wanted = answer.split()
    if not wanted:
        return False  # nothing to find, so nothing is kept whole
    # Spaces around both sides make the search match whole words only ("day" is not in "days").
    needle = " " + " ".join(wanted) + " "
    words = text.split()
    first = 0
    while first < len(words):
        end = first + size
        if needle in " " + " ".join(words[first:end]) + " ":
            return True
        if end >= len(words):
            break
        first += size - overlap
    return False


def inputs() -> Any:
    """A Hypothesis strategy: texts from few words, answers that are often a run of the text."""
    from hypothesis import strategies as st

    word = st.sampled_from(["the", "money", "goes", "back", "day", "days", "a", "café", "😀", "5"])
    gap = st.sampled_from([" ", " ", "  ", "\t", "\n"])

    @st.composite
    def arguments(draw: Any) -> dict[str, Any]:
        words = draw(st.lists(word, max_size=30))
        text = "".join(item + draw(gap) for item in words)
        size = draw(st.integers(min_value=1, max_value=10))
        overlap = draw(st.integers(min_value=0, max_value=size - 1))
        if words and draw(st.booleans()):
            # A run of the text's own words, so "found" and "cut in two" both come up often.
            start = draw(st.integers(min_value=0, max_value=len(words) - 1))
            length = draw(st.integers(min_value=1, max_value=len(words) - start))
            picked = words[start : start + length]
        else:
            picked = draw(st.lists(word, max_size=4))
        answer = draw(st.sampled_from(["", " ", "\n"])) + "".join(w + draw(gap) for w in picked)
        return {"text": text, "size": size, "overlap": overlap, "answer": answer}

    return arguments()
