# cause: it only checks that every answer word occurs somewhere in one chunk, ignoring their order and whether they stand side by side.
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
        if all(w in chunk for w in want):
            return True
    return False
