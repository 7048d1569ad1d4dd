# cause: the loop runs while start < len(words) - overlap, so a text with no more words than overlap gives no chunk at all.
def solve(text, size, overlap):
    words = text.split()
    chunks = []
    start = 0
    while start < len(words) - overlap:
        chunks.append(" ".join(words[start:start + size]))
        start += size - overlap
    return chunks
