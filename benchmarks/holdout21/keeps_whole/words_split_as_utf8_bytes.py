# MISTAKE: Encodes the text and the answer to UTF-8 and splits the bytes, to compare word for word byte by byte, but bytes.split() knows only ASCII whitespace, so a no-break space or another Unicode space does not separate two words; solve("money\u00a0back now", 3, 0, "money back") -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.encode("utf-8").split()
    if not target:
        return False
    words = text.encode("utf-8").split()
    n = len(target)
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - n + 1):
            if chunk[i:i + n] == target:
                return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
