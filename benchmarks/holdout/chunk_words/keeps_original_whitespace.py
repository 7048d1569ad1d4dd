# cause: each chunk is sliced from the original text between its first and last word, so the whitespace between words stays as written instead of single spaces.
import re


def solve(text, size, overlap):
    spans = [m.span() for m in re.finditer(r"\S+", text)]
    chunks = []
    start = 0
    while start < len(spans):
        last = min(start + size, len(spans)) - 1
        chunks.append(text[spans[start][0]:spans[last][1]])
        if start + size >= len(spans):
            break
        start += size - overlap
    return chunks
