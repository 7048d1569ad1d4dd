# MISTAKE: Reads "one right after the other" as "each answer word is followed by the next one somewhere in the chunk" and checks every neighbouring pair of answer words on its own, so pairs found in different places of the chunk count as one run: "a b x b c", size 5, overlap 0, answer "a b c" should give False but gives True.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    answer_words = answer.split()
    if not answer_words:
        return False
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step

    pairs = list(zip(answer_words, answer_words[1:]))
    for chunk in chunks:
        if answer_words[0] not in chunk:
            continue
        neighbours = set(zip(chunk, chunk[1:]))
        if all(pair in neighbours for pair in pairs):
            return True
    return False
