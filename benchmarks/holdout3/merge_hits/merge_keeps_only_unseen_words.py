# MISTAKE: When a chunk joins a group it adds only the words whose string the group does not hold yet, so a word that legitimately occurs again is lost: "a b a c", size 2, overlap 1, hits [0, 1, 2] should give ["a b a c"] but gives ["a b c"].
"""Merge the retrieved chunks that share words into one text each, in document order."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    spans = []
    pos = 0
    while pos < len(words):
        spans.append((pos, min(pos + size, len(words))))
        if pos + size >= len(words):
            break
        pos += step
    groups: list[dict] = []
    for h in sorted(set(hits)):
        if not 0 <= h < len(spans):
            continue
        s, e = spans[h]
        chunk = words[s:e]
        if groups and s < groups[-1]["end"]:
            g = groups[-1]
            for w in chunk:
                if w not in g["seen"]:
                    g["words"].append(w)
                    g["seen"].add(w)
            g["end"] = max(g["end"], e)
        else:
            groups.append({"words": list(chunk), "seen": set(chunk), "end": e})
    return [" ".join(g["words"]) for g in groups]
