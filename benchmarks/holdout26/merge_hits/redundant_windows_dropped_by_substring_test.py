# MISTAKE: Takes the windows from range(0, len(words), size - overlap) and drops a window whose text is a substring of the window kept before it (meant for the extra end windows that hold only old words), but a real chunk whose text repeats or sits inside its neighbour's text is dropped too, so the chunks are miscounted and misnumbered; solve('a a a a a', 2, 0, [1]) -> right ['a a'], file gives []
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
    n = len(words)
    chunks = []
    for s in range(0, n, size - overlap):
        piece = " ".join(words[s:s + size])
        if chunks and piece in chunks[-1][2]:
            continue
        chunks.append((s, min(s + size, n), piece))
    valid = sorted({h for h in hits if 0 <= h < len(chunks)})
    texts = []
    first = end = None
    for h in valid:
        s, e, _ = chunks[h]
        if end is not None and s < end:
            end = max(end, e)
        else:
            if end is not None:
                texts.append(" ".join(words[first:end]))
            first, end = s, e
    if end is not None:
        texts.append(" ".join(words[first:end]))
    return texts
