# cause: the sentence is added first and the piece is closed only once it holds limit words or more, so a piece can go past the limit.
def solve(sentences, limit):
    pieces = []
    cur = []
    for s in sentences:
        words = s.split()
        if not words:
            continue
        cur.extend(words)
        if len(cur) >= limit:
            pieces.append(" ".join(cur))
            cur = []
    if cur:
        pieces.append(" ".join(cur))
    return pieces
