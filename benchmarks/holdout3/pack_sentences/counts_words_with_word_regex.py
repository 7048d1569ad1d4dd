# MISTAKE: Counts a sentence's words with re.findall(r"\w+"), so hyphens and apostrophes split words and punctuation-only words count 0: ["well-known e-mail", "x"] with limit 3 has 2 + 1 = 3 words and should give ["well-known e-mail x"], but counts 4 + 1 and gives ["well-known e-mail", "x"].
"""Pack whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations

import re

WORD = re.compile(r"\w+")


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    words_in_piece: list[str] = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        n = len(WORD.findall(sentence))
        if words_in_piece and count + n > limit:
            pieces.append(" ".join(words_in_piece))
            words_in_piece = []
            count = 0
        words_in_piece.extend(words)
        count += n
    if words_in_piece:
        pieces.append(" ".join(words_in_piece))
    return pieces
