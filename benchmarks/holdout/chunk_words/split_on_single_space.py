# cause: the text is split with split(" "), so tabs, line breaks and no-break spaces do not separate words and runs of spaces make empty words.
def solve(text, size, overlap):
    words = [w for w in text.split(" ")] if text.strip() else []
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
