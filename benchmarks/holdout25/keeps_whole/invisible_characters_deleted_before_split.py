# MISTAKE: Deletes zero-width and other invisible characters (zero-width space and joiners, word joiner, byte order mark) from the text and the answer before splitting, as one cleans text copied from the web, although they are not whitespace and belong to the words, so words that differ by one of them count as equal; solve("co\u200bop now", 2, 0, "coop now") -> right False, file gives True
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.translate(_INVISIBLE).split()
    if not target:
        return False
    words = text.translate(_INVISIBLE).split()
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
