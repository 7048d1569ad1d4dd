# cause: punctuation at the ends of words is stripped before comparing, so "days." matches "days".
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
    want = [w.strip(".,;:!?") for w in answer.split()]
    if not want:
        return False
    chunks = _chunks([w.strip(".,;:!?") for w in text.split()], size, overlap)
    for chunk in chunks:
        for i in range(len(chunk) - len(want) + 1):
            if chunk[i:i + len(want)] == want:
                return True
    return False
