# MISTAKE: Unpacks size_token, overlap_token, *rest = line1.split() before the check, so a line 1 that holds fewer than two tokens (empty input, a blank line 1, one number) ends in a ValueError traceback with status 1 instead of a message and status 2: "4\n2 a b" should print nothing on stdout, one sentence on stderr and exit 2, but exits 1 with a traceback.
from __future__ import annotations

import sys


def main() -> int:
    data = sys.stdin.read()
    line1, _, rest = data.partition("\n")
    size_token, overlap_token, *line1_words = line1.split()
    if not (size_token.isascii() and size_token.isdigit()
            and overlap_token.isascii() and overlap_token.isdigit()):
        print("size and overlap must be whole numbers written with 0-9", file=sys.stderr)
        return 2
    size, overlap = int(size_token), int(overlap_token)
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap less than size", file=sys.stderr)
        return 2
    words = line1_words + rest.split()
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
