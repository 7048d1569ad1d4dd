# MISTAKE: Reads line 1 with re.match(r"\s*([0-9]+)\s+([0-9]+)(.*)"), which lets the text start right after the overlap's digits, so a malformed overlap such as "2.0" or "2a" is split into a number and text: "4 2.0 a b" should be rejected with status 2 but prints ".0 a b" and exits 0.
"""Read `size overlap` and a text from stdin and print its word chunks, one per line."""

from __future__ import annotations

import re
import sys

HEADER = re.compile(r"\s*([0-9]+)\s+([0-9]+)(.*)")


def main() -> int:
    data = sys.stdin.read()
    first, _, rest = data.partition("\n")
    m = HEADER.match(first)
    if m is None:
        print("line 1 must start with two whole numbers: size and overlap", file=sys.stderr)
        return 2
    size, overlap = int(m.group(1)), int(m.group(2))
    if size < 1 or overlap >= size:
        print("size must be at least 1 and overlap smaller than size", file=sys.stderr)
        return 2
    words = m.group(3).split() + rest.split()
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
