# cause: a group's text is its chunks' texts joined end to end, so the words two chunks share are repeated.
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
    members_of = []
    for h in valid:
        s = h * step
        e = min(s + size, n)
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
            members_of[-1].append(h)
        else:
            groups.append([s, e])
            members_of.append([h])
    return [" ".join(" ".join(words[c * step:c * step + size]) for c in members) for members in members_of]
