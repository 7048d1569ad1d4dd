# cause: a group's end is never stretched when a chunk joins it, so a chain of chunks breaks after the second one and the group's text stops at the first chunk's end.
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
    groups = []
    for h in valid:
        s = h * step
        e = min(s + size, n)
        if groups and s < groups[-1][1]:
            pass
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
