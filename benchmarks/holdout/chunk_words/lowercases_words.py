# cause: the words are lowercased before chunking, so capital letters in the text are lost.
def solve(text, size, overlap):
    words = text.lower().split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
