# cause: when a piece is closed the new piece's word count restarts at 0 and forgets the sentence that opened it, so the next pieces hold too many words.
def solve(sentences, limit):
    pieces = []
    cur = []
    count = 0
    for s in sentences:
        words = s.split()
        if not words:
            continue
        if cur and count + len(words) > limit:
            pieces.append(" ".join(cur))
            cur = list(words)
            count = 0
        else:
            cur.extend(words)
            count += len(words)
    if cur:
        pieces.append(" ".join(cur))
    return pieces
