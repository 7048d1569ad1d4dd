# MISTAKE: splits the text with its own loop over the characters, which adds a word when a whitespace character ends it but never adds the word still open when the text ends, so the last word is lost unless the text ends with whitespace: "a b c", size 3, overlap 0, answer "b c" should give True but gives False ("a b c\n" gives True).
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = []
    word = ""
    for ch in text:
        if ch.isspace():
            if word:
                words.append(word)
                word = ""
        else:
            word += ch
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
