# cause: chunks are merged only when their numbers are consecutive (and overlap > 0), not when their word ranges share a word, so chunks 0 and 2 with size 3, overlap 2 stay apart.
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
    valid = sorted({h for h in hits if 0 <= h < count})
    last = None
    groups = []
    for h in valid:
        s = h * step
        e = min(s + size, n)
        if groups and overlap > 0 and h == last + 1:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
        last = h
    return [" ".join(words[s:e]) for s, e in groups]
