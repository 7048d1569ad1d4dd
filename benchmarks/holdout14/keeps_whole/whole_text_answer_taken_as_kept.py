# MISTAKE: Returns True at once when the answer's words are exactly the text's words, as if the whole text were one chunk, without checking that it fits in size words: "a b c", size 2, overlap 0, answer "a b c" should give False but gives True.
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
    if not ans:
        return False
    if ans == words:
        return True
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(ans) + 1):
            if chunk[i:i + len(ans)] == ans:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
