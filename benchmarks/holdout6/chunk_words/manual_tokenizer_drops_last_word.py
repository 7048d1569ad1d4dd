# MISTAKE: Splits the text with a hand-written loop that only stores a word when it meets whitespace after it, so the last word is lost whenever the text does not end in whitespace: "a b c", size 5, overlap 0 should give ["a b c"] but gives ["a b"].
from __future__ import annotations


def _words(text: str) -> list[str]:
    words = []
    current = ""
    for ch in text:
        if ch.isspace():
            if current:
                words.append(current)
                current = ""
        else:
            current += ch
    return words


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = _words(text)
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
