# cause: words are compared after lowercasing, so an answer differing from the text only in capital letters is found.
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
    want = answer.lower().split()
    if not want:
        return False
    chunks = _chunks(text.lower().split(), size, overlap)
    for chunk in chunks:
        for i in range(len(chunk) - len(want) + 1):
            if chunk[i:i + len(want)] == want:
                return True
    return False
