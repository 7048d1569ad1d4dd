# MISTAKE: First turns the two-character sequences backslash-n and backslash-t into a real line break and tab (to undo the escaping of scraped or JSON text), so a word that holds a backslash followed by n or t is split there and loses those two characters, although the words must stay exactly as written: "a\\nb c" (a, backslash, n, b, space, c), size 2, overlap 0 should give ["a\\nb c"] but gives ["a b", "c"].
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    text = text.replace("\\n", "\n").replace("\\t", "\t")
    words = text.split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
