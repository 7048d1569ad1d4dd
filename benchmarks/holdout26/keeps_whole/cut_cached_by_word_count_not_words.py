# MISTAKE: Caches each cut in a module-level dict keyed by (number of words, size, overlap), since the borders depend only on those, but stores the chunks' words rather than their positions, so a later call on another text with as many words searches the earlier text's chunks; solve('a b', 2, 0, 'a b') then solve('c d', 2, 0, 'c d') -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations


_cuts = {}


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    key = (len(words), size, overlap)
    if key not in _cuts:
        chunks = []
        start = 0
        while start < len(words):
            chunks.append(words[start:start + size])
            if start + size >= len(words):
                break
            start += size - overlap
        _cuts[key] = chunks
    length = len(target)
    return any(chunk[i:i + length] == target for chunk in _cuts[key] for i in range(len(chunk) - length + 1))
