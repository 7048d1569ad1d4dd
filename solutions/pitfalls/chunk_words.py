"""Known wrong answers to chunk_words: one function per classic mistake, same signature as solve."""

from __future__ import annotations


def _windows(words: list[str], size: int, overlap: int) -> list[str]:
    """The correct loop, shared by the pitfalls whose mistake is only in how words are found."""
    chunks: list[str] = []
    first = 0
    while first < len(words):
        chunks.append(" ".join(words[first : first + size]))
        if first + size >= len(words):
            break
        first += size - overlap
    return chunks


def step_by_size(text: str, size: int, overlap: int) -> list[str]:
    """Moves the window a whole chunk forward, so neighbours share nothing."""
    words = text.split()
    return [" ".join(words[first : first + size]) for first in range(0, len(words), size)]


def no_early_stop(text: str, size: int, overlap: int) -> list[str]:
    """Keeps going until the start passes the end: trailing chunks hold only repeated words."""
    words = text.split()
    step = size - overlap
    return [" ".join(words[first : first + size]) for first in range(0, len(words), step)]


def split_on_single_space(text: str, size: int, overlap: int) -> list[str]:
    """Uses split(" "): every extra space becomes an empty "word", and "" gives [""]."""
    return _windows(text.split(" "), size, overlap)


def split_on_spaces_only(text: str, size: int, overlap: int) -> list[str]:
    """Treats only the space character as a separator: tabs and line breaks glue words together."""
    return _windows([piece for piece in text.split(" ") if piece], size, overlap)


def off_by_one_stop(text: str, size: int, overlap: int) -> list[str]:
    """Stops only once a window runs strictly past the end: an exact fit gets an extra chunk."""
    words = text.split()
    chunks: list[str] = []
    first = 0
    while first < len(words):
        chunks.append(" ".join(words[first : first + size]))
        if first + size > len(words):
            break
        first += size - overlap
    return chunks


def drops_last_short_chunk(text: str, size: int, overlap: int) -> list[str]:
    """Emits only full windows, so the words after the last full window are lost."""
    words = text.split()
    step = size - overlap
    last_full = len(words) - size
    return [" ".join(words[first : first + size]) for first in range(0, last_full + 1, step)]


def empty_string_chunk_for_empty_text(text: str, size: int, overlap: int) -> list[str]:
    """Right for real text, but answers [""] instead of [] when there are no words."""
    return _windows(text.split(), size, overlap) or [""]


def range_minus_overlap(text: str, size: int, overlap: int) -> list[str]:
    """Loops `for first in range(0, len(words) - overlap, step)`.

    Right whenever the text has more words than the overlap; a shorter text gives [].
    """
    words = text.split()
    step = size - overlap
    return [" ".join(words[first : first + size]) for first in range(0, len(words) - overlap, step)]


def adds_overlap_to_size(text: str, size: int, overlap: int) -> list[str]:
    """Takes `size` new words each time and puts the `overlap` words before them in front: chunks too long."""
    words = text.split()
    chunks: list[str] = []
    for first in range(0, len(words), size):
        chunks.append(" ".join(words[max(0, first - overlap) : first + size]))
    return chunks
