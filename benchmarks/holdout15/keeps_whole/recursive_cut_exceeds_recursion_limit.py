# MISTAKE: Cuts the chunks with a helper that calls itself once for every chunk, so a text with more than about a thousand chunks passes Python's recursion limit and the call crashes: the 3,000 words "w0 w1 ... w2999", size 2, overlap 1, answer "w2998 w2999" should give True but raises RecursionError.
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def cut(words: list[str], start: int, size: int, step: int, chunks: list[list[str]]) -> list[list[str]]:
    chunks.append(words[start:start + size])
    if start + size < len(words):
        cut(words, start + step, size, step, chunks)
    return chunks


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    words = text.split()
    if not answer_words or not words:
        return False
    length = len(answer_words)
    for chunk in cut(words, 0, size, size - overlap, []):
        for i in range(len(chunk) - length + 1):
            if chunk[i:i + length] == answer_words:
                return True
    return False
