# MISTAKE: Finds each place p where the answer occurs and looks in chunk int(p / step + 0.5), rounding to the nearest chunk number instead of taking p // step (the last chunk starting at or before p), and then checks only where the answer ends, so when that rounds up to a chunk that starts after p an answer cut by a border counts as whole: "a b c d e f", size 2, overlap 0, answer "d e" should give False but gives True.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    ans = answer.split()
    n, length = len(words), len(ans)
    if not ans or not words:
        return False
    step = size - overlap
    starts = [0]
    while starts[-1] + size < n:
        starts.append(starts[-1] + step)
    for p in range(n - length + 1):
        if words[p:p + length] == ans:
            k = min(int(p / step + 0.5), len(starts) - 1)
            if p + length <= starts[k] + size:
                return True
    return False
