# MISTAKE: Runs html.unescape over the text before splitting it (to clean up scraped pages), so character references are rewritten instead of kept exactly as written, and "&nbsp;" even becomes a separator: "Tom &amp; Jerry", size 2, overlap 0 should give ["Tom &amp;", "Jerry"] but gives ["Tom &", "Jerry"].
"""Cut a text into overlapping chunks of words."""

from __future__ import annotations

import html


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = html.unescape(text).split()
    if not words:
        return []
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
