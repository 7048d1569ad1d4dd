# cause: only full windows of size words are searched (range up to len(words) - size), so the short last chunk, and any text shorter than size, is never looked at.
def _chunks(words, size, overlap):
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def solve(text, size, overlap, answer):
    want = answer.split()
    if not want:
        return False
    words = text.split()
    chunks = [words[s:s + size] for s in range(0, len(words) - size + 1, size - overlap)]
    for chunk in chunks:
        for i in range(len(chunk) - len(want) + 1):
            if chunk[i:i + len(want)] == want:
                return True
    return False
