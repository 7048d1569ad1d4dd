# MISTAKE: Joins the chunk's words and the answer's words with commas (and a comma at each end) and searches one string in the other, which keeps whole words apart only while no word holds a comma itself: "x a,b y", size 3, overlap 0, answer "a b" should give False (the word is "a,b") but gives True.
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

    target = "," + ",".join(answer_words) + ","
    for chunk in chunks:
        if target in "," + ",".join(chunk) + ",":
            return True
    return False
