# MISTAKE: Reads size and overlap as numbers of characters, as character text splitters do, and cuts the text joined by single spaces into windows of size characters before splitting each window into words, so chunks hold the wrong words and words are cut; solve('a b c', 3, 0, 'b c') -> right True, file gives False
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
    joined = " ".join(text.split())
    length = len(target)
    start = 0
    while start < len(joined):
        chunk = joined[start:start + size].split()
        if any(chunk[i:i + length] == target for i in range(len(chunk) - length + 1)):
            return True
        if start + size >= len(joined):
            break
        start += size - overlap
    return False
