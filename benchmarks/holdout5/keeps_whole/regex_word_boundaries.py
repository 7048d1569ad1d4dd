# MISTAKE: Searches each chunk's text for the answer between \b word boundaries, but \b also matches next to punctuation, so an answer whose last word is followed by a full stop is found: "a five days. b", size 5, overlap 0, answer "five days" should give False (the word is "days.") but gives True.
"""Does some chunk hold the whole answer sentence?"""

from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    # \b on both sides, so "five day" is not found inside "five days".
    pattern = re.compile(r"\b" + re.escape(" ".join(answer_words)) + r"\b")
    words = text.split()
    start = 0
    while words:
        chunk = " ".join(words[start:start + size])
        if pattern.search(chunk):
            return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
