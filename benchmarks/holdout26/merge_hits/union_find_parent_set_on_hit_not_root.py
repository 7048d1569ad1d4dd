# MISTAKE: Groups the hits with a union-find over every pair of hits (in rank order) that share a word, but links a pair with parent[a] = find(b), overwriting the hit's own parent instead of its root's, so a hit that shares words with two others keeps only its last link and one of them falls out of the group; solve('a b c d', 2, 1, [1, 0, 2]) -> right ['a b c d'], file gives ['a b', 'b c d']
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


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
    valid = list(dict.fromkeys(h for h in hits if 0 <= h < len(starts)))
    parent = {h: h for h in valid}

    def find(h):
        while parent[h] != h:
            h = parent[h]
        return h

    for i, a in enumerate(valid):
        for b in valid[i + 1:]:
            lo, hi = min(a, b), max(a, b)
            if starts[hi] < starts[lo] + size:
                parent[a] = find(b)
    groups = {}
    for h in valid:
        groups.setdefault(find(h), []).append(h)
    texts = []
    for members in sorted(sorted(group) for group in groups.values()):
        first = starts[members[0]]
        end = min(starts[members[-1]] + size, n)
        texts.append(" ".join(words[first:end]))
    return texts
