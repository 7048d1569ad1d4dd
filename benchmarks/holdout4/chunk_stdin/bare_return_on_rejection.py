# MISTAKE: After printing the message for a bad line 1 it leaves main() with a bare return, and sys.exit(None) ends with status 0 instead of 2: "4 4\na b c" should exit with status 2 (message on stderr, nothing on stdout) but exits with status 0.
from __future__ import annotations

import sys


def _whole(tok):
    return tok != "" and all(c in "0123456789" for c in tok)


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    parts = line1.split(maxsplit=2)
    if len(parts) < 2 or not _whole(parts[0]) or not _whole(parts[1]):
        print("line 1 must start with two whole numbers: size and overlap.", file=sys.stderr)
        return
    size, overlap = int(parts[0]), int(parts[1])
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size.", file=sys.stderr)
        return
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
