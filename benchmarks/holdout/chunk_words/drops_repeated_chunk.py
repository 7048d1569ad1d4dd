# cause: a chunk equal to the one just before it is skipped as a duplicate, so texts with repeated words lose chunks.
def solve(text, size, overlap):
    words = text.split()
    chunks = []
    start = 0
    while start < len(words):
        chunk = " ".join(words[start:start + size])
        if not chunks or chunks[-1] != chunk:
            chunks.append(chunk)
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
