# cause: a sentence longer than limit is cut into pieces of limit words instead of becoming one piece on its own.
def solve(sentences, limit):
    pieces = []
    cur = []
    for s in sentences:
        words = s.split()
        if not words:
            continue
        if len(words) > limit:
            if cur:
                pieces.append(" ".join(cur))
                cur = []
            for i in range(0, len(words), limit):
                pieces.append(" ".join(words[i:i + limit]))
            continue
        if cur and len(cur) + len(words) > limit:
            pieces.append(" ".join(cur))
            cur = []
        cur.extend(words)
    if cur:
        pieces.append(" ".join(cur))
    return pieces
