# MISTAKE: Takes the window starts from range(0, max(len(words) - overlap, 1), step) so that a short text still gets one window, which also gives a text without words one window: "  ", size 3, overlap 1 should give [] but gives [""].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    step = size - overlap
    # a window is needed while it still brings a word that is not in the overlap;
    # max(..., 1) keeps the one window of a text shorter than the overlap
    starts = range(0, max(len(words) - overlap, 1), step)
    return [" ".join(words[start:start + size]) for start in starts]
