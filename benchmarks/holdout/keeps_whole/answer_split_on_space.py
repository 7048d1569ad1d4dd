# cause: the answer is split with split(" "), so extra spaces, tabs or line breaks in the answer make empty or glued words and it is never found.
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
    want = [w for w in answer.strip().split(" ")] if answer.strip() else []
    if not want:
        return False
    chunks = _chunks(text.split(), size, overlap)
    for chunk in chunks:
        for i in range(len(chunk) - len(want) + 1):
            if chunk[i:i + len(want)] == want:
                return True
    return False
