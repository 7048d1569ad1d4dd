# MISTAKE: Looks for the answer with difflib.SequenceMatcher(None, answer_words, chunk).find_longest_match and calls it found when the match is as long as the answer, but SequenceMatcher's autojunk heuristic treats a word that fills more than 1% of a chunk of 200 or more words as junk, so such a chunk's frequent words cannot make up a match; text of the 196 words "w0 w1 ... w195" followed by "x x x x", size 200, overlap 0, answer "x x" -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

from difflib import SequenceMatcher


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    start = 0
    while words:
        chunk = words[start:start + size]
        match = SequenceMatcher(None, target, chunk).find_longest_match(0, len(target), 0, len(chunk))
        if match.size == len(target):
            return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
