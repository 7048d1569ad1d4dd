# cause: in each chunk it only tries the first place where the answer's first word occurs, so a later occurrence that starts the answer is missed.
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
        if want[0] in chunk:
            i = chunk.index(want[0])
            if chunk[i:i + len(want)] == want:
                return True
    return False
