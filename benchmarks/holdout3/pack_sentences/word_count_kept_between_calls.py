# MISTAKE: The running word count is a module-level variable that the final flush does not reset, so the next call starts counting from the last piece of the previous call: after solve(["a b c"], 5), solve(["x y", "z"], 5) should give ["x y z"] but gives ["x y", "z"].
"""Pack whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations

_piece: list[str] = []
_count = 0


def _close(pieces: list[str]) -> None:
    global _count
    pieces.append(" ".join(_piece))
    _piece.clear()
    _count = 0


def _add(words: list[str]) -> None:
    global _count
    _piece.extend(words)
    _count += len(words)


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if _piece and _count + len(words) > limit:
            _close(pieces)
        _add(words)
    if _piece:
        pieces.append(" ".join(_piece))
        _piece.clear()
    return pieces
