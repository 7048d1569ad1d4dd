# cause: the hits are walked in rank order (only duplicates removed, never sorted), so chunks are merged only with the group just before in rank order and texts come out in rank order.
def _count(n, size, overlap):
    if n == 0:
        return 0
    count, start = 0, 0
    while True:
        count += 1
        if start + size >= n:
            return count
        start += size - overlap


def solve(text, size, overlap, hits):
    words = text.split()
    n = len(words)
    step = size - overlap
    count = _count(n, size, overlap)
    valid = [h for h in dict.fromkeys(hits) if 0 <= h < count]
    groups = []
    for h in valid:
        s = h * step
        e = min(s + size, n)
        if groups and groups[-1][0] <= s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
