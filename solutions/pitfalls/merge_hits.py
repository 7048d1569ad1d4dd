"""Known wrong answers to merge_hits, one function per classic mistake (same signature as solve)."""

from __future__ import annotations


def _spans(word_count: int, size: int, overlap: int) -> list[tuple[int, int]]:
    """Chunk word ranges as chunk_words cuts them (the mistakes below are all in the merging)."""
    spans: list[tuple[int, int]] = []
    first = 0
    while first < word_count:
        end = min(first + size, word_count)
        spans.append((first, end))
        if end == word_count:
            break
        first += size - overlap
    return spans


def _groups(spans: list[tuple[int, int]], chosen: list[int], touching: bool) -> list[list[int]]:
    """Merged [first, end] ranges of the chosen chunks, in document order."""
    groups: list[list[int]] = []
    for hit in sorted(set(chosen)):
        first, end = spans[hit]
        if groups and (first <= groups[-1][1] if touching else first < groups[-1][1]):
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([first, end])
    return groups


def keeps_rank_order(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    """Merges correctly but lists the texts in rank order (best hit first), not document order."""
    words = text.split()
    spans = _spans(len(words), size, overlap)
    chosen = [hit for hit in hits if 0 <= hit < len(spans)]
    groups = _groups(spans, chosen, touching=False)

    def best_rank(group: list[int]) -> int:
        return min(rank for rank, hit in enumerate(chosen) if group[0] <= spans[hit][0] < group[1])

    return [" ".join(words[first:end]) for first, end in sorted(groups, key=best_rank)]


def repeats_shared_words(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    """Glues the chunk texts of a group end to end, so the shared words appear twice."""
    words = text.split()
    spans = _spans(len(words), size, overlap)
    merged: list[list[str]] = []
    last_end = -1
    for hit in sorted({hit for hit in hits if 0 <= hit < len(spans)}):
        first, end = spans[hit]
        piece = " ".join(words[first:end])
        if merged and first < last_end:
            merged[-1].append(piece)
        else:
            merged.append([piece])
        last_end = max(last_end, end)
    return [" ".join(pieces) for pieces in merged]


def merges_touching_chunks(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    """Also merges chunks that only touch (overlap 0), though they share no word."""
    words = text.split()
    spans = _spans(len(words), size, overlap)
    chosen = [hit for hit in hits if 0 <= hit < len(spans)]
    return [" ".join(words[first:end]) for first, end in _groups(spans, chosen, touching=True)]


def only_merges_neighbours(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    """Merges chunk k with k + 1 only, missing k and k + 2 sharing words when overlap > size / 2."""
    words = text.split()
    spans = _spans(len(words), size, overlap)
    groups: list[list[int]] = []
    previous = None
    for hit in sorted({hit for hit in hits if 0 <= hit < len(spans)}):
        first, end = spans[hit]
        if overlap > 0 and previous is not None and hit == previous + 1:
            groups[-1][1] = end
        else:
            groups.append([first, end])
        previous = hit
    return [" ".join(words[first:end]) for first, end in groups]


def negative_hits_index_from_end(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    """Lets Python's negative indexing turn hit -1 into the last chunk instead of ignoring it."""
    words = text.split()
    spans = _spans(len(words), size, overlap)
    chosen = [hit % len(spans) for hit in hits if -len(spans) <= hit < len(spans)]
    return [" ".join(words[first:end]) for first, end in _groups(spans, chosen, touching=False)]


def counts_one_chunk_too_many(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    """Counts chunks as range(0, len(words), size - overlap): with an overlap, one more than there are, so a hit
    one past the last chunk is taken (its words are the last chunk's tail)."""
    words = text.split()
    starts = range(0, len(words), size - overlap)
    spans = [(first, min(first + size, len(words))) for first in starts]
    chosen = [hit for hit in hits if 0 <= hit < len(spans)]
    return [" ".join(words[first:end]) for first, end in _groups(spans, chosen, touching=False)]


def drops_the_last_group(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    """Adds a group to the answer only when the next one starts, so the group still open at the end is lost."""
    words = text.split()
    spans = _spans(len(words), size, overlap)
    groups = _groups(spans, [hit for hit in hits if 0 <= hit < len(spans)], touching=False)
    return [" ".join(words[first:end]) for first, end in groups[:-1]]
