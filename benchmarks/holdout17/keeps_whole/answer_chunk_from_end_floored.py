# MISTAKE: For each place where the answer occurs it checks only the first chunk whose end reaches the answer's end, numbered (place + len(answer) - size) // step, but that number has to be rounded up and // rounds down, so whenever the division is not exact it checks the chunk before, which ends too early: "a b c d e", size 3, overlap 1, answer "c d" should give True (chunk "c d e") but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    target = answer.split()
    n, length = len(words), len(target)
    if length == 0:
        return False
    step = size - overlap
    count = 0
    if n:
        count = 1
        while (count - 1) * step + size < n:
            count += 1
    for place in range(n - length + 1):
        if words[place:place + length] != target:
            continue
        k = max(0, (place + length - size) // step)
        if k < count and k * step <= place and place + length <= k * step + size:
            return True
    return False
