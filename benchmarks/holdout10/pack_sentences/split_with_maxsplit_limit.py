# MISTAKE: Splits each sentence with sentence.split(maxsplit=limit) so as not to split further than needed, but with maxsplit the last item is the rest of the sentence as written, so a sentence longer than limit keeps its tabs, line breaks, double or trailing spaces after its limit-th word (the decisions and every sentence of at most limit words are right): ["a b c\td"], limit 2 should give ["a b c d"] but gives ["a b c\td"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece = []
    count = 0
    for sentence in sentences:
        words = sentence.split(maxsplit=limit)
        if not words:
            continue
        if piece and count + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
            count = 0
        piece.extend(words)
        count += len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
