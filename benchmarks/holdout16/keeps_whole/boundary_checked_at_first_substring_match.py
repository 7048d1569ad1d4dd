# MISTAKE: Looks for the answer's words joined by spaces in each chunk's text with str.find and checks for spaces around only that first match, so when the first match sits inside a longer word a later whole-word match in the same chunk is never tried: "xa b a b", size 4, overlap 0, answer "a b" should give True but gives False.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    target = " ".join(answer.split())
    if not target or not words:
        return False
    start = 0
    while True:
        piece = " ".join(words[start:start + size])
        at = piece.find(target)
        if at != -1:
            end = at + len(target)
            starts_word = at == 0 or piece[at - 1] == " "
            ends_word = end == len(piece) or piece[end] == " "
            if starts_word and ends_word:
                return True
        if start + size >= len(words):
            return False
        start += size - overlap
