"""Known wrong answers to pack_sentences, one function per classic mistake (same signature as solve)."""

from __future__ import annotations


def closes_after_going_over(sentences: list[str], limit: int) -> list[str]:
    """Adds the sentence first and closes the piece only once it is over the limit."""
    pieces: list[str] = []
    current: list[str] = []
    for sentence in sentences:
        current.extend(sentence.split())
        if len(current) > limit:
            pieces.append(" ".join(current))
            current = []
    if current:
        pieces.append(" ".join(current))
    return pieces


def forgets_last_piece(sentences: list[str], limit: int) -> list[str]:
    """Closes a piece only when the next sentence does not fit, so the last piece is never added."""
    pieces: list[str] = []
    current: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current.extend(words)
    return pieces


def empty_piece_before_long_sentence(sentences: list[str], limit: int) -> list[str]:
    """Closes the piece whenever a sentence does not fit, even when the piece is still empty."""
    pieces: list[str] = []
    current: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current.extend(words)
    if current:
        pieces.append(" ".join(current))
    return pieces


def counts_characters(sentences: list[str], limit: int) -> list[str]:
    """Measures sentences with len(sentence), in characters, instead of counting words."""
    pieces: list[str] = []
    current: list[str] = []
    used = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if current and used + len(sentence) > limit:
            pieces.append(" ".join(current))
            current, used = [], 0
        current.extend(words)
        used += len(sentence)
    if current:
        pieces.append(" ".join(current))
    return pieces


def joins_sentences_as_written(sentences: list[str], limit: int) -> list[str]:
    """Joins the sentence strings themselves, keeping their tabs, line breaks and extra spaces."""
    pieces: list[str] = []
    current: list[str] = []
    used = 0
    for sentence in sentences:
        count = len(sentence.split())
        if not count:
            continue
        if current and used + count > limit:
            pieces.append(" ".join(current))
            current, used = [], 0
        current.append(sentence)
        used += count
    if current:
        pieces.append(" ".join(current))
    return pieces


def closes_at_the_limit(sentences: list[str], limit: int) -> list[str]:
    """Closes the piece when it would reach the limit (`>=` where `>` belongs): no piece holds exactly `limit`."""
    pieces: list[str] = []
    current: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if current and len(current) + len(words) >= limit:
            pieces.append(" ".join(current))
            current = []
        current.extend(words)
    if current:
        pieces.append(" ".join(current))
    return pieces
