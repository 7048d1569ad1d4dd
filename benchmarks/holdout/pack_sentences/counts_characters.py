# cause: a piece's size is measured in characters of its sentences (len of the stripped sentence) instead of words.
def solve(sentences, limit):
    pieces = []
    cur = []
    count = 0
    for s in sentences:
        words = s.split()
        if not words:
            continue
        if cur and count + len(s.strip()) > limit:
            pieces.append(" ".join(w for x in cur for w in x.split()))
            cur = []
            count = 0
        cur.append(s)
        count += len(s.strip())
    if cur:
        pieces.append(" ".join(w for x in cur for w in x.split()))
    return pieces
