# MISTAKE: Runs unicodedata.normalize("NFKC") over the text before splitting it, so compatibility characters are rewritten instead of kept exactly as written: "x² ﬁle", size 2, overlap 0 should give ["x² ﬁle"] but gives ["x2 file"] (full-width letters likewise become ASCII).
"""Cut a text into overlapping windows of words."""

from __future__ import annotations

import unicodedata


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = unicodedata.normalize("NFKC", text).split()
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
