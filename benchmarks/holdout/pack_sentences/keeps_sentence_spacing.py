# cause: a piece is its sentences stripped and joined with one space, so tabs, line breaks and double spaces inside a sentence stay as written.
def solve(sentences, limit):
    pieces = []
    cur = []
    count = 0
    for s in sentences:
        words = s.split()
        if not words:
            continue
        if cur and count + len(words) > limit:
            pieces.append(" ".join(x.strip() for x in cur))
            cur = []
            count = 0
        cur.append(s)
        count += len(words)
    if cur:
        pieces.append(" ".join(x.strip() for x in cur))
    return pieces
