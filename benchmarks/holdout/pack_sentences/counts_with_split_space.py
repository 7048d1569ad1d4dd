# cause: words are counted with split(" "), so double spaces, tabs or line breaks in a sentence change its word count.
def solve(sentences, limit):
    pieces = []
    cur = []
    count = 0
    for s in sentences:
        words = s.split()
        if not words:
            continue
        if cur and count + len(s.strip().split(" ")) > limit:
            pieces.append(" ".join(w for x in cur for w in x.split()))
            cur = []
            count = 0
        cur.append(s)
        count += len(s.strip().split(" "))
    if cur:
        pieces.append(" ".join(w for x in cur for w in x.split()))
    return pieces
