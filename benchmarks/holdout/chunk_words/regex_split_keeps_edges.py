# cause: words come from re.split(r"\s+", text) without stripping, so leading or trailing whitespace adds an empty word at that end.
import re


def solve(text, size, overlap):
    if not text.strip():
        return []
    words = re.split(r"\s+", text)
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
