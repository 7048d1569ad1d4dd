# cause: the two numbers are taken as the first two tokens of the whole input, so numbers split over line 1 and line 2 are accepted instead of rejected.
import sys


def _chunks(words, size, overlap):
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def _whole(s):
    return bool(s) and all(c in "0123456789" for c in s)


def main():
    data = sys.stdin.read()
    parts = data.split()
    if len(parts) < 2 or not _whole(parts[0]) or not _whole(parts[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = parts[2:]
    chunks = _chunks(words, size, overlap)
    for chunk in chunks:
        print(chunk)
    return 0


if __name__ == "__main__":
    sys.exit(main())
