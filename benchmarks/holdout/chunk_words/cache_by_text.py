# cause: results are cached in a module dict keyed by the text alone, so a later call with the same text but another size or overlap gets the earlier chunks.
_cache = {}


def solve(text, size, overlap):
    if text in _cache:
        return list(_cache[text])
    words = text.split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    _cache[text] = chunks
    return list(chunks)
