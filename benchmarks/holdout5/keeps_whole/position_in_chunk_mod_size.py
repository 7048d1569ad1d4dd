# MISTAKE: Finds the answer in the list of words and takes its place inside a chunk as p % size instead of p % (size - overlap), which is only right for overlap 0: "a b c d", size 3, overlap 1, answer "c d" should give True (chunk "c d") but gives False.
"""Does some chunk hold the whole answer sentence?"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    length = len(answer_words)
    words = text.split()
    for p in range(len(words) - length + 1):
        if words[p:p + length] == answer_words:
            # Where does the answer start inside the chunk that holds word p?
            offset = p % size
            if offset + length <= size:
                return True
    return False
