# MISTAKE: Cleans the text and the answer with s.encode("ascii", "ignore").decode() before splitting, which deletes every non-ASCII character, so accented words lose letters and Unicode spaces such as a no-break space no longer separate words: "naïve plan", size 2, overlap 0, answer "nave plan" should give False but gives True.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def _clean(s: str) -> str:
    return s.encode("ascii", "ignore").decode("ascii")


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = _clean(text).split()
    wanted = _clean(answer).split()
    if not wanted or not words:
        return False
    step = size - overlap
    start = 0
    while True:
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(wanted) + 1):
            if chunk[i:i + len(wanted)] == wanted:
                return True
        if start + size >= len(words):
            return False
        start += step
