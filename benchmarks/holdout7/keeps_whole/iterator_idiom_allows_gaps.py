# MISTAKE: Tests each chunk with the iterator idiom all(w in it for w in answer_words), which checks the words appear in order but allows other words between them, so an answer whose words are spread out in a chunk counts as whole: "a x b", size 3, overlap 0, answer "a b" should give False but gives True.
from __future__ import annotations


def _holds(chunk: list[str], target: list[str]) -> bool:
    it = iter(chunk)
    return all(word in it for word in target)


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    if not words:
        return False
    step = size - overlap
    start = 0
    while True:
        if _holds(words[start:start + size], target):
            return True
        if start + size >= len(words):
            return False
        start += step
