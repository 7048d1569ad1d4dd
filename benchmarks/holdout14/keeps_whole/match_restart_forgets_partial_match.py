# MISTAKE: Matches the answer word by word with a counter and on a mismatch restarts it at 1 when the word is the answer's first word (else 0), which recovers from a false start of one word but loses a longer partial match that overlaps the real one, so an answer whose beginning repeats is missed: "a a a b", size 4, overlap 0, answer "a a b" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def chunks_of(words: list[str], size: int, overlap: int) -> list[list[str]]:
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    ans = answer.split()
    if not ans:
        return False
    for chunk in chunks_of(text.split(), size, overlap):
        j = 0
        for word in chunk:
            if word == ans[j]:
                j += 1
                if j == len(ans):
                    return True
            else:
                j = 1 if word == ans[0] else 0
    return False
