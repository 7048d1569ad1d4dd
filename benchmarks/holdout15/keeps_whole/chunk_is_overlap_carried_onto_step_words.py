# MISTAKE: Builds each chunk from the overlap words just before its start, carried over, plus the next size - overlap words, with a chunk every size - overlap words, which is right with overlap 0, but with an overlap every chunk starts overlap words too early and the first holds only size - overlap words: "a b c d e", size 3, overlap 1, answer "a b c" should give True (chunk "a b c") but gives False (its chunks are "a b", "b c d", "d e").
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    words = text.split()
    step = size - overlap
    chunks = []
    for start in range(0, len(words), step):
        carried = words[max(start - overlap, 0):start]
        chunks.append(carried + words[start:start + step])
    length = len(answer_words)
    for chunk in chunks:
        for i in range(len(chunk) - length + 1):
            if chunk[i:i + length] == answer_words:
                return True
    return False
