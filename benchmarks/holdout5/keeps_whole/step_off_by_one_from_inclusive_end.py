# MISTAKE: Computes the step as (size - 1) - overlap, one word too small, so chunks start too often (size 1, overlap 0 even gives step 0 and range() raises ValueError): "a b c d", size 2, overlap 0, answer "b c" should give False but gives True.
"""Does some chunk hold the whole answer sentence?"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    length = len(answer_words)
    words = text.split()
    # A chunk's last word is at start + size - 1; the next chunk goes back
    # `overlap` words from there.
    step = (size - 1) - overlap
    for start in range(0, len(words), step):
        chunk = words[start:start + size]
        for i in range(len(chunk) - length + 1):
            if chunk[i:i + length] == answer_words:
                return True
        if start + size >= len(words):
            break
    return False
