# MISTAKE: Puts each sentence into piece number (running word total at the sentence's end - 1) // limit, a fixed grid of limit words that does not restart where a piece closes, instead of closing a piece only when the next sentence would take it past limit, so pieces can exceed limit and close in other places: ["a b", "c d", "e f"], limit 3 should give ["a b", "c d", "e f"] but gives ["a b", "c d e f"].
from __future__ import annotations

from itertools import accumulate


def solve(sentences: list[str], limit: int) -> list[str]:
    word_lists = [sentence.split() for sentence in sentences]
    word_lists = [words for words in word_lists if words]
    ends = accumulate(len(words) for words in word_lists)
    pieces: dict[int, list[str]] = {}
    for words, end in zip(word_lists, ends):
        pieces.setdefault((end - 1) // limit, []).extend(words)
    return [" ".join(words) for words in pieces.values()]
