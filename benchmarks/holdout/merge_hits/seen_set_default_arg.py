# cause: the set of hits already seen is a mutable default argument, kept between calls, so a hit seen in an earlier call is skipped in later ones.
def _count(n, size, overlap):
    if n == 0:
        return 0
    count, start = 0, 0
    while True:
        count += 1
        if start + size >= n:
            return count
        start += size - overlap


def solve(text, size, overlap, hits, _seen=set()):
    words = text.split()
    n = len(words)
    step = size - overlap
    count = _count(n, size, overlap)
    valid = []
    for h in sorted(set(hits)):
        if 0 <= h < count and h not in _seen:
            _seen.add(h)
            valid.append(h)
    groups = []
    for h in valid:
        s = h * step
        e = min(s + size, n)
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
