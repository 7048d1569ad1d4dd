"""Known wrong answers to keeps_whole, one function per classic mistake (same signature as solve)."""

from __future__ import annotations


def _chunks(text: str, size: int, overlap: int) -> list[str]:
    """The chunks of chunk_words (the mistakes below are all in the search)."""
    words = text.split()
    chunks: list[str] = []
    first = 0
    while first < len(words):
        chunks.append(" ".join(words[first : first + size]))
        if first + size >= len(words):
            break
        first += size - overlap
    return chunks


def substring_without_word_borders(text: str, size: int, overlap: int, answer: str) -> bool:
    """Searches the answer as plain text, so "five day" is found inside "five days"."""
    wanted = " ".join(answer.split())
    return bool(wanted) and any(wanted in chunk for chunk in _chunks(text, size, overlap))


def words_in_any_order(text: str, size: int, overlap: int, answer: str) -> bool:
    """Checks only that every answer word is somewhere in one chunk, in any order."""
    wanted = set(answer.split())
    return bool(wanted) and any(wanted <= set(chunk.split()) for chunk in _chunks(text, size, overlap))


def searches_whole_text(text: str, size: int, overlap: int, answer: str) -> bool:
    """Looks for the answer in the whole text, so an answer cut between two chunks still counts."""
    wanted = answer.split()
    if not wanted:
        return False
    return (" " + " ".join(wanted) + " ") in (" " + " ".join(text.split()) + " ")


def empty_answer_found(text: str, size: int, overlap: int, answer: str) -> bool:
    """Finds an answer with no words in any chunk, because "" is in every string."""
    wanted = " " + " ".join(answer.split()) + " " if answer.split() else ""
    return any(wanted in " " + chunk + " " for chunk in _chunks(text, size, overlap))


def skips_short_last_chunk(text: str, size: int, overlap: int, answer: str) -> bool:
    """Looks only in full chunks of `size` words, so an answer in the short last chunk is never found."""
    wanted = answer.split()
    if not wanted:
        return False
    full = [chunk for chunk in _chunks(text, size, overlap) if len(chunk.split()) == size]
    return any((" " + " ".join(wanted) + " ") in (" " + chunk + " ") for chunk in full)
