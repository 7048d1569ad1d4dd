# MISTAKE: Treats as separators only tab, \n, \r and the Unicode category Zs (space separators), so the line and paragraph separators U+2028/U+2029, \x0b, \x0c, \x85 and \x1c-\x1f stay inside words: "a\u2028b c", size 2, overlap 0 should give ["a b", "c"] but gives ["a\u2028b c"].
from __future__ import annotations

import unicodedata


def _is_separator(ch: str) -> bool:
    return ch in "\t\n\r" or unicodedata.category(ch) == "Zs"


def _words(text: str) -> list[str]:
    words = []
    current = []
    for ch in text:
        if _is_separator(ch):
            if current:
                words.append("".join(current))
                current = []
        else:
            current.append(ch)
    if current:
        words.append("".join(current))
    return words


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = _words(text)
    if not words:
        return []
    step = size - overlap
    chunks = []
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return chunks
