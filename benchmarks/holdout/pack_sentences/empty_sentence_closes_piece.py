# cause: a sentence with no words closes the current piece (taken as a paragraph break) instead of being skipped.
def solve(sentences, limit):
    pieces = []
    cur = []
    count = 0
    for s in sentences:
        words = s.split()
        if not words:
            if cur:
                pieces.append(" ".join(w for x in cur for w in x.split()))
                cur = []
                count = 0
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
