"""Reference for merge_hits: merge the retrieved chunks that share words, in document order."""

from __future__ import annotations

from typing import Any


def chunk_spans(word_count: int, size: int, overlap: int) -> list[tuple[int, int]]:
    """(first word, end) of each chunk of chunk_words, ends exclusive."""
    spans: list[tuple[int, int]] = []
    first = 0
    while first < word_count:
        end = min(first + size, word_count)
        spans.append((first, end))
        if end == word_count:
            break
        first += size - overlap
    return spans


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    """One text per group of hit chunks that share words, each word once, in document order."""
    words = text.split()
    spans = chunk_spans(len(words), size, overlap)
    # Rank order does not matter for merging; numbers that name no chunk are ignored,
    # and a chunk retrieved twice counts once.
    chosen = sorted({hit for hit in hits if 0 <= hit < len(spans)})
    groups: list[list[int]] = []  # [first word, end] of each merged text
    for hit in chosen:
        first, end = spans[hit]
        # Sorted by number means sorted by position: only the last group can share words.
        if groups and first < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([first, end])
    return [" ".join(words[first:end]) for first, end in groups]


def inputs() -> Any:
    """A Hypothesis strategy for solve's arguments: small texts, any size/overlap, messy hits."""
    from hypothesis import strategies as st

    word = st.sampled_from(["the", "money", "goes", "back", "a", "b", "14", "days,", "café", "😀"])
    gap = st.sampled_from([" ", " ", "  ", "\t", "\n"])

    @st.composite
    def arguments(draw: Any) -> dict[str, Any]:
        items = draw(st.lists(st.tuples(word, gap), max_size=40))
        text = draw(st.sampled_from(["", " ", "\n"])) + "".join(w + g for w, g in items)
        size = draw(st.integers(min_value=1, max_value=10))
        overlap = draw(st.integers(min_value=0, max_value=size - 1))
        # Mostly real chunk numbers, some repeated, some negative or past the last chunk.
        hits = draw(st.lists(st.integers(min_value=-3, max_value=25), max_size=8))
        return {"text": text, "size": size, "overlap": overlap, "hits": hits}

    return arguments()
