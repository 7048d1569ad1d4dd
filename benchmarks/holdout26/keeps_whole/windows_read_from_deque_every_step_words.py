# MISTAKE: Slides a deque(maxlen=size) over the words and takes a chunk every size - overlap words (and one at the end), so the chunks end at multiples of the step instead of starting there: the first chunk holds only step words and every border falls elsewhere; solve('a b c d e', 3, 1, 'a b c') -> right True, file gives False
"""Check whether the chunking keeps an answer sentence whole.

Cut `text` into chunks exactly as chunk_words does. Return True when some chunk holds all the
words of `answer`, in the same order and one right after the other (word for word, not as a
piece of a longer word), and False otherwise. Words are what str.split() finds, so spacing
does not matter. An answer with no words is never found: False. Run `kata show keeps_whole`.
"""

from __future__ import annotations

from collections import deque


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    window = deque(maxlen=size)
    chunks = []
    for i, word in enumerate(words):
        window.append(word)
        if (i + 1) % step == 0:
            chunks.append(list(window))
    if words and len(words) % step:
        chunks.append(list(window))
    length = len(target)
    return any(chunk[j:j + length] == target for chunk in chunks for j in range(len(chunk) - length + 1))
