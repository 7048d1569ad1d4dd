# MISTAKE: Reads the raw bytes of stdin and decodes them as Latin-1 instead of UTF-8, so every non-ASCII character turns into two or more wrong characters on output: "2 0 café ok" should print "café ok" but prints "cafÃ© ok".
from __future__ import annotations

import sys


def _whole(tok):
    return tok != "" and all(c in "0123456789" for c in tok)


def main() -> int:
    data = sys.stdin.buffer.read().decode("latin-1")   # never fails to decode
    line1, _, rest = data.partition("\n")
    parts = line1.split(maxsplit=2)
    if len(parts) < 2 or not _whole(parts[0]) or not _whole(parts[1]):
        print("line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return 2
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return 2
    text = (parts[2] if len(parts) > 2 else "") + "\n" + rest
    words = text.split()
    step = size - overlap
    start = 0
    while start < len(words):
        print(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return 0


if __name__ == "__main__":
    sys.exit(main())
