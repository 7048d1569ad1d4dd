# MISTAKE: Takes a shortcut that returns the stripped text as the only chunk when " " is not in it, meant for a text of one word, but the test only looks for the plain space U+0020, so a text whose words are separated only by tabs, line breaks, no-break spaces or other whitespace comes back as one chunk with that whitespace kept (every text with at least one plain space between its words is right): "a\tb\nc" (a, tab, b, line break, c), size 2, overlap 0 should give ["a b", "c"] but gives ["a\tb\nc"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    stripped = text.strip()
    if " " not in stripped:
        return [stripped] if stripped else []
    words = stripped.split()
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
