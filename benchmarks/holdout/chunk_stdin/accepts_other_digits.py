# cause: the numbers are checked with str.isdecimal(), which accepts non-ASCII digits such as Arabic-Indic ones, so such a line 1 is not rejected.
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
    return s.isdecimal()


def main():
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    parts = first.split()
    if len(parts) < 2 or not _whole(parts[0]) or not _whole(parts[1]):
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = parts[2:] + rest.split()
    chunks = _chunks(words, size, overlap)
    for chunk in chunks:
        print(chunk)
    return 0


if __name__ == "__main__":
    sys.exit(main())
