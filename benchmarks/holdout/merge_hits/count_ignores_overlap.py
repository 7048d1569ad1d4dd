# cause: the number of chunks is counted as ceil(words / size), as if there were no overlap, so valid hits near the end of the text are dropped.
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
    count = -(-n // size)
    valid = sorted({h for h in hits if 0 <= h < count})
    groups = []
    for h in valid:
        s = h * step
        e = min(s + size, n)
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
