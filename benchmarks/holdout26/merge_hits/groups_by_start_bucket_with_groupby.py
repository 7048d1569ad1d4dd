# MISTAKE: Groups the sorted hits with itertools.groupby keyed by start // size, the block of size words a chunk starts in, taking chunks that start in the same block for the ones that share words, so chunks that share words across a block border stay apart; solve('a b c d e f g', 3, 1, [1, 2]) -> right ['c d e f g'], file gives ['c d e', 'e f g']
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations

from itertools import groupby


def _starts(count: int, size: int, overlap: int) -> list[int]:
    starts = []
    start = 0
    while start < count:
        starts.append(start)
        if start + size >= count:
            break
        start += size - overlap
    return starts


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    starts = _starts(n, size, overlap)
    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    texts = []
    for _, group in groupby(valid, key=lambda h: starts[h] // size):
        members = list(group)
        first = starts[members[0]]
        end = min(starts[members[-1]] + size, n)
        texts.append(" ".join(words[first:end]))
    return texts
