# cause: the chunks are cached in a module dict keyed by the text alone, so a later call with the same text but another size or overlap searches the old chunks.
_seen = {}


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
    if text not in _seen:
        _seen[text] = _chunks(text.split(), size, overlap)
    chunks = _seen[text]
    for chunk in chunks:
        for i in range(len(chunk) - len(want) + 1):
            if chunk[i:i + len(want)] == want:
                return True
    return False
