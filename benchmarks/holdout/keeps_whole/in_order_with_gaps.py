# cause: it accepts the answer's words in order inside one chunk even with other words between them (a subsequence, not a contiguous run).
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
    chunks = _chunks(text.split(), size, overlap)
    for chunk in chunks:
        it = iter(chunk)
        if all(any(w == c for c in it) for w in want):
            return True
    return False
