# cause: the last window is moved back so it always holds a full size words (it starts at len(words) - size), instead of being a shorter chunk at its regular start.
def solve(text, size, overlap):
    words = text.split()
    if not words:
        return []
    chunks = []
    start = 0
    while True:
        if start + size >= len(words):
            start = max(0, len(words) - size)
            chunks.append(" ".join(words[start:]))
            break
        chunks.append(" ".join(words[start:start + size]))
        start += size - overlap
    return chunks
