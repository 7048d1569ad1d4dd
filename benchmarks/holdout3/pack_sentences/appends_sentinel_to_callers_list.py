# MISTAKE: Appends a None sentinel to the caller's sentences list to flush the last piece, so the argument is changed by the call: after s = ["a b", "c"]; solve(s, 5) (which rightly returns ["a b c"]), s is ["a b", "c", None] instead of ["a b", "c"].
"""Pack whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    piece: list[str] = []
    sentences.append(None)  # type: ignore[arg-type]
    for sentence in sentences:
        if sentence is None:
            if piece:
                pieces.append(" ".join(piece))
            break
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece += words
    return pieces
