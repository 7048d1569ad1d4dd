# MISTAKE: Joins the words once and cuts each merged text out of that string by character offsets, ending it one character before the next word's offset, but the offset it appends after the last word is len(joined) rather than len(joined) + 1, so a text that runs to the end of the document loses its last character: "red cat sat mat", size 2, overlap 0, hits [1] should give ["sat mat"] but gives ["sat ma"].
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    starts = []
    if words:
        start = 0
        while True:
            starts.append(start)
            if start + size >= len(words):
                break
            start += step
    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    ranges = []
    for h in valid:
        begin = starts[h]
        end = min(begin + size, len(words))
        if ranges and begin < ranges[-1][1]:
            ranges[-1][1] = max(ranges[-1][1], end)
        else:
            ranges.append([begin, end])
    joined = " ".join(words)
    offsets = []
    position = 0
    for word in words:
        offsets.append(position)
        position += len(word) + 1
    offsets.append(len(joined))
    return [joined[offsets[begin]:offsets[end] - 1] for begin, end in ranges]
