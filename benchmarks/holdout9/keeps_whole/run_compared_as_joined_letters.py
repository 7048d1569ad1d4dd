# MISTAKE: Compares each run of the chunk with the answer as "".join(words), the words glued together without spaces, so a run whose words split the same letters differently counts as the answer: "a bc d", size 4, overlap 0, answer "ab c" should give False but gives True.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    wanted = answer.split()
    if not wanted:
        return False
    target = "".join(wanted)
    m = len(wanted)
    words = text.split()
    n = len(words)
    step = size - overlap
    start = 0
    while n:
        end = min(start + size, n)
        for i in range(start, end - m + 1):
            if "".join(words[i:i + m]) == target:
                return True
        if end == n:
            break
        start += step
    return False
