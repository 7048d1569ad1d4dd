# cause: the sentences are taken off the caller's list with pop(0), so the list passed in is empty after the call.
def solve(sentences, limit):
    pieces = []
    cur = []
    count = 0
    while sentences:
        s = sentences.pop(0)
        words = s.split()
        if not words:
            continue
        if cur and count + len(words) > limit:
            pieces.append(" ".join(w for x in cur for w in x.split()))
            cur = []
            count = 0
        cur.append(s)
        count += len(words)
    if cur:
        pieces.append(" ".join(w for x in cur for w in x.split()))
    return pieces
