# MISTAKE: Makes the chunks lazily with a generator expression over words and then loops with for words in chunks, and the generator reads the name words when it builds each chunk, so every chunk after the first is cut from the chunk before it instead of from the text; solve('a b c d e', 3, 1, 'c d e') -> right True, file gives False
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
    words = text.split()
    starts = []
    start = 0
    while start < len(words):
        starts.append(start)
        if start + size >= len(words):
            break
        start += size - overlap
    chunks = (words[s:s + size] for s in starts)
    length = len(target)
    for words in chunks:
        for i in range(len(words) - length + 1):
            if words[i:i + length] == target:
                return True
    return False
